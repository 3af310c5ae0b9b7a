import { createContext, use } from "react";

import type { Edition, EditionText } from "~/i18n/editions";
import { paths } from "~/content/paths";
import { contactWithSubject } from "~/i18n/links";

import type { CatalogueItem } from "../../inventory/catalogue-item";

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
  /** The tag for Intl (plural forms, digits) of the edition. */
  intl: string;
  /** The edition's contact page, e.g. "/fr/contact". */
  contactPath: string;
}

/** Built at build time by the page (app/pages/[...locale]/machinery/used-equipment.astro). */
export function catalogueCopy(edition: Edition): CatalogueCopy {
  const { catalogue, details, empty, status } = edition.t.usedEquipment;
  return {
    catalogue,
    details,
    status,
    empty,
    intl: edition.intl,
    contactPath: edition.href(paths.contact),
  };
}

const CatalogueCopyContext = createContext<CatalogueCopy | null>(null);

export const CatalogueCopyProvider = CatalogueCopyContext;

export function useCatalogueCopy(): CatalogueCopy {
  const copy = use(CatalogueCopyContext);
  if (!copy) throw new Error("The catalogue's components need a CatalogueCopyProvider");
  return copy;
}

/** The edition's contact form, its subject prefilled with the machine's name and slug. */
export function inquiryLink(copy: CatalogueCopy, item: Pick<CatalogueItem, "subject">): string {
  return contactWithSubject(item.subject, copy.contactPath);
}
