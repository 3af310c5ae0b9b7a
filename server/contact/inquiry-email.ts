import type { SendMailOptions } from "nodemailer";

import { defaultLocale, type Locale } from "../../app/lib/i18n.ts";

import type { Inquiry } from "./inquiry-store.ts";

export interface MailSettings {
  /** The firm's inbox. */
  to: string;
  /** The firm's sending address (the visitor's goes in Reply-To). */
  from: string;
}

/** Header values stay on one line whatever the visitor typed. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

const languageNames = new Intl.DisplayNames("en", { type: "language", fallback: "code" });

/** "Arabic (ar)": the edition in the firm's words, for the email's Edition line. */
export function editionName(locale: Locale): string {
  return `${languageNames.of(locale) ?? locale} (${locale})`;
}

/** "[AR] " before the subject of an inquiry from another edition than English, so the inbox shows which to answer in. */
export const subjectTag = (locale: Locale) =>
  locale === defaultLocale ? "" : `[${locale.toUpperCase()}] `;

/**
 * The email for one inquiry. Its Message-ID comes from the inquiry, so if a
 * crash ever made the outbox send one twice, mail clients show it once.
 * Everything is given to nodemailer as strings: it sends the text as UTF-8
 * and encodes the subject and the Reply-To name (RFC 2047) when they are
 * not ASCII, so French and Arabic arrive intact.
 */
export function inquiryEmail(inquiry: Inquiry, { to, from }: MailSettings): SendMailOptions {
  const received = inquiry.receivedAt.toISOString().replace("T", " ").slice(0, 16);
  const rows: [string, string][] = [
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Phone", inquiry.phone || "(not given)"],
    ["Subject", inquiry.subject],
    ["Edition", editionName(inquiry.edition)],
    ["Received", `${received} UTC`],
    ["Reference", inquiry.id],
  ];
  const text = [
    "A message from the contact form of the website.",
    "",
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(11)}${value}`),
    "",
    inquiry.message,
    "",
    "--",
    `Reply to this email to answer ${oneLine(inquiry.name)} directly.`,
    "",
  ].join("\n");
  return {
    from,
    to,
    replyTo: { name: oneLine(inquiry.name), address: inquiry.email },
    subject: `${subjectTag(inquiry.edition)}Website inquiry: ${oneLine(inquiry.subject)}`,
    messageId: `<inquiry-${inquiry.id}@${domainOf(from)}>`,
    date: inquiry.receivedAt,
    text,
  };
}
