import { company, mailtoHref } from "~/content/company";
import { paths } from "~/content/paths";
import type { Edition, EditionText } from "~/i18n/editions";

import { offerChoices, type OfferChoices } from "./choices";

/**
 * The offer form island's words, choices and contacts in one edition: the
 * page passes them as a prop, so the island's script carries no language
 * and each page's HTML only its own.
 */
export interface OfferFormCopy {
  form: EditionText["sellEquipment"]["form"];
  messages: EditionText["sellEquipment"]["messages"];
  retryAfter: EditionText["contact"]["retryAfter"];
  choices: OfferChoices;
  /** The edition the offer is sent from (the email says so, the answer defaults to it). */
  edition: Edition["locale"];
  /** The tag for Intl (plural forms, digits, sizes) of the edition. */
  intl: string;
  /** The year of the build: the year field's upper bound in the HTML (the schema reads the clock). */
  buildYear: number;
  direct: { email: string; mailto: string; whatsapp: string; whatsappUrl: string };
  /** The link after the privacy line, to the edition's privacy notice. */
  privacyNotice: { label: string; href: string };
}

/** Built at build time by the page (app/pages/[...locale]/sell-equipment.astro). */
export function offerFormCopyFor(edition: Edition, buildYear: number): OfferFormCopy {
  const { form, messages } = edition.t.sellEquipment;
  return {
    form,
    messages,
    retryAfter: edition.t.contact.retryAfter,
    choices: offerChoices(edition.locale),
    edition: edition.locale,
    intl: edition.intl,
    buildYear,
    direct: {
      email: company.email,
      mailto: mailtoHref,
      whatsapp: company.phone.display,
      whatsappUrl: company.whatsappUrl,
    },
    privacyNotice: { label: edition.t.ui.privacyLink, href: edition.href(paths.privacy) },
  };
}
