import { getEdition } from "../../app/i18n/editions.ts";
import { paths } from "../../app/content/paths.ts";
import { retryAfterText } from "../../app/islands/submit/retry-after.ts";
import type { FailureReason } from "../../app/islands/submit/submit.ts";
import {
  CHECKED,
  machineFields,
  numberLimits,
  offerLimits,
  saleFields,
  PHOTOS_FIELD,
  photoRules,
  photoSizeLimit,
  sellerFields,
  type OfferField,
} from "../../app/islands/offer-form/fields.ts";
import { offerChoices } from "../../app/islands/offer-form/choices.ts";
import { fillTemplate } from "../../app/lib/text.ts";
import { localizePath, type Locale } from "../../app/i18n/locales.ts";

import { escapeHtml } from "../http/escape-html.ts";
import { privacyLineHtml, problemLine, serverPage } from "../http/server-page.ts";

/**
 * What a seller without JavaScript sees when the plain form post of an offer
 * fails: for invalid input, the form again in the edition's words with every
 * value kept, a message at each field, and the names of the photos to choose
 * again (no browser puts a file back into a form); for other failures, why
 * and what to do. The server's own frame, stylesheet and policy
 * (../http/server-page.ts), as the contact form's pages.
 */

export type OfferFormValues = Partial<Record<OfferField | "idempotencyKey" | "startedAt", string>>;

const fieldId = (field: string) => `field-${field}`;

function frame(locale: Locale) {
  const { t } = getEdition(locale);
  const copy = t.sellEquipment;
  return {
    title: copy.form.failure.title,
    direct: {
      lead: copy.form.failure.direct,
      emailLead: copy.form.failure.emailLead,
      phoneLead: copy.form.failure.phoneLead,
    },
    back: { href: localizePath(paths.sellEquipment, locale), label: copy.serverPage.back },
  };
}

const required = new Set<OfferField>([
  "machineType",
  "manufacturer",
  "year",
  "country",
  "condition",
  "name",
  "email",
  "phone",
]);

