// @vitest-environment node
import { describe, expect, it } from "vitest";

import type { EquipmentItem } from "./equipment-item";
import { inventoryItems } from "./test-items";

import {
  filterEquipment,
  hasActiveFilters,
  locationOptions,
  NO_FILTERS,
  yearOptions,
} from "./filter";

const countries: Record<string, string> = {
  DE: "Germany",
  US: "USA",
  GB: "UK",
  CN: "China",
  BR: "Brazil",
};

const item = (slug: string, overrides: Partial<EquipmentItem>): EquipmentItem => ({
  slug,
  name: "Machine",
  year: 2018,
  location: "DE",
  description: "A machine.",
  status: "available",
  href: `/machinery/used-equipment/${slug}`,
  subject: `Machine (${slug})`,
  image: { kind: "illustration", src: "/metallizer.svg" },
  ...overrides,
  locationName: countries[overrides.location ?? "DE"] ?? "?",
});

const equipment = inventoryItems();

const fixtures = [
  item("a", {
    name: "BOPP Film Line",
    year: 2018,
    location: "DE",
    description: "Orients film.",
  }),
  item("b", { name: "Slitter", year: 2019, location: "US", description: "Cuts BOPP reels." }),
  item("c", { name: "Metallizer", year: 2016, location: "GB", description: "Vacuum coating." }),
  item("d", { name: "CPP Film Line", year: 2018, location: "CN", description: "Casts film." }),
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
    expect(byLocation("DE")).toEqual(["a"]);
    expect(byLocation("de")).toEqual([]);
    expect(byLocation("D")).toEqual([]);
    // The country's name is what the dropdown shows; its code is the value.
    expect(byLocation("Germany")).toEqual([]);
    expect(byLocation("US")).toEqual(["b"]);
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
    expect(slugs(filterEquipment(fixtures, { q: "film", location: "CN", year: "2018" }))).toEqual([
      "d",
    ]);
    expect(slugs(filterEquipment(fixtures, { q: "film", location: "CN", year: "2019" }))).toEqual(
      [],
    );
    expect(slugs(filterEquipment(fixtures, { q: "bopp", location: "US", year: "" }))).toEqual([
      "b",
    ]);
  });

  it("works on the real catalogue", () => {
    expect(slugs(filterEquipment(equipment, { ...NO_FILTERS, q: "film line" }))).toEqual([
      "bopp-film-line-2018",
      "cpp-film-line-2020",
    ]);
    expect(slugs(filterEquipment(equipment, { q: "", location: "IT", year: "2015" }))).toEqual([
      "gravure-printing-press-2015",
    ]);
  });
});

describe("hasActiveFilters", () => {
  it("is true as soon as one value is set", () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, q: "x" })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, location: "GB" })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, year: "2016" })).toBe(true);
  });
});

describe("filter options", () => {
  const withDuplicates = [
    ...fixtures,
    item("e", { year: 2019, location: "US" }),
    item("f", { year: 2020, location: "BR" }),
  ];

  const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);

  it("lists each country once, by name, with its code as the value", () => {
    expect(labels(locationOptions(withDuplicates))).toEqual([
      "Brazil",
      "China",
      "Germany",
      "UK",
      "USA",
    ]);
    expect(locationOptions(withDuplicates)[0]).toEqual({ value: "BR", label: "Brazil" });
    expect(labels(locationOptions(equipment))).toEqual([
      "China",
      "Germany",
      "Italy",
      "Japan",
      "UK",
      "USA",
    ]);
  });

  it("sorts the names in the page's language", () => {
    const french = inventoryItems("fr");
    expect(labels(locationOptions(french, "fr-FR"))).toEqual([
      "Allemagne",
      "Chine",
      "États-Unis",
      "Italie",
      "Japon",
      "Royaume-Uni",
    ]);
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
