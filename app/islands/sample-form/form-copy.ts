import { company, mailtoHref, telHref } from "../../content/company.ts";
import { paths } from "../../content/paths.ts";
import type { Edition, EditionText } from "../../i18n/editions.ts";
import { countryOptions } from "../../lib/countries.ts";

import type { Choice, SampleProduct } from "./fields.ts";

export { sampleCatalogue } from "./fields.ts";

/**
 * The sample form island's words, films and countries in one edition: the
 * page passes them as a prop, so the island's script carries no language
 * and each page's HTML only its own. The server builds the same for its
 * no-JavaScript page (server/contact/sample-pages.ts).
 */
export interface SampleFormCopy {
  form: EditionText["sampleRequest"]["form"];
  messages: EditionText["sampleRequest"]["messages"];
  /** The contact form's: what went wrong, how to reach us, when we answer. */
  failure: EditionText["contact"]["form"]["failure"];
  replyTime: string;
  retryAfter: EditionText["contact"]["retryAfter"];
  products: SampleProduct[];
  countries: Choice[];
  /** The edition the request is sent from (the email says so). */
  edition: Edition["locale"];
  /** The tag for Intl (digits, plural forms) of the edition. */
  intl: string;
  direct: { email: string; mailto: string; phone: string; tel: string };
  /** The link after the privacy line, to the edition's privacy notice. */
  privacyNotice: { label: string; href: string };
}

/** The films of the catalogue that have grades: those a sample can be asked for, in its order. */
export function sampleProducts(t: EditionText): SampleProduct[] {
  return t.products
    .filter((product) => Object.hasOwn(t.filmProducts, product.slug))
    .map((product) => ({
      value: product.slug,
      label: product.name,
      grades: t.filmProducts[product.slug as keyof typeof t.filmProducts].grades.map((key) => ({
        value: key,
        label: t.filmGrades[key].name,
      })),
    }));
}

/** Built at build time by the page (app/pages/[...locale]/sample-request.astro). */
export function sampleFormCopyFor(edition: Edition): SampleFormCopy {
  const { t } = edition;
  return {
    form: t.sampleRequest.form,
    messages: t.sampleRequest.messages,
    failure: t.contact.form.failure,
    replyTime: t.contact.form.replyTime,
    retryAfter: t.contact.retryAfter,
    products: sampleProducts(t),
    countries: countryOptions(edition.intl),
    edition: edition.locale,
    intl: edition.intl,
    direct: {
      email: company.email,
      mailto: mailtoHref,
      phone: company.phone.display,
      tel: telHref,
    },
    privacyNotice: { label: t.ui.privacyLink, href: edition.href(paths.privacy) },
  };
}
