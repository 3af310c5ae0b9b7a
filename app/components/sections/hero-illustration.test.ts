// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";

import { describe, expect, it } from "vitest";

const folder = new URL("../../assets/illustrations/company/", import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith(".svg"));

describe("company hero illustrations", () => {
  it("exist for the six company pages", () => {
    expect(files.sort()).toEqual([
      "about.svg",
      "export.svg",
      "home-hero.svg",
      "machinery.svg",
      "procurement.svg",
      "technical.svg",
    ]);
  });

  it("are small, hand-drawn vectors on the 560×420 hero canvas", () => {
    for (const name of files) {
      const file = new URL(name, folder);
      expect(statSync(file).size, name).toBeLessThan(5_000);
      const svg = readFileSync(file, "utf8");
      expect(svg, name).toMatch(/^<svg [^>]*viewBox="0 0 560 420"/);
      // No text to translate, no embedded bitmaps, nothing executable.
      expect(svg, name).not.toMatch(/<text|<image|<script|data:/);
    }
  });
});
