// @vitest-environment node
import { describe, expect, it } from "vitest";

import { inventoryItems } from "./items.fixture";

import {
  EMPTY_CATALOGUE_STATE,
  MAX_QUERY_LENGTH,
  parseCatalogueParams,
  serializeCatalogueParams,
  type CatalogueState,
} from "./url-state";

const equipment = inventoryItems();
const parse = (query: string) => parseCatalogueParams(new URLSearchParams(query), equipment);

describe("parseCatalogueParams", () => {
  it("is empty without parameters", () => {
    expect(parse("")).toEqual(EMPTY_CATALOGUE_STATE);
  });

  it("reads the search term, location, year and open item", () => {
    expect(parse("q=Film%20line&location=DE&year=2018&item=bopp-film-line-2018")).toEqual({
      q: "Film line",
      location: "DE",
      year: "2018",
      item: "bopp-film-line-2018",
    });
    expect(parse("q=roll+slitter")).toEqual({ ...EMPTY_CATALOGUE_STATE, q: "roll slitter" });
  });

  it("ignores values the catalogue cannot show", () => {
    expect(parse("location=Atlantis&year=1999&item=no-such-machine")).toEqual(
      EMPTY_CATALOGUE_STATE,
    );
    // Locations match exactly, years are the years of the listings.
    expect(parse("location=de&year=18")).toEqual(EMPTY_CATALOGUE_STATE);
    expect(parse("year=2018.0")).toEqual(EMPTY_CATALOGUE_STATE);
    expect(parse(`q=${"a".repeat(MAX_QUERY_LENGTH + 1)}`)).toEqual(EMPTY_CATALOGUE_STATE);
  });

  it("keeps the valid values when others are invalid", () => {
    expect(parse("q=press&location=Mars&year=2015")).toEqual({
      ...EMPTY_CATALOGUE_STATE,
      q: "press",
      year: "2015",
    });
  });

  it("reads the first of repeated parameters", () => {
    expect(parse("year=2016&year=2019").year).toBe("2016");
  });
});

describe("serializeCatalogueParams", () => {
  it("writes only the values that are set", () => {
    expect(serializeCatalogueParams(EMPTY_CATALOGUE_STATE).toString()).toBe("");
    expect(
      serializeCatalogueParams({ ...EMPTY_CATALOGUE_STATE, year: "2017", q: "lam" }).toString(),
    ).toBe("q=lam&year=2017");
  });

  it("replaces its own parameters and keeps everybody else's", () => {
    const current = new URLSearchParams("utm_source=mail&q=old&item=metallizer-2016");
    expect(
      serializeCatalogueParams({ ...EMPTY_CATALOGUE_STATE, location: "GB" }, current).toString(),
    ).toBe("utm_source=mail&location=GB");
    // The input is not modified.
    expect(current.get("q")).toBe("old");
  });

  it("round-trips through parse", () => {
    const states: CatalogueState[] = [
      EMPTY_CATALOGUE_STATE,
      { q: "Film & foil? 100%", location: "US", year: "2019", item: "slitting-machine-2019" },
      { q: "", location: "", year: "", item: "cpp-film-line-2020" },
      { q: "  spaced  ", location: "JP", year: "", item: "" },
    ];
    for (const state of states) {
      const query = serializeCatalogueParams(state).toString();
      expect(parse(query), query).toEqual(state);
    }
  });
});
