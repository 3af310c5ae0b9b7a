// @vitest-environment node
import { describe, expect, it } from "vitest";

import { inventoryItems } from "./items.fixture";

import {
  catalogueParams,
  EMPTY_CATALOGUE_STATE,
  MAX_QUERY_LENGTH,
  parseCatalogueParams,
  serializeCatalogueParams,
  type CatalogueState,
} from "./url-state";

const equipment = inventoryItems();
const parse = (query: string) => parseCatalogueParams(new URLSearchParams(query), equipment);
const state = (values: Partial<CatalogueState>): CatalogueState => ({
  ...EMPTY_CATALOGUE_STATE,
  ...values,
});

describe("parseCatalogueParams", () => {
  it("is empty without parameters", () => {
    expect(parse("")).toEqual(EMPTY_CATALOGUE_STATE);
  });

  it("reads the search, type, years, country, order and open item", () => {
    expect(
      parse(
        "q=Film%20line&type=bopp-film-line&from=2010&to=2020&country=DE&priced=1&sort=year&item=bopp-film-line-2018",
      ),
    ).toEqual({
      q: "Film line",
      type: "bopp-film-line",
      from: "2010",
      to: "2020",
      country: "DE",
      priced: true,
      sort: "year",
      item: "bopp-film-line-2018",
    });
    expect(parse("q=roll+slitter")).toEqual(state({ q: "roll slitter" }));
    expect(parse("sort=listed")).toEqual(state({ sort: "listed" }));
    expect(parse("sort=price&priced=1")).toEqual(state({ sort: "price", priced: true }));
  });

  it("keeps a backwards range as it was given: the filter reads it, the controls say so", () => {
    expect(parse("from=2020&to=2015")).toEqual(state({ from: "2020", to: "2015" }));
  });

  it("keeps a type with no machine listed: its empty result offers an alert", () => {
    const soldOut = equipment.filter((item) => item.type !== "metallizer");
    const query = new URLSearchParams("type=metallizer");
    expect(parseCatalogueParams(query, soldOut).type).toBe("metallizer");
  });

  it("ignores values the catalogue cannot show", () => {
    expect(
      parse(
        "type=spaceship&country=Atlantis&from=18&to=twenty&priced=yes&sort=cheapest&item=no-such-machine",
      ),
    ).toEqual(EMPTY_CATALOGUE_STATE);
    // Countries match exactly and must be listed; years are four digits, not before 1950.
    expect(parse("country=de&from=1949&to=2018.0")).toEqual(EMPTY_CATALOGUE_STATE);
    expect(parse("country=FR")).toEqual(EMPTY_CATALOGUE_STATE);
    expect(parse(`q=${"a".repeat(MAX_QUERY_LENGTH + 1)}`)).toEqual(EMPTY_CATALOGUE_STATE);
  });

  it("keeps the valid values when others are invalid", () => {
    expect(parse("q=press&country=Mars&from=2015&sort=nope")).toEqual(
      state({ q: "press", from: "2015" }),
    );
  });

  it("reads the first of repeated parameters", () => {
    expect(parse("from=2016&from=2019").from).toBe("2016");
  });

  it("reads the links shared before the range: ?location= and ?year=", () => {
    expect(parse("location=JP")).toEqual(state({ country: "JP" }));
    expect(parse("year=2016")).toEqual(state({ from: "2016", to: "2016" }));
    // The current parameters win over the old ones.
    expect(parse("location=JP&country=GB&year=2016&from=2010")).toEqual(
      state({ country: "GB", from: "2010" }),
    );
  });
});

describe("serializeCatalogueParams", () => {
  it("writes only the values that are set, in a fixed order", () => {
    expect(serializeCatalogueParams(EMPTY_CATALOGUE_STATE).toString()).toBe("");
    expect(
      serializeCatalogueParams(
        state({
          sort: "year",
          priced: true,
          country: "GB",
          to: "2020",
          from: "2010",
          type: "metallizer",
          q: "x",
        }),
      ).toString(),
    ).toBe("q=x&type=metallizer&from=2010&to=2020&country=GB&priced=1&sort=year");
  });

  it("replaces its own parameters, old names included, and keeps everybody else's", () => {
    const current = new URLSearchParams("utm_source=mail&q=old&location=DE&year=2016&item=x");
    expect(serializeCatalogueParams(state({ country: "GB" }), current).toString()).toBe(
      "utm_source=mail&country=GB",
    );
    // The input is not modified.
    expect(current.get("q")).toBe("old");
  });

  it("round-trips through parse", () => {
    const states: CatalogueState[] = [
      EMPTY_CATALOGUE_STATE,
      {
        q: "Film & foil? 100%",
        type: "slitting-machine",
        from: "2019",
        to: "2012",
        country: "US",
        priced: true,
        sort: "listed",
        item: "slitting-machine-2019",
      },
      state({ item: "cpp-film-line-2020" }),
      state({ q: "  spaced  ", country: "JP", to: "2017" }),
    ];
    for (const entry of states) {
      const query = serializeCatalogueParams(entry).toString();
      expect(parse(query), query).toEqual(entry);
    }
  });
});

describe("catalogueParams", () => {
  it("names every parameter the catalogue reads, so a shared link hydrates it at once", () => {
    expect([...catalogueParams].sort()).toEqual(
      ["country", "from", "item", "location", "priced", "q", "sort", "to", "type", "year"].sort(),
    );
  });
});
