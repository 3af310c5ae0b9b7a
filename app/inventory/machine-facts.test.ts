// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  availabilityText,
  hoursText,
  isAvailableNow,
  machineFacts,
  placeText,
  priceText,
} from "./machine-facts";
import type { MachineIn } from "./machine-text";

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const november = new Date("2026-11-27T12:00:00Z");

const machine = {
  reference: "FP-1031",
  maker: "Brückner Maschinenbau",
  model: undefined,
  year: 2018,
  hours: 51200,
  condition: "very-good",
  price: "on-request",
  city: "Kerpen",
  locationName: "Germany",
  available: "2027-03",
  status: "available",
} as const satisfies Partial<MachineIn>;

describe("priceText", () => {
  it("writes the amount in its own currency, each edition its way, never converted", () => {
    const price = { amount: 1850000, currency: "EUR" };
    expect(priceText(price, "en")).toBe("€1,850,000");
    expect(priceText(price, "fr")).toBe(`1${NNBSP}850${NNBSP}000${NBSP}€`);
    // Western digits in Arabic, the site's convention (localeSettings.ar.intl).
    // Arabic names the currency in words, French gives other currencies' codes.
    expect(priceText(price, "ar")).toBe(`1,850,000${NBSP}يورو`);
    const dollars = { amount: 385000, currency: "USD" };
    expect(priceText(dollars, "en")).toBe("$385,000");
    expect(priceText(dollars, "fr")).toBe(`385${NNBSP}000${NBSP}USD`);
    expect(priceText(dollars, "ar")).toBe(`385,000${NBSP}دولار أمريكي`);
  });

  it("says “on request” in each edition's words", () => {
    expect(priceText("on-request", "en")).toBe("Price on request");
    expect(priceText("on-request", "fr")).toBe("Prix sur demande");
    expect(priceText("on-request", "ar")).toBe("السعر عند الطلب");
  });
});

describe("hoursText", () => {
  it("writes running hours with the edition's grouping and word", () => {
    expect(hoursText(51200, "en")).toBe(`51,200${NBSP}hours`);
    expect(hoursText(51200, "fr")).toBe(`51${NNBSP}200${NBSP}heures`);
    expect(hoursText(51200, "ar")).toBe(`51,200${NBSP}ساعة`);
  });
});

describe("availabilityText", () => {
  it("says now, or from a month in the edition's words", () => {
    expect(availabilityText("now", "en", november)).toBe("Available now");
    expect(availabilityText("2027-03", "en", november)).toBe("Available from March 2027");
    expect(availabilityText("2027-03", "fr", november)).toBe("À partir de mars 2027");
    expect(availabilityText("2027-03", "ar", november)).toBe("متاحة اعتبارًا من مارس 2027");
  });

  it("says now once the month has begun", () => {
    expect(isAvailableNow("2026-11", november)).toBe(true);
    expect(isAvailableNow("2026-12", november)).toBe(false);
    expect(availabilityText("2026-05", "en", november)).toBe("Available now");
  });
});

describe("placeText", () => {
  it("joins the city and the country the edition's way", () => {
    expect(placeText({ city: "Kerpen", locationName: "Germany" }, "en")).toBe("Kerpen, Germany");
    expect(placeText({ city: "كيربن", locationName: "ألمانيا" }, "ar")).toBe("كيربن، ألمانيا");
  });
});

describe("machineFacts", () => {
  it("lists the price first and the reference last, Latin names kept left to right", () => {
    const facts = machineFacts(machine as unknown as MachineIn, "en", november);
    expect(facts.map((fact) => [fact.label, fact.value])).toEqual([
      ["Price", "Price on request"],
      ["Manufacturer", "Brückner Maschinenbau"],
      ["Manufacturer Year", "2018"],
      ["Running hours", `51,200${NBSP}hours`],
      ["Condition", "Very good"],
      ["Location", "Kerpen, Germany"],
      ["Availability", "Available from March 2027"],
      ["Reference", "FP-1031"],
    ]);
    expect(facts.filter((fact) => fact.ltr).map((fact) => fact.key)).toEqual([
      "maker",
      "reference",
    ]);
  });

  it("gives the model when there is one, and leaves out hours not given", () => {
    const facts = machineFacts(
      { ...machine, model: "TopMet 2450", hours: undefined } as unknown as MachineIn,
      "fr",
      november,
    );
    expect(facts.map((fact) => fact.key)).toEqual([
      "price",
      "maker",
      "model",
      "year",
      "condition",
      "location",
      "available",
      "reference",
    ]);
    expect(facts.find((fact) => fact.key === "condition")?.value).toBe("Très bon état");
  });

  it("says nothing its status makes untrue: no price or date for a sold machine, no date for a reserved one", () => {
    const keys = (status: MachineIn["status"]) =>
      machineFacts({ ...machine, status } as unknown as MachineIn, "fr", november).map(
        (fact) => fact.key,
      );
    expect(keys("sold")).toEqual(["maker", "year", "hours", "condition", "location", "reference"]);
    expect(keys("reserved")).toEqual([
      "price",
      "maker",
      "year",
      "hours",
      "condition",
      "location",
      "reference",
    ]);
  });
});
