/**
 * `npm run inquiries`: the contact messages and the sellers' offers the
 * server stored, newest first, as two tables; `-- --csv` writes every field
 * of the messages as CSV for a spreadsheet, `-- --csv --offers` those of the
 * offers; `-- --spam` includes what the spam rules caught.
 * Reads DATA_DIR (default ./data) like the server, and may run while it does.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

import { shownInquiryReference, type Inquiry } from "../server/contact/inquiry-store.ts";
import { editionName } from "../server/delivery/mail.ts";
import type { DeliveryStatus } from "../server/delivery/message.ts";
import { machineLine, offerColumns, offerRows } from "../server/offers/offer-email.ts";
import { escapeForTerminal } from "../app/lib/clean-text.ts";
import { shownReference, type Offer } from "../server/offers/offer-store.ts";
import { SqliteInquiryStore } from "../server/contact/sqlite-inquiry-store.ts";
import { DATABASE_FILE } from "../server/delivery/sqlite-delivery.ts";
import { SqliteOfferStore } from "../server/offers/sqlite-offer-store.ts";
import { SqliteAlertStore } from "../server/alerts/sqlite-alert-store.ts";
import {
  eraseAddress,
  isErasableAddress,
  type ErasureSummary,
} from "../server/delivery/retention.ts";

const formatDate = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
/** "11-23 09:30", UTC: the messages' table is narrow, and the year is in the reference. */
const shortDate = (date: Date) => date.toISOString().slice(5, 16).replace("T", " ");

