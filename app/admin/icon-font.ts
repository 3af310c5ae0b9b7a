import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import { convert } from "fontverter";
import * as hb from "harfbuzzjs";

/**
 * The editor's icon font cut down to the icons the editor names.
 *
 * Sveltia CMS draws its icons with Material Symbols Outlined, a variable font
 * (wght 100–700) of some 4,000 icons that the page types as words: the text
 * "search" becomes the search icon through a required ligature. The whole
 * font is 736 KB of the editor's first load. The editor's code names a few
 * hundred icons and draws them all at one weight, so the subset keeps:
 *
 * - the ligature glyph of every icon name found in the editor's code (a word
 *   of the code that is also an icon name counts: a few extra icons are
 *   cheap, a missing one shows as a word);
 * - the characters the names are typed with (the font's Latin-1 ones);
 * - one weight: the `wght` the editor's stylesheet sets on its icons, so the
 *   variation data goes.
 *
 * Harfbuzz (the shaper Chromium uses) subsets by glyph, without its layout
 * closure, which would otherwise add back every ligature the kept letters can
 * form. Each kept name is then shaped with the new font and must still give
 * its one icon, or the build stops.
 */

/** The characters icon names are made of. */
const NAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_";
/** Runs of name characters in code: a superset of the icon names it uses. */
const WORD = /[a-z0-9_]+/g;
/** `font-variation-settings: … "wght" 300 …` in the editor's stylesheets. */
const VARIATION_SETTINGS = /font-variation-settings\s*:\s*([^;}]*)/g;
const WGHT = /["']wght["']\s+(-?[\d.]+)/;

/** The `wght` the editor's icons are drawn at: one value, or the build stops. */
export function iconWeight(code: Iterable<string>): number {
  const weights = new Set<number>();
  for (const text of code) {
    for (const [, settings] of text.matchAll(VARIATION_SETTINGS)) {
      const wght = WGHT.exec(settings ?? "")?.[1];
      if (wght !== undefined) weights.add(Number(wght));
    }
  }
  if (weights.size !== 1) {
    throw new Error(
      `The editor's code sets ${weights.size === 0 ? "no" : [...weights].join(", ")} "wght" in font-variation-settings; ` +
        "the icon font is cut to one weight, the one its icons are drawn at (app/admin/icon-font.ts).",
    );
  }
  return [...weights][0]!;
}

/** The words of `code` that are icon names of the font, with their glyphs. */
export function iconNames(
  code: Iterable<string>,
  ligatures: ReadonlyMap<string, number>,
): Map<string, number> {
  const found = new Map<string, number>();
  for (const text of code) {
    for (const [word] of text.matchAll(WORD)) {
      const glyph = ligatures.get(word);
      if (glyph !== undefined) found.set(word, glyph);
    }
  }
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Every ligature of a font's GSUB table whose components are typed with
 * name characters, by the text that forms it. Only ligature lookups (type 4,
 * or 7 wrapping 4) are read; any other kind stops the build, since a name
 * could then reach its icon in a way this reader does not see.
 */
export function readLigatures(gsub: Uint8Array, charOf: ReadonlyMap<number, string>) {
  const view = new DataView(gsub.buffer, gsub.byteOffset, gsub.byteLength);
  const u16 = (at: number) => view.getUint16(at);
  const coverage = (at: number): number[] => {
    const glyphs: number[] = [];
    if (u16(at) === 1) {
      for (let index = 0; index < u16(at + 2); index += 1) glyphs.push(u16(at + 4 + 2 * index));
    } else {
      for (let range = 0; range < u16(at + 2); range += 1) {
        const record = at + 4 + 6 * range;
        for (let glyph = u16(record); glyph <= u16(record + 2); glyph += 1) {
          glyphs[u16(record + 4) + glyph - u16(record)] = glyph;
        }
      }
    }
    return glyphs;
  };

  const ligatures = new Map<string, number>();
  const lookupList = u16(8);
  for (let lookupIndex = 0; lookupIndex < u16(lookupList); lookupIndex += 1) {
    const lookup = lookupList + u16(lookupList + 2 + 2 * lookupIndex);
    for (let subIndex = 0; subIndex < u16(lookup + 4); subIndex += 1) {
      let table = lookup + u16(lookup + 6 + 2 * subIndex);
      let type = u16(lookup);
      if (type === 7) {
        type = u16(table + 2);
        table += view.getUint32(table + 4);
      }
      if (type !== 4 || u16(table) !== 1) {
        throw new Error(
          `The icon font's GSUB lookup ${lookupIndex} is of type ${type}: only ligatures (type 4) are read (app/admin/icon-font.ts).`,
        );
      }
      const firsts = coverage(table + u16(table + 2));
      for (let setIndex = 0; setIndex < u16(table + 4); setIndex += 1) {
        const set = table + u16(table + 6 + 2 * setIndex);
        for (let ligIndex = 0; ligIndex < u16(set); ligIndex += 1) {
          const ligature = set + u16(set + 2 + 2 * ligIndex);
          const components = [firsts[setIndex]!];
          for (let component = 1; component < u16(ligature + 2); component += 1) {
            components.push(u16(ligature + 2 + 2 * component));
          }
          const chars = components.map((glyph) => charOf.get(glyph));
          if (chars.every((char) => char !== undefined)) {
            const name = chars.join("");
            if (!ligatures.has(name)) ligatures.set(name, u16(ligature));
          }
        }
      }
    }
  }
  return ligatures;
}

/** The glyphs one piece of text shapes to with `font`. */
function shapeText(font: hb.Font, text: string): number[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfos().map((info) => info.codepoint);
}

function openFont(ttf: Uint8Array) {
  const face = new hb.Face(new hb.Blob(ttf));
  const font = new hb.Font(face);
  const charOf = new Map<number, string>();
  for (const char of NAME_CHARS) {
    const glyph = font.nominalGlyph(char.codePointAt(0)!);
    if (glyph !== undefined) charOf.set(glyph, char);
  }
  return { face, font, charOf };
}

/** Harfbuzz's subsetter: harfbuzzjs ships it as a wasm module apart from the shaper. */
interface Subsetter {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_pin_axis_location(
    input: number,
    face: number,
    tag: number,
    value: number,
  ): number;
  hb_subset_or_fail(face: number, input: number): number;
  _initialize(): void;
}

let subsetter: Promise<Subsetter> | undefined;
function loadSubsetter(): Promise<Subsetter> {
  subsetter ??= (async () => {
    const path = createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm");
    const wasm = await readFile(path);
    const { instance } = await WebAssembly.instantiate(wasm);
    const exports = instance.exports as unknown as Subsetter;
    exports._initialize();
    return exports;
  })();
  return subsetter;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (name: string) =>
  [...name].reduce((value, char) => value * 256 + char.charCodeAt(0), 0);

/** The font (TrueType) cut to `glyphs` and `codepoints`, with `wght` pinned to `weight`. */
async function subsetGlyphs(
  ttf: Uint8Array,
  glyphs: Iterable<number>,
  codepoints: Iterable<number>,
  weight: number,
): Promise<Uint8Array> {
  const wasm = await loadSubsetter();
  const fontData = wasm.malloc(ttf.byteLength);
  new Uint8Array(wasm.memory.buffer).set(ttf, fontData);
  const blob = wasm.hb_blob_create(fontData, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  const input = wasm.hb_subset_input_create_or_fail();
  try {
    const glyphSet = wasm.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);
    const unicodeSet = wasm.hb_subset_input_unicode_set(input);
    for (const codepoint of codepoints) wasm.hb_set_add(unicodeSet, codepoint);
    wasm.hb_subset_input_set_flags(
      input,
      wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    if (!wasm.hb_subset_input_pin_axis_location(input, face, tag("wght"), weight)) {
      throw new Error("The icon font has no wght axis to pin (app/admin/icon-font.ts).");
    }
    const subset = wasm.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error("Harfbuzz could not subset the icon font.");
    const result = wasm.hb_face_reference_blob(subset);
    const start = wasm.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(wasm.memory.buffer).slice(
      start,
      start + wasm.hb_blob_get_length(result),
    );
    wasm.hb_blob_destroy(result);
    wasm.hb_face_destroy(subset);
    return bytes;
  } finally {
    wasm.hb_subset_input_destroy(input);
    wasm.hb_face_destroy(face);
    wasm.free(fontData);
  }
}

export interface IconSubset {
  /** The subset, as WOFF2. */
  font: Uint8Array;
  /** The icon names it keeps, sorted. */
  icons: string[];
  /** The `wght` it is pinned to. */
  weight: number;
}

/** Below this many icons, the scan has most likely missed the editor's code. */
const FEWEST_ICONS = 50;

/**
 * Material Symbols (WOFF2) cut to the icons `code` names, at the weight the
 * code draws them. Throws, naming the problem, when the result could show a
 * word where an icon was.
 */
export async function subsetIconFont(woff2: Uint8Array, code: string[]): Promise<IconSubset> {
  const weight = iconWeight(code);
  const ttf = await convert(Buffer.from(woff2), "truetype");
  const { face, font, charOf } = openFont(ttf);
  const gsub = face.referenceTable("GSUB");
  if (!gsub) throw new Error("The icon font has no GSUB table: its icons are not ligatures.");
  const names = iconNames(code, readLigatures(gsub, charOf));
  if (names.size < FEWEST_ICONS) {
    throw new Error(
      `Only ${names.size} icon names found in the editor's code (at least ${FEWEST_ICONS} expected): ` +
        "is this the font the editor uses? (app/admin/icon-font.ts)",
    );
  }
  for (const [name, glyph] of names) {
    const shaped = shapeText(font, name);
    if (shaped.length !== 1 || shaped[0] !== glyph) {
      throw new Error(`"${name}" shapes to glyphs ${shaped.join(" ")}, not its ligature ${glyph}.`);
    }
  }

  const typed = [...face.collectUnicodes()].filter((codepoint) => codepoint <= 0xff);
  const subset = await subsetGlyphs(ttf, names.values(), typed, weight);

  // Every kept name must still become one glyph of its own, not letters.
  const cut = openFont(subset);
  const broken = [...names.keys()].filter((name) => {
    const shaped = shapeText(cut.font, name);
    return shaped.length !== 1 || cut.charOf.has(shaped[0]!);
  });
  if (broken.length > 0) {
    throw new Error(`The icon subset lost the ligatures of: ${broken.join(", ")}.`);
  }
  return {
    font: new Uint8Array(await convert(Buffer.from(subset), "woff2")),
    icons: [...names.keys()],
    weight,
  };
}
