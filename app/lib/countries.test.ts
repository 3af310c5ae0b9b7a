// @vitest-environment node
import { describe, expect, it } from "vitest";

import { countryCodes, countryName, countryOptions, isCountryCode } from "./countries";

describe("countryName", () => {
  it("keeps the specification's English names", () => {
    expect(countryName("US", "en")).toBe("USA");
    expect(countryName("GB", "en")).toBe("UK");
    expect(countryName("DE", "en")).toBe("Germany");
  });

  it("names countries in each edition's language", () => {
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("US", "fr")).toBe("États-Unis");
    expect(countryName("JP", "ar")).toBe("اليابان");
  });
});

describe("countryName in Arabic", () => {
  it("writes «فلسطين», not Intl's «الأراضي الفلسطينية»", () => {
    expect(countryName("PS", "ar")).toBe("فلسطين");
    expect(countryName("PS", "ar-u-nu-latn")).toBe("فلسطين");
  });

  it("leaves Intl's name in the other editions", () => {
    expect(countryName("PS", "fr")).toBe(
      new Intl.DisplayNames(["fr"], { type: "region" }).of("PS"),
    );
  });
});

describe("countryOptions", () => {
  it("lists Palestine as «فلسطين» in Arabic, sorted under ف", () => {
    const labels = countryOptions("ar").map((option) => option.label);
    expect(labels).toContain("فلسطين");
    expect(labels).not.toContain("الأراضي الفلسطينية");
  });

  it("sorts Arabic names without their article: «المغرب» under م, between «مصر» and «موريتانيا»", () => {
    const labels = countryOptions("ar-u-nu-latn").map((option) => option.label);
    const at = (name: string) => labels.indexOf(name);
    expect(at("مصر")).toBeLessThan(at("المغرب"));
    expect(at("المغرب")).toBeLessThan(at("موريتانيا"));
    expect(at("الجزائر")).toBeGreaterThan(at("تونس"));
    expect(at("الجزائر")).toBeLessThan(at("جيبوتي"));
    expect(labels.slice(0, 3).some((name) => name.startsWith("ال"))).toBe(false);
  });

  it("sorts French and English names as they are written", () => {
    const french = countryOptions("fr").map((option) => option.label);
    expect(french.indexOf("Égypte")).toBeLessThan(french.indexOf("Espagne"));
    const english = countryOptions("en").map((option) => option.label);
    expect(english[0]).toBe("Afghanistan");
  });
});

describe("countryCodes", () => {
  it("offers countries only: no reserved parts of a country, no Western Sahara beside Morocco", () => {
    const codes = countryCodes();
    for (const code of ["AC", "CP", "DG", "EA", "IC", "TA", "EH", "AQ", "BV", "EU", "UN", "ZZ"]) {
      expect(codes, code).not.toContain(code);
      expect(isCountryCode(code), code).toBe(false);
    }
    for (const code of ["MA", "ES", "PS", "AE", "NG", "US"]) expect(codes, code).toContain(code);
  });
});

describe("places, not titles", () => {
  it("writes Hong Kong and Macao as their names in every edition", () => {
    expect(countryName("HK", "fr")).toBe("Hong Kong");
    expect(countryName("MO", "en")).toBe("Macao");
    expect(countryName("HK", "ar")).toBe("هونغ كونغ");
    expect(countryName("CG", "ar")).toBe("جمهورية الكونغو");
    expect(countryName("TL", "ar")).toBe("تيمور الشرقية");
  });
});
