import { company } from "../../app/content/company.ts";
import { paths } from "../../app/content/paths.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { localizePath, type Locale } from "../../app/i18n/locales.ts";
import { callTopics, commonTimeZones, type CallField } from "../../app/islands/call-form/fields.ts";
import type { FailureReason } from "../../app/islands/submit/submit.ts";
import { formatHours, zoneName } from "../../app/lib/hours.ts";
import { fillTemplate } from "../../app/lib/text.ts";

import { escapeHtml } from "../http/escape-html.ts";
import { privacyLineHtml, serverPage } from "../http/server-page.ts";

import { failureAdvice, hiddenFieldsHtml, problemsHtml } from "./inquiry-pages.ts";

/**
 * A call request's answers to a visitor without JavaScript, in the edition
 * they wrote from: the form again with every value they typed and a message
 * at each field to correct, or why it failed. The frame is the server's
 * (../http/server-page.ts).
 */

export type CallFormValues = Partial<Record<CallField | "idempotencyKey" | "startedAt", string>>;

function page(locale: Locale, body: string): string {
  const { t } = getEdition(locale);
  const { failure } = t.callRequest.form;
  return serverPage(
    locale,
    {
      title: failure.title,
      direct: { lead: failure.direct, emailLead: failure.emailLead, phoneLead: failure.phoneLead },
      back: { href: localizePath(paths.requestCall, locale), label: t.callRequest.form.back },
    },
    body,
  );
}

const id = (field: CallField) => `field-${field}`;

interface Control {
  field: Exclude<CallField, "slots">;
  required: boolean;
  /** The input's attributes, or a textarea, or a select's options. */
  kind: string | "textarea" | readonly (readonly [value: string, label: string])[];
}

export function invalidCallPage(
  locale: Locale,
  action: string,
  values: CallFormValues,
  errors: Partial<Record<string, string>>,
): string {
  const { t, intl } = getEdition(locale);
  const copy = t.callRequest.form;
  const zoneNames: Readonly<Record<string, string>> = copy.zones;
  const zones = [...new Set([values.timeZone ?? "", ...commonTimeZones])].filter(Boolean);
  const controls: Control[] = [
    {
      field: "timeZone",
      required: true,
      // Our markets' zones by a city in the edition's words; another by its IANA name.
      // Own names only: a zone typed as "toString" is not a key of the object's prototype.
      kind: zones.map((zone) => [
        zone,
        (Object.hasOwn(zoneNames, zone) ? zoneNames[zone] : undefined) ?? zone.replaceAll("_", " "),
      ]),
    },
    { field: "preferredTimes", required: true, kind: "textarea" },
    {
      field: "topic",
      required: true,
      kind: callTopics.map((topic) => [topic, copy.topics[topic]]),
    },
    { field: "name", required: true, kind: 'type="text" autocomplete="name" dir="auto"' },
    {
      field: "company",
      required: false,
      kind: 'type="text" autocomplete="organization" dir="auto"',
    },
    {
      field: "email",
      required: true,
      kind: 'type="email" autocomplete="email" spellcheck="false" dir="ltr"',
    },
    { field: "phone", required: true, kind: 'type="tel" autocomplete="tel" dir="ltr"' },
    { field: "note", required: false, kind: "textarea" },
  ];
  const html = ({ field, required, kind }: Control) => {
    const value = values[field] ?? "";
    const error = errors[field] ?? (field === "preferredTimes" ? errors.slots : undefined);
    const attributes = [
      `id="${id(field)}" name="${field}"`,
      required ? "required" : "",
      error ? `aria-invalid="true" aria-describedby="${id(field)}-error"` : "",
    ]
      .filter(Boolean)
      .join(" ");
    const control =
      kind === "textarea"
        ? `<textarea ${attributes} rows="4" dir="auto">${escapeHtml(value)}</textarea>`
        : typeof kind === "string"
          ? `<input ${attributes} ${kind} value="${escapeHtml(value)}">`
          : `<select ${attributes}><option value="">${escapeHtml(copy.choose)}</option>${kind
              .map(
                ([option, label]) =>
                  `<option value="${escapeHtml(option)}"${option === value ? " selected" : ""}>${escapeHtml(label)}</option>`,
              )
              .join("")}</select>`;
    const hint = required ? "" : ` <span class="hint">${escapeHtml(copy.optional)}</span>`;
    const message = error
      ? `\n<p class="error" id="${id(field)}-error">${escapeHtml(error)}</p>`
      : "";
    return `<div>\n<label for="${id(field)}">${escapeHtml(copy.labels[field])}${hint}</label>\n${control}${message}\n</div>`;
  };
  const invalid = controls.filter(
    ({ field }) => errors[field] ?? (field === "preferredTimes" ? errors.slots : undefined),
  );
  const problems = problemsHtml(
    locale,
    invalid.map(({ field }) => [
      id(field),
      copy.labels[field],
      errors[field] ?? errors.slots ?? "",
    ]),
  );
  const hours = company.hours.map((entry) => formatHours(entry, t.ui.hours, intl)).join(" · ");
  const zone = fillTemplate(t.ui.hours.zone, { zone: zoneName(company.timeZone, intl) });
  return page(
    locale,
    `<p>${escapeHtml(copy.failure.reasons.invalid)}</p>
${problems}
<p>${escapeHtml(hours)}. ${escapeHtml(zone)}</p>
<form method="post" action="${escapeHtml(action)}">
${controls.map(html).join("\n")}
<div class="trap" aria-hidden="true"><label>${escapeHtml(copy.honeypot)} <input name="website" type="text" tabindex="-1" autocomplete="off"></label></div>
${hiddenFieldsHtml(locale, values)}
<button type="submit">${escapeHtml(copy.submit)}</button>
${privacyLineHtml(locale, copy.privacy, t.ui.privacyLink)}
</form>`,
  );
}

/** Any other failure, in the visitor's edition: why, and what to do. */
export function callFailurePage(
  locale: Locale,
  reason: FailureReason,
  retryAfterSeconds?: number,
): string {
  const reasons = getEdition(locale).t.callRequest.form.failure.reasons;
  const advice = failureAdvice(locale, reason, retryAfterSeconds);
  return page(locale, `<p>${escapeHtml(reasons[reason] + advice)}</p>`);
}
