import { describe, expect, it } from "vitest";

import { parseDecimal } from "./decimal";

describe("parseDecimal", () => {
  it("reads whole and decimal numbers with a point or a comma", () => {
    expect(parseDecimal("20")).toBe(20);
    expect(parseDecimal(" 12.5 ")).toBe(12.5);
    expect(parseDecimal("12,5")).toBe(12.5);
  });

  it("reads Arabic-Indic and Eastern Arabic-Indic digits and the Arabic decimal separator", () => {
    expect(parseDecimal("٢٠")).toBe(20);
    expect(parseDecimal("١٢٫٥")).toBe(12.5);
    expect(parseDecimal("۱۰۰۰")).toBe(1000);
  });

  it("refuses what is not one plain number", () => {
    for (const text of ["", " ", "abc", "1,500.5", "1.2.3", "-5", "1e3", "20 µm", "12.", ".5"]) {
      expect(parseDecimal(text), text).toBeNull();
    }
  });
});
