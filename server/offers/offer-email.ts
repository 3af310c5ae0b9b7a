import type { SendMailOptions } from "nodemailer";

import { company } from "../../app/content/company.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { localeSettings } from "../../app/i18n/locales.ts";
import { sellEquipment as sellEquipmentCopy } from "../../app/content/sell-equipment.ts";
import { fillTemplate, plural } from "../../app/lib/text.ts";
import { englishCountryName } from "../../app/lib/countries.ts";
import { typeset } from "../../app/lib/typography.ts";
import { formatMoney } from "../../app/lib/money.ts";

import { domainOf, editionName, oneLine, subjectTag, type MailSettings } from "../delivery/mail.ts";
import type { MailSource } from "../delivery/outbox.ts";
import { escapeHtml } from "../http/escape-html.ts";

import { emailCopy } from "./offer-photos.ts";
import { shownReference, type Offer, type OfferStore } from "./offer-store.ts";

const { form } = sellEquipmentCopy;

/** "Gravure printing press, Bobst Rotomec 4003, 2015": the machine in one line, for the subject. */
export function machineLine(offer: Pick<Offer, "facts">): string {
  const { facts } = offer;
  const maker = [facts.manufacturer, facts.model].filter(Boolean).join(" ");
  return oneLine(`${typeText(facts)}, ${maker}, ${facts.year}`);
}

/** "Other machine: bag-making machine", in the seller's words when they gave them. */
const typeText = (facts: Offer["facts"]) =>
  facts.machineType === "other" && facts.otherType
    ? `${form.machineTypes.other}: ${facts.otherType}`
    : form.machineTypes[facts.machineType];

const notGiven = "(not given)";
const orNot = (value: string | number | null, unit = "") =>
  value === null || value === ""
    ? notGiven
    : `${typeof value === "number" ? value.toLocaleString("en-US") : value}${unit}`;
const choiceText = <T extends string>(value: T | "", names: Record<T, string>) =>
  value === "" ? notGiven : names[value];

/** The offer's facts as the firm reads them, in English whatever the edition: label and value. */
export const offerColumns: readonly [string, (offer: Offer) => string][] = [
  [form.labels.machineType, (offer) => typeText(offer.facts)],
  [form.labels.manufacturer, (offer) => offer.facts.manufacturer],
  [form.labels.model, (offer) => offer.facts.model || notGiven],
  [`${form.labels.serialNumber} (never published)`, ({ facts }) => orNot(facts.serialNumber)],
  [form.labels.year, (offer) => String(offer.facts.year)],
  [
    form.labels.country,
    ({ facts }) => `${englishCountryName(facts.country) ?? facts.country} (${facts.country})`,
  ],
  [form.labels.city, ({ facts }) => orNot(facts.city)],
  [form.labels.condition, (offer) => form.conditions[offer.facts.condition]],
  [form.labels.runningHours, ({ facts }) => orNot(facts.runningHours)],
  [form.labels.underPower, ({ facts }) => choiceText(facts.underPower, form.underPower)],
  [form.labels.webWidth, ({ facts }) => orNot(facts.webWidth, " mm")],
  [form.labels.maxSpeed, ({ facts }) => orNot(facts.maxSpeed, " m/min")],
  [form.labels.stations, ({ facts }) => orNot(facts.stations)],
  [form.labels.videoUrl, ({ facts }) => orNot(facts.videoUrl)],
  [
    form.labels.availability,
    ({ facts }) => (facts.availability ? form.availability[facts.availability] : notGiven),
  ],
  [form.labels.dismantling, ({ facts }) => choiceText(facts.dismantling, form.dismantling)],
  [
    form.labels.askingPrice,
    ({ facts }) =>
      facts.askingPrice === null
        ? notGiven
        : `${facts.askingPrice.toLocaleString("en-US")} ${facts.currency}`,
  ],
  [form.labels.negotiable, ({ facts }) => choiceText(facts.negotiable, form.yesNo)],
  [form.labels.priceBasis, ({ facts }) => choiceText(facts.priceBasis, form.priceBasis)],
  [form.labels.vat, ({ facts }) => choiceText(facts.vat, form.vat)],
  [
    "Confidential",
    ({ facts }) => (facts.confidential ? "Yes: do not publish while it runs" : "No"),
  ],
  [form.labels.photos, (offer) => String(offer.photos.length)],
  [form.labels.name, (offer) => offer.facts.name],
  [form.labels.company, (offer) => offer.facts.company || notGiven],
  [form.labels.sellerRole, ({ facts }) => choiceText(facts.sellerRole, form.sellerRole)],
  [form.labels.email, (offer) => offer.facts.email],
  [form.labels.phone, (offer) => offer.facts.phone],
  [form.labels.answerLanguage, (offer) => editionName(offer.facts.answerLanguage)],
  ["Edition", (offer) => editionName(offer.edition)],
  ["Received", (offer) => `${offer.receivedAt.toISOString().replace("T", " ").slice(0, 16)} UTC`],
  ["Reference", (offer) => shownReference(offer)],
];

export const offerRows = (offer: Offer): [string, string][] =>
  offerColumns.map(([label, value]) => [label, value(offer)]);

export interface OfferAttachment {
  filename: string;
  content: Buffer;
}

/**
 * The email for one offer: the facts as a table (text and HTML), the
 * description, and the photos attached. Like an inquiry's, it comes from the
 * firm, replies to the seller, and has a Message-ID of its own offer.
 */
