/**
 * The typography of an edition, applied by the build to what authors typed
 * with plain spaces (STYLE.md, habit 17): staff write "2 450 mm" and
 * "prix : 10 000 USD", and the page gets the no-break spaces French wants.
 * app/lib/glossary.ts checks the result against the same rules.
 *
 * - French: a narrow no-break space (U+202F) before ; ! ? and inside « »,
 *   a no-break space (U+00A0) before :, thousands of a quantity grouped
 *   with U+202F ("2 450 mm", "10 000 USD", "2 000 à 3 000 mm"), a
 *   no-break space between a number and its unit (or the word it counts:
 *   "15 ans", "72 heures", "6 pouces"), and "15 à 60" for a
 *   range written with a dash.
 * - Arabic: a number joined to its unit by a no-break space ("60 ميكرون"
 *   never splits at a line end), tanween written «ًا», a hyphen for an en
 *   dash, and the percent sign on both ends of a range.
 * - English: as typed.
 *
 * Addresses (https://…, www.…, e-mail) are left as they are, and so are
 * times (9:00), codes (ISO 9001), years and decimals (0,905). The function is
 * idempotent: typeset text typesets to itself.
 */

export const NBSP = "\u00a0";
export const NNBSP = "\u202f";

/** Units and currencies written after a number, longest first where one begins another. */
export const quantityUnits = [
  "mm",
  "cm",
  "µm",
  "μm",
  "km",
  "m/min",
  "m²",
  "m³",
  "m",
  "t/h",
  "kg/h",
  "kg",
  "g/m²",
  "g",
  "t",
  "%",
  "°C",
  "mPa·s",
  "cP",
  "kW",
  "kVA",
  "Hz",
  "h",
  "min",
  "bar",
  // French durations and sizes written after a number: "15 ans", "72 heures", "6 pouces".
  "ans",
  "mois",
  "jours",
  "heures",
  "pouces",
  "USD",
  "EUR",
  "€",
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A unit after a number, as a RegExp source: not the start of a longer word ("m" in "mois"). */
export const UNIT = `(?:${quantityUnits.map(escape).join("|")})(?![\\p{L}\\p{N}])`;

/** Arabic units, as a RegExp source (the words for micron, metre, tonne, hour…). */
export const ARABIC_UNIT = `(?:${[
  "مم",
  "سم",
  "ملم",
  "ميكرون",
  "ميكرومتر",
  "ميكرومترًا",
  "مترًا",
  "متر",
  "أمتار",
  "م/دقيقة",
  "م/د",
  "م²",
  "م",
  "كم",
  "طن/ساعة",
  "طن",
  "أطنان",
  "كجم",
  "كغ",
  "كلغ",
  "غ/م²",
  "جم",
  "غ",
  "كيلوواط",
  "كيلوات",
  "واط",
  "فولت",
  "ساعة",
  "ساعات",
  "دقيقة",
  "دقائق",
  "بار",
  "درجة",
  "°م",
  "دولار",
  "يورو",
]
  .map(escape)
  .join("|")})(?![\\p{L}\\p{M}\\p{N}])`;

/** Exactly one no-break space, of either kind. */
const NO_BREAK = /^[\u00a0\u202f]$/u;

/** Spaces a typist or a previous pass may have left between two parts. */
const SPACE = "[ \\u00a0\\u202f]";

/** What is never typeset: web and e-mail addresses (not the punctuation after them). */
const ADDRESS = /(?:https?:\/\/|www\.)[^\s<>"«»]*[^\s<>"«».,:;!?)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;

/** Applies `typeset` to the text between addresses only. */
function outsideAddresses(text: string, typeset: (part: string) => string): string {
  let result = "";
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    result += typeset(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + typeset(text.slice(last));
}

/** `step` applied until it changes nothing more. */
function untilStable(text: string, step: (text: string) => string): string {
  let current = text;
  for (let previous = ""; current !== previous;) {
    previous = current;
    current = step(current);
  }
  return current;
}

/** "2450" or "2 450" or "2.450" → "2 450" with narrow no-break spaces. */
function groupThousands(integer: string): string {
  const digits = integer.replace(/[ .\u00a0\u202f]/g, "");
  return digits.replace(/\B(?=(?:\d{3})+$)/g, NNBSP);
}

/**
 * The whole part of a quantity: digits grouped by spaces (or, in French, dots;
 * not "0.905"), or four digits or more.
 */
const FRENCH_INTEGER = String.raw`((?<!\d)[1-9]\d{0,2}(?:[ .\u00a0\u202f]\d{3})+|(?<![\d,.])\d{4,})(?!\d)`;

/** Followed by a unit, or by a range that ends in one ("2000 à 3000 mm"). */
const frenchQuantity = new RegExp(
  `${FRENCH_INTEGER}(?=(?:,\\d+)?\\s*${UNIT}|(?:,\\d+)?\\s*(?:à|–|—|-)\\s*\\d[\\d ,.\\u00a0\\u202f]*\\s*${UNIT})`,
  "gu",
);

function french(text: string): string {
  return (
    text
      // A range with a dash: "15–60 µm" → "15 à 60 µm".
      .replace(/(\d)\s*[–—]\s*(?=\d)/gu, "$1 à ")
      // Guillemets: «\u202f…\u202f». At the edge of a text (a Markdown
      // text node ends at an element), "^" stands for the word before.
      // A no-break space typed by hand (either kind) stays.
      .replace(/«\s*/gu, (typed) => (NO_BREAK.test(typed.slice(1)) ? typed : `«${NNBSP}`))
      .replace(/\s*»/gu, (typed) => (NO_BREAK.test(typed.slice(0, -1)) ? typed : `${NNBSP}»`))
      // Sentence punctuation, not "9:00" or "?subject=": followed by a space, the end or a closing sign.
      .replace(/(?<=\S|^)(\s*)([:;!?]+)(?=\s|$|[»”)])/gu, (typed, space: string, marks: string) =>
        NO_BREAK.test(space) ? typed : `${marks.startsWith(":") ? NBSP : NNBSP}${marks}`,
      )
      // Thousands of a quantity: "2450 mm", "10 000 USD", "2000 à 3000 mm".
      // Until stable: "10 000450 mm" takes two rounds.
      .replace(/^[\s\S]*$/u, (whole) =>
        untilStable(whole, (current) => current.replace(frenchQuantity, groupThousands)),
      )
      // A number and its unit: "60 µm", "30 %".
      .replace(new RegExp(`(\\d)\\s*(?=${UNIT})`, "gu"), `$1${NBSP}`)
  );
}

const PERCENT_RANGE = /(?<![\d.,])(\d[\d.,]*)(?![\d.,%٪])(\s*(?:إلى|حتى)\s*\d[\d.,]*\s?)([%٪])/gu;

/**
 * A unit after a quantity of four digits or more, Arabic or Latin, for the
 * grouping below; not the bare «م», which after a year reads «ميلادي».
 */
const ARABIC_GROUPED_UNIT = `(?:${ARABIC_UNIT.replace("|م|", "|")}|${UNIT})`;

/**
 * "8700 مم", «حتى 2000 إلى 3000 مم» → "8,700 مم", «2,000 إلى 3,000 مم»:
 * thousands of a quantity grouped with a comma, as Intl writes the numbers
 * code prints on the same pages («61,500 ساعة», with `ar-u-nu-latn`).
 */
const arabicQuantity = new RegExp(
  `(?<![\\d,.٫])(\\d{4,})(?![\\d,.٫])(?=(?:[.٫]\\d+)?${SPACE}*${ARABIC_GROUPED_UNIT}|${SPACE}*(?:إلى|حتى|-)${SPACE}*\\d[\\d,.]*${SPACE}*${ARABIC_GROUPED_UNIT})`,
  "gu",
);

function arabic(text: string): string {
  return (
    text
      // Tanween on the last letter, then the alef: «شكرًا», not «شكراً».
      .replace(/\u0627\u064b/gu, "\u064b\u0627")
      // Right to left, a range with an en dash reads backwards.
      .replace(/\u2013/gu, "-")
      // «من 30 إلى 75%» → «من 30% إلى 75%» (each range of a chain: «10 إلى 20 إلى 30%»).
      .replace(/^[\s\S]*$/u, (whole) =>
        untilStable(whole, (current) => current.replace(PERCENT_RANGE, "$1$3$2$3")),
      )
      // Thousands of a quantity: "8700 مم" → "8,700 مم".
      .replace(arabicQuantity, (digits: string) => digits.replace(/\B(?=(?:\d{3})+$)/g, ","))
      // A number and its unit stay on one line.
      .replace(
        new RegExp(`([\\d\\u0660-\\u0669][%٪]?)${SPACE}+(?=${ARABIC_UNIT}|${UNIT})`, "gu"),
        (_, number: string) => `${number}${NBSP}`,
      )
  );
}

/**
 * What Markdown does not print as text: code (fenced or `inline`), a link's
 * or an image's destination "](…)", an autolink or an HTML tag "<…>".
 */
const MARKDOWN_CODE =
  /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))|`+[^`]*`+|\]\([^)\s]*(?:\s+"[^"]*")?\)|<[^<>\n]+>/gmu;

/** Markdown as an edition prints it: `typeset` on its text, never on code, addresses or tags. */
export function typesetMarkdown(source: string, locale: string): string {
  if (locale !== "fr" && locale !== "ar") return source;
  let result = "";
  let last = 0;
  for (const match of source.matchAll(MARKDOWN_CODE)) {
    result += typeset(source.slice(last, match.index), locale) + match[0];
    last = match.index + match[0].length;
  }
  return result + typeset(source.slice(last), locale);
}

/** `text` as an edition prints it (see the top of this file). */
export function typeset(text: string, locale: string): string {
  if (locale === "fr") return outsideAddresses(text, french);
  if (locale === "ar") return outsideAddresses(text, arabic);
  return text;
}

/**
 * Every string of a value (objects, arrays) typeset for the edition: a
 * translation module's copy as the pages print it. Keys in `skip` (links'
 * paths) are left as they are.
 */
export function typesetAll<T>(value: T, locale: string, skip: readonly string[] = ["to"]): T {
  if (typeof value === "string") return typeset(value, locale) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => typesetAll(item, locale, skip)) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      skip.includes(key) ? item : typesetAll(item, locale, skip),
    ]),
  ) as T;
}
