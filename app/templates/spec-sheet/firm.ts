import { company, type PostalAddress } from "~/content/company";
import { getEdition } from "~/i18n/editions";
import type { Locale } from "~/i18n/locales";
import { siteUrl } from "~/site/url";

/** The firm as every PDF sheet shows it (a machine's spec sheet, a film's data sheet). */
export interface SheetFirm {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  website: string;
  /** Latin letters in every edition, as couriers read it: set left to right. */
  address: string;
}

/** The firm's details in an edition's words, for a sheet's header and footer. */
export function sheetFirm(locale: Locale): SheetFirm {
  const { t } = getEdition(locale);
  return {
    name: company.name,
    tagline: t.company.tagline,
    phone: company.phone.display,
    email: company.email,
    website: siteUrl.replace(/^https?:\/\//, ""),
    address: formatAddress({ ...company.address, ...t.company.address }),
  };
}

/** One-line address, e.g. for the footer. */
function formatAddress(address: PostalAddress): string {
  return `${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
}
