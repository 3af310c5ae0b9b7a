// @vitest-environment node
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { company } from "../../app/content/company.ts";
import { brandAssets, shareImage } from "../../app/content/resources.ts";

import { appIconSvg, escapeXml, faviconSvg, shareFootnote } from "./artwork.ts";
import { pngSize } from "./ico.ts";

/** The committed files in public/ (drawn by `npm run brand`). */
const publicFile = (path: string) =>
  readFileSync(resolve(import.meta.dirname, "../../public", `.${path}`));
const shareSvg = () =>
  publicFile(brandAssets.shareImage.replace(/\.png$/, ".svg")).toString("utf8");

describe("brand files in public/", () => {
  it("have the favicon of the current logo mark", () => {
    expect(publicFile(brandAssets.faviconSvg).toString("utf8")).toBe(faviconSvg());
  });

  it("show the current company name and tagline in the share image", () => {
    const svg = shareSvg();
    expect(svg).toContain(`>${escapeXml(company.name)}</text>`);
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(lines.join(" ")).toBe(escapeXml(company.tagline));
    expect(svg).toContain(escapeXml(shareFootnote()));
    expect(svg).toContain(`viewBox="0 0 ${shareImage.width} ${shareImage.height}"`);
  });

  it("are PNGs of the sizes the page and the manifest announce", () => {
    const expected: [string, number][] = [
      [brandAssets.shareImage, shareImage.width],
      [brandAssets.favicon32, 32],
      [brandAssets.appleTouchIcon, 180],
      [brandAssets.icon192, 192],
      [brandAssets.icon512, 512],
    ];
    for (const [path, width] of expected) {
      const png = publicFile(path);
      expect(png.subarray(1, 4).toString("ascii"), path).toBe("PNG");
      expect(pngSize(png).width, path).toBe(width);
    }
    expect(pngSize(publicFile(brandAssets.shareImage)).height).toBe(shareImage.height);
  });

  it("include a favicon.ico holding 16 and 32 px PNGs", () => {
    const ico = publicFile(brandAssets.faviconIco);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => ico.readUInt8(6 + 16 * index));
    expect(sizes).toEqual([16, 32]);
  });
});

describe("appIconSvg", () => {
  it("is full-bleed and keeps the mark inside the maskable safe zone", () => {
    const svg = appIconSvg(512);
    expect(svg).toMatch(/<rect width="512" height="512" fill="#[0-9a-f]{6}"\/>/);
    const transform = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(svg);
    const [x, y, scale] = (transform ?? []).slice(1).map(Number) as [number, number, number];
    // The layers' extreme points in mark units, stroke included.
    const corners = [
      [7.7, 6.7],
      [32.3, 6.7],
      [7.7, 33.3],
      [32.3, 33.3],
    ];
    for (const [cx, cy] of corners) {
      const distance = Math.hypot(x + (cx ?? 0) * scale - 256, y + (cy ?? 0) * scale - 256);
      expect(distance).toBeLessThanOrEqual(0.4 * 512);
    }
  });
});
