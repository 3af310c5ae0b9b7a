import type { SendMailOptions } from "nodemailer";

import { apiPaths } from "../../app/content/api-paths.ts";
import { company } from "../../app/content/company.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { localeSettings, type Locale } from "../../app/i18n/locales.ts";
import { capitalize, fillTemplate, plural } from "../../app/lib/text.ts";

import { domainOf, oneLine, type MailSettings } from "../delivery/mail.ts";
import type { MailSource } from "../delivery/outbox.ts";
import { escapeHtml } from "../http/escape-html.ts";

import { describeCriteria } from "./alert-criteria.ts";
import type { AlertTokens, TokenPurpose } from "./alert-tokens.ts";
import type { Alert, AlertMail, AnnouncedMachine, SqliteAlertStore } from "./sqlite-alert-store.ts";

export interface AlertMailSettings extends MailSettings {
  /** The site's public origin, for the links: "https://www.flexpack.example". */
  siteUrl: string;
  tokens: AlertTokens;
}

type LinkSettings = Pick<AlertMailSettings, "siteUrl" | "tokens">;

// `lang` only picks the language of a page that cannot trust the token.
const signedLink = (
  path: string,
  purpose: TokenPurpose,
  id: string,
  lang: string,
  { siteUrl, tokens }: LinkSettings,
) =>
  `${siteUrl}${path}?${new URLSearchParams({ lang, token: tokens.sign(purpose, id) }).toString()}`;

/** The links of an alert's emails, absolute and signed. */
export function alertLinks(alertId: string, lang: string, settings: LinkSettings) {
  return {
    confirm: signedLink(apiPaths.alertConfirm, "confirm", alertId, lang, settings),
    unsubscribe: signedLink(apiPaths.alertUnsubscribe, "unsubscribe", alertId, lang, settings),
  };
}

/** The link that stops every alert a digest of several searches covers: its List-Unsubscribe. */
export const digestUnsubscribeLink = (mailId: string, lang: string, settings: LinkSettings) =>
  signedLink(apiPaths.alertUnsubscribe, "unsubscribe-digest", mailId, lang, settings);

/**
 * The machines of an email about several searches, by the searches that
 * found them: each machine once, in the section of exactly the searches
 * that found it ("For your search: A", then "For your searches: A, B", then
 * "For your search: B"…), so a buyer reads at once why it came.
 */
export function digestSections(
  mail: AlertMail,
): { alerts: Alert[]; machines: AnnouncedMachine[] }[] {
  const sections = new Map<
    string,
    { order: number[]; alerts: Alert[]; machines: AnnouncedMachine[] }
  >();
  for (const machine of mail.machines) {
    const order = mail.searches.flatMap((search, index) =>
      search.slugs.includes(machine.slug) ? [index] : [],
    );
    const key = order.join(" ");
    const section = sections.get(key);
    if (section) section.machines.push(machine);
    else
      sections.set(key, {
        order,
        alerts: order.map((index) => mail.searches[index]!.alert),
        machines: [machine],
      });
  }
  const before = (a: number[], b: number[]) => {
    for (let n = 0; n < Math.min(a.length, b.length); n += 1)
      if (a[n] !== b[n]) return a[n]! - b[n]!;
    return a.length - b.length;
  };
  return [...sections.values()]
    .sort((a, b) => before(a.order, b.order))
    .map(({ alerts, machines }) => ({ alerts, machines }));
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
  heading = "h2",
) => `<${heading} style="font-size:18px;margin:24px 0 8px">${escapeHtml(machine.name)}</${heading}>
<table cellpadding="4" style="border-collapse:collapse">
<tr><th style="text-align:start">${escapeHtml(copy.reference)}</th><td dir="ltr">${escapeHtml(machine.reference)}</td></tr>
${machine.facts.map((fact) => `<tr><th style="text-align:start">${escapeHtml(fact.label)}</th><td dir="auto">${escapeHtml(fact.value)}</td></tr>`).join("\n")}
</table>
<p>${machine.photo ? `<a href="${escapeHtml(siteUrl + machine.photo)}">${escapeHtml(copy.photo)}</a> · ` : ""}<a href="${escapeHtml(siteUrl + machine.path)}">${escapeHtml(copy.page)}</a></p>`;

