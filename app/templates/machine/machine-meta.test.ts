// @vitest-environment node
import { describe, expect, it } from "vitest";

import { DESCRIPTION_LENGTH, machineDescription, machineTitle } from "./machine-meta";

const machine = { name: "Metallizer", year: 2016 };

describe("machineTitle", () => {
  it("says a machine is for sale only while it is available", () => {
    expect(machineTitle({ ...machine, status: "available" }, "en")).toBe(
      "Used Metallizer (2016) for sale",
    );
    expect(machineTitle({ ...machine, status: "reserved" }, "en")).toBe(
      "Used Metallizer (2016), reserved",
    );
    expect(machineTitle({ ...machine, status: "sold" }, "en")).toBe("Used Metallizer (2016), sold");
  });

  it("never says « à vendre » or «للبيع» of a sold or reserved machine", () => {
    for (const status of ["reserved", "sold"] as const) {
      expect(machineTitle({ ...machine, status }, "fr")).not.toMatch(/à vendre/);
      expect(machineTitle({ ...machine, status }, "ar")).not.toMatch(/للبيع/);
    }
    expect(machineTitle({ ...machine, status: "available" }, "fr")).toBe(
      "Metallizer d’occasion (2016) à vendre",
    );
    expect(machineTitle({ ...machine, status: "sold" }, "fr")).toBe(
      "Metallizer d’occasion (2016)\u00a0: machine vendue",
    );
  });
});

describe("machineDescription", () => {
  it("keeps a summary within 160 characters whole, and cuts a longer one at a word's end", () => {
    expect(machineDescription({ summary: "A short summary.", lang: undefined }, "en")).toBe(
      "A short summary.",
    );
    const long =
      "Ligne d’extrusion-couchage et de complexage qui assemble film, papier ou aluminium au moyen d’une couche de polymère fondu, pour les complexes destinés aux produits apéritifs.";
    const cut = machineDescription({ summary: long, lang: undefined }, "fr");
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(cut).toMatch(/ [^\s]+…$/u);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});
