import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { defaultLocale, isLocale, type Locale } from "../../app/i18n/locales.ts";
import type { AlertMachine } from "../../app/inventory/alert-machine.ts";

import { DATABASE_FILE, SqliteDelivery } from "../delivery/sqlite-delivery.ts";

import { criteriaKey, emailKey, type AlertCriteria } from "./alert-criteria.ts";
import type { AlertedSet } from "./alert-match.ts";

/** An unconfirmed alert, and its address, are deleted this long after the last request. */
export const CONFIRM_WITHIN_MS = 7 * 24 * 3_600_000;
/** The same address and search get no second confirmation email within this. */
export const CONFIRMATION_INTERVAL_MS = 3_600_000;
/** Confirmation emails to one address, whatever the search, per CONFIRMATION_INTERVAL_MS. */
export const MAX_CONFIRMATIONS_PER_ADDRESS = 3;
/** Alerts one address may have: past this, a request is answered as usual and stores nothing. */
export const MAX_ALERTS_PER_ADDRESS = 20;

const schema = `
CREATE TABLE IF NOT EXISTS alerts (
  id              TEXT PRIMARY KEY,
  email           TEXT NOT NULL,
  email_key       TEXT NOT NULL,
  criteria        TEXT NOT NULL,
  criteria_key    TEXT NOT NULL,
  lang            TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  created_at      INTEGER NOT NULL,
  expires_at      INTEGER,
  confirmation_at INTEGER,
  confirmed_at    INTEGER,
  UNIQUE (email_key, criteria_key)
) STRICT;
CREATE INDEX IF NOT EXISTS alerts_expiry ON alerts (status, expires_at);
CREATE TABLE IF NOT EXISTS alert_mail (
  id              TEXT PRIMARY KEY,
  alert_id        TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('confirm', 'match')),
  machines        TEXT NOT NULL,
  created_at      INTEGER NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('pending', 'sent')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  lease_until     INTEGER,
  sent_at         INTEGER,
  last_error      TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS alert_mail_due ON alert_mail (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS alert_mail_alert ON alert_mail (alert_id, kind, created_at);
CREATE TABLE IF NOT EXISTS alert_announced (
  alert_id        TEXT NOT NULL,
  slug            TEXT NOT NULL,
  mail_id         TEXT NOT NULL,
  announced_at    INTEGER NOT NULL,
  PRIMARY KEY (alert_id, slug)
) STRICT;
CREATE INDEX IF NOT EXISTS alert_announced_mail ON alert_announced (mail_id);
CREATE TABLE IF NOT EXISTS alert_machines (
  slug            TEXT PRIMARY KEY,
  status          TEXT NOT NULL CHECK (status IN ('available', 'reserved'))
) STRICT;
`;

export interface Alert {
  id: string;
  email: string;
  criteria: AlertCriteria;
  lang: Locale;
  status: "pending" | "confirmed";
  createdAt: Date;
  expiresAt: Date | null;
  confirmedAt: Date | null;
}

/** A machine as one email announces it, in the subscriber's language, as the build had it. */
export interface AnnouncedMachine {
  slug: string;
  reference: string;
  photo: string | null;
  name: string;
  path: string;
  facts: { label: string; value: string }[];
}

/** One search of a match email: the alert, and the slugs of the machines it found. */
export interface MailSearch {
  alert: Alert;
  slugs: string[];
}

/**
 * One email of the alerts: a confirmation, or the machines one match run
 * found for one subscriber (a digest of all their searches).
 */
export interface AlertMail {
  id: string;
  kind: "confirm" | "match";
  /** Whom it goes to, in which language: its first search's alert. */
  alert: Alert;
  /**
   * The alerts it is about, first confirmed first: a confirmation's one, a
   * match email's every search of the address that found a machine.
   */
  searches: MailSearch[];
  /** Each machine once, even when several searches found it. */
  machines: AnnouncedMachine[];
  createdAt: Date;
  attempts: number;
}

/** What one search of a subscriber found in a build. */
export interface AlertMatch {
  alert: Alert;
  machines: readonly AlertMachine[];
}

/** A confirmed alert for staff (`npm run alerts`): what it looks for and what it was sent. */
export interface AlertSummary extends Alert {
  machinesAnnounced: number;
  emailsSent: number;
  emailsPending: number;
}