/**
 * One email of the alerts, in the subscriber's language: the confirmation
 * with its signed link, a machine, a digest of several, or the digest of a
 * subscriber's several searches (each machine once, by the searches that
 * found it). Each has the one-click unsubscribe headers of RFC 8058, for
 * every alert it is about, and the links in its text (one per search); its
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
  // The footer's link and the List-Unsubscribe header: what this email is about.
  let unsubscribe = { label: copy.unsubscribe, link: links.unsubscribe };
  if (mail.kind === "match" && mail.searches.length > 1) {
    const several = copy.searches;
    const count = mail.machines.length;
    const first = mail.machines[0]!;
    subject =
      count === 1
        ? fillTemplate(copy.alert.subject, { name: first.name, reference: first.reference })
        : plural(several.subject, count, intl);
    const intro = plural(several.intro, count, intl);
    const line = labelled(alert.lang);
    // On a line of its own, a search starts with a capital: "From 2018".
    const searchOf = (found: Alert) => capitalize(describeCriteria(found.criteria, alert.lang));
    const stopLinks = mail.searches.map((search) => ({
      search: searchOf(search.alert),
      link: alertLinks(search.alert.id, alert.lang, settings).unsubscribe,
    }));
    const sections = digestSections(mail);
    const heading = (alerts: Alert[]) =>
      alerts.length === 1
        ? [fillTemplate(several.forSearch, { search: searchOf(alerts[0]!) })]
        : [several.forSearches, ...alerts.map((found) => `- ${searchOf(found)}`)];
    text = [
      intro,
      ...sections.flatMap((section) => [
        "",
        ...heading(section.alerts),
        "",
        section.machines
          .map((machine) => machineText(machine, settings.siteUrl, copy, alert.lang))
          .join("\n\n"),
      ]),
      "",
      "--",
      several.why,
      ...stopLinks.map((stop) => line(stop.search, stop.link)),
    ];
    html = [
      `<p>${escapeHtml(intro)}</p>`,
      ...sections.flatMap((section) => [
        section.alerts.length === 1
          ? `<h2 style="font-size:20px;margin:32px 0 0">${escapeHtml(heading(section.alerts)[0]!)}</h2>`
          : `<h2 style="font-size:20px;margin:32px 0 0">${escapeHtml(several.forSearches)}</h2>\n<ul>${section.alerts.map((found) => `<li>${escapeHtml(searchOf(found))}</li>`).join("")}</ul>`,
        ...section.machines.map((machine) => machineHtml(machine, settings.siteUrl, copy, "h3")),
      ]),
      `<hr><p style="color:#52606d">${escapeHtml(several.why)}</p>`,
      `<ul style="color:#52606d">${stopLinks.map((stop) => `<li>${escapeHtml(line(stop.search, ""))}<a href="${escapeHtml(stop.link)}">${escapeHtml(stop.link)}</a></li>`).join("\n")}</ul>`,
    ];
    unsubscribe = {
      label: several.unsubscribe,
      link: digestUnsubscribeLink(mail.id, alert.lang, settings),
    };
  } else if (mail.kind === "confirm") {
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
    `${unsubscribe.label} ${unsubscribe.link}`,
    "",
  ].join("\n");
  const htmlBody = `<!doctype html><html lang="${localeSettings[alert.lang].lang}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1b2733">
<p>${escapeHtml(copy.greeting)}</p>
${html.join("\n")}
<p>${escapeHtml(signature)}</p>
<p style="font-size:13px;color:#52606d">${escapeHtml(unsubscribe.label)} <a href="${escapeHtml(unsubscribe.link)}">${escapeHtml(unsubscribe.link)}</a></p>
</body></html>`;
  return {
    from: settings.from,
    to: alert.email,
    replyTo: settings.to,
    subject: oneLine(subject),
    messageId: `<alert-${mail.id}@${domainOf(settings.from)}>`,
    date: mail.createdAt,
    headers: {
      "List-Unsubscribe": `<${unsubscribe.link}>`,
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