function fieldHtml(
  locale: Locale,
  field: OfferField,
  value: string,
  error: string | undefined,
): string {
  const { t } = getEdition(locale);
  const copy = t.sellEquipment.form;
  const id = fieldId(field);
  const isRequired = required.has(field);
  const common = [
    `id="${id}"`,
    `name="${field}"`,
    isRequired ? "required" : "",
    error ? `aria-invalid="true" aria-describedby="${id}-error"` : "",
  ];
  const choices = offerChoices(locale)[field as keyof ReturnType<typeof offerChoices>];
  let control: string;
  if (field === "confidential") {
    const checked = value === CHECKED ? " checked" : "";
    return `<div class="check">\n<input type="checkbox" id="${id}" name="${field}" value="${CHECKED}"${checked}>\n<label for="${id}">${escapeHtml(copy.labels[field])}</label>\n</div>`;
  }
  if (choices) {
    const options = [
      ...(field === "currency" || field === "answerLanguage"
        ? []
        : [{ value: "", label: copy.choose }]),
      ...choices,
    ]
      .map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${option.value === value ? " selected" : ""}>${escapeHtml(option.label)}</option>`,
      )
      .join("");
    control = `<select ${common.filter(Boolean).join(" ")}>${options}</select>`;
  } else if (field === "description") {
    control = `<textarea ${common.filter(Boolean).join(" ")} dir="auto" rows="6" maxlength="${offerLimits.description}">${escapeHtml(value)}</textarea>`;
  } else {
    const type =
      field === "email"
        ? 'type="email" autocomplete="email" spellcheck="false" dir="ltr"'
        : field === "phone"
          ? 'type="tel" autocomplete="tel" dir="ltr"'
          : field === "year"
            ? 'type="text" inputmode="numeric" dir="ltr"'
            : field === "askingPrice" || field in numberLimits
              ? 'type="text" inputmode="numeric" dir="ltr"'
              : field === "videoUrl"
                ? 'type="url" dir="ltr" spellcheck="false"'
                : field === "serialNumber"
                  ? 'type="text" dir="ltr" spellcheck="false"'
                  : field === "name"
                    ? 'type="text" autocomplete="name" dir="auto"'
                    : field === "company"
                      ? 'type="text" autocomplete="organization" dir="auto"'
                      : 'type="text" dir="auto"';
    control = `<input ${[...common, type].filter(Boolean).join(" ")} value="${escapeHtml(value)}">`;
  }
  const hint = isRequired ? "" : ` <span class="hint">${escapeHtml(copy.optional)}</span>`;
  const message = error ? `\n<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : "";
  return `<div>\n<label for="${id}">${escapeHtml(copy.labels[field])}${hint}</label>\n${control}${message}\n</div>`;
}

/**
 * The offer form again, with what was sent and a message at each field to
 * correct. Photos cannot come back: `photoNames` lists those the seller
 * chose, to choose again.
 */
export function invalidOfferPage(
  locale: Locale,
  action: string,
  values: OfferFormValues,
  errors: Partial<Record<string, string>>,
  photoNames: readonly string[],
): string {
  const { t, intl } = getEdition(locale);
  const copy = t.sellEquipment;
  const labels: Record<string, string> = copy.form.labels;
  const invalid = [...machineFields, PHOTOS_FIELD, ...saleFields, ...sellerFields].filter(
    (field) => errors[field],
  );
  const problems =
    invalid.length > 0
      ? `<div class="problem">\n<h2>${escapeHtml(copy.serverPage.correct)}</h2>\n<ul>\n${invalid
          .map(
            (field) =>
              `<li><a href="#${fieldId(field)}">${escapeHtml(problemLine(locale, labels[field]!, errors[field]!))}</a></li>`,
          )
          .join("\n")}\n</ul>\n</div>`
      : "";
  const again =
    photoNames.length > 0
      ? `<div class="again"><p>${escapeHtml(copy.serverPage.chooseAgain)}</p>\n<ul>${photoNames
          .map((name) => `<li dir="auto">${escapeHtml(name)}</li>`)
          .join("")}</ul></div>`
      : "";
  const photoError = errors[PHOTOS_FIELD];
  const photoId = fieldId(PHOTOS_FIELD);
  const photos = `<div>
<label for="${photoId}">${escapeHtml(copy.form.labels.photos)}</label>
<p class="hint" id="${photoId}-rules">${escapeHtml(fillTemplate(copy.form.photos.rules, { size: photoSizeLimit(intl) }))}</p>
${again}
<input id="${photoId}" name="${PHOTOS_FIELD}" type="file" multiple required accept="${photoRules.accept}" aria-describedby="${photoId}-rules${photoError ? ` ${photoId}-error` : ""}"${photoError ? ' aria-invalid="true"' : ""}>${photoError ? `\n<p class="error" id="${photoId}-error">${escapeHtml(photoError)}</p>` : ""}
</div>`;
  const hidden = [
    ...(["idempotencyKey", "startedAt"] as const)
      .filter((name) => values[name])
      .map((name) => [name, values[name]!] as const),
    ["edition", locale] as const,
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("\n");
  const fields = (list: readonly OfferField[]) =>
    list.map((field) => fieldHtml(locale, field, values[field] ?? "", errors[field])).join("\n");
  return serverPage(
    locale,
    frame(locale),
    `<p>${escapeHtml(copy.form.failure.reasons.invalid)}</p>
${problems}
<form method="post" action="${escapeHtml(action)}" enctype="multipart/form-data">
<fieldset><legend>${escapeHtml(copy.form.sections.machine)}</legend>
${fields(machineFields)}
</fieldset>
<fieldset><legend>${escapeHtml(copy.form.sections.photos)}</legend>
${photos}
</fieldset>
<fieldset><legend>${escapeHtml(copy.form.sections.sale)}</legend>
${fields(saleFields)}
</fieldset>
<fieldset><legend>${escapeHtml(copy.form.sections.seller)}</legend>
${fields(sellerFields)}
</fieldset>
<div class="trap" aria-hidden="true"><label>${escapeHtml(copy.form.honeypot)} <input name="website" type="text" tabindex="-1" autocomplete="off"></label></div>
${hidden}
<button type="submit">${escapeHtml(copy.form.submit)}</button>
${privacyLineHtml(locale, copy.form.privacy, t.ui.privacyLink)}
</form>`,
  );
}

/** Any other failure of an offer, in the seller's edition: why, and what to do. */
export function offerFailurePage(
  locale: Locale,
  reason: FailureReason,
  retryAfterSeconds?: number,
): string {
  const edition = getEdition(locale);
  const { t } = edition;
  const advice =
    reason === "rate-limited"
      ? ` ${retryAfterText(retryAfterSeconds, t.contact.retryAfter, edition.intl)}`
      : "";
  return serverPage(
    locale,
    frame(locale),
    `<p>${escapeHtml(t.sellEquipment.form.failure.reasons[reason] + advice)}</p>`,
  );
}
