import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { mkdir, open, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { defaultLocale, isLocale } from "../../app/i18n/locales.ts";

import type { Channel, DeliveryStatus } from "../delivery/message.ts";
import { nextMonthlyReference } from "../delivery/reference.ts";
import { sameAddress } from "../delivery/retention.ts";
import { DATABASE_FILE, SqliteDelivery } from "../delivery/sqlite-delivery.ts";

import {
  laterFacts,
  type NewOffer,
  type Offer,
  type OfferFacts,
  type OfferPhoto,
  type OfferStore,
  type SaveResult,
} from "./offer-store.ts";

/** The offers' photos, one folder per offer, beside the database. */
export const OFFERS_DIR = "offers";
/** Where a request's photos wait until its offer is committed. */
const STAGING_DIR = ".incoming";
const OFFER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const schema = `
CREATE TABLE IF NOT EXISTS offers (
  id              TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at     INTEGER NOT NULL,
  name            TEXT NOT NULL,
  email           TEXT NOT NULL,
  facts           TEXT NOT NULL,
  photos          TEXT NOT NULL,
  channel         TEXT NOT NULL,
  edition         TEXT NOT NULL,
  spam            TEXT,
  status          TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'spam')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  lease_until     INTEGER,
  sent_at         INTEGER,
  last_error      TEXT,
  content_hash    TEXT,
  reference       TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS offers_due ON offers (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS offers_received ON offers (received_at);
CREATE TABLE IF NOT EXISTS offer_confirmations (
  id              TEXT PRIMARY KEY REFERENCES offers (id),
  status          TEXT NOT NULL CHECK (status IN ('pending', 'sent')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  lease_until     INTEGER,
  sent_at         INTEGER,
  last_error      TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS offer_confirmations_due ON offer_confirmations (status, next_attempt_at);
`;

/** Columns added after the table's first version: a file from before gets them at start. */
const addedColumns = { content_hash: "TEXT", reference: "TEXT" } as const;
const referenceIndex =
  "CREATE UNIQUE INDEX IF NOT EXISTS offers_reference ON offers (reference) WHERE reference IS NOT NULL";

interface Row {
  id: string;
  idempotency_key: string;
  received_at: number;
  facts: string;
  photos: string;
  channel: string;
  edition: string;
  spam: string | null;
  status: string;
  attempts: number;
  next_attempt_at: number | null;
  sent_at: number | null;
  last_error: string | null;
  content_hash: string | null;
  reference: string | null;
}

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

function toOffer(row: Row): Offer {
  return {
    id: row.id,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    contentHash: row.content_hash ?? "",
    receivedAt: new Date(row.received_at),
    facts: { ...laterFacts, ...(JSON.parse(row.facts) as Partial<OfferFacts>) } as OfferFacts,
    photos: JSON.parse(row.photos) as OfferPhoto[],
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

/** Flushes a folder's entries (a rename into it) to the disk. */
async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Offers in the inquiries' SQLite file (their own table), their photos in
 * `offers/<id>/` beside it. The same durability as inquiries: WAL with
 * synchronous=FULL, and the photos fsynced and renamed into place before the
 * row that names them is committed.
 */
export class SqliteOfferStore implements OfferStore {
  readonly path: string;
  readonly photosDir: string;
  #stagingDir: string;
  #db: DatabaseSync;
  #statements;
  #delivery: SqliteDelivery<Row>;
  readonly confirmations: OfferStore["confirmations"];

  constructor(dataDir: string, { readOnly = false } = {}) {
    this.path = join(dataDir, DATABASE_FILE);
    this.photosDir = join(dataDir, OFFERS_DIR);
    this.#stagingDir = join(this.photosDir, STAGING_DIR);
    if (!readOnly) mkdirSync(this.#stagingDir, { recursive: true });
    this.#db = new DatabaseSync(this.path, { readOnly, timeout: 5000 });
    if (!readOnly) {
      this.#db.exec("PRAGMA journal_mode = WAL");
      this.#db.exec(schema);
      const columns = new Set(
        (this.#db.prepare("PRAGMA table_info(offers)").all() as { name: string }[]).map(
          (column) => column.name,
        ),
      );
      for (const [column, type] of Object.entries(addedColumns)) {
        if (!columns.has(column)) this.#db.exec(`ALTER TABLE offers ADD COLUMN ${column} ${type}`);
      }
      this.#db.exec(referenceIndex);
    }
    this.#db.exec("PRAGMA synchronous = FULL");
    const db = this.#db;
    // A file from before offers existed, opened read-only, has no table yet.
    const hasTable =
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'offers'").get() !==
      undefined;
    const prepare = (sql: string, writes = true) =>
      (writes && readOnly) || !hasTable ? null : db.prepare(sql);
    // A file the server has not opened since references existed, read by a script.
    const hasReferences =
      hasTable &&
      (db.prepare("PRAGMA table_info(offers)").all() as { name: string }[]).some(
        (column) => column.name === "reference",
      );
    const prepareWithReferences = (sql: string) => (hasReferences ? prepare(sql, false) : null);
    this.#delivery = new SqliteDelivery<Row>(db, "offers", { readOnly: readOnly || !hasTable });
    const confirmations = new SqliteDelivery<{ id: string; attempts: number }>(
      db,
      "offer_confirmations",
      { readOnly: readOnly || !hasTable },
    );
    // The seller's confirmation: the offer as it is stored, with the confirmation's own attempts.
    this.confirmations = {
      claimDue: async (now: Date, leaseMs: number) => {
        const claimed = confirmations.claim(now, leaseMs);
        if (!claimed) return null;
        const offer = await this.get(claimed.id);
        return offer && { ...offer, attempts: claimed.attempts };
      },
      markSent: async (id: string, at: Date) => confirmations.markSent(id, at),
      markFailed: async (id: string, error: string, retryAt: Date) =>
        confirmations.markFailed(id, error, retryAt),
      nextDue: async () => confirmations.nextDue(),
    };
    this.#statements = {
      insert: prepare(`INSERT INTO offers
          (id, idempotency_key, received_at, name, email, facts, photos, channel, edition, spam, status, next_attempt_at, content_hash, reference)
        VALUES
          (:id, :key, :receivedAt, :name, :email, :facts, :photos, :channel, :edition, :spam, :status, :nextAttemptAt, :contentHash, :reference)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING *`),
      byKey: prepare("SELECT * FROM offers WHERE idempotency_key = ?", false),
      confirm: prepare(`INSERT INTO offer_confirmations (id, status, next_attempt_at)
        VALUES (?, 'pending', ?) ON CONFLICT (id) DO NOTHING`),
      byId: prepare("SELECT * FROM offers WHERE id = ?", false),
      byReference: prepareWithReferences("SELECT * FROM offers WHERE reference = ?"),
      /** The month's references so far: the next one counts on from the highest. */
      lastOfMonth: prepareWithReferences(
        "SELECT reference FROM offers WHERE reference LIKE ? ORDER BY length(reference) DESC, reference DESC LIMIT 1",
      ),
      ids: prepare("SELECT id FROM offers", false),
      list: prepare("SELECT * FROM offers ORDER BY received_at DESC, rowid DESC", false),
      listReal: prepare(
        "SELECT * FROM offers WHERE spam IS NULL ORDER BY received_at DESC, rowid DESC",
        false,
      ),
      // Neither the firm's email nor the seller's confirmation may still be waiting.
      older: prepare(`SELECT id FROM offers
        WHERE received_at < ? AND status != 'pending'
          AND NOT EXISTS (SELECT 1 FROM offer_confirmations
            WHERE offer_confirmations.id = offers.id AND offer_confirmations.status = 'pending')`),
      emails: prepare("SELECT id, email FROM offers", false),
      deleteConfirmation: prepare("DELETE FROM offer_confirmations WHERE id = ?"),
      deleteOffer: prepare("DELETE FROM offers WHERE id = ?"),
    };
  }

  #writable<T>(statement: T | null): T {
    if (!statement) throw new Error("The offer store was opened read-only.");
    return statement;
  }

  async stage() {
    const dir = join(this.#stagingDir, randomUUID());
    await mkdir(dir);
    return dir;
  }

  async discard(staged: string) {
    await rm(staged, { recursive: true, force: true });
  }

  #existing(key: string): Offer | null {
    const row = this.#statements.byKey?.get(key) as Row | undefined;
    return row ? toOffer(row) : null;
  }

  /** A repeat of a stored offer only if it carries the same content; else a conflict. */
  #again(before: Offer, offer: NewOffer): SaveResult {
    const same = before.contentHash === "" || before.contentHash === offer.contentHash;
    return { outcome: same ? "repeat" : "conflict", offer: before };
  }

  /** The next reference of the offer's month: O-2611-001, O-2611-002… */
  #nextReference(receivedAt: Date): string {
    return nextMonthlyReference("O", receivedAt, (prefix) => {
      const last = this.#statements.lastOfMonth?.get(`${prefix}%`) as
        { reference: string } | undefined;
      return last?.reference;
    });
  }

  async save(offer: NewOffer, staged: string): Promise<SaveResult> {
    const before = this.#existing(offer.idempotencyKey);
    if (before) {
      await this.discard(staged);
      return this.#again(before, offer);
    }
    const id = randomUUID();
    const folder = join(this.photosDir, id);
    // The photos' files were fsynced when written; the rename and its folder entry are now.
    await rename(staged, folder);
    await syncDirectory(this.photosDir);
    const receivedAt = offer.receivedAt.getTime();
    // Read and insert in one synchronous step: no other request runs in between. The
    // seller's confirmation is queued in the same transaction: both, or neither.
    this.#db.exec("BEGIN IMMEDIATE");
    let row: Row | undefined;
    try {
      row = this.#writable(this.#statements.insert).get({
        contentHash: offer.contentHash,
        reference: this.#nextReference(offer.receivedAt),
        id,
        key: offer.idempotencyKey,
        receivedAt,
        name: offer.facts.name,
        email: offer.facts.email,
        facts: JSON.stringify(offer.facts),
        photos: JSON.stringify(offer.photos),
        channel: offer.channel,
        edition: offer.edition,
        spam: offer.spam,
        status: offer.spam ? "spam" : "pending",
        nextAttemptAt: offer.spam ? null : receivedAt,
      }) as Row | undefined;
      if (row && !offer.spam) this.#writable(this.#statements.confirm).run(id, receivedAt);
      this.#db.exec("COMMIT");
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
    if (row) return { outcome: "created", offer: toOffer(row) };
    // The same offer was committed by a concurrent request meanwhile.
    await rm(folder, { recursive: true, force: true });
    const existing = this.#existing(offer.idempotencyKey);
    if (!existing) throw new Error("Offer neither stored nor found");
    return this.#again(existing, offer);
  }

  /** An offer by its short reference ("O-2611-017"), or null. */
  async byReference(reference: string) {
    const row = this.#statements.byReference?.get(reference.trim().toUpperCase()) as
      Row | undefined;
    return row ? toOffer(row) : null;
  }

  async list({ includeSpam = false } = {}) {
    const statement = includeSpam ? this.#statements.list : this.#statements.listReal;
    return ((statement?.all() ?? []) as unknown as Row[]).map(toOffer);
  }

  async get(id: string) {
    const row = this.#statements.byId?.get(id) as Row | undefined;
    return row ? toOffer(row) : null;
  }

  photoPath(offer: Pick<Offer, "id">, photo: Pick<OfferPhoto, "file">) {
    if (!OFFER_ID.test(offer.id) || !/^[\w.-]+$/.test(photo.file)) {
      throw new Error(`Not an offer's photo: ${offer.id}/${photo.file}`);
    }
    return join(this.photosDir, offer.id, photo.file);
  }

  async claimDue(now: Date, leaseMs: number) {
    const row = this.#delivery.claim(now, leaseMs);
    return row ? toOffer(row) : null;
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

  /**
   * Deletes the offers received before `before` that the outbox is done
   * with (the firm's email and the seller's confirmation sent, or spam),
   * with their photos; an offer with an email still waiting stays.
   */
  async deleteOlderThan(before: Date): Promise<{ offers: number; photos: number }> {
    const rows = this.#writable(this.#statements.older).all(before.getTime()) as { id: string }[];
    return this.#delete(rows.map((row) => row.id));
  }

  /** Deletes every offer sent from this address (case aside), with its photos: a person's erasure. */
  async eraseEmail(email: string): Promise<{ offers: number; photos: number }> {
    const key = sameAddress(email);
    const rows = (this.#statements.emails?.all() ?? []) as { id: string; email: string }[];
    return this.#delete(rows.filter((row) => sameAddress(row.email) === key).map((row) => row.id));
  }

  /**
   * The rows first, in one transaction, then the photo folders: a stop in
   * between leaves folders without a row, which `recover` removes at start.
   */
  async #delete(ids: readonly string[]): Promise<{ offers: number; photos: number }> {
    if (ids.length === 0) return { offers: 0, photos: 0 };
    const deleteConfirmation = this.#writable(this.#statements.deleteConfirmation);
    const deleteOffer = this.#writable(this.#statements.deleteOffer);
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      for (const id of ids) {
        deleteConfirmation.run(id);
        deleteOffer.run(id);
      }
      this.#db.exec("COMMIT");
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
    let photos = 0;
    for (const id of ids) {
      if (!OFFER_ID.test(id)) continue;
      const folder = join(this.photosDir, id);
      photos += (await readdir(folder).catch(() => [])).length;
      await rm(folder, { recursive: true, force: true });
    }
    return { offers: ids.length, photos };
  }

  async recover() {
    const staged = await readdir(this.#stagingDir);
    await Promise.all(staged.map((entry) => this.discard(join(this.#stagingDir, entry))));
    const known = new Set(
      ((this.#statements.ids?.all() ?? []) as { id: string }[]).map((row) => row.id),
    );
    const orphans = (await readdir(this.photosDir)).filter(
      (entry) => entry !== STAGING_DIR && !known.has(entry),
    );
    await Promise.all(
      orphans.map((entry) => rm(join(this.photosDir, entry), { recursive: true, force: true })),
    );
    return { staged: staged.length, orphans: orphans.length };
  }

  async close() {
    if (this.#db.isOpen) this.#db.close();
  }
}
