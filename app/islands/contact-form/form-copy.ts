import { company, mailtoHref, telHref } from "~/content/company";
import { paths } from "~/content/paths";
import type { Edition, EditionText } from "~/i18n/editions";

/**
 * The contact form island's words and the firm's direct contacts, in one
 * edition: the page passes them as a prop, so the island's script carries no
 * language and each page's HTML only its own.
 */
export interface ContactFormCopy {
  form: EditionText["contact"]["form"];
  messages: EditionText["contact"]["messages"];
  retryAfter: EditionText["contact"]["retryAfter"];
  /** The id of the form's card, the hero's jump target. */
  formAnchor: string;
  /** The edition the form is sent from (the email says so). */
  edition: Edition["locale"];
  /** The tag for Intl (plural forms, digits) of the edition. */
  intl: string;
  direct: { email: string; mailto: string; phone: string; tel: string };
  /** The link after the privacy line, to the edition's privacy notice. */
  privacyNotice: { label: string; href: string };
}

/** Built at build time by the page (app/pages/[...locale]/contact.astro). */
export function contactFormCopyFor(edition: Edition): ContactFormCopy {
  const { form, messages, retryAfter, hero } = edition.t.contact;
  return {
    form,
    messages,
    retryAfter,
    formAnchor: hero.formAnchor,
    edition: edition.locale,
    intl: edition.intl,
    direct: {
      email: company.email,
      mailto: mailtoHref,
      phone: company.phone.display,
      tel: telHref,
    },
    privacyNotice: { label: edition.t.ui.privacyLink, href: edition.href(paths.privacy) },
  };
}
