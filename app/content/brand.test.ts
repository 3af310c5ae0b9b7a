// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { brandColors, themeColor } from "./brand";

const tokenOf: Record<keyof typeof brandColors, string> = {
  petrol: "--color-brand-900",
  petrolDeep: "--color-brand-950",
  tile: "--color-brand-700",
  layerLight: "--color-brand-300",
  layerMid: "--color-brand-400",
  mist: "--color-brand-100",
  accent: "--color-accent-400",
  white: "--color-white",
};

describe("brand colours", () => {
  const css = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8");

  it("are the design tokens of the stylesheet", () => {
    for (const [name, token] of Object.entries(tokenOf)) {
      const match = new RegExp(`${token}:\\s*(#[0-9a-f]{6})`, "i").exec(css);
      expect(match?.[1]?.toLowerCase(), token).toBe(brandColors[name as keyof typeof brandColors]);
    }
  });

  it("use the hero petrol as the theme colour", () => {
    expect(themeColor).toBe(brandColors.petrol);
  });
});
