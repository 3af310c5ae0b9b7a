// @vitest-environment node
import { describe, expect, it } from "vitest";

import { filmSheetDataFor } from "./film-sheet";
import { sheetText } from "../spec-sheet/sheet-data";

describe("a film's data sheet", () => {
  it("says the product, its grades' typical values with methods, its terms and the firm's contacts", () => {
    const data = filmSheetDataFor("metallized-films", "en");
    expect(data.name).toBe("Metallized Films");
    expect(data.disclaimer).toBe("Typical values, not a specification.");
    expect(data.grades).toHaveLength(4);
    const od = data.rows.find((row) => row.label === "Optical density");
    expect(od?.method).toBe("ISO 5-2");
    expect(od?.values.every((value) => value !== null)).toBe(true);
    expect(data.terms.items.map((item) => item.label)).toContain("Lead time");
    expect(data.firm.email).toMatch(/@/);
    expect(data.qr.url).toMatch(/\/products\/metallized-films$/);
  });

  it("is set right to left in Arabic, in Arabic words, with Western digits", () => {
    const data = filmSheetDataFor("bopp-films", "ar");
    expect(data.dir).toBe("rtl");
    expect(data.name).toBe("أفلام BOPP");
    expect(data.qr.url).toMatch(/\/ar\/products\/bopp-films$/);
    expect(data.rows[0]?.values[0]).toBe("20");
    expect(data.documentTitle).toBe("أفلام BOPP: النشرة الفنية، FlexPack Consulting");
  });

  it("is titled with the French colon in French", () => {
    expect(filmSheetDataFor("bopp-films", "fr").documentTitle).toBe(
      "Films BOPP\u00a0: Fiche technique, FlexPack Consulting",
    );
    expect(filmSheetDataFor("bopp-films", "en").documentTitle).toBe(
      "BOPP Films: Technical data sheet, FlexPack Consulting",
    );
  });

  it("cuts its fonts to every character it sets", () => {
    const data = filmSheetDataFor("pet-films", "fr");
    const text = sheetText(data);
    for (const character of `${data.name}${data.terms.items.map((item) => item.value).join("")}`)
      expect(text).toContain(character);
  });
});
