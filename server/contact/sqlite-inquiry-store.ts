import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { defaultLocale, isLocale } from "../../app/i18n/locales.ts";

import type { Channel, DeliveryStatus } from "../delivery/message.ts";
import { nextMonthlyReference } from "../delivery/reference.ts";
import { sameAddress } from "../delivery/retention.ts";
import { DATABASE_FILE, SqliteDelivery } from "../delivery/sqlite-delivery.ts";

import {
  inquiryKinds,
  isInquiryKind,
  type Inquiry,
  type InquiryDetails,
  type InquiryKind,
  type InquiryStore,
  type NewInquiry,
} from "./inquiry-store.ts";

const schema = `
CREATE TABLE IF NOT EXISTS inquiries (
  id              TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at     INTEGER NOT NULL,
  name            TEXT NOT NULL,
  email           TEXT NOT NULL,
  phone           TEXT NOT NULL,
  subject         TEXT NOT NULL,
  message         TEXT NOT NULL,
  channel         TEXT NOT NULL,
  edition         TEXT NOT NULL DEFAULT 'en',
  spam            TEXT,
  status          TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'spam')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  lease_until     INTEGER,
  sent_at         INTEGER,
  last_error      TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS inquiries_due ON inquiries (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS inquiries_received ON inquiries (received_at);
`;

/**
 * Columns added since the first release, for database files made before
 * them: each is added once, with a default for the rows already there
 * (inquiries from before the French and Arabic editions were English).
 */
const addedColumns = [
  { name: "edition", definition: "edition TEXT NOT NULL DEFAULT 'en'" },
  // The short reference ("C-2611-017"); messages from before it have none.
  { name: "reference", definition: "reference TEXT" },
  // What it asks for (inquiryKinds), and a sample or call request's fields as JSON.
  { name: "kind", definition: "kind TEXT NOT NULL DEFAULT 'contact'" },
  { name: "details", definition: "details TEXT" },
];
const referenceIndex =
  "CREATE UNIQUE INDEX IF NOT EXISTS inquiries_reference ON inquiries (reference) WHERE reference IS NOT NULL";

function migrate(db: DatabaseSync): void {
  // IMMEDIATE: a second process opening the same file waits, then sees the columns.
  db.exec("BEGIN IMMEDIATE");
  try {
    const columns = new Set(
      (db.prepare("PRAGMA table_info(inquiries)").all() as { name: string }[]).map(
        (column) => column.name,
      ),
    );
    for (const column of addedColumns) {
      if (!columns.has(column.name))
        db.exec(`ALTER TABLE inquiries ADD COLUMN ${column.definition}`);
    }
    db.exec(referenceIndex);
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

interface Row {
  id: string;
  idempotency_key: string;
  received_at: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  channel: string;
  /** Missing in a file the server has not migrated yet (a read-only open). */
  edition?: string;
  reference?: string | null;
  kind?: string;
  details?: string | null;
  spam: string | null;
  status: string;
  attempts: number;
  next_attempt_at: number | null;
  lease_until: number | null;
  sent_at: number | null;
  last_error: string | null;
}

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The stored JSON of a request's fields; anything unreadable reads as none. */
function readDetails(json: string | null | undefined): InquiryDetails {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === "string" &&
        typeof entry[1] === "string",
    );
  } catch {
    return [];
  }
}

