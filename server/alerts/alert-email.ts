import type { SendMailOptions } from "nodemailer";

import { apiPaths } from "../../app/content/api-paths.ts";
import { company } from "../../app/content/company.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { localeSettings, type Locale } from "../../app/i18n/locales.ts";
import { fillTemplate, plural } from "../../app/lib/text.ts";

import { domainOf, oneLine, type MailSettings } from "../delivery/mail.ts";
import type { MailSource } from "../delivery/outbox.ts";
import { escapeHtml } from "../http/escape-html.ts";

import { describeCriteria } from "./alert-criteria.ts";
import type { AlertTokens } from "./alert-tokens.ts";
import type { AlertMail, AnnouncedMachine, SqliteAlertStore } from "./sqlite-alert-store.ts";

export interface AlertMailSettings extends MailSettings {
  /** The site's public origin, for the links: "https://www.flexpack.example". */
  siteUrl: string;
  tokens: AlertTokens;
}

/** The links of an alert's emails, absolute and signed. */
export function alertLinks(
  alertId: string,
  lang: string,
  { siteUrl, tokens }: Pick<AlertMailSettings, "siteUrl" | "tokens">,
) {
  // `lang` only picks the language of a page that cannot trust the token.
  const link = (path: string, purpose: "confirm" | "unsubscribe") =>
    `${siteUrl}${path}?${new URLSearchParams({ lang, token: tokens.sign(purpose, alertId) }).toString()}`;
  return {
    confirm: link(apiPaths.alertConfirm, "confirm"),
    unsubscribe: link(apiPaths.alertUnsubscribe, "unsubscribe"),
  };
}

/** "Label: value", with French's no-break space before the colon. */
const labelled = (lang: Locale) => (label: string, value: string) =>
  `${label}${lang === "fr" ? "\u00a0:" : ":"} ${value}`;

const machineText = (
  machine: AnnouncedMachine,
  siteUrl: string,
  copy: { reference: string; photo: string; page: string },
  lang: Locale,
) => {
  const line = labelled(lang);
  return [
    `${machine.name}`,
    line(copy.reference, machine.reference),
    ...machine.facts.map((fact) => line(fact.label, fact.value)),
    ...(machine.photo ? [line(copy.photo, `${siteUrl}${machine.photo}`)] : []),
    line(copy.page, `${siteUrl}${machine.path}`),
  ].join("\n");
};

const machineHtml = (
  machine: AnnouncedMachine,
  siteUrl: string,
  copy: { reference: string; photo: string; page: string },
) => `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(machine.name)}</h2>
<table cellpadding="4" style="border-collapse:collapse">
<tr><th style="text-align:start">${escapeHtml(copy.reference)}</th><td dir="ltr">${escapeHtml(machine.reference)}</td></tr>
${machine.facts.map((fact) => `<tr><th style="text-align:start">${escapeHtml(fact.label)}</th><td dir="auto">${escapeHtml(fact.value)}</td></tr>`).join("\n")}
</table>
<p>${machine.photo ? `<a href="${escapeHtml(siteUrl + machine.photo)}">${escapeHtml(copy.photo)}</a> · ` : ""}<a href="${escapeHtml(siteUrl + machine.path)}">${escapeHtml(copy.page)}</a></p>`;

/**
 * One email of the alerts, in the subscriber's language: the confirmation
 * with its signed link, a machine, or a digest of several. Each has the
 * one-click unsubscribe headers of RFC 8058 and the link in its text; its
 * Message-ID is the queued email's, so a resend after a crash shows once.
 */
export function alertEmail(mail: AlertMail, settings: AlertMailSettings): SendMailOptions {
  const { alert } = mail;
  const { t, intl } = getEdition(alert.lang);
  const copy = t.machineAlerts.email;
  const links = alertLinks(alert.id, alert.lang, settings);
  const search = describeCriteria(alert.criteria, alert.lang);
  const { dir } = localeSettings[alert.lang];
  const signature = fillTemplate(copy.signature, { company: company.name });

  let subject: string;
  let text: string[];
  let html: string[];
  if (mail.kind === "confirm") {
    subject = copy.confirm.subject;
    text = [
      copy.confirm.intro,
      "",
      search,
      "",
      copy.confirm.action,
      links.confirm,
      "",
      copy.confirm.ignore,
    ];
    html = [
      `<p>${escapeHtml(copy.confirm.intro)}</p>`,
      `<p><strong>${escapeHtml(search)}</strong></p>`,
      `<p>${escapeHtml(copy.confirm.action)}<br><a href="${escapeHtml(links.confirm)}">${escapeHtml(links.confirm)}</a></p>`,
      `<p>${escapeHtml(copy.confirm.ignore)}</p>`,
    ];
  } else {
    const single = mail.machines.length === 1;
    const first = mail.machines[0]!;
    subject = single
      ? fillTemplate(copy.alert.subject, { name: first.name, reference: first.reference })
      : plural(copy.digest.subject, mail.machines.length, intl);
    const intro = single ? copy.alert.intro : copy.digest.intro;
    text = [
      intro,
      "",
      mail.machines
        .map((machine) => machineText(machine, settings.siteUrl, copy, alert.lang))
        .join("\n\n"),
      "",
      "--",
      fillTemplate(copy.why, { search }),
    ];
    html = [
      `<p>${escapeHtml(intro)}</p>`,
      ...mail.machines.map((machine) => machineHtml(machine, settings.siteUrl, copy)),
      `<hr><p style="color:#52606d">${escapeHtml(fillTemplate(copy.why, { search }))}</p>`,
    ];
  }
  const body = [
    copy.greeting,
    "",
    ...text,
    "",
    signature,
    "",
    `${copy.unsubscribe} ${links.unsubscribe}`,
    "",
  ].join("\n");
  const htmlBody = `<!doctype html><html lang="${localeSettings[alert.lang].lang}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1b2733">
<p>${escapeHtml(copy.greeting)}</p>
${html.join("\n")}
<p>${escapeHtml(signature)}</p>
<p style="font-size:13px;color:#52606d">${escapeHtml(copy.unsubscribe)} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(links.unsubscribe)}</a></p>
</body></html>`;
  return {
    from: settings.from,
    to: alert.email,
    replyTo: settings.to,
    subject: oneLine(subject),
    messageId: `<alert-${mail.id}@${domainOf(settings.from)}>`,
    date: mail.createdAt,
    headers: {
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    text: body,
    html: htmlBody,
  };
}

/** The outbox's source of the alerts' emails: confirmations and matches, to each subscriber. */
export const alertMail = (
  store: SqliteAlertStore,
  settings: AlertMailSettings,
): MailSource<AlertMail> => ({
  kind: "alert",
  queue: store,
  compose: async (mail) => alertEmail(mail, settings),
});
