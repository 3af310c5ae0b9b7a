// @vitest-environment node
import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";

import { resultSummary } from "./result-summary";

const summaryIn = (locale: "en" | "fr" | "ar") => {
  const { t, intl } = getEdition(locale);
  return (shown: number, total: number) =>
    resultSummary(shown, total, t.usedEquipment.catalogue, intl);
};

describe("resultSummary", () => {
  it("says how many machines are shown, in the spec's English", () => {
    const summary = summaryIn("en");
    expect(summary(6, 6)).toBe("Showing all 6 machines");
    expect(summary(2, 6)).toBe("Showing 2 of 6 machines");
    expect(summary(0, 6)).toBe("Showing 0 of 6 machines");
    expect(summary(1, 1)).toBe("Showing 1 machine");
    expect(summary(0, 1)).toBe("Showing 0 of 1 machine");
  });

  it("uses the Arabic plural forms, with Western digits", () => {
    const summary = summaryIn("ar");
    const forms = [1, 2, 3, 11, 100].map((total) => summary(total, total));
    // Five counts, five different sentences: one, two, few, many and other.
    expect(new Set(forms).size).toBe(5);
    for (const form of forms) expect(form).not.toMatch(/[\u0660-\u0669]/);
    expect(summary(2, 6)).toContain("6");
  });

  it("reads naturally in French", () => {
    const summary = summaryIn("fr");
    expect(summary(6, 6)).toMatch(/6/);
    expect(summary(1, 1)).not.toBe(summary(6, 6));
  });
});