interface AlertRow {
  id: string;
  email: string;
  criteria: string;
  lang: string;
  status: string;
  created_at: number;
  expires_at: number | null;
  confirmed_at: number | null;
  confirmation_at: number | null;
}

interface MailRow {
  id: string;
  alert_id: string;
  kind: string;
  machines: string;
  created_at: number;
  attempts: number;
}

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    email: row.email,
    criteria: JSON.parse(row.criteria) as AlertCriteria,
    lang: isLocale(row.lang) ? row.lang : defaultLocale,
    status: row.status === "confirmed" ? "confirmed" : "pending",
    createdAt: new Date(row.created_at),
    expiresAt: date(row.expires_at),
    confirmedAt: date(row.confirmed_at),
  };
}

/** The machine as the email shows it, in one language, frozen when it is queued. */
export function announcedMachine(machine: AlertMachine, lang: Locale): AnnouncedMachine {
  const text = machine.editions[lang];
  return {
    slug: machine.slug,
    reference: machine.reference,
    photo: machine.photo,
    name: text.name,
    path: text.path,
    facts: text.facts,
  };
}

export type SubscribeOutcome = "created" | "confirmation-resent" | "unchanged";
export type ConfirmOutcome =
  { status: "confirmed"; alert: Alert } | { status: "expired" } | { status: "missing" };

/**
 * The machine alerts in the site's SQLite file (tables of their own): the
 * alerts, their emails (the outbox's queue), which machine was announced to
 * which alert, and the last set of machines compared. WAL with
 * synchronous=FULL, as the inquiries: a commit is on the disk when it returns.
 */
export class SqliteAlertStore {
  readonly path: string;
  #db: DatabaseSync;
  #delivery: SqliteDelivery<MailRow>;
  readonly #readOnly: boolean;

  constructor(dataDir: string, { readOnly = false } = {}) {
    if (!readOnly) mkdirSync(dataDir, { recursive: true });
    this.path = join(dataDir, DATABASE_FILE);
    this.#readOnly = readOnly;
    this.#db = new DatabaseSync(this.path, { readOnly, timeout: 5000 });
    if (!readOnly) {
      this.#db.exec("PRAGMA journal_mode = WAL");
      this.#db.exec(schema);
    }
    this.#db.exec("PRAGMA synchronous = FULL");
    this.#delivery = new SqliteDelivery<MailRow>(this.#db, "alert_mail", { readOnly });
  }

