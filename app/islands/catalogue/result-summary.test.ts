// @vitest-environment node
import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";

import { NO_FILTERS, type EquipmentFilters } from "./filter";
import { describeSearch, resultSummary } from "./result-summary";

type Locale = "en" | "fr" | "ar";

const summaryIn = (locale: Locale) => {
  const { t, intl } = getEdition(locale);
  return (shown: number, total: number) =>
    resultSummary(shown, total, t.usedEquipment.catalogue, intl);
};

describe("resultSummary", () => {
  it("counts the machines shown, out of all when some are, in the spec's English", () => {
    const summary = summaryIn("en");
    expect(summary(6, 6)).toBe("6 machines");
    expect(summary(1, 1)).toBe("1 machine");
    expect(summary(3, 6)).toBe("3 machines out of 6");
    expect(summary(1, 6)).toBe("1 machine out of 6");
    expect(summary(0, 6)).toBe("No match among 6 machines");
    expect(summary(0, 1)).toBe("No match among 1 machine");
  });

  it("agrees the French noun with the number shown (1 is singular; none is said in words)", () => {
    const summary = summaryIn("fr");
    expect(summary(6, 6)).toBe("6 machines");
    expect(summary(1, 6)).toBe("1 machine affichée sur 6");
    expect(summary(0, 6)).toBe("Aucun résultat sur 6 machines");
    expect(summary(2, 6)).toBe("2 machines affichées sur 6");
  });

  it("uses the six Arabic plural forms of the number shown, with Western digits", () => {
    const summary = summaryIn("ar");
    expect(summary(1, 6)).toBe("آلة واحدة من أصل 6");
    expect(summary(2, 6)).toBe("آلتان من أصل 6");
    expect(summary(3, 12)).toBe("3 آلات من أصل 12");
    expect(summary(11, 120)).toBe("11 آلة من أصل 120");
    expect(summary(0, 6)).toBe("لا نتائج من أصل 6 آلات");
    expect(summary(0, 11)).toBe("لا نتائج من أصل 11 آلة");
    // After «من أصل» the noun is genitive: «آلتين», not «آلتان».
    expect(summary(0, 2)).toBe("لا نتائج من أصل آلتين");
    const all = [1, 2, 3, 11, 100].map((total) => summary(total, total));
    expect(all).toEqual(["آلة واحدة", "آلتان", "3 آلات", "11 آلة", "100 آلة"]);
    for (const form of all) expect(form).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe("describeSearch", () => {
  const names = {
    type: (value: string) => ({ metallizer: "Vacuum metallizer" })[value] ?? value,
    country: (code: string) => ({ GB: "UK", DE: "Germany" })[code] ?? code,
  };
  const describeIn = (locale: Locale, filters: Partial<EquipmentFilters>) =>
    describeSearch(
      { ...NO_FILTERS, ...filters },
      getEdition(locale).t.usedEquipment.searchWords,
      names,
    );

  it("names every filter that is set, and nothing for the order", () => {
    expect(describeIn("en", {})).toBe("");
    expect(describeIn("en", { sort: "year" })).toBe("");
    expect(
      describeIn("en", {
        type: "metallizer",
        from: "2010",
        to: "2020",
        country: "GB",
        priced: true,
        q: " foil  roll ",
      }),
    ).toBe("Vacuum metallizer, 2010 to 2020, UK, with a price, “foil roll”");
  });

  it("writes the years as the buyer means them: one year, open ends, a backwards range", () => {
    expect(describeIn("en", { from: "2016", to: "2016" })).toBe("2016");
    expect(describeIn("en", { from: "2010" })).toBe("from 2010");
    expect(describeIn("en", { to: "2020" })).toBe("up to 2020");
    expect(describeIn("en", { from: "2020", to: "2010" })).toBe("2010 to 2020");
  });

  it("reads in French and Arabic, with their quotation marks", () => {
    expect(describeIn("fr", { from: "2010", to: "2020", q: "bobine" })).toBe(
      "de 2010 à 2020, «\u202fbobine\u202f»",
    );
    expect(describeIn("ar", { country: "DE", from: "2010", to: "2020" })).toBe(
      "من 2010 إلى 2020، Germany",
    );
  });

  it("cuts a long search, so the subject fits the contact form", () => {
    const text = describeIn("en", { q: "x".repeat(100) });
    expect(text.length).toBeLessThanOrEqual(62);
    expect(text).toMatch(/…”$/);
  });
});
