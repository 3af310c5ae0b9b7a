// @vitest-environment node
import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";
import { foldSearchText } from "~/lib/search-text";

import { inventoryItems } from "./items.fixture";

import {
  extraFilterCount,
  filterEquipment,
  hasActiveFilters,
  locationOptions,
  NO_FILTERS,
  currencyOrder,
  hasSeveralCurrencies,
  listedRank,
  sortEquipment,
  typeOptions,
  typesInOrder,
  yearOptions,
  yearRange,
  type CatalogueListing,
  type EquipmentFilters,
} from "./filter";

const countries: Record<string, string> = {
  DE: "Germany",
  US: "USA",
  GB: "UK",
  CN: "China",
  BR: "Brazil",
};

const item = (slug: string, overrides: Partial<CatalogueListing>): CatalogueListing => ({
  slug,
  type: "metallizer",
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

const priced = (currency: string) => (amount: number) => ({
  text: `${currency} ${amount}`,
  amount,
  currency,
});
const usd = priced("USD");
const eur = priced("EUR");

const fixtures = [
  item("a", {
    name: "BOPP Film Line",
    type: "bopp-film-line",
    reference: "FP-1031",
    year: 2018,
    location: "DE",
    description: "Orients film.",
  }),
  item("b", {
    name: "Slitter",
    type: "slitting-machine",
    reference: "FP-1033",
    price: usd(385_000),
    year: 2019,
    location: "US",
    description: "Cuts BOPP reels.",
  }),
  item("c", {
    name: "Metallizer",
    reference: "FP-1029",
    year: 2016,
    location: "GB",
    description: "Vacuum coating.",
  }),
  item("d", {
    name: "CPP Film Line",
    type: "cpp-film-line",
    reference: "FP-1036",
    price: usd(1_950_000),
    year: 2018,
    location: "CN",
    description: "Casts film.",
  }),
];

const slugs = (items: readonly CatalogueListing[]) => items.map((entry) => entry.slug);
const search = (q: string) => slugs(filterEquipment(fixtures, { ...NO_FILTERS, q }));
const filtered = (filters: Partial<EquipmentFilters>, items = fixtures) =>
  slugs(filterEquipment(items, { ...NO_FILTERS, ...filters }));

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

  it("requires the location to equal the selected country code exactly", () => {
    const byCountry = (country: string) => filtered({ country });
    expect(byCountry("DE")).toEqual(["a"]);
    expect(byCountry("de")).toEqual([]);
    expect(byCountry("D")).toEqual([]);
    // The country's name is what the dropdown shows; its code is the value.
    expect(byCountry("Germany")).toEqual([]);
    expect(byCountry("US")).toEqual(["b"]);
  });

  it("keeps the machines of the selected type", () => {
    expect(filtered({ type: "metallizer" })).toEqual(["c"]);
    expect(filtered({ type: "cpp-film-line" })).toEqual(["d"]);
    // A type with nothing listed: an empty list, not every machine.
    expect(filtered({ type: "extrusion-laminator" })).toEqual([]);
  });

  it("keeps only the machines with a price when asked", () => {
    expect(filtered({ priced: true })).toEqual(["b", "d"]);
    expect(filtered({ priced: true, country: "DE" })).toEqual([]);
    expect(filtered({ priced: true }, equipment)).toEqual([
      "gravure-printing-press-2015",
      "cpp-film-line-2020",
      "slitting-machine-2019",
      "extrusion-laminator-2017",
    ]);
  });

  it("keeps the years of the range, both ends included, either end open", () => {
    expect(filtered({ from: "2018", to: "2018" })).toEqual(["a", "d"]);
    expect(filtered({ from: "2018" })).toEqual(["a", "b", "d"]);
    expect(filtered({ to: "2018" })).toEqual(["a", "c", "d"]);
    expect(filtered({ from: "2017", to: "2019" })).toEqual(["a", "b", "d"]);
    // Years no machine has still bound the range.
    expect(filtered({ from: "2010", to: "2016" })).toEqual(["c"]);
    expect(filtered({ from: "2021" })).toEqual([]);
  });

  it("reads a backwards range as the years between its ends", () => {
    expect(filtered({ from: "2019", to: "2017" })).toEqual(filtered({ from: "2017", to: "2019" }));
    expect(filtered({ from: "2020", to: "2016" })).toEqual(["a", "b", "c", "d"]);
  });

  it("requires every condition to hold together", () => {
    expect(filtered({ q: "film", from: "2018", to: "2018" })).toEqual(["a", "d"]);
    expect(filtered({ q: "film", country: "CN", from: "2018", to: "2018" })).toEqual(["d"]);
    expect(filtered({ q: "film", country: "CN", from: "2019" })).toEqual([]);
    expect(filtered({ q: "bopp", country: "US" })).toEqual(["b"]);
    expect(filtered({ q: "film", type: "bopp-film-line" })).toEqual(["a"]);
  });

  it("works on the real catalogue", () => {
    // The names first; then the laminator, "an extrusion coating and lamination line that bonds film".
    expect(filtered({ q: "film line" }, equipment)).toEqual([
      "bopp-film-line-2018",
      "cpp-film-line-2020",
      "extrusion-laminator-2017",
    ]);
    expect(filtered({ country: "IT", from: "2015", to: "2015" }, equipment)).toEqual([
      "gravure-printing-press-2015",
    ]);
    expect(
      filtered({ type: "metallizer", from: "2010", to: "2020", country: "GB" }, equipment),
    ).toEqual(["metallizer-2016"]);
  });
});

