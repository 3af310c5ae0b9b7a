import { numberFormat, pluralRules, wordSegmenter } from "./intl.ts";
import { ARABIC_UNIT, UNIT } from "./typography.ts";

/** "over 15 years" → "Over 15 years", for a value that starts a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Fills the {name} placeholders of a translated sentence, so word order stays
 * the translator's: fillTemplate("{shown} of {total}", { shown: 2, total: 6 }).
 * A number is held to a unit that follows it by a no-break space ("{max} mm"
 * gives "1\u00a0300\u00a0mm"), so a line never ends between them.
 * A placeholder without a value throws: a silent "{total}" on a page is a bug.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(PLACEHOLDER, (_, name: string, space?: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    const text = String(value);
    // A number keeps the word after it, its unit, on its line: "{max} mm",
    // "{thickness} ميكرون" (authored text gets this from typeset; a value
    // arrives only now).
    return space ? text + (endsWithNumber(text) ? "\u00a0" : space) : text;
  });
}

/** A placeholder, and the space after it when a unit follows ("{max} mm", "{size} ميكرون"). */
const PLACEHOLDER = new RegExp(String.raw`\{(\w+)\}( (?=${UNIT}|${ARABIC_UNIT}))?`, "gu");

/** "2 450", "60", "30 %", "1,5": a number (or a percentage) ends the text. */
const endsWithNumber = (text: string) => /[\d\u0660-\u0669][%٪]?$/u.test(text);

/**
 * Like fillTemplate, for values that are not text (a link in a sentence):
 * the sentence as parts, text and values in order.
 * fillTemplateParts("Write to {email}.", { email: link }) → ["Write to ", link, "."].
 */
export function fillTemplateParts<T>(
  template: string,
  values: Readonly<Record<string, T>>,
): (string | T)[] {
  return template.split(/\{(\w+)\}/).flatMap((part, index): (string | T)[] => {
    if (index % 2 === 0) return part === "" ? [] : [part];
    const value = values[part];
    if (value === undefined) throw new Error(`No value for {${part}} in "${template}"`);
    return [value];
  });
}

/**
 * A message in every plural form a language needs. English fills `one` and
 * `other`; Arabic also `zero`, `two`, `few` and `many`. `Intl.PluralRules`
 * picks the form, so no language's grammar is written into code.
 */
export interface PluralText {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export const pluralCategories = ["zero", "one", "two", "few", "many", "other"] as const;

/**
 * The form of `text` for `count` in the language of `intlTag`, with its
 * placeholders filled. Numbers (the count and any numeric value) are written
 * by `Intl.NumberFormat` in the same language: "1 200" in French.
 *
 * `zero`, when a message has it, is also said for 0 in languages whose
 * grammar has no zero form (ICU's `=0`): "No match among 6 machines" rather
 * than "0 machines out of 6".
 */
export function plural(
  text: PluralText,
  count: number,
  intlTag: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const form =
    (count === 0 ? text.zero : undefined) ?? text[pluralRules(intlTag).select(count)] ?? text.other;
  const number = numberFormat(intlTag);
  const filled = Object.fromEntries(
    Object.entries({ count, ...values }).map(([name, value]) => [
      name,
      typeof value === "number" ? number.format(value) : value,
    ]),
  );
  return fillTemplate(form, filled);
}

/**
 * A file's size for people, its unit as the edition's readers write it:
 * "212 kB", "1,2 Mo", and in Arabic in words, "25 ميغابايت" (CLDR's short
 * Arabic unit, «م.ب», is one nobody writes); `intlTag` is the edition's Intl
 * locale. Every size a page prints (a PDF's, an upload's progress, the
 * photo limit in the rules) goes through here, so an edition names a unit
 * one way only. `kilo` is 1000 for files we publish, 1024 for the photo
 * limit, which the browser measures so. The number and its unit never part
 * at a line end (a no-break space).
 */
export function formatFileSize(bytes: number, intlTag: string, kilo: 1000 | 1024 = 1000): string {
  const mega = kilo * kilo;
  const megabytes = bytes >= mega;
  return keepWithUnit(
    numberFormat(intlTag, {
      style: "unit",
      unit: megabytes ? "megabyte" : "kilobyte",
      unitDisplay: new Intl.Locale(intlTag).language === "ar" ? "long" : "short",
      maximumFractionDigits: megabytes ? 1 : 0,
    }).format(megabytes ? bytes / mega : Math.max(1, bytes / kilo)),
  );
}

/**
 * A number held to the word after it (its unit) on one line: the spaces Intl
 * or a template put between digits and a unit ("60 ميكرون", "25 megabytes",
 * "2 450 mm") become no-break spaces. Narrow no-break spaces (French
 * thousands) and the spaces between words stay as they are.
 */
export function keepWithUnit(text: string): string {
  return text.replace(/(?<=[\d\u0660-\u0669][%٪]?) (?=[^\s\d])/gu, "\u00a0");
}

/**
 * `text` cut to at most `maxLength` characters, at the end of a word, with
 * "…": a card's summary. Words are found by `Intl.Segmenter` in the text's
 * language, and the cut is only ever made before a space, so a word, a
 * number with its unit's punctuation, or a Latin token inside Arabic
 * («وPET», "BOPP-2") is never split: CSS's line-clamp had cut "PET" to
 * «وET…» in an Arabic card. Where a clause ends (a comma, a semicolon, a
 * full stop) in the last third before the limit, the cut is made there
 * rather than after the last word, so a summary does not stop on "for the"
 * or « destinées aux ». Trailing commas and colons go with the cut.
 */
export function shortenAtWord(text: string, maxLength: number, lang: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxLength) return trimmed;
  const limit = maxLength - 1; // room for the ellipsis
  let cut = 0;
  let clause = 0;
  for (const { segment, index } of segments(trimmed, lang)) {
    if (index > limit) break;
    // A space a line may break at; not a no-break space ("60 µm").
    if (/^[^\S\u00a0\u2007\u202f]/u.test(segment)) {
      cut = index;
      if (/[,;.،؛]$/u.test(trimmed.slice(0, index))) clause = index;
    }
  }
  // One word longer than the limit: it is kept whole rather than split.
  if (cut === 0) return trimmed;
  const end = clause >= (limit * 2) / 3 ? clause : cut;
  return `${trimmed.slice(0, end).replace(/[\s,;:،؛\-–—]+$/u, "")}…`;
}

/** The words and spaces of `text`; plain splitting at spaces where a browser has no Segmenter. */
function segments(text: string, lang: string): Iterable<{ segment: string; index: number }> {
  if (typeof Intl.Segmenter === "function") {
    return wordSegmenter(lang).segment(text);
  }
  const found: { segment: string; index: number }[] = [];
  for (const match of text.matchAll(/\s+|\S+/gu)) {
    found.push({ segment: match[0], index: match.index });
  }
  return found;
}
