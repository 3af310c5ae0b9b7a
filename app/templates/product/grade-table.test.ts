// @vitest-environment node
import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";

import { gradeTable, isFilm } from "./grade-table";

const tableIn = (locale: "en" | "fr" | "ar") => {
  const { t, intl } = getEdition(locale);
  return gradeTable(t, intl, "bopp-films", "BOPP");
};

describe("gradeTable", () => {
  it("tells films from the other products", () => {
    const { t } = getEdition("en");
    expect(isFilm(t, "bopp-films")).toBe(true);
    expect(isFilm(t, "adhesives")).toBe(false);
  });

  it("has a column per grade and a row per property some grade states, each with its method", () => {
    const table = tableIn("en");
    expect(table.grades.length).toBeGreaterThanOrEqual(4);
    for (const row of table.rows) {
      expect(row.values).toHaveLength(table.grades.length);
      expect(
        row.values.some((value) => value !== null),
        row.property,
      ).toBe(true);
      expect(row.method).toMatch(/^(ASTM|ISO) /);
    }
    const properties = table.rows.map((row) => row.property);
    expect(properties.slice(0, 3)).toEqual(["thickness", "density", "yield"]);
    expect(properties).toContain("opticalDensity");
    // A grade that does not state a property shows a gap, not a zero.
    expect(table.rows.find((row) => row.property === "haze")?.values).toContain(null);
  });

  it("writes numbers as the edition does, with the decimals the property is measured to", () => {
    const density = (locale: "en" | "fr" | "ar") =>
      tableIn(locale).rows.find((row) => row.property === "density")?.values[0];
    expect(density("en")).toBe("0.91");
    expect(density("fr")).toBe("0,91");
    // Western digits in Arabic (nu-latn), with the Arabic decimal separator.
    expect(density("ar")).toMatch(/^0[.,٫]91$/);
  });

  it("gives permeation its test conditions, and the terms a width range and cores", () => {
    const table = tableIn("fr");
    const wvtr = table.rows.find((row) => row.property === "wvtr");
    expect(wvtr?.method).toBe("ASTM F1249");
    expect(wvtr?.conditions).toMatch(/38.*90/);
    const values = table.terms.items.map((item) => item.value);
    expect(values.join(" ")).toMatch(/300.*2\s?000\s?mm/);
    expect(values.join(" ")).toMatch(/3 ou 6/);
  });
});