describe("yearRange", () => {
  it("reads the two ends, either of which may be open", () => {
    expect(yearRange({ from: "", to: "" })).toEqual({
      min: undefined,
      max: undefined,
      reversed: false,
    });
    expect(yearRange({ from: "2010", to: "" })).toEqual({
      min: 2010,
      max: undefined,
      reversed: false,
    });
    expect(yearRange({ from: "", to: "2020" })).toEqual({
      min: undefined,
      max: 2020,
      reversed: false,
    });
    expect(yearRange({ from: "2016", to: "2016" })).toEqual({
      min: 2016,
      max: 2016,
      reversed: false,
    });
  });

  it("turns a backwards range round, and says that it did", () => {
    expect(yearRange({ from: "2020", to: "2015" })).toEqual({
      min: 2015,
      max: 2020,
      reversed: true,
    });
  });
});

describe("sortEquipment", () => {
  const order = (sort: EquipmentFilters["sort"], items = fixtures) =>
    slugs(filterEquipment(items, { ...NO_FILTERS, sort }));

  it("keeps the catalogue's order by default", () => {
    expect(order("")).toEqual(["a", "b", "c", "d"]);
  });

  it("sorts by year, newest first, equals in the catalogue's order", () => {
    expect(order("year")).toEqual(["b", "a", "d", "c"]);
    expect(slugs(sortEquipment([...fixtures].reverse(), "year"))).toEqual(["b", "d", "a", "c"]);
  });

  it("keeps the search's best matches first among equals", () => {
    // "bopp" is in a's name and b's description; by year b comes first all the same.
    expect(filtered({ q: "bopp" })).toEqual(["a", "b"]);
    expect(filtered({ q: "bopp", sort: "year" })).toEqual(["b", "a"]);
    expect(filtered({ q: "film", sort: "year" })).toEqual(["a", "d"]);
  });

  it("sorts the newest listed first: the higher reference was given later", () => {
    expect(order("listed")).toEqual(["d", "b", "a", "c"]);
    expect(listedRank({ reference: "FP-1042" })).toBe(1042);
    expect(order("listed", equipment)).toEqual([
      "cpp-film-line-2020", // FP-1036
      "slitting-machine-2019", // FP-1033
      "bopp-film-line-2018", // FP-1031
      "metallizer-2016", // FP-1029
      "extrusion-laminator-2017", // FP-1027
      "gravure-printing-press-2015", // FP-1024
    ]);
  });

  it("sorts by price, low to high, with the prices on request last", () => {
    expect(order("price")).toEqual(["b", "d", "a", "c"]);
  });

  it("never compares amounts in different currencies: the most used currency first, then the next", () => {
    const mixed = [
      item("eur-high", { price: eur(1_250_000) }),
      item("usd-low", { price: usd(385_000) }),
      item("on-request", {}),
      item("eur-low", { price: eur(780_000) }),
      item("usd-high", { price: usd(1_950_000) }),
      item("usd-mid", { price: usd(900_000) }),
    ];
    expect(order("price", mixed)).toEqual([
      "usd-low",
      "usd-mid",
      "usd-high",
      "eur-low",
      "eur-high",
      "on-request",
    ]);
    expect(hasSeveralCurrencies(mixed)).toBe(true);
    expect(hasSeveralCurrencies(fixtures)).toBe(false);
    // Two currencies as used as each other: A to Z.
    expect([
      ...currencyOrder([item("x", { price: usd(1) }), item("y", { price: eur(1) })]).keys(),
    ]).toEqual(["EUR", "USD"]);
  });

  it("does not change the list it is given", () => {
    const list = [...fixtures];
    sortEquipment(list, "year");
    expect(slugs(list)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("hasActiveFilters", () => {
  it("is true as soon as one filter is set, and not for the order alone", () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, q: "x" })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, country: "GB" })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, from: "2016" })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, to: "2016" })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, type: "metallizer" })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, priced: true })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, sort: "year" })).toBe(false);
  });
});

