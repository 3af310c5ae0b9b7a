/**
 * The trade's vocabulary, kept: a glossary per edition (app/content/glossary/)
 * names, for each concept, the one term to write and the variants that are
 * wrong, and the abbreviations that stay in Latin capitals. This module
 * checks a text against one glossary and against the edition's typography
 * (French spaces and numbers; Arabic tanween, ranges and scripts).
 * app/content/glossary/glossary.test.ts runs it over every French and Arabic
 * text of the site.
 */

/**
 * A wrong variant. A string matches as a whole word, case aside (French), or
 * with the Arabic proclitics a word can carry (و ف ب ك ل ال: «التمعدن»,
 * «والتمعدن», «للتمعدن»), harakat aside. A RegExp matches as written (give
 * it the `u` flag; `i` if case does not matter); Arabic texts reach it
 * without harakat.
 */
export type Variant = string | RegExp;

export interface Term {
  /** The concept, in the English edition's words: "metallizing", "gravure press". */
  concept: string;
  /** The one way to write it in this edition. */
  use: string;
  /** Variants that are wrong, each matched as described on `Variant`. */
  reject: readonly Variant[];
  /**
   * Correct text that contains a rejected variant, matched first and set
   * aside: «التشغيل التجريبي» before a rule on «التشغيل».
   */
  allow?: readonly RegExp[];
  /** Why, for the translator: what the variants mean, where the term comes from. */
  note?: string;
}

export type GlossaryLocale = "fr" | "ar";

export interface Glossary {
  locale: GlossaryLocale;
  terms: readonly Term[];
  /**
   * The industry's abbreviations, written in Latin capitals in every edition
   * (BOPP, PET, ALU…). In Arabic text these are the only Latin words besides
   * names; in any text a different case ("Bopp", "alu") is wrong.
   */
  latin: readonly string[];
  /** Other Latin names an Arabic text may write as they are: file formats, products. */
  names?: readonly string[];
}

/** One thing wrong in a text. */
export interface Finding {
  /** The concept, or the typographic rule. */
  rule: string;
  /** The text as found. */
  found: string;
  /** What to write instead. */
  use: string;
}

const HARAKAT = /[\u064b-\u065f\u0670]/g;
const NOT_WORD_BEFORE = String.raw`(?<![\p{L}\p{M}\p{N}])`;
const NOT_WORD_AFTER = String.raw`(?![\p{L}\p{M}\p{N}])`;

/** Arabic text as the rules read it: without harakat (tanween, shadda, vowels). */
export function withoutHarakat(text: string): string {
  return text.replace(HARAKAT, "");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The RegExp of a string variant, in the glossary's language. */
export function variantPattern(variant: string, locale: GlossaryLocale): RegExp {
  if (locale === "fr") {
    return new RegExp(`${NOT_WORD_BEFORE}${escape(variant)}${NOT_WORD_AFTER}`, "giu");
  }
  const word = withoutHarakat(variant);
  // Proclitics: و or ف, then ب or ك, then the article; ل before the article
  // drops its alef (ل + الطباعة = للطباعة). A variant without the article
  // also matches with it («تمعدن»: «التمعدن», «للتمعدن»).
  const proclitics = word.startsWith("ال")
    ? { prefix: "(?:[وف]?[بك]?ال|[وف]?لل)", stem: word.slice(2) }
    : { prefix: "(?:[وف]?(?:[بك]?(?:ال)?|لل|ل))", stem: word };
  return new RegExp(
    `${NOT_WORD_BEFORE}${proclitics.prefix}${escape(proclitics.stem)}${NOT_WORD_AFTER}`,
    "gu",
  );
}

const global = (pattern: RegExp) =>
  new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);

/** Replaces each match with spaces of its length, so nothing else matches across it. */
const blank = (text: string, pattern: RegExp) =>
  text.replace(global(pattern), (match) => " ".repeat(match.length));

