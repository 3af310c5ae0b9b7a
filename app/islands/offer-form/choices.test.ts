// @vitest-environment node
import { describe, expect, it } from "vitest";

import { offerChoices } from "./choices";

describe("offerChoices().currency", () => {
  it("names each currency in the edition's language beside its code, for the island and the no-JavaScript page alike", () => {
    const label = (locale: "en" | "fr" | "ar") =>
      offerChoices(locale).currency.find((choice) => choice.value === "USD")?.label;
    expect(label("en")).toBe("USD · US Dollar");
    expect(label("fr")).toBe("USD · dollar des États-Unis");
    expect(label("ar")).toMatch(/^USD · دولار أمريكي$/u);
  });
});

describe("offerChoices().answerLanguage", () => {
  it("lists the page's own language first, each named in the page's language", () => {
    const values = (locale: "en" | "fr" | "ar") =>
      offerChoices(locale).answerLanguage.map((choice) => choice.value);
    expect(values("en")).toEqual(["en", "fr", "ar"]);
    expect(values("fr")).toEqual(["fr", "en", "ar"]);
    expect(values("ar")).toEqual(["ar", "en", "fr"]);
    expect(offerChoices("fr").answerLanguage.map((choice) => choice.label)).toEqual([
      "Français",
      "Anglais",
      "Arabe",
    ]);
  });
});
