import { readFileSync } from "node:fs";

import { company } from "../content/company.ts";
import { arabicGlossary } from "../content/glossary/ar.ts";
import { frenchGlossary } from "../content/glossary/fr.ts";
import { checkText, stringsOf, type Finding, type Glossary } from "../lib/glossary.ts";

import { typesetTranslation } from "./machine-text.ts";
import type { InventoryProblem, ListingSource, TranslatedLocale } from "./read-inventory.ts";

/**
 * The glossary's advice on what staff wrote in a listing's translations
 * (app/content/glossary/): the house term for a word often wrong, checked on
 * the text as the page prints it (typeset, app/lib/typography.ts), so a
 * plain space typed for a no-break one is never a finding. Advice, not a
 * problem: `npm run inventory:check` prints it as a warning naming the file,
 * the line, what was found and what to write, and the build goes on.
 */

export const glossaries: Record<TranslatedLocale, Glossary> = {
  fr: frenchGlossary,
  ar: arabicGlossary,
};

/** Names an Arabic text may write in Latin: the firm, its partner, its postal address. */
export const latinNames: readonly string[] = [
  company.name,
  company.partner.name,
  ...Object.values(company.address),
];

export interface PrintedText {
  /** A front matter field ("specs[0].value") or "description". */
  where: string;
  /** The text as the page prints it. */
  text: string;
}

/**
 * A translation's shown texts as the page prints them: the front matter's
 * fields (not a photo's file name) and the description's paragraphs.
 */
export function printedTexts(
  translation: { data: object; body: string },
  locale: TranslatedLocale,
): PrintedText[] {
  const printed = typesetTranslation(
    translation as Parameters<typeof typesetTranslation>[0],
    locale,
  );
  const fields = stringsOf(printed.data)
    .filter(([where]) => !where.endsWith(".src"))
    .map(([where, text]) => ({ where, text }));
  // Lines joined as the browser shows them; no-break spaces stay (\s would take them too).
  const paragraphs = printed.body
    .split(/\n[ \t\r]*\n/)
    .map((paragraph) => paragraph.replace(/[ \t\r]*\n[ \t\r]*/g, " ").trim())
    .filter((paragraph) => paragraph !== "")
    .map((text) => ({ where: "description", text }));
  return [...fields, ...paragraphs];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The line of `source` where `found` was typed, whatever spaces were typed
 * in it (the printed text may have no-break ones), or undefined.
 */
export function lineOf(source: string, found: string, from = 0): number | undefined {
  const index = indexOf(source, found, from);
  return index === undefined ? undefined : source.slice(0, index).split("\n").length;
}

function indexOf(source: string, text: string, from = 0): number | undefined {
  const words = text.split(/[\s\u00a0\u202f]+/).filter((word) => word !== "");
  if (words.length === 0) return undefined;
  const pattern = new RegExp(words.map(escape).join("[\\s\\u00a0\\u202f]*"), "giu");
  pattern.lastIndex = from;
  return pattern.exec(source)?.index;
}

/** Where a printed text was typed: its first words, the spaces aside. */
function startOf(source: string, text: string): number {
  return (
    indexOf(
      source,
      text
        .split(/[\s\u00a0\u202f]+/)
        .slice(0, 3)
        .join(" "),
    ) ?? 0
  );
}

/** One warning per finding of the glossary in a listing's translations. */
export function listingAdvice(
  listing: ListingSource,
  name: (path: string) => string,
): InventoryProblem[] {
  return Object.entries(listing.translations).flatMap(([locale, translation]) => {
    const source = readFileSync(translation.file, "utf8");
    const glossary = glossaries[locale as TranslatedLocale];
    return printedTexts(translation, locale as TranslatedLocale).flatMap(({ where, text }) =>
      checkText(text, glossary, latinNames).map((finding: Finding) => {
        // Searched from where the text was typed: ":" is on every line of the front matter.
        const line = lineOf(source, finding.found, startOf(source, text));
        return {
          file: name(translation.file),
          field: line === undefined ? where : `line ${line}`,
          message: `"${finding.found}" (${finding.rule}): write ${finding.use}`,
        };
      }),
    );
  });
}
