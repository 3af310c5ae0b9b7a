import { apiPaths } from "../../app/content/api-paths.ts";
import { paths } from "../../app/content/paths.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { alertFormLink } from "../../app/i18n/links.ts";
import {
  localeSettings,
  localizePath,
  locales,
  ownLocaleFirst,
  type Locale,
} from "../../app/i18n/locales.ts";
import { machineTypes } from "../../app/inventory/listing-constants.ts";
import { countryOptions } from "../../app/lib/countries.ts";
import { fillTemplate } from "../../app/lib/text.ts";

import { escapeHtml } from "../http/escape-html.ts";
import { privacyLineHtml, problemLine, serverPage } from "../http/server-page.ts";

import { alertYears, describeCriteria, type AlertCriteria } from "./alert-criteria.ts";

/**
 * The pages of the machine alerts, written by the server in the edition's
 * language and direction with no script (the frame and policy of
 * ../http/server-page.ts): the form, prefilled from the catalogue's search,
 * and what each link of the emails opens.
 */

function page(locale: Locale, title: string, body: string): string {
  const { t } = getEdition(locale);
  const failure = t.contact.form.failure;
  return serverPage(
    locale,
    {
      title,
      direct: { lead: failure.direct, emailLead: failure.emailLead, phoneLead: failure.phoneLead },
      back: { href: localizePath(paths.usedEquipment, locale), label: t.machineAlerts.back },
    },
    body,
  );
}

/** What the form shows: the search, the address and language typed, and the box ticked. */
export interface AlertFormValues extends AlertCriteria {
  email: string;
  lang: Locale;
  consent: boolean;
}

const option = (value: string, label: string, selected: string) =>
  `<option value="${escapeHtml(value)}"${value === selected ? " selected" : ""}>${escapeHtml(label)}</option>`;

/**
 * The form, in `locale`'s words. `errors` (after a refused post) puts a
 * message at each field and a list of them first; `now` is the time trap's
 * start, which the form posts back (a person takes longer than 3 s).
 */
export function alertFormPage(
  locale: Locale,
  values: AlertFormValues,
  { errors = {}, now = new Date() }: { errors?: Partial<Record<string, string>>; now?: Date } = {},
): string {
  const { t, intl } = getEdition(locale);
  const copy = t.machineAlerts.form;
  const id = (name: string) => `alert-${name}`;
  const described = (name: string) =>
    errors[name] ? ` aria-invalid="true" aria-describedby="${id(name)}-error"` : "";
  const error = (name: string) =>
    errors[name]
      ? `\n<p class="error" id="${id(name)}-error">${escapeHtml(errors[name]!)}</p>`
      : "";
  const field = (name: keyof typeof copy.labels, control: string, hint = "") =>
    `<div>\n<label for="${id(name)}">${escapeHtml(copy.labels[name])}</label>\n${hint}${control}${error(name)}\n</div>`;
  const years = alertYears(now).map(String);
  const yearSelect = (name: "from" | "to") =>
    `<select id="${id(name)}" name="${name}"${described(name)}>\n${[
      option("", copy.anyYear, values[name]),
      ...years.map((year) => option(year, year, values[name])),
    ].join("\n")}\n</select>`;

  const known = new Set(Object.keys(copy.labels));
  const listed = Object.entries(errors).filter(([name]) => name !== "form");
  const problems =
    listed.length > 0 || errors.form
      ? `<div class="problem">\n<h2>${escapeHtml(t.machineAlerts.errors.summary)}</h2>\n<ul>\n${[
          ...(errors.form ? [`<li>${escapeHtml(errors.form)}</li>`] : []),
          ...listed.map(([name, message]) =>
            known.has(name) || name === "consent"
              ? `<li><a href="#${id(name)}">${escapeHtml(name === "consent" ? message! : problemLine(locale, copy.labels[name as keyof typeof copy.labels], message!))}</a></li>`
              : `<li>${escapeHtml(message!)}</li>`,
          ),
        ].join("\n")}\n</ul>\n</div>`
      : "";

  const form = `<form method="post" action="${apiPaths.alerts}">
${field("email", `<input id="${id("email")}" name="email" type="email" autocomplete="email" spellcheck="false" dir="ltr" required maxlength="254" value="${escapeHtml(values.email)}"${described("email")}>`)}
<fieldset>
<legend>${escapeHtml(copy.criteria)}</legend>
${field(
  "type",
  `<select id="${id("type")}" name="type"${described("type")}>\n${[
    option("", copy.anyType, values.type),
    ...machineTypes
      .map((type) => ({ value: type, label: t.usedEquipment.catalogue.typeNames[type] }))
      .sort((a, b) => a.label.localeCompare(b.label, intl))
      .map((type) => option(type.value, type.label, values.type)),
  ].join("\n")}\n</select>`,
)}
${field("from", yearSelect("from"))}
${field("to", yearSelect("to"))}
${field(
  "country",
  `<select id="${id("country")}" name="country"${described("country")}>\n${[
    option("", copy.anyCountry, values.country),
    ...countryOptions(intl).map((country) => option(country.value, country.label, values.country)),
  ].join("\n")}\n</select>`,
)}
${field(
  "q",
  `<input id="${id("q")}" name="q" type="text" dir="auto" maxlength="100" value="${escapeHtml(values.q)}" aria-describedby="${id("q")}-hint${errors.q ? ` ${id("q")}-error` : ""}"${errors.q ? ' aria-invalid="true"' : ""}>`,
  `<p class="hint" id="${id("q")}-hint">${escapeHtml(copy.qHint)}</p>\n`,
)}
</fieldset>
${field(
  "lang",
  `<select id="${id("lang")}" name="lang"${described("lang")}>\n${ownLocaleFirst(locales, locale)
    .map((lang) => {
      const { nativeName, lang: tag } = localeSettings[lang];
      return `<option value="${lang}" lang="${tag}"${lang === values.lang ? " selected" : ""}>${escapeHtml(nativeName)}</option>`;
    })
    .join("\n")}\n</select>`,
)}
<div>
<div class="check">
<input id="${id("consent")}" name="consent" type="checkbox" value="yes" required${values.consent ? " checked" : ""}${described("consent")}>
<label for="${id("consent")}">${escapeHtml(copy.consent)}</label>
</div>${error("consent")}
${privacyLineHtml(locale, "", t.ui.privacyLink)}
</div>
<div class="trap" aria-hidden="true"><label>${escapeHtml(copy.honeypot)} <input name="website" type="text" tabindex="-1" autocomplete="off"></label></div>
<input type="hidden" name="edition" value="${locale}">
<input type="hidden" name="startedAt" value="${now.getTime()}">
<button type="submit">${escapeHtml(copy.submit)}</button>
</form>`;
  return page(locale, copy.title, `<p>${escapeHtml(copy.intro)}</p>\n${problems}\n${form}`);
}