/** The text as a language's rules read it. */
function readable(text: string, locale: GlossaryLocale): string {
  return locale === "ar" ? withoutHarakat(text) : text.replace(/'/g, "’");
}

/** Every use of a rejected variant in `text`. */
export function findRejected(text: string, glossary: Glossary): Finding[] {
  const findings: Finding[] = [];
  const base = readable(text, glossary.locale);
  for (const term of glossary.terms) {
    const checked = (term.allow ?? []).reduce(blank, base);
    for (const variant of term.reject) {
      const pattern =
        typeof variant === "string"
          ? variantPattern(readable(variant, glossary.locale), glossary.locale)
          : global(variant);
      for (const match of checked.matchAll(pattern)) {
        findings.push({ rule: term.concept, found: match[0].trim(), use: term.use });
      }
    }
  }
  return findings;
}

/** Abbreviations written in another case: "Bopp", "alu". Two-letter ones are left to words ("pu"). */
export function findMiscasedAbbreviations(text: string, glossary: Glossary): Finding[] {
  const findings: Finding[] = [];
  for (const abbreviation of glossary.latin.filter((item) => item.length >= 3)) {
    const pattern = new RegExp(`(?<![A-Za-z])${escape(abbreviation)}(?![A-Za-z])`, "gi");
    for (const match of text.matchAll(pattern)) {
      if (match[0] !== abbreviation) {
        findings.push({ rule: "industry abbreviation", found: match[0], use: abbreviation });
      }
    }
  }
  return findings;
}

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const NO_BREAK = `[${NBSP}${NNBSP}]`;

/** Units written after a number: the space before them does not break. */
const UNIT = String.raw`(?:mm|cm|µm|μm|km|m/min|m²|m|t/h|kg|g/m²|g|t|%|°C|mPa·s|cP|kW|h|min|bar|ans|mois|jours|heures|pouces)(?![\p{L}\p{N}])`;

/**
 * French typography: a no-break space before : ; ! ? and inside « »; thousands
 * grouped with a narrow no-break space in quantities (a number followed by a
 * unit, or the first number of a range that ends in one: not years, model
 * numbers, postal codes or phone numbers); a no-break space between a number
 * and its unit; ranges written "15 à 60", never with a dash.
 */
export function frenchTypography(text: string): Finding[] {
  const rules: { rule: string; pattern: RegExp; use: string }[] = [
    {
      rule: "no-break space before : ; ! ?",
      // Sentence punctuation only: not "9:00", "https://" or "?subject=".
      // "?!" is one mark: its space goes before the first.
      pattern: new RegExp(`(?<!${NO_BREAK}|[:;!?])[:;!?](?=\\s|$|[»”)])`, "gu"),
      use: `a no-break space before it ("${NBSP}:", "${NNBSP}?")`,
    },
    {
      rule: "no-break space inside « »",
      pattern: new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`, "gu"),
      use: `«${NNBSP}…${NNBSP}»`,
    },
    {
      rule: "thousands separator",
      pattern: new RegExp(
        String.raw`(?<![\d,.])\d{4,}(?=${NO_BREAK}?\s*${UNIT}|\s*(?:à|–|-)\s*[\d${NNBSP}]+${NO_BREAK}?\s*${UNIT})`,
        "gu",
      ),
      use: `a narrow no-break space between thousands ("2${NNBSP}000${NBSP}mm")`,
    },
    {
      rule: "thousands separator",
      pattern: new RegExp(
        // Not "0.905 g": a decimal.
        String.raw`(?<!\d)[1-9]\d{0,2}(?:[ .${NBSP}]\d{3})+(?=${NO_BREAK}?\s*${UNIT})`,
        "gu",
      ),
      use: `a narrow no-break space between thousands ("1${NNBSP}300${NBSP}mm")`,
    },
    {
      rule: "no-break space between a number and its unit",
      pattern: new RegExp(String.raw`(?<![\d${NNBSP},])[\d${NNBSP},]*\d ?${UNIT}`, "gu"),
      use: `a no-break space ("60${NBSP}µm", "30${NBSP}%")`,
    },
    {
      rule: "range",
      pattern: /\d+\s*[–—]\s*\d+/gu,
      use: '"15 à 60" (no dash between numbers)',
    },
  ];
  return rules.flatMap(({ rule, pattern, use }) =>
    [...text.matchAll(pattern)].map((match) => ({ rule, found: match[0], use })),
  );
}

/** Coextruded layers named by letters: A/B/A, A/B/C/B/A. */
const LAYER_NOTATION = /(?<![A-Za-z])[A-E](?:\/[A-E])+(?![A-Za-z])/g;

/**
 * Arabic typography: one tanween spelling («ًا», never «اً»); no en dash (right
 * to left a range would read backwards: «من 15 إلى 60»); a range with
 * percent says it twice («من 30% إلى 75%»); a prefix is joined to its word,
 * never «لـ {name}»; a layer structure is written in one script
 * («PET/ALU/PE» or «ورق/ألومنيوم/بولي إيثيلين»); Latin words are the
 * glossary's abbreviations or the names given in `names`.
 */
export function arabicTypography(
  text: string,
  glossary: Glossary,
  names: readonly string[] = [],
): Finding[] {
  const findings: Finding[] = [];
  const add = (rule: string, pattern: RegExp, use: string, source = text) => {
    for (const match of source.matchAll(pattern)) findings.push({ rule, found: match[0], use });
  };
  add(
    "tanween",
    /[\p{L}\p{M}]*\u0627\u064b/gu,
    "«ًا» after the last letter (شكرًا، عمليًا), never «اً»",
  );
  add("en dash", /\S*\s*\u2013\s*\S*/gu, "words: «من 15 إلى 60» (or a hyphen)");
  add(
    "percent in a range",
    /(?<![\d.,])\d[\d.,]*(?![\d.,%٪])\s*(?:إلى|حتى)\s*\d[\d.,]*\s?[%٪]/gu,
    "the sign on both numbers: «من 30% إلى 75%»",
  );
  add(
    "detached prefix",
    /[\u0628\u0644\u0643]\u0640\s*\S+/gu,
    "the prefix joined or a word: «لموقع {name}»",
  );
  add(
    "layer structure in two scripts",
    /[\p{Script=Arabic}]+\/[A-Za-z]+|[A-Za-z]+\/[\p{Script=Arabic}]+/gu,
    "one script for the whole structure: «PET/ALU/PE»",
  );
  const allowed = new Set([
    ...glossary.latin,
    ...(glossary.names ?? []),
    ...names.flatMap((name) => name.match(/[A-Za-z]+/g) ?? []),
  ]);
  const latinText = text
    .replace(/[\w.+-]+@[\w.-]+\.\w+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\{\w+\}/g, " ")
    .replace(LAYER_NOTATION, " ");
  for (const [word] of latinText.matchAll(/[A-Za-z][A-Za-z]*/g)) {
    if (!allowed.has(word)) {
      findings.push({
        rule: "Latin word in Arabic text",
        found: word,
        use: "Arabic, or an abbreviation of the glossary's Latin list",
      });
    }
  }
  return findings;
}

/**
 * The rules the build applies itself (typeset, app/lib/typography.ts): a
 * printed text never breaks them, whatever was typed. The others (terms,
 * abbreviations, Latin words in Arabic) are the author's choice of words.
 */
export const typesetRules: ReadonlySet<string> = new Set([
  "no-break space before : ; ! ?",
  "no-break space inside « »",
  "thousands separator",
  "no-break space between a number and its unit",
  "range",
  "tanween",
  "en dash",
  "percent in a range",
]);

/** Everything wrong with one text of an edition. */
export function checkText(
  text: string,
  glossary: Glossary,
  names: readonly string[] = [],
): Finding[] {
  return [
    ...findRejected(text, glossary),
    ...findMiscasedAbbreviations(text, glossary),
    ...(glossary.locale === "fr"
      ? frenchTypography(text)
      : arabicTypography(text, glossary, names)),
  ];
}

/** A string of a content value and where it sits: ["hero.title", "…"]. */
export type TextAt = readonly [path: string, text: string];

/**
 * Every string in a value (objects, arrays), with its key path:
 * "cards[2].title". Objects in `seen` are skipped, and every object walked
 * is added to it, so a module that re-exports others is not read twice.
 */
export function stringsOf(value: unknown, path = "", seen = new WeakSet<object>()): TextAt[] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`, seen));
  }
  return Object.entries(value).flatMap(([key, item]) =>
    stringsOf(item, path === "" ? key : `${path}.${key}`, seen),
  );
}
