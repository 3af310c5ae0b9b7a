import { describe, expect, it } from "vitest";

import { alertMachine } from "../test-utils/alerts.ts";

import type { AlertCriteria } from "./alert-criteria.ts";
import { matchesCriteria, newlyAvailable } from "./alert-match.ts";

const any: AlertCriteria = { type: "", from: "", to: "", country: "", q: "" };

describe("newlyAvailable", () => {
  it("takes the machines new and available, or available again; a new reserved one waits", () => {
    const kept = alertMachine("kept");
    const back = alertMachine("back");
    const fresh = alertMachine("fresh");
    const held = alertMachine("held", { status: "reserved" });
    const previous = new Map([
      ["kept", "available" as const],
      ["back", "reserved" as const],
      ["gone", "available" as const],
    ]);
    expect(newlyAvailable(previous, [kept, back, fresh, held]).map((m) => m.slug)).toEqual([
      "back",
      "fresh",
    ]);
  });
});

describe("matchesCriteria", () => {
  const machine = alertMachine("m", {
    type: "metallizer",
    year: 2016,
    country: "GB",
    name: "Vacuum Metallizer",
  });

  it("matches the type, the years inclusive, and the country", () => {
    expect(matchesCriteria(machine, any)).toBe(true);
    expect(
      matchesCriteria(machine, {
        ...any,
        type: "metallizer",
        from: "2016",
        to: "2016",
        country: "GB",
      }),
    ).toBe(true);
    expect(matchesCriteria(machine, { ...any, type: "cpp-film-line" })).toBe(false);
    expect(matchesCriteria(machine, { ...any, from: "2017" })).toBe(false);
    expect(matchesCriteria(machine, { ...any, to: "2015" })).toBe(false);
    expect(matchesCriteria(machine, { ...any, country: "DE" })).toBe(false);
  });

  it("finds words as the catalogue's search does, in any edition's text", () => {
    expect(matchesCriteria(machine, { ...any, q: "bobst k5000" })).toBe(true);
    expect(matchesCriteria(machine, { ...any, q: "vacuum" })).toBe(true);
    expect(matchesCriteria(machine, { ...any, q: `fp ${machine.reference.slice(3)}` })).toBe(true);
    // The French edition's name ("… (fr)" in the fixture) counts too.
    expect(matchesCriteria(machine, { ...any, q: "fr" })).toBe(true);
    expect(matchesCriteria(machine, { ...any, q: "laminator" })).toBe(false);
  });
});
