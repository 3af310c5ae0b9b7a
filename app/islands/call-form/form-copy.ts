import { company, mailtoHref, telHref } from "~/content/company";
import { paths } from "~/content/paths";
import type { Edition, EditionText } from "~/i18n/editions";
import type { Office } from "~/lib/call-slots";
import { zoneName } from "~/lib/hours";

/**
 * The call form island's words and data in one edition: the page passes
 * them as a prop, so the island's script carries no language.
 */
export interface CallFormCopy {
  form: EditionText["callRequest"]["form"];
  messages: EditionText["callRequest"]["messages"];
  retryAfter: EditionText["contact"]["retryAfter"];
  /** The id of the form's card, the hero's jump target. */
  formAnchor: string;
  edition: Edition["locale"];
  /** The tag for Intl (digits, day names) of the edition. */
  intl: string;
  /** The office's hours and zone (company.json), which the slots come from. */
  office: Office;
  /** The office's zone by name in the edition's words ("Eastern Time"). */
  officeZone: string;
  direct: { email: string; mailto: string; phone: string; tel: string };
  privacyNotice: { label: string; href: string };
}

/** Built at build time by the page (app/pages/[...locale]/request-a-call.astro). */
export function callFormCopyFor(edition: Edition): CallFormCopy {
  const { form, messages, hero } = edition.t.callRequest;
  return {
    form,
    messages,
    retryAfter: edition.t.contact.retryAfter,
    formAnchor: hero.formAnchor,
    edition: edition.locale,
    intl: edition.intl,
    office: { hours: company.hours, timeZone: company.timeZone },
    officeZone: zoneName(company.timeZone, edition.intl),
    direct: {
      email: company.email,
      mailto: mailtoHref,
      phone: company.phone.display,
      tel: telHref,
    },
    privacyNotice: { label: edition.t.ui.privacyLink, href: edition.href(paths.privacy) },
  };
}