function toInquiry(row: Row): Inquiry {
  return {
    id: row.id,
    reference: row.reference ?? null,
    kind: isInquiryKind(row.kind) ? row.kind : "contact",
    details: readDetails(row.details),
    idempotencyKey: row.idempotency_key,
    receivedAt: new Date(row.received_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    channel: row.channel as Channel,
    edition: isLocale(row.edition) ? row.edition : defaultLocale,
    spam: row.spam,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    nextAttemptAt: date(row.next_attempt_at),
    sentAt: date(row.sent_at),
    lastError: row.last_error,
  };
}

/**
 * Inquiries in one SQLite file (Node's built-in node:sqlite). WAL with
 * synchronous=FULL: a save has reached the disk when it returns, so a
 * crash right after the 2xx loses nothing. Other processes (the
 * `inquiries` command) may read the file while the server writes.
 */
export class SqliteInquiryStore implements InquiryStore {
  readonly path: string;
  #db: DatabaseSync;
  #statements;
  #delivery: SqliteDelivery<Row>;

  constructor(dataDir: string, { readOnly = false } = {}) {
    if (!readOnly) mkdirSync(dataDir, { recursive: true });
    this.path = join(dataDir, DATABASE_FILE);
    // Waits up to 5 s for another process's write lock instead of failing.
    this.#db = new DatabaseSync(this.path, { readOnly, timeout: 5000 });
    if (!readOnly) {
      this.#db.exec("PRAGMA journal_mode = WAL");
      this.#db.exec(schema);
      migrate(this.#db);
    }
    this.#db.exec("PRAGMA synchronous = FULL");
    const db = this.#db;
    this.#delivery = new SqliteDelivery<Row>(db, "inquiries", { readOnly });
    this.#statements = {
      insert: readOnly
        ? null
        : db.prepare(`INSERT INTO inquiries
            (id, reference, kind, details, idempotency_key, received_at, name, email, phone, subject, message, channel, edition, spam, status, next_attempt_at)
          VALUES
            (:id, :reference, :kind, :details, :key, :receivedAt, :name, :email, :phone, :subject, :message, :channel, :edition, :spam, :status, :nextAttemptAt)
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING *`),
      byKey: db.prepare("SELECT * FROM inquiries WHERE idempotency_key = ?"),
      /** The month's references so far: the next one counts on from the highest. */
      lastOfMonth: readOnly
        ? null
        : db.prepare(
            "SELECT reference FROM inquiries WHERE reference LIKE ? ORDER BY length(reference) DESC, reference DESC LIMIT 1",
          ),
      list: db.prepare("SELECT * FROM inquiries ORDER BY received_at DESC, rowid DESC"),
      listReal: db.prepare(
        "SELECT * FROM inquiries WHERE spam IS NULL ORDER BY received_at DESC, rowid DESC",
      ),
      // Never a message the outbox has not delivered: an acknowledged inquiry is never lost.
      deleteOlder: readOnly
        ? null
        : db.prepare("DELETE FROM inquiries WHERE received_at < ? AND status != 'pending'"),
      emails: db.prepare("SELECT id, email FROM inquiries"),
      deleteById: readOnly ? null : db.prepare("DELETE FROM inquiries WHERE id = ?"),
    };
  }

  #writable<T>(statement: T | null): T {
    if (!statement) throw new Error("The inquiry store was opened read-only.");
    return statement;
  }

  /** The next reference of the month for the kind: C-2611-001, C-2611-002… or S-2611-001… */
  #nextReference(kind: InquiryKind, receivedAt: Date): string {
    const lastOfMonth = this.#writable(this.#statements.lastOfMonth);
    return nextMonthlyReference(inquiryKinds[kind], receivedAt, (prefix) => {
      const last = lastOfMonth.get(`${prefix}%`) as { reference: string } | undefined;
      return last?.reference;
    });
  }

  async save(inquiry: NewInquiry) {
    const spam = inquiry.spam;
    const receivedAt = inquiry.receivedAt.getTime();
    // The month's last reference is read and the row inserted in one
    // transaction: a second server process never hands out the same number.
    this.#db.exec("BEGIN IMMEDIATE");
    let row: Row | undefined;
    try {
      row = this.#insert(inquiry, spam, receivedAt);
      this.#db.exec("COMMIT");
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
    if (row) return { inquiry: toInquiry(row), created: true };
    const existing = this.#statements.byKey.get(inquiry.idempotencyKey) as Row | undefined;
    if (!existing) throw new Error("Inquiry neither stored nor found");
    return { inquiry: toInquiry(existing), created: false };
  }

  #insert(inquiry: NewInquiry, spam: string | null, receivedAt: number): Row | undefined {
    const kind = inquiry.kind ?? "contact";
    const details = inquiry.details ?? [];
    return this.#writable(this.#statements.insert).get({
      id: randomUUID(),
      reference: this.#nextReference(kind, inquiry.receivedAt),
      kind,
      details: details.length > 0 ? JSON.stringify(details) : null,
      key: inquiry.idempotencyKey,
      receivedAt,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone,
      subject: inquiry.subject,
      message: inquiry.message,
      channel: inquiry.channel,
      edition: inquiry.edition,
      spam,
      status: spam ? "spam" : "pending",
      nextAttemptAt: spam ? null : receivedAt,
    }) as Row | undefined;
  }

  async list({ includeSpam = false } = {}) {
    const statement = includeSpam ? this.#statements.list : this.#statements.listReal;
    return (statement.all() as unknown as Row[]).map(toInquiry);
  }

  /**
   * Deletes the messages received before `before` that the outbox is done
   * with (emailed, or spam); one still waiting to be emailed stays. How many.
   */
  async deleteOlderThan(before: Date): Promise<number> {
    const result = this.#writable(this.#statements.deleteOlder).run(before.getTime());
    return Number(result.changes);
  }

  /** Deletes every message sent from this address, case aside (a person's erasure). How many. */
  async eraseEmail(email: string): Promise<number> {
    const key = sameAddress(email);
    const ids = (this.#statements.emails.all() as { id: string; email: string }[])
      .filter((row) => sameAddress(row.email) === key)
      .map((row) => row.id);
    const remove = this.#writable(this.#statements.deleteById);
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      for (const id of ids) remove.run(id);
      this.#db.exec("COMMIT");
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
    return ids.length;
  }

  async claimDue(now: Date, leaseMs: number) {
    const row = this.#delivery.claim(now, leaseMs);
    return row ? toInquiry(row) : null;
  }

  async markSent(id: string, at: Date) {
    this.#delivery.markSent(id, at);
  }

  async markFailed(id: string, error: string, retryAt: Date) {
    this.#delivery.markFailed(id, error, retryAt);
  }

  async nextDue() {
    return this.#delivery.nextDue();
  }

  async check() {
    this.#db.prepare("SELECT 1").get();
  }

  async close() {
    if (this.#db.isOpen) this.#db.close();
  }
}
