import { keepWithUnit } from "../lib/text.ts";

import { company } from "./company.ts";
import type { LegalSection } from "./types.ts";

/**
 * How long the server keeps contact messages and sellers' offers: the
 * default of RETENTION_MONTHS (server/delivery/retention.ts), and what the
 * privacy notice says. Change both together (docs/operating.md).
 */
export const retentionMonths = 24;

/**
 * The retention in each edition's words and plural forms, held to its
 * number: "24 months", « 24 mois », «24 شهرًا» (and «شهران» were it two).
 * Arabic with Western digits, as the site writes them (app/i18n/locales.ts).
 */
const monthsIn = (intl: string) =>
  keepWithUnit(
    new Intl.NumberFormat(intl, { style: "unit", unit: "month", unitDisplay: "long" }).format(
      retentionMonths,
    ),
  );
export const retentionPeriod = {
  en: monthsIn("en"),
  fr: monthsIn("fr"),
  ar: monthsIn("ar-u-nu-latn"),
} as const;

const privacySections: LegalSection[] = [
  {
    title: "Who is responsible for your data",
    paragraphs: [
      `${company.name} decides what is collected on this website and how it is used. Write to us at {email}, or at the postal address given in our {legal}.`,
    ],
  },
  {
    title: "What we collect, and why",
    paragraphs: [
      "We only collect what you type into our five forms, and we use it only for the purpose of that form:",
    ],
    items: [
      "Contact form: your name, email address, phone number if you give it, the subject and your message, and the language of the page you wrote from. We use them to answer you and to follow up your request.",
      "Sample request: the film, grade and sizes you ask for, the trial quantity and your application, the delivery country and city or port, your company, name, email address and phone number, and the language of the page. We use them to answer you, agree the grade with the producer and ship the samples; the carrier that delivers them receives the delivery details it needs.",
      "Call request: the topic, the two or three times you pick with your time zone (or the times you write), your name, company if you give it, email address and phone number, a note if you add one, and the language of the page. We use them to confirm one of those times by email and to call you.",
      "Selling a machine: your name, company, email address, phone or WhatsApp number and the language you want our answer in, with the machine's details, description, asking price and 1 to 12 photos. We use them to value the machine, answer you and, if we agree to list it, prepare its listing; your contact details are never shown on the website. Before storing a photo we re-encode it without its metadata, so no GPS position or camera serial number is kept.",
      "Machine alerts: your email address, the search you leave and the language of the emails. We use them only to send the alerts you asked for, and only after you confirm your address through the link we email you.",
    ],
  },
  {
    title: "Why we may use it",
    paragraphs: [
      "Under the European Union's General Data Protection Regulation (GDPR), we answer messages and offers because you asked us to, as steps before a possible contract, and in our legitimate interest in answering business enquiries. Machine alerts rest on your consent, which you withdraw at any time by unsubscribing.",
      "Under Moroccan law 09-08 on the protection of individuals with regard to the processing of personal data, you consent to this processing, for the purposes described here, when you send a form.",
    ],
  },
  {
    title: "What we do not collect",
    paragraphs: [
      "This website sets no cookies for visitors and uses no analytics or advertising trackers. To stop abuse, our server counts the forms sent from each IP address for a short time, in its memory only: the address is not stored with what you send. Your browser keeps one note in its local storage, that the site's typeface is already downloaded; it says nothing about you.",
      "A machine video from YouTube loads only when you press play; YouTube then applies its own privacy policy. Our WhatsApp link opens WhatsApp, under WhatsApp's terms.",
    ],
  },
  {
    title: "Where it is kept, and who sees it",
    paragraphs: [
      "What you send through the forms is stored in a database (SQLite) on our own server, and the photos of an offer in files beside it. Messages and offers are also emailed to our team's inbox, and confirmations and alerts to you, through our email (SMTP) provider.",
      "Only the members of our team who handle your request see your data, together with the providers that run our server and carry our emails, on our behalf and for no other use. We do not sell your data, use it for marketing or pass it to anyone else, unless the law obliges us to. Our firm and its server may be in a country other than yours: your data goes there only so that we can handle your request.",
    ],
  },
  {
    title: "How long we keep it",
    paragraphs: ["Each kind of data is kept only as long as its purpose needs:"],
    items: [
      `Contact messages, sample and call requests, and sellers' offers with their photos: ${retentionPeriod.en} after we receive them, then our server deletes them automatically. A message that has not yet reached our inbox is kept until it does, so that no request is lost.`,
      "Alert requests that are not confirmed: deleted with the email address 7 days after the request.",
      "Confirmed machine alerts: for as long as you keep them. Every alert email has a link that deletes the alert at once.",
    ],
  },
  {
    title: "Your rights",
    paragraphs: [
      "You may ask to see the data we hold about you, to have it corrected or deleted, to object to its use or to have its use restricted, and to receive a copy of it in a common format. Write to {email} from the address concerned and tell us what you would like. We answer within one month; a deletion covers everything linked to that address: messages, offers and their photos, and alerts.",
      "If our answer does not satisfy you, you may complain to a data protection authority: in Morocco, the CNDP (Commission nationale de contrôle de la protection des données à caractère personnel); in the European Union, the authority of the country where you live or work.",
    ],
  },
  {
    title: "Changes to this notice",
    paragraphs: [
      "We update this notice whenever what we collect or how we use it changes. The date at the top of the page says when it last changed.",
    ],
  },
];

/**
 * The privacy notice, in English. Its facts are the server's (server/):
 * what each form stores, where, for how long, who receives the emails.
 * In the text, {email} is the firm's address as a link and {legal} the link
 * to the legal notice (app/templates/legal-page.tsx).
 */
export const privacy = {
  hero: {
    eyebrow: "Privacy",
    title: "Privacy Notice",
    lead: "What we collect through this website's forms, why, where it is kept, for how long, and how to have it corrected or deleted.",
  },
  updated: "Last updated: 28 November 2026",
  sections: privacySections,
  /** The words of the link the text names {legal}. */
  links: {
    legal: "legal notice",
  },
};