export function deliveryText(inquiry: {
  status: DeliveryStatus;
  spam: string | null;
  attempts: number;
}): string {
  if (inquiry.status === "spam") return `spam (${inquiry.spam})`;
  if (inquiry.status === "sent") return "emailed";
  if (inquiry.attempts === 0) return "not emailed";
  return `retrying (${inquiry.attempts} ${inquiry.attempts === 1 ? "try" : "tries"})`;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function fit(text: string, width: number): string {
  // Stored text is printed, never obeyed: an escape sequence or a bidi override shows as \u….
  const flat = escapeForTerminal(oneLine(text));
  return flat.length <= width ? flat.padEnd(width) : `${flat.slice(0, Math.max(0, width - 1))}…`;
}

/** A table for a terminal `width` columns wide; long text is cut (the CSV has all of it). */
export function formatTable(inquiries: readonly Inquiry[], width = 120): string {
  if (inquiries.length === 0) return "No inquiries yet.";
  const rows = inquiries.map((inquiry) => ({
    received: shortDate(inquiry.receivedAt),
    // What the visitor was given and may quote: C-2611-017.
    reference: shownInquiryReference(inquiry),
    from: `${oneLine(inquiry.name)} <${inquiry.email}>`,
    // The edition it was sent from: the language to answer in.
    edition: inquiry.edition,
    subject: inquiry.subject,
    message: inquiry.message,
    delivery: deliveryText(inquiry),
  }));
  const fixed = {
    received: Math.max("Received".length, ...rows.map((row) => row.received.length)),
    reference: Math.max("Reference".length, ...rows.map((row) => row.reference.length)),
    edition: "Edition".length,
    delivery: Math.max(8, ...rows.map((row) => row.delivery.length)),
  };
  // Narrow terminals get narrow text columns rather than lines that wrap.
  const flexible = Math.max(
    40,
    width - fixed.received - fixed.reference - fixed.edition - fixed.delivery - 6 * 2,
  );
  // Whom to answer matters most; the message is cut first (the CSV has it all).
  const longestFrom = Math.max(...rows.map((row) => row.from.length));
  const from = Math.min(longestFrom, Math.max(34, Math.floor(flexible * 0.5)));
  const subject = Math.floor((flexible - from) * 0.4);
  const widths = { ...fixed, from, subject, message: flexible - from - subject };
  const line = (cells: Record<keyof typeof widths, string>) =>
    (["received", "reference", "from", "edition", "subject", "message", "delivery"] as const)
      .map((column) => fit(cells[column], widths[column]))
      .join("  ")
      .trimEnd();
  const header = line({
    received: "Received",
    reference: "Reference",
    from: "From",
    edition: "Edition",
    subject: "Subject",
    message: "Message",
    delivery: "Email",
  });
  return [header, "-".repeat(header.length), ...rows.map(line)].join("\n");
}

/** The offers as a table: who, which machine, how many photos, and the reference for `inventory:from-offer`. */
export function formatOffers(offers: readonly Offer[], width = 120): string {
  if (offers.length === 0) return "No offers yet.";
  const rows = offers.map((offer) => ({
    received: formatDate(offer.receivedAt),
    from: `${oneLine(offer.facts.name)} <${offer.facts.email}>`,
    edition: offer.facts.answerLanguage,
    machine: machineLine(offer),
    photos: String(offer.photos.length),
    // The short reference (O-2611-017), or the start of an older offer's id.
    reference: shownReference(offer),
    delivery: deliveryText(offer),
  }));
  const fixed = {
    received: 20,
    edition: "Answer".length,
    photos: "Photos".length,
    reference: Math.max("Reference".length, ...rows.map((row) => row.reference.length)),
    delivery: Math.max(8, ...rows.map((row) => row.delivery.length)),
  };
  const flexible = Math.max(
    40,
    width -
      fixed.received -
      fixed.edition -
      fixed.photos -
      fixed.reference -
      fixed.delivery -
      6 * 2,
  );
  // Whom to answer matters most: the machine is cut first.
  const from = Math.min(Math.max(...rows.map((row) => row.from.length)), flexible - 16);
  const widths = { ...fixed, from, machine: flexible - from };
  const columns = [
    "received",
    "from",
    "edition",
    "machine",
    "photos",
    "reference",
    "delivery",
  ] as const;
  const line = (cells: Record<(typeof columns)[number], string>) =>
    columns
      .map((column) => fit(cells[column], widths[column]))
      .join("  ")
      .trimEnd();
  const header = line({
    received: "Received",
    from: "From",
    edition: "Answer",
    machine: "Machine",
    photos: "Photos",
    reference: "Reference",
    delivery: "Email",
  });
  return [header, "-".repeat(header.length), ...rows.map(line)].join("\n");
}

const csvColumns: [string, (inquiry: Inquiry) => string][] = [
  ["received", (inquiry) => inquiry.receivedAt.toISOString()],
  ["name", (inquiry) => inquiry.name],
  ["email", (inquiry) => inquiry.email],
  ["phone", (inquiry) => inquiry.phone],
  ["subject", (inquiry) => inquiry.subject],
  ["message", (inquiry) => inquiry.message],
  // A sample or call request's fields, one "Label: value" line each.
  [
    "details",
    (inquiry) => inquiry.details.map(([label, value]) => `${label}: ${value}`).join("\n"),
  ],
  ["email status", deliveryText],
  ["emailed at", (inquiry) => inquiry.sentAt?.toISOString() ?? ""],
  ["last email error", (inquiry) => inquiry.lastError ?? ""],
  ["sent with", (inquiry) => (inquiry.channel === "form" ? "form without JavaScript" : "form")],
  ["edition", (inquiry) => editionName(inquiry.edition)],
  ["reference", shownInquiryReference],
  ["kind", (inquiry) => inquiry.kind],
  ["id", (inquiry) => inquiry.id],
];

function csvCell(value: string): string {
  // A visitor's text must not become a spreadsheet formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with a byte-order mark, so spreadsheets read accents and Arabic right. */
export function csv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header.join(","), ...rows.map((row) => row.map(csvCell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function toCsv(inquiries: readonly Inquiry[]): string {
  return csv(
    csvColumns.map(([name]) => name),
    inquiries.map((inquiry) => csvColumns.map(([, value]) => value(inquiry))),
  );
}

/** Every fact of every offer, the description and the photos' files, one row each. */
export function offersToCsv(offers: readonly Offer[], photosDir: string): string {
  const header = [
    ...offerColumns.map(([label]) => label.toLowerCase()),
    "description",
    "photo files",
    "email status",
    "emailed at",
  ];
  return csv(
    header,
    offers.map((offer) => [
      ...offerRows(offer).map(([, value]) => value),
      offer.facts.description,
      offer.photos.map((photo) => join(photosDir, offer.id, photo.file)).join("\n"),
      deliveryText(offer),
      offer.sentAt?.toISOString() ?? "",
    ]),
  );
}

const plural = (count: number, one: string, other: string) =>
  `${count} ${count === 1 ? one : other}`;

/** What an erasure removed, one line per kind. */
export function erasureReport(email: string, removed: ErasureSummary): string {
  return [
    `Erased ${email} (case aside):`,
    `  ${plural(removed.inquiries, "contact message", "contact messages")}`,
    `  ${plural(removed.offers, "seller's offer", "sellers' offers")} with ${plural(removed.photos, "photo file", "photo files")}`,
    `  ${plural(removed.alerts, "machine alert", "machine alerts")} with ${plural(removed.alertEmails, "email", "emails")} sent or queued`,
  ].join("\n");
}

/**
 * `--erase <email>`: one person's data everywhere (a request under the
 * GDPR or Morocco's law 09-08). The exit code: 0 when done (even if nothing
 * matched), 2 for a missing or malformed address.
 */
export async function erase(dataDir: string, email: string | undefined): Promise<number> {
  if (!email || !isErasableAddress(email)) {
    console.error(
      `--erase needs an email address, like name@company.com${email ? `, not "${escapeForTerminal(email)}"` : ""}. Nothing was erased.`,
    );
    return 2;
  }
  if (!existsSync(join(dataDir, DATABASE_FILE))) {
    console.info(`Nothing to erase: ${join(dataDir, DATABASE_FILE)} does not exist.`);
    return 0;
  }
  const stores = {
    inquiries: new SqliteInquiryStore(dataDir),
    offers: new SqliteOfferStore(dataDir),
    alerts: new SqliteAlertStore(dataDir),
  };
  try {
    console.info(erasureReport(email.trim(), await eraseAddress(stores, email)));
  } finally {
    await stores.inquiries.close();
    await stores.offers.close();
    await stores.alerts.close();
  }
  return 0;
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const args = new Set(argv);
  if (args.has("--help") || args.has("-h")) {
    console.info(
      "Usage: npm run inquiries [-- --csv [--offers]] [-- --spam]   (DATA_DIR, default ./data)\n" +
        "       npm run inquiries -- --erase <email>   removes that person's messages, offers, photos and alerts",
    );
    process.exit(0);
  }
  const dataDir = resolve(process.env.DATA_DIR?.trim() || "data");
  if (args.has("--erase")) {
    process.exit(await erase(dataDir, argv[argv.indexOf("--erase") + 1]));
  }
  if (!existsSync(join(dataDir, DATABASE_FILE))) {
    console.info(`No inquiries yet: ${join(dataDir, DATABASE_FILE)} does not exist.`);
    process.exit(0);
  }
  const includeSpam = args.has("--spam");
  const store = new SqliteInquiryStore(dataDir, { readOnly: true });
  const inquiries = await store.list({ includeSpam });
  await store.close();
  const offerStore = new SqliteOfferStore(dataDir, { readOnly: true });
  const offers = await offerStore.list({ includeSpam });
  await offerStore.close();
  const width = process.stdout.columns || 120;
  if (args.has("--csv")) {
    process.stdout.write(
      args.has("--offers") ? offersToCsv(offers, offerStore.photosDir) : toCsv(inquiries),
    );
  } else {
    console.info(`Messages (times in UTC)\n\n${formatTable(inquiries, width)}`);
    if (inquiries.length > 0) {
      const count = `${inquiries.length} ${inquiries.length === 1 ? "inquiry" : "inquiries"}`;
      console.info(`\n${count}. Every field in full: npm run inquiries -- --csv > inquiries.csv`);
    }
    console.info(`\nMachines offered by sellers\n\n${formatOffers(offers, width)}`);
    if (offers.length > 0) {
      const count = `${offers.length} ${offers.length === 1 ? "offer" : "offers"}`;
      console.info(
        `\n${count}. Every field in full: npm run inquiries -- --csv --offers > offers.csv\n` +
          "A draft listing from an offer: npm run inventory:from-offer -- <reference>",
      );
    }
  }
}
