import { shortenAtWord } from "../lib/text.ts";

import type { CatalogueItem } from "./catalogue-item.ts";

/*
 * Apart from catalogue-item.ts, which the build runs: the catalogue's island
 * imports this, and catalogue-item.ts imports the listing's schema (zod,
 * whose probe for `Function` the pages' policy reports) and the inventory's
 * text.
 */

/**
 * About two lines of a card at 390 px, in every edition: a card prints its
 * summary cut here at a word's end, so the CSS clamp (a safety net) does not
 * cut one mid-word or mid Latin token.
 */
export const CARD_SUMMARY_LENGTH = 90;

/** A card's summary, shortened at a word's end in its own language. */
export const cardSummary = (item: Pick<CatalogueItem, "description" | "lang">, intl: string) =>
  shortenAtWord(item.description, CARD_SUMMARY_LENGTH, item.lang ?? intl);
