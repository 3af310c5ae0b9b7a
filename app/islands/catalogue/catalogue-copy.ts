import { createContext, use } from "react";

import type { Edition, EditionText } from "~/i18n/editions";
import { paths } from "~/content/paths";
import { alertFormLink, contactWithSubject } from "~/i18n/links";
import type { Locale } from "~/i18n/locales";
import { fillTemplate } from "~/lib/text";

import { locationOptions, typesInOrder, type EquipmentFilters, type Option } from "./filter";
import { resultSummary } from "./result-summary";

import type { CatalogueItem } from "../../inventory/catalogue-item";
import type { MachineType } from "../../inventory/listing-constants";

/**
 * The catalogue island's words, in one edition: the page passes them as a
 * prop, so the island's script carries no language and each page's HTML
 * only its own.
 */
export interface CatalogueCopy {
  catalogue: EditionText["usedEquipment"]["catalogue"];
  details: EditionText["usedEquipment"]["details"];
  status: EditionText["usedEquipment"]["status"];
  empty: EditionText["usedEquipment"]["empty"];
  searchWords: EditionText["usedEquipment"]["searchWords"];
  /** The tag for Intl (plural forms, digits) of the edition. */
  intl: string;
  /** The edition's contact page, e.g. "/fr/contact". */
  contactPath: string;
  /** The edition: the machine alert's form and emails are in its language. */
  locale: Locale;
  /*
   * What the island would otherwise work out through Intl as it hydrates: a
   * budget phone spends a tenth of a second or more making each of the first
   * formatters and collators. Made here, at build time, for these machines.
   */
  /** The location dropdown's options, alphabetical in the edition's language. */
  locations: Option[];
  /** Every machine type, alphabetical by its name in the edition's language. */
  typeOrder: MachineType[];
  /** The count when every machine shows: "7 machines". */
  listedCount: string;
}

/** Built at build time by the page (app/pages/[...locale]/machinery/used-equipment.astro). */
export function catalogueCopy(edition: Edition, items: readonly CatalogueItem[]): CatalogueCopy {
  const { catalogue, details, empty, status, searchWords } = edition.t.usedEquipment;
  return {
    catalogue,
    details,
    status,
    empty,
    searchWords,
    intl: edition.intl,
    contactPath: edition.href(paths.contact),
    locale: edition.locale,
    locations: locationOptions(items, edition.intl),
    typeOrder: typesInOrder(catalogue.typeNames, edition.intl),
    listedCount: resultSummary(items.length, items.length, catalogue, edition.intl),
  };
}

const CatalogueCopyContext = createContext<CatalogueCopy | null>(null);

export const CatalogueCopyProvider = CatalogueCopyContext;

export function useCatalogueCopy(): CatalogueCopy {
  const copy = use(CatalogueCopyContext);
  if (!copy) throw new Error("The catalogue's components need a CatalogueCopyProvider");
  return copy;
}

/**
 * "Looking for specific equipment?": the edition's contact form, its
 * subject the search in words ("Equipment search: Metallizer, UK"), or
 * the plain form when nothing narrows the list.
 */
export function searchInquiryLink(copy: CatalogueCopy, search: string): string {
  if (search === "") return copy.contactPath;
  return contactWithSubject(fillTemplate(copy.searchWords.subject, { search }), copy.contactPath);
}

/**
 * Where "Tell me when a match is listed" and "Alert me for this search"
 * lead: the machine alert's form in the edition, with the search's type,
 * years, country and words prefilled (the order and "with a price" are not
 * criteria of an alert).
 */
export function matchAlertLink(
  copy: Pick<CatalogueCopy, "locale">,
  filters: EquipmentFilters,
): string {
  const { type, from, to, country, q } = filters;
  return alertFormLink({ type, from, to, country, q: q.trim() }, copy.locale);
}

/** The edition's contact form, its subject prefilled with the machine's name and slug. */
export function inquiryLink(copy: CatalogueCopy, item: Pick<CatalogueItem, "subject">): string {
  return contactWithSubject(item.subject, copy.contactPath);
}
