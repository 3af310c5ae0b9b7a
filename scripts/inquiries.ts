/**
 * `npm run inquiries`: the contact messages the server stored, newest
 * first, as a table; `-- --csv` writes every field as CSV for a
 * spreadsheet; `-- --spam` includes what the spam rules caught.
 * Reads DATA_DIR (default ./data) like the server, and may run while it does.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

import { editionName } from "../server/inquiry-email.ts";
import type { Inquiry } from "../server/inquiry-store.ts";
import { DATABASE_FILE, SqliteInquiryStore } from "../server/sqlite-inquiry-store.ts";

const formatDate = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export function deliveryText(inquiry: Inquiry): string {
  if (inquiry.status === "spam") return `spam (${inquiry.spam})`;
  if (inquiry.status === "sent") return "emailed";
  if (inquiry.attempts === 0) return "not emailed";
  return `retrying (${inquiry.attempts} ${inquiry.attempts === 1 ? "try" : "tries"})`;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function fit(text: string, width: number): string {
  const flat = oneLine(text);
  return flat.length <= width ? flat.padEnd(width) : `${flat.slice(0, Math.max(0, width - 1))}…`;
}

/** A table for a terminal `width` columns wide; long text is cut (the CSV has all of it). */
export function formatTable(inquiries: readonly Inquiry[], width = 120): string {
  if (inquiries.length === 0) return "No inquiries yet.";
  const rows = inquiries.map((inquiry) => ({
    received: formatDate(inquiry.receivedAt),
    from: `${oneLine(inquiry.name)} <${inquiry.email}>`,
    // The edition it was sent from: the language to answer in.
    edition: inquiry.edition,
    subject: inquiry.subject,
    message: inquiry.message,
    delivery: deliveryText(inquiry),
  }));
  const fixed = {
    received: 20,
    edition: "Edition".length,
    delivery: Math.max(8, ...rows.map((row) => row.delivery.length)),
  };
  // Narrow terminals get narrow text columns rather than lines that wrap.
  const flexible = Math.max(40, width - fixed.received - fixed.edition - fixed.delivery - 5 * 2);
  // Whom to answer matters most; the message is cut first (the CSV has it all).
  const longestFrom = Math.max(...rows.map((row) => row.from.length));
  const from = Math.min(longestFrom, Math.max(34, Math.floor(flexible * 0.5)));
  const subject = Math.floor((flexible - from) * 0.4);
  const widths = { ...fixed, from, subject, message: flexible - from - subject };
  const line = (cells: Record<keyof typeof widths, string>) =>
    (["received", "from", "edition", "subject", "message", "delivery"] as const)
      .map((column) => fit(cells[column], widths[column]))
      .join("  ")
      .trimEnd();
  const header = line({
    received: "Received",
    from: "From",
    edition: "Edition",
    subject: "Subject",
    message: "Message",
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
  ["email status", deliveryText],
  ["emailed at", (inquiry) => inquiry.sentAt?.toISOString() ?? ""],
  ["last email error", (inquiry) => inquiry.lastError ?? ""],
  ["sent with", (inquiry) => (inquiry.channel === "form" ? "form without JavaScript" : "form")],
  ["edition", (inquiry) => editionName(inquiry.edition)],
  ["reference", (inquiry) => inquiry.id],
];

function csvCell(value: string): string {
  // A visitor's text must not become a spreadsheet formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with a byte-order mark, so spreadsheets read accents and Arabic right. */
export function toCsv(inquiries: readonly Inquiry[]): string {
  const lines = [
    csvColumns.map(([name]) => name).join(","),
    ...inquiries.map((inquiry) => csvColumns.map(([, value]) => csvCell(value(inquiry))).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

if (import.meta.main) {
  const args = new Set(process.argv.slice(2));
  if (args.has("--help") || args.has("-h")) {
    console.info("Usage: npm run inquiries [-- --csv] [-- --spam]   (DATA_DIR, default ./data)");
    process.exit(0);
  }
  const dataDir = resolve(process.env.DATA_DIR?.trim() || "data");
  if (!existsSync(join(dataDir, DATABASE_FILE))) {
    console.info(`No inquiries yet: ${join(dataDir, DATABASE_FILE)} does not exist.`);
    process.exit(0);
  }
  const store = new SqliteInquiryStore(dataDir, { readOnly: true });
  const inquiries = await store.list({ includeSpam: args.has("--spam") });
  await store.close();
  if (args.has("--csv")) {
    process.stdout.write(toCsv(inquiries));
  } else {
    console.info(formatTable(inquiries, process.stdout.columns || 120));
    if (inquiries.length > 0) {
      const count = `${inquiries.length} ${inquiries.length === 1 ? "inquiry" : "inquiries"}`;
      console.info(`\n${count}. Every field in full: npm run inquiries -- --csv > inquiries.csv`);
    }
  }
}
