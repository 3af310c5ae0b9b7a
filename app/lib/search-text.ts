/**
 * Text as a search compares it: what a visitor types on a phone keyboard
 * ("metalliseur", «الة قطع») matches what staff wrote ("Métalliseur",
 * «آلة قطع»).
 *
 * - Latin: case and accents fold away (NFKD, then the combining marks go),
 *   and the ligatures a keyboard lacks are spelled out (œ → oe, ß → ss).
 * - Arabic: the alef forms (أ إ آ ٱ) read as ا, hamza on its carriers
 *   (ؤ ئ) as و and ي, taa marbuta (ة) as ه, alef maqsura (ى) as ي; the
 *   diacritics (harakat, shadda, sukun, superscript alef) and the tatweel
 *   are dropped, as search engines for Arabic do.
 * - Arabic-Indic digits read as ASCII digits.
 * - Anything else that is not a letter or digit separates words.
 */

const arabicLetters: Readonly<Record<string, string>> = {
  "\u0623": "\u0627", // أ
  "\u0625": "\u0627", // إ
  "\u0622": "\u0627", // آ
  "\u0671": "\u0627", // ٱ
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
  "\u06CC": "\u064A", // Persian yeh, typed on some keyboards
  "\u06A9": "\u0643", // Persian kaf
};

const latinLigatures: Readonly<Record<string, string>> = {
  œ: "oe",
  æ: "ae",
  ß: "ss",
  ø: "o",
  ł: "l",
  đ: "d",
};

/** Harakat, shadda, sukun, the superscript alef, Quranic marks, and the tatweel. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Combining marks left by NFKD (accents). */
const COMBINING = /\p{M}/gu;

/** One string folded for comparison; word boundaries become single spaces. */
export function foldSearchText(text: string): string {
  return text
    .replace(ARABIC_MARKS, "")
    .replace(
      /[\u0622\u0623\u0625\u0671\u0624\u0626\u0629\u0649\u06CC\u06A9]/g,
      (letter) => arabicLetters[letter]!,
    )
    .normalize("NFKD")
    .replace(COMBINING, "")
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (letter) => latinLigatures[letter]!)
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a query, folded; an empty query has none. */
export function searchTerms(query: string): string[] {
  const folded = foldSearchText(query);
  return folded === "" ? [] : folded.split(" ");
}

/** Arabic's article and the particles written onto it: «الطباعة», «والطباعة», «للطباعة». */
const ARABIC_PREFIX = /^(?:وال|بال|كال|فال|لل|ال)(?=\p{L}{2})/u;

/** A folded text's words, each with its Arabic article removed as a second form. */
export function searchWords(folded: string): string[] {
  const words = folded === "" ? [] : folded.split(" ");
  return [...new Set(words.flatMap((word) => [word, word.replace(ARABIC_PREFIX, "")]))];
}

/** The regular English and French plurals of a word: cast → casts, press → presses, rouleau → rouleaux. */
function plurals(word: string): string[] {
  if (/(?:s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  if (/(?:au|eu)$/.test(word)) return [`${word}x`, `${word}s`];
  return [`${word}s`];
}

/**
 * How `term` (folded) stands in `words` (searchWords): 2 for a whole word
 * (or its English or French plural: "cast" finds "casts"), 1 for the start
 * of a word when `prefix` allows it, 0 otherwise. Never the middle of a
 * word: "lam" does not find "film".
 */
export function termMatch(term: string, words: readonly string[], prefix = true): 0 | 1 | 2 {
  const bare = term.replace(ARABIC_PREFIX, "");
  const forms = [term, bare, ...plurals(term)];
  if (words.some((word) => forms.includes(word))) return 2;
  if (prefix && words.some((word) => word.startsWith(term) || word.startsWith(bare))) return 1;
  return 0;
}
