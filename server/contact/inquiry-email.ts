import type { SendMailOptions } from "nodemailer";

import { domainOf, editionName, oneLine, subjectTag, type MailSettings } from "../delivery/mail.ts";
import type { MailSource } from "../delivery/outbox.ts";

import {
  shownInquiryReference,
  type Inquiry,
  type InquiryKind,
  type InquiryStore,
} from "./inquiry-store.ts";

/**
 * The email for one inquiry. Its Message-ID comes from the inquiry, so if a
 * crash ever made the outbox send one twice, mail clients show it once.
 * Everything is given to nodemailer as strings: it sends the text as UTF-8
 * and encodes the subject and the Reply-To name (RFC 2047) when they are
 * not ASCII, so French and Arabic arrive intact.
 */
const kindWords: Record<InquiryKind, { opening: string; subject: string }> = {
  contact: {
    opening: "A message from the contact form of the website.",
    subject: "Website inquiry",
  },
  sample: { opening: "A sample request from the website.", subject: "Sample request" },
  call: { opening: "A call request from the website.", subject: "Call request" },
};

export function inquiryEmail(inquiry: Inquiry, { to, from }: MailSettings): SendMailOptions {
  const words = kindWords[inquiry.kind];
  const received = inquiry.receivedAt.toISOString().replace("T", " ").slice(0, 16);
  const rows: [string, string][] = [
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Phone", inquiry.phone || "(not given)"],
    ["Subject", inquiry.subject],
    ["Edition", editionName(inquiry.edition)],
    ["Received", `${received} UTC`],
    ["Reference", shownInquiryReference(inquiry)],
    // A sample or call request's own fields (product, grade, slots…), as the form listed them.
    ...inquiry.details.map(([label, value]): [string, string] => [label, oneLine(value)]),
  ];
  const width = Math.max(11, ...rows.map(([label]) => label.length + 2));
  const text = [
    words.opening,
    "",
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
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
    subject: `${subjectTag(inquiry.edition)}${words.subject} ${shownInquiryReference(inquiry)}: ${oneLine(inquiry.subject)}`,
    messageId: `<inquiry-${inquiry.id}@${domainOf(from)}>`,
    date: inquiry.receivedAt,
    text,
  };
}

/** The outbox's source of inquiries: each pending one, emailed to the firm. */
export const inquiryMail = (store: InquiryStore, settings: MailSettings): MailSource<Inquiry> => ({
  kind: "inquiry",
  queue: store,
  compose: async (inquiry) => inquiryEmail(inquiry, settings),
});
