// @vitest-environment node
import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

import {
  arabicRanges,
  arabicWeights,
  inSubset,
  rangesText,
  rangesUnicodeRange,
  subsetText,
  subsetWeights,
  unicodeRange,
} from "./font-subset.ts";

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
    for (const character of "Aa0 ©×é–—‘’“”•…€™→œ«»") {
      expect(inSubset(character), character).toBe(true);
    }
    for (const character of "ЖΩ漢😀") expect(inSubset(character), character).toBe(false);
    expect(subsetText()).toHaveLength(95 + 96 + 2 + 1 + 2 + 7 + 1 + 1 + 2 + 1 + 1 + 4 + 1);
    // Arabic is the Arabic face's (below), never Inter's.
    expect(inSubset("ب")).toBe(false);
  });

  it("is committed, and much smaller than the full Latin file", () => {
    const size = statSync(resolve(root, "app/assets/fonts/inter-subset-wght.woff2")).size;
    expect(size).toBeGreaterThan(15_000);
    expect(size).toBeLessThan(30_000);
  });
});

describe("the Arabic face's subset", () => {
  it("covers every character of the Arabic edition that Inter does not", () => {
    const arabic = new Set(rangesText(arabicRanges));
    for (const character of "ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةىًٌٍَُِّْ،؛؟") {
      expect(arabic.has(character), character).toBe(true);
    }
    // The stylesheet's @font-face rules declare exactly this subset.
    const faces = [...css.matchAll(/@font-face\s*\{[^}]*"IBM Plex Sans Arabic"[^}]*\}/g)];
    expect(faces).toHaveLength(arabicWeights.length);
    for (const [face] of faces) {
      const declared = /unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, " ").trim();
      expect(declared).toBe(rangesUnicodeRange(arabicRanges));
    }
  });

  it("is committed in two weights within the Arabic page's 50 KB", () => {
    const sizes = arabicWeights.map(
      (weight) =>
        statSync(resolve(root, `app/assets/fonts/ibm-plex-sans-arabic-${weight}-subset.woff2`))
          .size,
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(50 * 1024);
  });
});
