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