  /** `work` in one write transaction: all of it reaches the disk, or none. */
  #transaction<T>(work: () => T): T {
    if (this.#readOnly) throw new Error("The alert store was opened read-only.");
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  #queueMail(alertId: string, kind: AlertMail["kind"], machines: AnnouncedMachine[], now: number) {
    const id = randomUUID();
    this.#db
      .prepare(
        `INSERT INTO alert_mail (id, alert_id, kind, machines, created_at, status, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
      )
      .run(id, alertId, kind, JSON.stringify(machines), now, now);
    return id;
  }

  /**
   * Deletes alerts with their emails and records. A match email shared with
   * other searches of the address (a digest) is not deleted with one of
   * them: it keeps what the others found, sent or not, and goes to them.
   */
  #delete(ids: string[]) {
    for (const id of ids) {
      const mails = (
        this.#db
          .prepare(
            `SELECT DISTINCT mail_id AS id FROM alert_announced WHERE alert_id = ?
             UNION SELECT id FROM alert_mail WHERE alert_id = ? AND kind = 'match'`,
          )
          .all(id, id) as { id: string }[]
      ).map((row) => row.id);
      this.#db.prepare("DELETE FROM alert_announced WHERE alert_id = ?").run(id);
      this.#db.prepare("DELETE FROM alert_mail WHERE alert_id = ? AND kind = 'confirm'").run(id);
      for (const mailId of mails) this.#prune(mailId);
      this.#db.prepare("DELETE FROM alerts WHERE id = ?").run(id);
    }
    return ids.length;
  }

  /**
   * A match email after one of its alerts went: it keeps the machines the
   * remaining alerts found and is addressed to the first of them; with none
   * left, it is deleted.
   */
  #prune(mailId: string) {
    const remaining = this.#db
      .prepare(
        `SELECT alert_announced.alert_id, alert_announced.slug FROM alert_announced
         JOIN alerts ON alerts.id = alert_announced.alert_id
         WHERE alert_announced.mail_id = ? ORDER BY alerts.confirmed_at, alerts.id`,
      )
      .all(mailId) as { alert_id: string; slug: string }[];
    if (remaining.length === 0) {
      this.#db.prepare("DELETE FROM alert_mail WHERE id = ?").run(mailId);
      return;
    }
    const row = this.#db.prepare("SELECT machines FROM alert_mail WHERE id = ?").get(mailId) as
      { machines: string } | undefined;
    if (!row) return;
    const kept = new Set(remaining.map((announced) => announced.slug));
    const machines = (JSON.parse(row.machines) as AnnouncedMachine[]).filter((machine) =>
      kept.has(machine.slug),
    );
    this.#db
      .prepare("UPDATE alert_mail SET alert_id = ?, machines = ? WHERE id = ?")
      .run(remaining[0]!.alert_id, JSON.stringify(machines), mailId);
  }

  #deleteExpired(now: number): number {
    const rows = this.#db
      .prepare("SELECT id FROM alerts WHERE status = 'pending' AND expires_at <= ?")
      .all(now) as { id: string }[];
    return this.#delete(rows.map((row) => row.id));
  }

  /** Deletes the unconfirmed alerts (and their addresses) older than 7 days; how many. */
  async deleteExpired(now = new Date()): Promise<number> {
    return this.#transaction(() => this.#deleteExpired(now.getTime()));
  }

  /**
   * Stores a request for an alert and queues its confirmation email, in one
   * transaction. A known address and search gets a new confirmation only an
   * hour after the last one (and its 7 days start again); a confirmed alert
   * is left as it is. What happened is for the log: the visitor's answer is
   * the same in every case.
   */
  async subscribe(
    { email, criteria, lang }: { email: string; criteria: AlertCriteria; lang: Locale },
    now = new Date(),
  ): Promise<{ outcome: SubscribeOutcome; alertId: string | null }> {
    const at = now.getTime();
    return this.#transaction(() => {
      this.#deleteExpired(at);
      const key = emailKey(email);
      const existing = this.#db
        .prepare("SELECT * FROM alerts WHERE email_key = ? AND criteria_key = ?")
        .get(key, criteriaKey(criteria)) as AlertRow | undefined;
      const recent = (
        this.#db
          .prepare(
            `SELECT COUNT(*) AS n FROM alert_mail JOIN alerts ON alerts.id = alert_mail.alert_id
             WHERE alerts.email_key = ? AND alert_mail.kind = 'confirm' AND alert_mail.created_at > ?`,
          )
          .get(key, at - CONFIRMATION_INTERVAL_MS) as { n: number }
      ).n;
      const mayConfirm = recent < MAX_CONFIRMATIONS_PER_ADDRESS;
      if (!existing) {
        const count = (
          this.#db.prepare("SELECT COUNT(*) AS n FROM alerts WHERE email_key = ?").get(key) as {
            n: number;
          }
        ).n;
        if (count >= MAX_ALERTS_PER_ADDRESS) return { outcome: "unchanged", alertId: null };
        const id = randomUUID();
        this.#db
          .prepare(
            `INSERT INTO alerts (id, email, email_key, criteria, criteria_key, lang, status, created_at, expires_at, confirmation_at)
             VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
          )
          .run(
            id,
            email.trim(),
            key,
            JSON.stringify(criteria),
            criteriaKey(criteria),
            lang,
            at,
            at + CONFIRM_WITHIN_MS,
            mayConfirm ? at : null,
          );
        if (mayConfirm) this.#queueMail(id, "confirm", [], at);
        return { outcome: "created", alertId: id };
      }
      const last = existing.confirmation_at;
      if (
        existing.status === "pending" &&
        mayConfirm &&
        (last === null || last <= at - CONFIRMATION_INTERVAL_MS)
      ) {
        this.#db
          .prepare(
            "UPDATE alerts SET confirmation_at = ?, expires_at = ?, lang = ?, email = ? WHERE id = ?",
          )
          .run(at, at + CONFIRM_WITHIN_MS, lang, email.trim(), existing.id);
        this.#queueMail(existing.id, "confirm", [], at);
        return { outcome: "confirmation-resent", alertId: existing.id };
      }
      return { outcome: "unchanged", alertId: existing.id };
    });
  }

  /** Confirms an alert by its link; an unconfirmed one past its 7 days is deleted instead. */
  async confirm(id: string, now = new Date()): Promise<ConfirmOutcome> {
    const at = now.getTime();
    return this.#transaction(() => {
      const row = this.#db.prepare("SELECT * FROM alerts WHERE id = ?").get(id) as
        AlertRow | undefined;
      if (!row) return { status: "missing" };
      if (row.status === "pending" && row.expires_at !== null && row.expires_at <= at) {
        this.#delete([id]);
        return { status: "expired" };
      }
      if (row.status === "pending") {
        this.#db
          .prepare(
            "UPDATE alerts SET status = 'confirmed', confirmed_at = ?, expires_at = NULL WHERE id = ?",
          )
          .run(at, id);
      }
      const updated = this.#db
        .prepare("SELECT * FROM alerts WHERE id = ?")
        .get(id) as unknown as AlertRow;
      return { status: "confirmed", alert: toAlert(updated) };
    });
  }

  async get(id: string): Promise<Alert | null> {
    const row = this.#db.prepare("SELECT * FROM alerts WHERE id = ?").get(id) as
      AlertRow | undefined;
    return row ? toAlert(row) : null;
  }

  /** Unsubscribes: the alert, its address, its emails not yet sent and its record are deleted. */
  async remove(id: string): Promise<Alert | null> {
    return this.#transaction(() => {
      const row = this.#db.prepare("SELECT * FROM alerts WHERE id = ?").get(id) as
        AlertRow | undefined;
      if (!row) return null;
      this.#delete([id]);
      return toAlert(row);
    });
  }

  /**
   * A person's erasure: every alert of this address (case aside), confirmed
   * or not, with its emails, sent or queued, and its records. How many of each.
   */
  async eraseEmail(email: string): Promise<{ alerts: number; mails: number }> {
    return this.#transaction(() => {
      const mails = () =>
        (this.#db.prepare("SELECT COUNT(*) AS n FROM alert_mail").get() as { n: number }).n;
      const before = mails();
      const ids = (
        this.#db.prepare("SELECT id FROM alerts WHERE email_key = ?").all(emailKey(email)) as {
          id: string;
        }[]
      ).map((row) => row.id);
      const alerts = this.#delete(ids);
      return { alerts, mails: before - mails() };
    });
  }

  /**
   * Unsubscribes from what one match email was about: every alert it
   * covers (its List-Unsubscribe), all of one address. The alerts deleted,
   * none when they already were.
   */
  async removeCoveredBy(mailId: string): Promise<Alert[]> {
    return this.#transaction(() => {
      const rows = this.#db
        .prepare(
          `SELECT alerts.* FROM alerts
           WHERE alerts.id IN (SELECT alert_id FROM alert_announced WHERE mail_id = ?)
             AND alerts.email_key = (
               SELECT alerts.email_key FROM alert_mail JOIN alerts ON alerts.id = alert_mail.alert_id
               WHERE alert_mail.id = ?)
           ORDER BY alerts.confirmed_at, alerts.id`,
        )
        .all(mailId, mailId) as unknown as AlertRow[];
      this.#delete(rows.map((row) => row.id));
      return rows.map(toAlert);
    });
  }

  /**
   * The confirmed alerts by subscriber, first confirmed first: one group per
   * address and language, each the searches one match email covers. An
   * address with alerts in two languages gets an email in each: one email
   * is written in one language, and the subscriber chose both.
   */
  async subscribers(): Promise<Alert[][]> {
    const rows = this.#db
      .prepare("SELECT * FROM alerts WHERE status = 'confirmed' ORDER BY confirmed_at, id")
      .all() as unknown as (AlertRow & { email_key: string })[];
    const groups = new Map<string, Alert[]>();
    for (const row of rows) {
      const alert = toAlert(row);
      const key = `${row.email_key}\n${alert.lang}`;
      const group = groups.get(key);
      if (group) group.push(alert);
      else groups.set(key, [alert]);
    }
    return [...groups.values()];
  }

  /** The machines the alerts were last compared with. */
  async alertedSet(): Promise<AlertedSet> {
    const rows = this.#db.prepare("SELECT slug, status FROM alert_machines").all() as {
      slug: string;
      status: AlertMachine["status"];
    }[];
    return new Map(rows.map((row) => [row.slug, row.status]));
  }

  /** The build's machines become the set the next start compares with: all at once. */
  async saveAlertedSet(machines: readonly Pick<AlertMachine, "slug" | "status">[]): Promise<void> {
    this.#transaction(() => {
      this.#db.exec("DELETE FROM alert_machines");
      const insert = this.#db.prepare("INSERT INTO alert_machines (slug, status) VALUES (?, ?)");
      for (const machine of machines) insert.run(machine.slug, machine.status);
    });
  }

  /**
   * Announces machines to one subscriber's confirmed alerts (one address,
   * one language): in one transaction, the machines each alert was not yet
   * sent are recorded as announced to it, and one email naming them all,
   * each machine once, is queued. A crash leaves both or neither, so a
   * restart that matches again queues what is missing and never a second
   * email for a machine and an alert. The email's id, or null when there is
   * nothing new to send.
   */
  async announce(matches: readonly AlertMatch[], now = new Date()): Promise<string | null> {
    const at = now.getTime();
    return this.#transaction(() => {
      const current = this.#db.prepare("SELECT status, email_key FROM alerts WHERE id = ?");
      const announced = this.#db.prepare("SELECT slug FROM alert_announced WHERE alert_id = ?");
      const found: { alert: Alert; slugs: string[] }[] = [];
      const machines = new Map<string, AlertMachine>();
      const group = new Set<string>();
      for (const { alert, machines: matched } of matches) {
        const row = current.get(alert.id) as { status: string; email_key: string } | undefined;
        // Unsubscribed since the run began.
        if (row?.status !== "confirmed") continue;
        group.add(`${row.email_key}\n${alert.lang}`);
        if (group.size > 1) throw new Error("One email is for one address in one language.");
        const done = new Set(
          (announced.all(alert.id) as { slug: string }[]).map((announcedRow) => announcedRow.slug),
        );
        const fresh = matched.filter((machine) => !done.has(machine.slug));
        if (fresh.length === 0) continue;
        found.push({ alert, slugs: fresh.map((machine) => machine.slug) });
        for (const machine of fresh)
          if (!machines.has(machine.slug)) machines.set(machine.slug, machine);
      }
      const first = found[0];
      if (!first) return null;
      const mailId = this.#queueMail(
        first.alert.id,
        "match",
        [...machines.values()].map((machine) => announcedMachine(machine, first.alert.lang)),
        at,
      );
      const record = this.#db.prepare(
        "INSERT INTO alert_announced (alert_id, slug, mail_id, announced_at) VALUES (?, ?, ?, ?)",
      );
      for (const { alert, slugs } of found)
        for (const slug of slugs) record.run(alert.id, slug, mailId, at);
      return mailId;
    });
  }

  /**
   * Every alert with what it was sent, newest first (staff's `npm run
   * alerts`). An email is counted for each alert it covers: a digest of
   * three searches counts once in each row (matchEmailsSent counts it once).
   */
  async list({ includePending = false } = {}): Promise<AlertSummary[]> {
    const rows = this.#db
      .prepare(
        `SELECT alerts.*,
           (SELECT COUNT(*) FROM alert_announced WHERE alert_id = alerts.id) AS announced,
           (SELECT COUNT(*) FROM alert_mail WHERE kind = 'match' AND status = 'sent'
              AND id IN (SELECT mail_id FROM alert_announced WHERE alert_id = alerts.id)) AS sent,
           (SELECT COUNT(*) FROM alert_mail WHERE kind = 'match' AND status = 'pending'
              AND id IN (SELECT mail_id FROM alert_announced WHERE alert_id = alerts.id)) AS pending
         FROM alerts ${includePending ? "" : "WHERE status = 'confirmed'"}
         ORDER BY created_at DESC, id`,
      )
      .all() as unknown as (AlertRow & { announced: number; sent: number; pending: number })[];
    return rows.map((row) => ({
      ...toAlert(row),
      machinesAnnounced: row.announced,
      emailsSent: row.sent,
      emailsPending: row.pending,
    }));
  }

  /** The match emails sent, each once however many alerts it covers (of alerts still kept). */
  async matchEmailsSent(): Promise<number> {
    return (
      this.#db
        .prepare(
          `SELECT COUNT(*) AS n FROM alert_mail WHERE kind = 'match' AND status = 'sent'
           AND id IN (SELECT mail_id FROM alert_announced)`,
        )
        .get() as { n: number }
    ).n;
  }

  /** Every email, for tests and the crash check: whose, which alerts, what state, which machines. */
  async mails(): Promise<
    {
      id: string;
      alertId: string;
      alertIds: string[];
      kind: string;
      status: string;
      machines: string[];
    }[]
  > {
    const covered = this.#db.prepare(
      `SELECT DISTINCT alert_announced.alert_id FROM alert_announced
       JOIN alerts ON alerts.id = alert_announced.alert_id
       WHERE mail_id = ? ORDER BY alerts.confirmed_at, alerts.id`,
    );
    return (
      this.#db
        .prepare(
          "SELECT id, alert_id, kind, status, machines FROM alert_mail ORDER BY created_at, id",
        )
        .all() as { id: string; alert_id: string; kind: string; status: string; machines: string }[]
    ).map((row) => ({
      id: row.id,
      alertId: row.alert_id,
      alertIds:
        row.kind === "confirm"
          ? [row.alert_id]
          : (covered.all(row.id) as { alert_id: string }[]).map((announced) => announced.alert_id),
      kind: row.kind,
      status: row.status,
      machines: (JSON.parse(row.machines) as AnnouncedMachine[]).map((machine) => machine.slug),
    }));
  }

  // The outbox's queue (delivery/outbox.ts).

  /**
   * A queued row as the email to send: its alert, or for a match email every
   * alert it covers that is still subscribed with the machines each found.
   * Null when none is (unsubscribed meanwhile).
   */
  #mail(row: MailRow): AlertMail | null {
    const base = {
      id: row.id,
      createdAt: new Date(row.created_at),
      attempts: row.attempts,
    };
    const machines = JSON.parse(row.machines) as AnnouncedMachine[];
    if (row.kind === "confirm") {
      const found = this.#db.prepare("SELECT * FROM alerts WHERE id = ?").get(row.alert_id) as
        AlertRow | undefined;
      if (!found) return null;
      const alert = toAlert(found);
      return { ...base, kind: "confirm", alert, searches: [{ alert, slugs: [] }], machines };
    }
    // The alerts it covers are those its machines were recorded for, in the same transaction
    // (rows queued before digests, one alert each, read the same way).
    const rows = this.#db
      .prepare(
        `SELECT alerts.*, alert_announced.slug AS announced_slug FROM alert_announced
         JOIN alerts ON alerts.id = alert_announced.alert_id
         WHERE alert_announced.mail_id = ? ORDER BY alerts.confirmed_at, alerts.id`,
      )
      .all(row.id) as unknown as (AlertRow & { announced_slug: string })[];
    const searches = new Map<string, MailSearch>();
    for (const announced of rows) {
      const search = searches.get(announced.id);
      if (search) search.slugs.push(announced.announced_slug);
      else
        searches.set(announced.id, {
          alert: toAlert(announced),
          slugs: [announced.announced_slug],
        });
    }
    const first = searches.values().next().value;
    if (!first) return null;
    const listed = new Set(rows.map((announced) => announced.announced_slug));
    return {
      ...base,
      kind: "match",
      alert: first.alert,
      searches: [...searches.values()],
      machines: machines.filter((machine) => listed.has(machine.slug)),
    };
  }

  async claimDue(now: Date, leaseMs: number): Promise<AlertMail | null> {
    for (;;) {
      const row = this.#delivery.claim(now, leaseMs);
      if (!row) return null;
      const mail = this.#mail(row);
      if (mail) return mail;
      // Unsubscribed meanwhile: nothing to send.
      this.#db.prepare("DELETE FROM alert_mail WHERE id = ?").run(row.id);
    }
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

  async close() {
    if (this.#db.isOpen) this.#db.close();
  }
}
