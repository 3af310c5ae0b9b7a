/**
 * `npm run alerts`: the confirmed machine alerts, newest first, with what
 * each looks for and how many machines and emails it was sent; `-- --csv`
 * writes them as CSV for a spreadsheet, `-- --pending` adds the requests not
 * confirmed yet (deleted after 7 days).
 * Reads DATA_DIR (default ./data) like the server, and may run while it does.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

import { escapeForTerminal } from "../app/lib/clean-text.ts";
import { describeCriteria } from "../server/alerts/alert-criteria.ts";
import { SqliteAlertStore, type AlertSummary } from "../server/alerts/sqlite-alert-store.ts";
import { editionName } from "../server/delivery/mail.ts";
import { DATABASE_FILE } from "../server/delivery/sqlite-delivery.ts";

import { csv } from "./inquiries.ts";

const formatDate = (date: Date | null) =>
  date ? `${date.toISOString().slice(0, 16).replace("T", " ")} UTC` : "";

/** The search in the firm's words (English), whatever the subscriber's language. */
const searchText = (alert: AlertSummary) => describeCriteria(alert.criteria, "en");

const statusText = (alert: AlertSummary) =>
  alert.status === "confirmed"
    ? `confirmed ${formatDate(alert.confirmedAt)}`
    : `unconfirmed, deleted ${formatDate(alert.expiresAt)}`;

function fit(text: string, width: number): string {
  // Stored text is printed, never obeyed: an escape sequence or a bidi override shows as \u….
  const flat = escapeForTerminal(text.replace(/\s+/g, " ").trim());
  return flat.length <= width ? flat.padEnd(width) : `${flat.slice(0, Math.max(0, width - 1))}…`;
}

/** A table for a terminal `width` columns wide: address, search, language, machines and emails sent. */
export function formatAlerts(alerts: readonly AlertSummary[], width = 120): string {
  if (alerts.length === 0) return "No alerts yet.";
  const rows = alerts.map((alert) => ({
    email: alert.email,
    search: searchText(alert),
    lang: alert.lang,
    machines: String(alert.machinesAnnounced),
    emails: `${alert.emailsSent}${alert.emailsPending ? ` (+${alert.emailsPending} queued)` : ""}`,
    status: statusText(alert),
  }));
  const fixed = {
    lang: "Lang".length,
    machines: "Machines".length,
    emails: Math.max("Emails sent".length, ...rows.map((row) => row.emails.length)),
    status: Math.max(...rows.map((row) => row.status.length)),
  };
  const flexible = Math.max(
    40,
    width - fixed.lang - fixed.machines - fixed.emails - fixed.status - 5 * 2,
  );
  const email = Math.min(
    Math.max(...rows.map((row) => row.email.length)),
    Math.floor(flexible * 0.45),
  );
  const widths = { ...fixed, email, search: flexible - email };
  const columns = ["email", "search", "lang", "machines", "emails", "status"] as const;
  const line = (cells: Record<(typeof columns)[number], string>) =>
    columns
      .map((column) => fit(cells[column], widths[column]))
      .join("  ")
      .trimEnd();
  const header = line({
    email: "Address",
    search: "Search",
    lang: "Lang",
    machines: "Machines",
    emails: "Emails sent",
    status: "Status",
  });
  return [header, "-".repeat(header.length), ...rows.map(line)].join("\n");
}

/**
 * The lines under the table. A subscriber's searches share one email per
 * build, so a row's "Emails sent" counts the emails that covered its alert,
 * and the total counts each email once (`emailsSent`, from the store).
 */
export function totalsText(alerts: readonly AlertSummary[], emailsSent: number): string {
  const machines = alerts.reduce((sum, alert) => sum + alert.machinesAnnounced, 0);
  const rows = alerts.reduce((sum, alert) => sum + alert.emailsSent, 0);
  return [
    `${alerts.length} ${alerts.length === 1 ? "alert" : "alerts"}, ${machines} machine(s) announced in ${emailsSent} email(s). Every field: npm run alerts -- --csv > alerts.csv`,
    ...(rows > emailsSent
      ? [
          "One email covers all the searches of a subscriber: it counts in each of their rows, and once in this total.",
        ]
      : []),
  ].join("\n");
}

/** Every alert, one row each, for a spreadsheet. */
export function alertsToCsv(alerts: readonly AlertSummary[]): string {
  return csv(
    [
      "address",
      "search",
      "type",
      "from",
      "to",
      "country",
      "words",
      "language",
      "status",
      "requested",
      "confirmed",
      "machines announced",
      "emails sent",
      "emails queued",
      "id",
    ],
    alerts.map((alert) => [
      alert.email,
      searchText(alert),
      alert.criteria.type,
      alert.criteria.from,
      alert.criteria.to,
      alert.criteria.country,
      alert.criteria.q,
      editionName(alert.lang),
      alert.status,
      alert.createdAt.toISOString(),
      alert.confirmedAt?.toISOString() ?? "",
      String(alert.machinesAnnounced),
      String(alert.emailsSent),
      String(alert.emailsPending),
      alert.id,
    ]),
  );
}

if (import.meta.main) {
  const args = new Set(process.argv.slice(2));
  if (args.has("--help") || args.has("-h")) {
    console.info("Usage: npm run alerts [-- --csv] [-- --pending]   (DATA_DIR, default ./data)");
    process.exit(0);
  }
  const dataDir = resolve(process.env.DATA_DIR?.trim() || "data");
  if (!existsSync(join(dataDir, DATABASE_FILE))) {
    console.info(`No alerts yet: ${join(dataDir, DATABASE_FILE)} does not exist.`);
    process.exit(0);
  }
  const store = new SqliteAlertStore(dataDir, { readOnly: true });
  let alerts: AlertSummary[];
  let emailsSent = 0;
  try {
    alerts = await store.list({ includePending: args.has("--pending") });
    emailsSent = await store.matchEmailsSent();
  } catch {
    // A database from before the alerts: the server adds their tables at its next start.
    alerts = [];
  } finally {
    await store.close();
  }
  if (args.has("--csv")) {
    process.stdout.write(alertsToCsv(alerts));
  } else {
    console.info(`Machine alerts\n\n${formatAlerts(alerts, process.stdout.columns || 120)}`);
    if (alerts.length > 0) {
      console.info(`\n${totalsText(alerts, emailsSent)}`);
    }
  }
}
