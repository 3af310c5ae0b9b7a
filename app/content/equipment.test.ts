// @vitest-environment node
import { readFileSync, statSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { equipment, findEquipment } from "./equipment";

const illustration = (name: string) =>
  new URL(`../assets/illustrations/equipment/${name}.svg`, import.meta.url);

describe("equipment listings", () => {
  it("are the six machines of the specification", () => {
    expect(equipment.map(({ name, year, location }) => [name, year, location])).toEqual([
      ["BOPP Film Line", 2018, "Germany"],
      ["Gravure Printing Press", 2015, "Italy"],
      ["Slitting Machine", 2019, "USA"],
      ["Extrusion Laminator", 2017, "Japan"],
      ["Metallizer", 2016, "UK"],
      ["CPP Film Line", 2020, "China"],
    ]);
  });

  it("have unique, URL-safe slugs", () => {
    const slugs = equipment.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(findEquipment("metallizer-2016")?.name).toBe("Metallizer");
    expect(findEquipment("nothing")).toBeUndefined();
  });

  it("have descriptions of one or two sentences, without invented figures", () => {
    for (const item of equipment) {
      expect(item.description.length, item.slug).toBeGreaterThanOrEqual(80);
      expect(item.description.length, item.slug).toBeLessThanOrEqual(240);
      expect(item.description, item.slug).toMatch(/^[A-Z].*\.$/);
      // No model numbers, capacities or widths: nothing we could not stand behind.
      expect(item.description, item.slug).not.toMatch(/\d/);
    }
  });

  it("each have a small, text-free illustration", () => {
    for (const item of equipment) {
      const file = illustration(item.image);
      expect(statSync(file).size, item.image).toBeLessThan(6_000);
      const svg = readFileSync(file, "utf8");
      expect(svg, item.image).toMatch(/^<svg [^>]*viewBox="0 0 480 320"/);
      expect(svg, item.image).not.toMatch(/<text|<image|<script/);
    }
  });
});