export function offerEmail(
  offer: Offer,
  { to, from }: MailSettings,
  attachments: readonly OfferAttachment[],
): SendMailOptions {
  const rows = offerRows(offer);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const description = offer.facts.description || "(no description)";
  const text = [
    "A machine offered through the seller's form of the website.",
    "",
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    description,
    "",
    `${attachments.length} photo(s) attached. Turn the offer into a draft listing with:`,
    `npm run inventory:from-offer -- ${shownReference(offer)}`,
    "",
    "--",
    `Reply to this email to answer ${oneLine(offer.facts.name)} directly.`,
    "",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2733">
<p>A machine offered through the seller's form of the website.</p>
<table cellpadding="6" style="border-collapse:collapse">
${rows
  .map(
    ([label, value]) =>
      `<tr><th align="left" style="border-bottom:1px solid #d5dde5">${escapeHtml(label)}</th><td style="border-bottom:1px solid #d5dde5" dir="auto">${escapeHtml(value)}</td></tr>`,
  )
  .join("\n")}
</table>
<p dir="auto" style="white-space:pre-wrap">${escapeHtml(description)}</p>
<p>${attachments.length} photo(s) attached. Turn the offer into a draft listing with <code>npm run inventory:from-offer -- ${escapeHtml(shownReference(offer))}</code>.</p>
</body></html>`;
  return {
    from,
    to,
    replyTo: { name: oneLine(offer.facts.name), address: offer.facts.email },
    subject: `${subjectTag(offer.edition)}Machine offer: ${machineLine(offer)}`,
    messageId: `<offer-${offer.id}@${domainOf(from)}>`,
    date: offer.receivedAt,
    text,
    html,
    attachments: attachments.map(({ filename, content }) => ({
      filename,
      content,
      contentType: "image/jpeg",
    })),
  };
}

/**
 * The confirmation to the seller, in the language they chose for our answer:
 * the reference, what was received (the photos, the price), and what happens
 * next. It comes from the firm and replies to the firm's inbox.
 */
export function confirmationEmail(offer: Offer, { to, from }: MailSettings): SendMailOptions {
  const locale = offer.facts.answerLanguage;
  const { t, intl } = getEdition(locale);
  const copy = t.sellEquipment.confirmation;
  const sent = t.sellEquipment.form.sent;
  const { facts } = offer;
  const reference = shownReference(offer);
  // The edition's comma: «آلة طباعة روتوغرافور، Bobst RS 4003، 2015», never a Latin one in Arabic.
  const { comma, dir } = localeSettings[locale];
  const typeName =
    facts.machineType === "other" && facts.otherType
      ? facts.otherType
      : t.sellEquipment.form.machineTypes[facts.machineType];
  const machine = oneLine(
    [typeName, [facts.manufacturer, facts.model].filter(Boolean).join(" "), facts.year].join(comma),
  );
  const received = fillTemplate(sent.received, {
    photos: plural(sent.photoCount, offer.photos.length, intl, { count: offer.photos.length }),
    price:
      facts.askingPrice === null
        ? sent.noPrice
        : fillTemplate(sent.price, {
            price: formatMoney(facts.askingPrice, facts.currency, intl),
          }),
  });
  const rows: [string, string][] = [
    [copy.reference, reference],
    [copy.machine, machine],
  ];
  const greeting = fillTemplate(copy.greeting, { name: oneLine(facts.name) });
  const text = [
    greeting,
    "",
    copy.intro,
    "",
    // "Référence : FP-1031" in French.
    ...rows.map(([label, value]) => `${typeset(`${label}:`, locale)} ${value}`),
    received,
    "",
    copy.next,
    copy.more,
    "",
    "--",
    `${copy.signature}${comma}${company.name}`,
    "",
  ].join("\n");
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1b2733">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(copy.intro)}</p>
<table cellpadding="6" style="border-collapse:collapse">
${rows
  .map(
    ([label, value]) =>
      `<tr><th align="start" style="border-bottom:1px solid #d5dde5;text-align:start">${escapeHtml(label)}</th><td style="border-bottom:1px solid #d5dde5" dir="auto">${escapeHtml(value)}</td></tr>`,
  )
  .join("\n")}
</table>
<p>${escapeHtml(received)}</p>
<p>${escapeHtml(copy.next)}</p>
<p>${escapeHtml(copy.more)}</p>
<p>${escapeHtml(copy.signature)}${comma}${escapeHtml(company.name)}</p>
</body></html>`;
  return {
    from,
    to: { name: oneLine(facts.name), address: facts.email },
    replyTo: to,
    subject: oneLine(fillTemplate(copy.subject, { reference, machine })),
    messageId: `<offer-confirmation-${offer.id}@${domainOf(from)}>`,
    date: offer.receivedAt,
    text,
    html,
  };
}

/**
 * The outbox's sources for offers: each offer to the firm with smaller
 * copies of its photos attached, and each confirmation to its seller (the
 * two fail and retry apart).
 */
export const offerMail = (offers: OfferStore, settings: MailSettings): MailSource<Offer>[] => [
  {
    kind: "offer",
    queue: offers,
    compose: async (offer) => {
      const attachments = await Promise.all(
        offer.photos.map(async (photo) => ({
          filename: photo.file,
          content: await emailCopy(offers.photoPath(offer, photo)),
        })),
      );
      return offerEmail(offer, settings, attachments);
    },
  },
  {
    kind: "confirmation",
    queue: offers.confirmations,
    compose: async (offer) => confirmationEmail(offer, settings),
  },
];
