import { getEdition } from "../../app/i18n/editions.ts";
import { paths } from "../../app/content/paths.ts";
import { retryAfterText } from "../../app/islands/submit/retry-after.ts";
import { contactFields, type ContactField } from "../../app/islands/contact-form/schema.ts";
import { contactFormParams } from "../../app/islands/contact-form/fields.ts";
import type { FailureReason } from "../../app/islands/submit/submit.ts";
import { localizePath, type Locale } from "../../app/i18n/locales.ts";

import { escapeHtml } from "../http/escape-html.ts";
import {
  privacyLineHtml,
  problemLine,
  serverPage,
  type ServerPageFrame,
} from "../http/server-page.ts";

/**
 * What a visitor without JavaScript sees when the plain form post of an
 * inquiry fails: a small page in the words of the edition they wrote from
 * that says why, and for invalid input the form again with their text and
 * a message at each field, so nothing typed is lost. The frame, its
 * stylesheet and its policy are the server's own (../http/server-page.ts).
 * The contact form's pages are here, with the parts the sample request's
 * (./sample-pages.ts) share.
 */

/**
 * Where a plain form post lands after a send: its edition's page of the
 * form, in the thank-you state (`noticeId`), with the inquiry's reference
 * (which the page shows once its script runs).
 */
export const sentLocationOf =
  (page: string, noticeId: string) => (locale: Locale, reference?: string) =>
    `${localizePath(page, locale)}?sent=1${reference ? `&${contactFormParams.reference}=${encodeURIComponent(reference)}` : ""}#${noticeId}`;

/** The frame of an inquiry form's pages: the failure's title, the firm's contacts, the way back. */
export function inquiryFrame(
  locale: Locale,
  title: string,
  back: { path: string; label: string },
): ServerPageFrame {
  const { failure } = getEdition(locale).t.contact.form;
  return {
    title,
    direct: {
      lead: failure.direct,
      emailLead: failure.emailLead,
      phoneLead: failure.phoneLead,
    },
    back: { href: localizePath(back.path, locale), label: back.label },
  };
}

function page(locale: Locale, body: string): string {
  const { t } = getEdition(locale);
  return serverPage(
    locale,
    inquiryFrame(locale, t.contact.form.failure.title, {
      path: paths.contact,
      label: t.ui.serverPages.back,
    }),
    body,
  );
}

export type InquiryFormValues = Partial<
  Record<ContactField | "idempotencyKey" | "startedAt", string>
>;

export const fieldId = (field: string) => `field-${field}`;

export interface Choice {
  value: string;
  label: string;
}

/** One field of a form the server writes, with what was sent and its message. */
export interface FieldSpec {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  required: boolean;
  /** "(optional)" after the label of a field that is not required. */
  optional: string;
  /** Addresses and numbers are typed left to right; free text takes the direction of its first letter. */
  dir: "ltr" | "auto";
  /** More attributes of an input ('type="email" autocomplete="email"'). */
  attributes?: string;
  textarea?: { rows: number };
  select?: {
    options: readonly Choice[];
    groups?: readonly { label: string; options: readonly Choice[] }[];
  };
}

const optionHtml = (option: Choice, value: string) =>
  `<option value="${escapeHtml(option.value)}"${option.value === value ? " selected" : ""}>${escapeHtml(option.label)}</option>`;

/** A field as the server's pages write it: label, control, and its message tied to it. */
export function formFieldHtml(spec: FieldSpec): string {
  const id = fieldId(spec.name);
  const attributes = [
    `id="${id}"`,
    `name="${spec.name}"`,
    spec.required ? "required" : "",
    spec.error ? `aria-invalid="true" aria-describedby="${id}-error"` : "",
    spec.attributes ?? "",
    `dir="${spec.dir}"`,
  ]
    .filter(Boolean)
    .join(" ");
  let control: string;
  if (spec.select) {
    // The first option that matches is selected, once: a grade listed under two films.
    let found = false;
    const choose = (option: Choice) => {
      const html = optionHtml(option, found ? "\u0000" : spec.value);
      if (option.value === spec.value) found = true;
      return html;
    };
    const options = spec.select.options.map(choose).join("");
    const groups = (spec.select.groups ?? [])
      .map(
        (group) =>
          `<optgroup label="${escapeHtml(group.label)}">${group.options.map(choose).join("")}</optgroup>`,
      )
      .join("");
    control = `<select ${attributes}>${options}${groups}</select>`;
  } else if (spec.textarea) {
    control = `<textarea ${attributes} rows="${spec.textarea.rows}">${escapeHtml(spec.value)}</textarea>`;
  } else {
    control = `<input ${attributes} value="${escapeHtml(spec.value)}">`;
  }
  const hint = spec.required ? "" : ` <span class="hint">${escapeHtml(spec.optional)}</span>`;
  const message = spec.error
    ? `\n<p class="error" id="${id}-error">${escapeHtml(spec.error)}</p>`
    : "";
  return `<div>\n<label for="${id}">${escapeHtml(spec.label)}${hint}</label>\n${control}${message}\n</div>`;
}

