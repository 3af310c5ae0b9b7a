import type { SendMailOptions } from "nodemailer";

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

/**
 * The email for one inquiry. Its Message-ID comes from the inquiry, so if a
 * crash ever made the outbox send one twice, mail clients show it once.
 */
export function inquiryEmail(inquiry: Inquiry, { to, from }: MailSettings): SendMailOptions {
  const received = inquiry.receivedAt.toISOString().replace("T", " ").slice(0, 16);
  const rows: [string, string][] = [
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Phone", inquiry.phone || "(not given)"],
    ["Subject", inquiry.subject],
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
    subject: `Website inquiry: ${oneLine(inquiry.subject)}`,
    messageId: `<inquiry-${inquiry.id}@${domainOf(from)}>`,
    date: inquiry.receivedAt,
    text,
  };
}
