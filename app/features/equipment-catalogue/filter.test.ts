// @vitest-environment node
import { describe, expect, it } from "vitest";

import { equipment, type EquipmentItem } from "~/content/equipment";

import {
  filterEquipment,
  hasActiveFilters,
  locationOptions,
  NO_FILTERS,
  yearOptions,
} from "./filter";

const item = (slug: string, overrides: Partial<EquipmentItem>): EquipmentItem => ({
  slug,
  name: "Machine",
  year: 2018,
  location: "Germany",
  description: "A machine.",
  image: "metallizer",
  ...overrides,
});

const fixtures = [
  item("a", {
    name: "BOPP Film Line",
    year: 2018,
    location: "Germany",
    description: "Orients film.",
  }),
  item("b", { name: "Slitter", year: 2019, location: "USA", description: "Cuts BOPP reels." }),
  item("c", { name: "Metallizer", year: 2016, location: "UK", description: "Vacuum coating." }),
  item("d", { name: "CPP Film Line", year: 2018, location: "China", description: "Casts film." }),
];

const slugs = (items: readonly EquipmentItem[]) => items.map((entry) => entry.slug);
const search = (q: string) => slugs(filterEquipment(fixtures, { ...NO_FILTERS, q }));

describe("filterEquipment", () => {
  it("returns every item, in order, when all values are empty", () => {
    expect(slugs(filterEquipment(fixtures, NO_FILTERS))).toEqual(["a", "b", "c", "d"]);
    expect(filterEquipment(equipment, NO_FILTERS)).toHaveLength(equipment.length);
  });

  it("matches the search term case-insensitively", () => {
    expect(search("metallizer")).toEqual(["c"]);
    expect(search("METALLIZER")).toEqual(["c"]);
    expect(search("mEtAl")).toEqual(["c"]);
  });

  it("matches a substring of the name or of the description", () => {
    expect(search("film line")).toEqual(["a", "d"]);
    // "BOPP" is in a's name and in b's description.
    expect(search("bopp")).toEqual(["a", "b"]);
    expect(search("vacuum coat")).toEqual(["c"]);
    expect(search("cast")).toEqual(["d"]);
  });

  it("finds nothing for a term in neither field, nor in other fields", () => {
    expect(search("extruder")).toEqual([]);
    expect(search("germany")).toEqual([]);
    expect(search("2018")).toEqual([]);
  });

  it("treats the search term literally, not as a pattern", () => {
    expect(search(".*")).toEqual([]);
    expect(search("f.lm")).toEqual([]);
    expect(search("film.")).toEqual(["a", "d"]);
  });

  it("requires the location to equal the selected value exactly", () => {
    const byLocation = (location: string) =>
      slugs(filterEquipment(fixtures, { ...NO_FILTERS, location }));
    expect(byLocation("Germany")).toEqual(["a"]);
    expect(byLocation("germany")).toEqual([]);
    expect(byLocation("Germ")).toEqual([]);
    expect(byLocation("US")).toEqual([]);
    expect(byLocation("USA")).toEqual(["b"]);
  });

  it("compares the year as text", () => {
    const byYear = (year: string) => slugs(filterEquipment(fixtures, { ...NO_FILTERS, year }));
    expect(byYear("2018")).toEqual(["a", "d"]);
    expect(byYear("18")).toEqual([]);
    expect(byYear("2018.0")).toEqual([]);
    expect(byYear(" 2018")).toEqual([]);
  });

  it("requires every condition to hold together", () => {
    expect(slugs(filterEquipment(fixtures, { q: "film", location: "", year: "2018" }))).toEqual([
      "a",
      "d",
    ]);
    expect(
      slugs(filterEquipment(fixtures, { q: "film", location: "China", year: "2018" })),
    ).toEqual(["d"]);
    expect(
      slugs(filterEquipment(fixtures, { q: "film", location: "China", year: "2019" })),
    ).toEqual([]);
    expect(slugs(filterEquipment(fixtures, { q: "bopp", location: "USA", year: "" }))).toEqual([
      "b",
    ]);
  });

  it("works on the real catalogue", () => {
    expect(slugs(filterEquipment(equipment, { ...NO_FILTERS, q: "film line" }))).toEqual([
      "bopp-film-line-2018",
      "cpp-film-line-2020",
    ]);
    expect(slugs(filterEquipment(equipment, { q: "", location: "Italy", year: "2015" }))).toEqual([
      "gravure-printing-press-2015",
    ]);
  });
});

describe("hasActiveFilters", () => {
  it("is true as soon as one value is set", () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, q: "x" })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, location: "UK" })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, year: "2016" })).toBe(true);
  });
});

describe("filter options", () => {
  const withDuplicates = [
    ...fixtures,
    item("e", { year: 2019, location: "USA" }),
    item("f", { year: 2020, location: "Brazil" }),
  ];

  it("lists each location once, alphabetically", () => {
    expect(locationOptions(withDuplicates)).toEqual(["Brazil", "China", "Germany", "UK", "USA"]);
    expect(locationOptions(equipment)).toEqual(["China", "Germany", "Italy", "Japan", "UK", "USA"]);
  });

  it("lists each year once, newest first, as text", () => {
    expect(yearOptions(withDuplicates)).toEqual(["2020", "2019", "2018", "2016"]);
    expect(yearOptions(equipment)).toEqual(["2020", "2019", "2018", "2017", "2016", "2015"]);
  });

  it("are empty for an empty catalogue", () => {
    expect(locationOptions([])).toEqual([]);
    expect(yearOptions([])).toEqual([]);
  });
});