/** The list of fields to correct, each a link to its field with its label and message; none, nothing. */
export function problemsHtml(
  locale: Locale,
  items: readonly (readonly [id: string, label: string, error: string])[],
): string {
  if (items.length === 0) return "";
  const list = items
    .map(
      ([id, label, error]) =>
        `<li><a href="#${id}">${escapeHtml(problemLine(locale, label, error))}</a></li>`,
    )
    .join("\n");
  const { t } = getEdition(locale);
  return `<div class="problem">\n<h2>${escapeHtml(t.ui.serverPages.correct)}</h2>\n<ul>\n${list}\n</ul>\n</div>`;
}

/** The hidden inputs a form sent back posts again: its key, its start time and the edition. */
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

/** What to do after a failure: the rate limit's wait, or a shorter text (with a leading space). */
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

/**
 * The body of an inquiry form sent back: why, the list of fields to
 * correct (each a link to its field), and the form with what was sent. It
 * posts the edition again, so the next answer (and the email) stays in it.
 */
export function invalidFormHtml(
  locale: Locale,
  form: {
    action: string;
    fieldsHtml: string;
    /** The fields to correct, in the form's order, with their labels and messages. */
    invalid: readonly { name: string; label: string; error: string }[];
    values: Readonly<Record<string, string | undefined>>;
    honeypot: string;
    submit: string;
    privacy: string;
  },
): string {
  const { t } = getEdition(locale);
  const problems = problemsHtml(
    locale,
    form.invalid.map(({ name, label, error }) => [fieldId(name), label, error] as const),
  );
  const hidden = hiddenFieldsHtml(locale, form.values);
  return `<p>${escapeHtml(t.contact.form.failure.reasons.invalid)}</p>
${problems}
<form method="post" action="${escapeHtml(form.action)}">
${form.fieldsHtml}
<div class="trap" aria-hidden="true"><label>${escapeHtml(form.honeypot)} <input name="website" type="text" tabindex="-1" autocomplete="off"></label></div>
${hidden}
<button type="submit">${escapeHtml(form.submit)}</button>
${privacyLineHtml(locale, form.privacy, t.ui.privacyLink)}
</form>`;
}

const contactAttributes: Record<ContactField, string> = {
  name: 'type="text" autocomplete="name"',
  email: 'type="email" autocomplete="email" spellcheck="false"',
  phone: 'type="tel" autocomplete="tel"',
  subject: 'type="text"',
  message: "",
};

/** The contact form again, with what was sent and a message at each field to correct. */
export function invalidInquiryPage(
  locale: Locale,
  action: string,
  values: InquiryFormValues,
  errors: Partial<Record<string, string>>,
): string {
  const copy = getEdition(locale).t.contact.form;
  const fieldsHtml = contactFields
    .map((field) =>
      formFieldHtml({
        name: field,
        label: copy.labels[field],
        value: values[field] ?? "",
        error: errors[field],
        required: field !== "phone",
        optional: copy.optional,
        dir: field === "email" || field === "phone" ? "ltr" : "auto",
        attributes: contactAttributes[field],
        ...(field === "message" ? { textarea: { rows: 8 } } : {}),
      }),
    )
    .join("\n");
  const invalid = contactFields.flatMap((field) => {
    const error = errors[field];
    return error ? [{ name: field, label: copy.labels[field], error }] : [];
  });
  return page(
    locale,
    invalidFormHtml(locale, {
      action,
      fieldsHtml,
      invalid,
      values,
      honeypot: copy.honeypot,
      submit: copy.submit,
      privacy: copy.privacy,
    }),
  );
}

/** Why a plain form post failed, and what to do: the rate limit's wait, or a shorter text. */
export function failureText(locale: Locale, reason: FailureReason, retryAfterSeconds?: number) {
  const { t } = getEdition(locale);
  const advice = failureAdvice(locale, reason, retryAfterSeconds);
  return `<p>${escapeHtml(t.contact.form.failure.reasons[reason] + advice)}</p>`;
}

/** Any other failure, in the visitor's edition: why, and what to do. */
export function inquiryFailurePage(
  locale: Locale,
  reason: FailureReason,
  retryAfterSeconds?: number,
): string {
  return page(locale, failureText(locale, reason, retryAfterSeconds));
}
