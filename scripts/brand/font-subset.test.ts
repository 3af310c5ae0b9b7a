// @vitest-environment node
import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { inSubset, subsetText, subsetWeights, unicodeRange } from "./font-subset.ts";

const root = resolve(import.meta.dirname, "../..");
const css = readFileSync(resolve(root, "app/styles/app.css"), "utf8");
const interFace = /@font-face\s*\{[^}]*"Inter Variable"[^}]*\}/.exec(css)?.[0] ?? "";

describe("the Inter subset", () => {
  it("is what the stylesheet declares: unicode-range and weights", () => {
    const declared = /unicode-range:\s*([^;]+);/.exec(interFace)?.[1]?.replace(/\s+/g, " ").trim();
    expect(declared).toBe(unicodeRange());
    expect(interFace).toContain(`font-weight: ${subsetWeights.min} ${subsetWeights.max};`);
    expect(interFace).toContain("inter-subset-wght.woff2");
  });

  it("covers the site's typography and leaves the rest to the fallback", () => {
    for (const character of "Aa0 ©×é–—‘’“”•…€™→") expect(inSubset(character), character).toBe(true);
    for (const character of "ЖΩ漢😀") expect(inSubset(character), character).toBe(false);
    expect(subsetText()).toHaveLength(95 + 96 + 1 + 2 + 7 + 1 + 1 + 2 + 1 + 1 + 4 + 1);
  });

  it("is committed, and much smaller than the full Latin file", () => {
    const size = statSync(resolve(root, "app/assets/fonts/inter-subset-wght.woff2")).size;
    expect(size).toBeGreaterThan(15_000);
    expect(size).toBeLessThan(30_000);
  });
});