describe("extraFilterCount", () => {
  it("counts the filters behind the phones' More filters: the year range as one", () => {
    expect(extraFilterCount(NO_FILTERS)).toBe(0);
    expect(extraFilterCount({ ...NO_FILTERS, q: "x", type: "metallizer" })).toBe(0);
    expect(extraFilterCount({ ...NO_FILTERS, from: "2010", to: "2020" })).toBe(1);
    expect(extraFilterCount({ ...NO_FILTERS, to: "2020", country: "GB" })).toBe(2);
    expect(extraFilterCount({ ...NO_FILTERS, to: "2020", country: "GB", priced: true })).toBe(3);
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

  it("adds the range's years that no machine has, so the dropdowns can show them", () => {
    expect(yearOptions(fixtures, "2010", "")).toEqual(["2019", "2018", "2016", "2010"]);
    expect(yearOptions(fixtures, "2018", "2022")).toEqual(["2022", "2019", "2018", "2016"]);
  });

  it("lists the types listed, in the page's language and its alphabetical order", () => {
    const { t } = getEdition("fr");
    const names = t.usedEquipment.catalogue.typeNames;
    const options = typeOptions(equipment, names, typesInOrder(names, "fr-FR"));
    expect(options.map((option) => option.value).sort()).toEqual([
      "bopp-film-line",
      "cpp-film-line",
      "extrusion-laminator",
      "gravure-printing-press",
      "metallizer",
      "slitting-machine",
    ]);
    expect(labels(options)).toEqual([...labels(options)].sort((a, b) => a.localeCompare(b, "fr")));
    expect(options.find((option) => option.value === "metallizer")?.label).toBe(names.metallizer);
    // Each type once.
    expect(
      typeOptions(withDuplicates, names, typesInOrder(names)).map((option) => option.value),
    ).toEqual(expect.arrayContaining(["metallizer", "bopp-film-line"]));
    expect(typeOptions(withDuplicates, names, typesInOrder(names))).toHaveLength(4);
  });

  it("keeps a selected type that nothing listed has", () => {
    const { t } = getEdition("en");
    const names = t.usedEquipment.catalogue.typeNames;
    expect(typeOptions(fixtures, names, typesInOrder(names), "extrusion-laminator")).toContainEqual(
      {
        value: "extrusion-laminator",
        label: names["extrusion-laminator"],
      },
    );
  });

  it("are empty for an empty catalogue", () => {
    expect(locationOptions([])).toEqual([]);
    expect(yearOptions([])).toEqual([]);
    const names = getEdition("en").t.usedEquipment.catalogue.typeNames;
    expect(typeOptions([], names, typesInOrder(names))).toEqual([]);
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

  it("finds a machine by its maker, its model and its reference, in every edition", () => {
    for (const locale of ["en", "fr", "ar"] as const) {
      expect(find(locale, "bruckner"), locale).toEqual(["bopp-film-line-2018"]);
      expect(find(locale, "topmet"), locale).toEqual(["metallizer-2016"]);
      expect(find(locale, "FP-1033"), locale).toEqual(["slitting-machine-2019"]);
      expect(find(locale, "fp 1033"), locale).toEqual(["slitting-machine-2019"]);
      expect(find(locale, "fp1033"), locale).toEqual(["slitting-machine-2019"]);
      expect(find(locale, "1033"), locale).toEqual(["slitting-machine-2019"]);
    }
  });

  it("does not find every machine by the references' letters", () => {
    expect(find("en", "f")).toEqual(["bopp-film-line-2018", "cpp-film-line-2020"]);
    expect(find("en", "fp")).toEqual([]);
  });

  it("lists the laminator first for «laminat», and no machine only for mentioning laminates", () => {
    expect(find("en", "laminat")).toEqual(["extrusion-laminator-2017"]);
  });
});
