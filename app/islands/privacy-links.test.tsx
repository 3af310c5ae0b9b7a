import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { paths } from "~/content/paths";
import { getEdition } from "~/i18n/editions";
import { localizePath, locales, type Locale } from "~/i18n/locales";

import { alertFormPage } from "../../server/alerts/alert-pages.ts";
import { invalidCallPage } from "../../server/contact/call-pages.ts";
import { invalidInquiryPage } from "../../server/contact/inquiry-pages.ts";
import { invalidOfferPage } from "../../server/offers/offer-pages.ts";
import { invalidSamplePage } from "../../server/contact/sample-pages.ts";

import { CallFormCard } from "./call-form/call-form";
import { callFormCopyFor } from "./call-form/form-copy";
import { ContactFormCard } from "./contact-form/contact-form";
import { contactFormCopyFor } from "./contact-form/form-copy";
import { OfferFormCard } from "./offer-form/offer-form";
import { offerFormCopyFor } from "./offer-form/offer-copy";
import { SampleFormCard } from "./sample-form/sample-form";
import { sampleFormCopyFor } from "./sample-form/form-copy";

/**
 * Every form says what its details are for and links to the privacy notice
 * of its own edition, right beside it: the islands as the build renders
 * them, and the forms the server writes (the alerts' form, and the contact, call
 * and offer forms sent back to a visitor without JavaScript).
 */

/** The form's links that lead to the privacy notice, with their words. */
function privacyLinks(html: string): { text: string; href: string }[] {
  const document = new DOMParser().parseFromString(html, "text/html");
  const forms = [...document.querySelectorAll("form")];
  expect(forms).toHaveLength(1);
  return [...forms[0]!.querySelectorAll("a")]
    .map((link) => ({ text: link.textContent.trim(), href: link.getAttribute("href") ?? "" }))
    .filter((link) => link.href.includes(paths.privacy));
}

const expected = (locale: Locale) => [
  { text: getEdition(locale).t.ui.privacyLink, href: localizePath(paths.privacy, locale) },
];

describe.each(locales)("the %s edition's forms", (locale) => {
  const { t } = getEdition(locale);

  it("link to the privacy notice from the contact form's privacy line", () => {
    const html = renderToString(<ContactFormCard copy={contactFormCopyFor(getEdition(locale))} />);
    expect(privacyLinks(html)).toEqual(expected(locale));
    expect(html).toContain(t.contact.form.privacy);
  });

  it("link to it from the sample request's privacy line", () => {
    const html = renderToString(<SampleFormCard copy={sampleFormCopyFor(getEdition(locale))} />);
    expect(privacyLinks(html)).toEqual(expected(locale));
    expect(html).toContain(t.sampleRequest.form.privacy);
  });

  it("link to it from the call request's privacy line", () => {
    const html = renderToString(<CallFormCard copy={callFormCopyFor(getEdition(locale))} />);
    expect(privacyLinks(html)).toEqual(expected(locale));
    expect(html).toContain(t.callRequest.form.privacy);
  });

  it("link to it from the offer form's privacy line", () => {
    const html = renderToString(
      <OfferFormCard copy={offerFormCopyFor(getEdition(locale), 2026)} />,
    );
    expect(privacyLinks(html)).toEqual(expected(locale));
  });

  it("link to it from the alert form, under its consent box", () => {
    const html = alertFormPage(locale, {
      type: "",
      from: "",
      to: "",
      country: "",
      q: "",
      email: "",
      lang: locale,
      consent: false,
    });
    expect(privacyLinks(html)).toEqual(expected(locale));
  });

  it("link to it from the forms sent back without JavaScript", () => {
    const inquiry = invalidInquiryPage(locale, "/api/contact", {}, { name: "x" });
    expect(privacyLinks(inquiry)).toEqual(expected(locale));
    const offer = invalidOfferPage(locale, "/api/offers", {}, { name: "x" }, []);
    expect(privacyLinks(offer)).toEqual(expected(locale));
    const sample = invalidSamplePage(locale, {}, { name: "x" });
    expect(privacyLinks(sample)).toEqual(expected(locale));
    const call = invalidCallPage(locale, "/api/call", {}, { name: "x" });
    expect(privacyLinks(call)).toEqual(expected(locale));
  });
});
