// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";

import { iconNames, iconWeight, readLigatures, subsetIconFont } from "./icon-font";
import { subsetEditorIcons } from "./trim-bundle";

/** Sveltia CMS's own copy of Material Symbols, the font the editor loads. */
const assets = join(dirname(createRequire(import.meta.url).resolve("@sveltia/cms")), "assets");
const fontFile = readdirSync(assets).find((name) =>
  /^material-symbols-outlined-.*\.woff2$/.test(name),
);
const woff2 = readFileSync(join(assets, fontFile!));
const iconCss = '.material-symbols-outlined{font-variation-settings:"FILL" 0, "wght" 300;}';

function shape(font: Uint8Array, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(new hb.Font(new hb.Face(new hb.Blob(font))), buffer);
  return buffer.getGlyphInfos().map((info) => info.codepoint);
}

async function fullFont() {
  const ttf = new Uint8Array(await convert(woff2, "truetype"));
  const face = new hb.Face(new hb.Blob(ttf));
  const font = new hb.Font(face);
  const charOf = new Map<number, string>();
  for (const char of "abcdefghijklmnopqrstuvwxyz0123456789_") {
    charOf.set(font.nominalGlyph(char.codePointAt(0)!)!, char);
  }
  return { ttf, ligatures: readLigatures(face.referenceTable("GSUB")!, charOf) };
}

describe("iconWeight", () => {
  it("is the one wght the editor's stylesheets set", () => {
    expect(iconWeight(["a{color:red}", iconCss])).toBe(300);
  });

  it("stops the build when no weight or two are set", () => {
    expect(() => iconWeight(["a{color:red}"])).toThrow(/sets no "wght"/);
    expect(() => iconWeight([iconCss, '.x{font-variation-settings: "wght" 500}'])).toThrow(
      /sets 300, 500 "wght"/,
    );
  });
});

describe("iconNames", () => {
  it("keeps the words of the code that are icon names, whole", () => {
    const ligatures = new Map([
      ["arrow_back", 1],
      ["expand_more", 2],
      ["more", 3],
      ["search", 4],
    ]);
    const code = 'x="arrow_back";<span>expand_more</span>;searchQuery;const more_info=1';
    // "more" is only part of longer words here; "search" starts a camel-case name, so it counts.
    expect([...iconNames([code], ligatures).keys()]).toEqual([
      "arrow_back",
      "expand_more",
      "search",
    ]);
  });
});

describe("readLigatures", () => {
  it("reads every icon name of Material Symbols, as harfbuzz shapes them", async () => {
    const { ttf, ligatures } = await fullFont();
    expect(ligatures.size).toBeGreaterThan(3000);
    for (const name of ["search", "favorite", "precision_manufacturing", "3d_rotation"]) {
      expect(shape(ttf, name), name).toEqual([ligatures.get(name)]);
    }
  });

  it("stops the build on a lookup that is not a ligature", () => {
    // GSUB 1.0 whose one lookup is a single substitution (type 1).
    const gsub = new Uint8Array([
      ...[0, 1, 0, 0, 0, 0, 0, 0, 0, 10], // version, script and feature lists, lookup list at 10
      ...[0, 1, 0, 4], // one lookup, at 4
      ...[0, 1, 0, 0, 0, 1, 0, 8], // type 1, no flags, one subtable at 8
      ...[0, 1, 0, 0, 0, 0],
    ]);
    expect(() => readLigatures(gsub, new Map())).toThrow(/lookup 0 is of type 1/);
  });
});

describe("subsetIconFont", () => {
  it("keeps the icons the code names, as ligatures at its one weight, and no others", async () => {
    const { ligatures } = await fullFont();
    const named = [...ligatures.keys()].filter((name) => name.startsWith("a")).slice(0, 60);
    const { font, icons, weight } = await subsetIconFont(woff2, [iconCss, named.join(" ")]);
    // "settings" is a word of the stylesheet, and an icon name.
    expect(icons).toEqual([...named, "settings"].sort());
    expect(weight).toBe(300);

    const ttf = new Uint8Array(await convert(Buffer.from(font), "truetype"));
    for (const name of named) expect(shape(ttf, name), name).toHaveLength(1);
    expect(shape(ttf, "search")).toHaveLength("search".length);
    expect(new hb.Face(new hb.Blob(ttf)).getAxisInfos()).toEqual({});
    expect(font.byteLength).toBeLessThan(woff2.byteLength / 20);
  });

  it("stops the build when the code names almost no icons", async () => {
    // "search", and "settings" in the stylesheet.
    await expect(subsetIconFont(woff2, [iconCss, "search"])).rejects.toThrow(
      /Only 2 icon names found/,
    );
  });
});

describe("subsetEditorIcons", () => {
  const entry = "/app/node_modules/@sveltia/cms/npm/index.js";
  const transform = subsetEditorIcons().transform as (
    this: { error(message: string): never },
    code: string,
    id: string,
  ) => { code: string } | null;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };

  it("points Sveltia's icon font at the subset", () => {
    const code =
      "w({a:new URL(new URL(`assets/material-symbols-outlined-latin-wght-normal-_Z1IJPLg.woff2`,import.meta.url).href,``+import.meta.url).href})";
    expect(transform.call(context, code, entry)?.code).toBe(
      "w({a:new URL(__EDITOR_ICON_FONT_URL__,``+import.meta.url).href})",
    );
  });

  it("stops the build when Sveltia loads its icon font another way", () => {
    const code = "w({a:'https://cdn.example/material-symbols-outlined.woff2'})";
    expect(() => transform.call(context, code, entry)).toThrow(
      /no longer loads its icon font .* \(found 0\)/,
    );
  });
});
