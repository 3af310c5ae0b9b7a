/**
 * What the site's copy of Inter keeps. The full Latin file of
 * @fontsource-variable/inter is 48 KB; the page's text needs only the
 * characters below, the weights 400 to 700 (font-normal to font-bold) and a
 * few OpenType features, which make a 26 KB file. Every byte before the
 * first paint counts on a slow phone connection (docs/benchmarks.md).
 *
 * A character outside these ranges is drawn in the metric-matched fallback
 * font (the @font-face's unicode-range says so); e2e/site-hygiene.test.ts
 * fails if a page uses one, so new copy cannot silently mix fonts.
 */

/** Inclusive code point ranges. */
export const subsetRanges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: no-break space, ©, °, ×, accented letters
  [0x152, 0x153], // Œ œ (French: « œuvre », « cœur »)
  [0x2011, 0x2011], // non-breaking hyphen
  [0x2013, 0x2014], // en and em dash
  [0x2018, 0x201e], // curly quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x2039, 0x203a], // single guillemets
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];

/** The weight axis kept: Tailwind's font-normal (400) to font-bold (700). */
export const subsetWeights = { min: 400, max: 700 } as const;

/** Kerning, ligatures, contextual alternates and tabular figures (tabular-nums). */
export const subsetFeatures = ["kern", "liga", "calt", "tnum"] as const;

/** The CSS unicode-range of the subset, e.g. "U+0020-007E, U+00A0-00FF, …". */
export function unicodeRange(): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  return subsetRanges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

/** Every character of the subset, as subsetting input. */
export function subsetText(): string {
  let text = "";
  for (const [first, last] of subsetRanges) {
    for (let codePoint = first; codePoint <= last; codePoint++)
      text += String.fromCodePoint(codePoint);
  }
  return text;
}

export function inSubset(character: string): boolean {
  const codePoint = character.codePointAt(0) ?? 0;
  return subsetRanges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/**
 * What the Arabic edition's face (IBM Plex Sans Arabic, from
 * @fontsource/ibm-plex-sans-arabic) keeps: the Arabic letters, marks and
 * punctuation of Modern Standard Arabic, the Persian letters that
 * transliterated names use, and the joiners and direction marks. The
 * shaping features (initial, medial, final forms, ligatures, marks) come
 * along with them. Digits and Latin stay with Inter: the site writes Western
 * digits in Arabic. Two weights, 400 and 700, about 18 KB each; the Arabic
 * page budget allows the face 50 KB (docs/benchmarks.md).
 */
export const arabicRanges: readonly (readonly [number, number])[] = [
  [0x060c, 0x0655], // Arabic punctuation, letters and harakat
  [0x066a, 0x066c], // percent sign, decimal and thousands separators
  [0x0670, 0x0670], // superscript alef
  [0x067e, 0x067e], // peh
  [0x0686, 0x0686], // tcheh
  [0x0698, 0x0698], // jeh
  [0x06a9, 0x06a9], // keheh
  [0x06af, 0x06af], // gaf
  [0x06cc, 0x06cc], // farsi yeh
  [0x200c, 0x200f], // zero-width joiners, left-to-right and right-to-left marks
];

export const arabicWeights = [400, 700] as const;

export function rangesText(ranges: readonly (readonly [number, number])[]): string {
  let text = "";
  for (const [first, last] of ranges) {
    for (let codePoint = first; codePoint <= last; codePoint++)
      text += String.fromCodePoint(codePoint);
  }
  return text;
}

export function rangesUnicodeRange(ranges: readonly (readonly [number, number])[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}
