// @vitest-environment node
import { describe, expect, it } from "vitest";

import type { CatalogueItem } from "../../inventory/catalogue-item";
import { foldSearchText } from "~/lib/search-text";

import { inventoryItems } from "./items.fixture";

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

const item = (slug: string, overrides: Partial<CatalogueItem>): CatalogueItem => ({
  slug,
  reference: "FP-1001",
  name: "Machine",
  maker: "Maker",
  model: null,
  year: 2018,
  price: { text: "Price on request", amount: null, currency: null },
  conditionLabel: "Good",
  city: "City",
  place: "City, Country",
  location: "DE",
  description: "A machine.",
  keywords: [],
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

const slugs = (items: readonly CatalogueItem[]) => items.map((entry) => entry.slug);
const search = (q: string) => slugs(filterEquipment(fixtures, { ...NO_FILTERS, q }));

describe("filterEquipment", () => {
  it("returns every item, in order, when all values are empty", () => {
    expect(slugs(filterEquipment(fixtures, NO_FILTERS))).toEqual(["a", "b", "c", "d"]);
    expect(filterEquipment(equipment, NO_FILTERS)).toHaveLength(equipment.length);
  });

  it("matches the search term whatever its case and accents", () => {
    expect(search("metallizer")).toEqual(["c"]);
    expect(search("METALLIZER")).toEqual(["c"]);
    expect(search("mEtAl")).toEqual(["c"]);
    expect(search("Métal")).toEqual(["c"]);
  });

  it("matches the start of a word of the name, and whole words of the description, names first", () => {
    expect(search("film line")).toEqual(["a", "d"]);
    // "BOPP" is in a's name and in b's description: the name first.
    expect(search("bopp")).toEqual(["a", "b"]);
    expect(search("vacuum coating")).toEqual(["c"]);
    // A plural in the description counts as its word.
    expect(search("cast")).toEqual(["d"]);
    // The start of a description's word does not: "vacuum coat" is not a machine's name.
    expect(search("vacuum coat")).toEqual([]);
    // Never the middle of a word.
    expect(search("allizer")).toEqual([]);
  });

  it("finds nothing for a term in neither field, nor in other fields", () => {
    expect(search("extruder")).toEqual([]);
    expect(search("germany")).toEqual([]);
    expect(search("2018")).toEqual([]);
  });

  it("treats the search term literally, not as a pattern; punctuation separates words", () => {
    expect(search(".*")).toEqual(["a", "b", "c", "d"]);
    expect(search("f.lm")).toEqual([]);
    expect(search("film.")).toEqual(["a", "d"]);
  });

  it("finds a machine by its type in English and in the page's language", () => {
    const french = [
      item("x", {
        name: "Complexeuse par extrusion",
        keywords: ["Extrusion laminator", "Complexeuse par extrusion"],
      }),
      item("y", { name: "Refendeuse", description: "Pour films et complexes laminés." }),
    ];
    const find = (q: string) => slugs(filterEquipment(french, { ...NO_FILTERS, q }));
    expect(find("laminator")).toEqual(["x"]);
    expect(find("laminat")).toEqual(["x"]);
    expect(find("lamines")).toEqual(["y"]);
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
    // The names first; then the laminator, "an extrusion coating and lamination line that bonds film".
    expect(slugs(filterEquipment(equipment, { ...NO_FILTERS, q: "film line" }))).toEqual([
      "bopp-film-line-2018",
      "cpp-film-line-2020",
      "extrusion-laminator-2017",
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

describe("the catalogue's search in every edition", () => {
  const find = (locale: "en" | "fr" | "ar", q: string) =>
    slugs(filterEquipment(inventoryItems(locale), { ...NO_FILTERS, q }));

  it("folds accents in French, and finds a machine by its English type on the French page", () => {
    expect(find("fr", "metalliseur")).toEqual(["metallizer-2016"]);
    expect(find("fr", "Métalliseur")).toEqual(["metallizer-2016"]);
    expect(find("fr", "laminator")).toEqual(["extrusion-laminator-2017"]);
  });

  it("folds Arabic letter variants: «الة» finds the machines whose names start with «آلة»", () => {
    const arabic = inventoryItems("ar");
    const named = arabic
      .filter((item) => foldSearchText(item.name).startsWith("اله "))
      .map((item) => item.slug);
    expect(named.length).toBeGreaterThan(0);
    expect(find("ar", "الة")).toEqual(expect.arrayContaining(named));
    expect(find("ar", "الة")).toEqual(find("ar", "آلة"));
  });

  it("lists the laminator first for «laminat», and no machine only for mentioning laminates", () => {
    expect(find("en", "laminat")).toEqual(["extrusion-laminator-2017"]);
  });
});