/** After a post: the same page whether the address was new, known, confirmed or a bot's. */
export function alertSentPage(locale: Locale): string {
  const copy = getEdition(locale).t.machineAlerts.sent;
  return page(
    locale,
    copy.title,
    `<p>${escapeHtml(copy.body)}</p>\n<p>${escapeHtml(copy.spam)}</p>`,
  );
}

export function alertConfirmedPage(locale: Locale, criteria: AlertCriteria): string {
  const copy = getEdition(locale).t.machineAlerts.confirmed;
  const search = describeCriteria(criteria, locale);
  return page(
    locale,
    copy.title,
    `<p>${escapeHtml(fillTemplate(copy.body, { search }))}</p>\n<p>${escapeHtml(copy.unsubscribe)}</p>`,
  );
}

const newAlertLink = (locale: Locale, criteria: Partial<AlertCriteria> = {}, label?: string) =>
  `<p><a href="${escapeHtml(alertFormLink(criteria, locale))}">${escapeHtml(label ?? getEdition(locale).t.machineAlerts.newAlert)}</a></p>`;

export function alertExpiredPage(locale: Locale): string {
  const copy = getEdition(locale).t.machineAlerts.expired;
  return page(locale, copy.title, `<p>${escapeHtml(copy.body)}</p>\n${newAlertLink(locale)}`);
}

export function alertInvalidLinkPage(locale: Locale): string {
  const copy = getEdition(locale).t.machineAlerts.invalid;
  return page(locale, copy.title, `<p>${escapeHtml(copy.body)}</p>\n${newAlertLink(locale)}`);
}

/**
 * Unsubscribed, in the email's language, with the way back: the same search,
 * prefilled; after the link of an email about several searches, each of them.
 */
export function alertUnsubscribedPage(locale: Locale, searches: readonly AlertCriteria[]): string {
  const copy = getEdition(locale).t.machineAlerts.unsubscribed;
  if (searches.length > 1) {
    const again = searches
      .map(
        (criteria) =>
          `<li><a href="${escapeHtml(alertFormLink(criteria, locale))}">${escapeHtml(describeCriteria(criteria, locale))}</a></li>`,
      )
      .join("\n");
    return page(
      locale,
      copy.title,
      `<p>${escapeHtml(copy.bodySeveral)}</p>\n<p>${escapeHtml(copy.againSeveral)}</p>\n<ul>\n${again}\n</ul>`,
    );
  }
  return page(
    locale,
    copy.title,
    `<p>${escapeHtml(copy.body)}</p>\n${newAlertLink(locale, searches[0] ?? {}, copy.again)}`,
  );
}

/** A post refused before its fields were read: too many, too large, unreadable. */
export function alertFailurePage(locale: Locale, message: string): string {
  const { t } = getEdition(locale);
  return page(
    locale,
    t.machineAlerts.form.title,
    `<div class="problem"><p>${escapeHtml(message)}</p></div>\n${newAlertLink(locale)}`,
  );
}
