import { getEdition } from "../../app/i18n/editions.ts";
import { paths } from "../../app/content/paths.ts";
import { retryAfterText } from "../../app/islands/submit/retry-after.ts";
import { contactFields, type ContactField } from "../../app/islands/contact-form/schema.ts";
import type { FailureReason } from "../../app/islands/submit/submit.ts";
import { localizePath, type Locale } from "../../app/i18n/locales.ts";

import { escapeHtml } from "../http/escape-html.ts";
import { privacyLineHtml, serverPage } from "../http/server-page.ts";

/**
 * What a visitor without JavaScript sees when the plain form post of an
 * inquiry fails: a small page in the words of the edition they wrote from
 * that says why, and for invalid input the form again with their text and
 * a message at each field, so nothing typed is lost. The frame, its
 * stylesheet and its policy are the server's own (../http/server-page.ts).
 */

function page(locale: Locale, body: string): string {
  const { t } = getEdition(locale);
  const copy = t.contact.form;
  return serverPage(
    locale,
    {
      title: copy.failure.title,
      direct: {
        lead: copy.failure.direct,
        emailLead: copy.failure.emailLead,
        phoneLead: copy.failure.phoneLead,
      },
      back: { href: localizePath(paths.contact, locale), label: t.ui.serverPages.back },
    },
    body,
  );
}

export type InquiryFormValues = Partial<
  Record<ContactField | "idempotencyKey" | "startedAt", string>
>;

const fieldId = (field: ContactField) => `field-${field}`;

/** Addresses and numbers are typed left to right; free text takes the direction of its first letter. */
const fieldDir = (field: ContactField) => (field === "email" || field === "phone" ? "ltr" : "auto");

function fieldHtml(
  locale: Locale,
  field: ContactField,
  value: string,
  error: string | undefined,
): string {
  const copy = getEdition(locale).t.contact.form;
  const id = fieldId(field);
  const label = copy.labels[field];
  const required = field !== "phone";
  const attributes = [
    `id="${id}"`,
    `name="${field}"`,
    required ? "required" : "",
    error ? `aria-invalid="true" aria-describedby="${id}-error"` : "",
    field === "email" ? 'type="email" autocomplete="email" spellcheck="false"' : "",
    field === "phone" ? 'type="tel" autocomplete="tel"' : "",
    field === "name" ? 'type="text" autocomplete="name"' : "",
    field === "subject" ? 'type="text"' : "",
    `dir="${fieldDir(field)}"`,
  ]
    .filter(Boolean)
    .join(" ");
  const control =
    field === "message"
      ? `<textarea ${attributes} rows="8">${escapeHtml(value)}</textarea>`
      : `<input ${attributes} value="${escapeHtml(value)}">`;
  const hint = required ? "" : ` <span class="hint">${escapeHtml(copy.optional)}</span>`;
  const message = error ? `\n<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : "";
  return `<div>\n<label for="${id}">${escapeHtml(label)}${hint}</label>\n${control}${message}\n</div>`;
}

/** The list of what to correct, each linked to its field: [field id, label, message]. */
export function problemsHtml(
  locale: Locale,
  items: readonly (readonly [id: string, label: string, error: string])[],
): string {
  if (items.length === 0) return "";
  const list = items
    .map(
      ([id, label, error]) =>
        `<li><a href="#${id}">${escapeHtml(label)}: ${escapeHtml(error)}</a></li>`,
    )
    .join("\n");
  const title = getEdition(locale).t.ui.serverPages.correct;
  return `<div class="problem">\n<h2>${escapeHtml(title)}</h2>\n<ul>\n${list}\n</ul>\n</div>`;
}

/** The form's delivery fields again (its key and start time) and the edition, so the next answer stays in it. */
export function hiddenFieldsHtml(
  locale: Locale,
  values: Partial<Record<"idempotencyKey" | "startedAt", string>>,
): string {
  return [
    ...(["idempotencyKey", "startedAt"] as const)
      .filter((name) => values[name])
      .map((name) => [name, values[name]!] as const),
    ["edition", locale] as const,
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("\n");
}

/**
 * The form again in the visitor's edition, with what was sent and a message
 * at each field to correct. It posts the edition again, so the next answer
 * (and the email) stays in it.
 */
export function invalidInquiryPage(
  locale: Locale,
  action: string,
  values: InquiryFormValues,
  errors: Partial<Record<string, string>>,
): string {
  const { t } = getEdition(locale);
  const copy = t.contact.form;
  const invalid = contactFields.filter((field) => errors[field]);
  const problems = problemsHtml(
    locale,
    invalid.map((field) => [fieldId(field), copy.labels[field], errors[field]!]),
  );
  return page(
    locale,
    `<p>${escapeHtml(copy.failure.reasons.invalid)}</p>
${problems}
<form method="post" action="${escapeHtml(action)}">
${contactFields.map((field) => fieldHtml(locale, field, values[field] ?? "", errors[field])).join("\n")}
<div class="trap" aria-hidden="true"><label>${escapeHtml(copy.honeypot)} <input name="website" type="text" tabindex="-1" autocomplete="off"></label></div>
${hiddenFieldsHtml(locale, values)}
<button type="submit">${escapeHtml(copy.submit)}</button>
${privacyLineHtml(locale, copy.privacy, t.ui.privacyLink)}
</form>`,
  );
}

/** What to do after a failure, in the edition's words: when to retry, or to shorten the text. */
export function failureAdvice(
  locale: Locale,
  reason: FailureReason,
  retryAfterSeconds?: number,
): string {
  const edition = getEdition(locale);
  const { t } = edition;
  return reason === "rate-limited"
    ? ` ${retryAfterText(retryAfterSeconds, t.contact.retryAfter, edition.intl)}`
    : reason === "too-large"
      ? ` ${t.ui.serverPages.tooLarge}`
      : "";
}

/** Any other failure, in the visitor's edition: why, and what to do. */
export function inquiryFailurePage(
  locale: Locale,
  reason: FailureReason,
  retryAfterSeconds?: number,
): string {
  const reasons = getEdition(locale).t.contact.form.failure.reasons;
  const advice = failureAdvice(locale, reason, retryAfterSeconds);
  return page(locale, `<p>${escapeHtml(reasons[reason] + advice)}</p>`);
}
