import { foldSearchText, searchTerms, searchWords, termMatch } from "../lib/search-text.ts";

import { REFERENCE_PREFIX } from "./listing-constants.ts";

/**
 * What a text search reads of a machine, in one edition: the catalogue's
 * search box (app/islands/catalogue/filter.ts) and the machine alerts
 * (server/alerts/) find machines by the same rules.
 */
export interface SearchableMachine {
  name: string;
  /** Its English name and its type in English and in the edition's language. */
  keywords: readonly string[];
  maker: string;
  model: string | null;
  /** "FP-1042". */
  reference: string;
  /** The summary: only whole words of it match. */
  description: string;
}

/**
 * A reference is searched by its number: "FP-1033", "fp 1033" and "1033"
 * find FP-1033, and "f" does not find every machine through "FP".
 */
const REFERENCE_IN_QUERY = new RegExp(
  `\\b${REFERENCE_PREFIX.replace(/\W/g, "")}[\\s\\W]*(?=\\d)`,
  "gi",
);
const referenceDigits = (item: Pick<SearchableMachine, "reference">) =>
  item.reference.slice(REFERENCE_PREFIX.length);

/** A name word found: worth more than any number of description words. */
const NAME_WEIGHT = 100;

/** The words a query looks for (none: every machine matches). */
export const queryTerms = (query: string) => searchTerms(query.replace(REFERENCE_IN_QUERY, ""));

/**
 * How well a machine matches every term, or 0 when one term is missing.
 * Case, accents and Arabic letter variants do not matter (foldSearchText).
 * A word matches the start of a word of the name or the keywords, the maker,
 * the model or the reference (FP-1042), and only a whole word of the
 * description, so "laminat" finds the laminator, not every machine whose
 * description mentions laminates.
 */
export function searchScore(item: SearchableMachine, terms: readonly string[]): number {
  if (terms.length === 0) return 1;
  const names = searchWords(
    foldSearchText(
      [item.name, ...item.keywords, item.maker, item.model ?? "", referenceDigits(item)].join(" "),
    ),
  );
  const text = searchWords(foldSearchText(item.description));
  let score = 0;
  for (const term of terms) {
    const inName = termMatch(term, names);
    const inText = inName ? 0 : termMatch(term, text, false);
    if (inName === 0 && inText === 0) return 0;
    score += inName * NAME_WEIGHT + inText;
  }
  return score;
}
