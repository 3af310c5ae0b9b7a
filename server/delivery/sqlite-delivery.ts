import type { DatabaseSync, StatementSync } from "node:sqlite";

/**
 * The SQLite file in the data directory that holds every store's tables
 * (inquiries, offers): one file to back up. Its name predates the offers.
 */
export const DATABASE_FILE = "inquiries.db";

/**
 * The outbox's side of a SQLite table of messages (inquiries, offers): the
 * oldest due row leased to one worker, marked sent once, or given its next
 * attempt. Every such table has the columns `status`, `attempts`,
 * `next_attempt_at`, `lease_until`, `sent_at` and `last_error`.
 */
export class SqliteDelivery<Row> {
  #statements: {
    claim: StatementSync;
    sent: StatementSync;
    failed: StatementSync;
    nextDue: StatementSync;
  } | null;

  /** `table` is one of the server's own table names, never input. Read-only: no statements. */
  constructor(
    db: DatabaseSync,
    table: "inquiries" | "offers" | "offer_confirmations" | "alert_mail",
    { readOnly = false } = {},
  ) {
    this.#statements = readOnly
      ? null
      : {
          claim: db.prepare(`UPDATE ${table} SET lease_until = :leaseUntil
            WHERE id = (
              SELECT id FROM ${table}
              WHERE status = 'pending' AND next_attempt_at <= :now
                AND (lease_until IS NULL OR lease_until <= :now)
              ORDER BY next_attempt_at, rowid LIMIT 1)
            RETURNING *`),
          sent: db.prepare(`UPDATE ${table}
            SET status = 'sent', sent_at = :at, attempts = attempts + 1, lease_until = NULL, last_error = NULL
            WHERE id = :id AND status = 'pending'`),
          failed: db.prepare(`UPDATE ${table}
            SET attempts = attempts + 1, next_attempt_at = :retryAt, last_error = :error, lease_until = NULL
            WHERE id = :id AND status = 'pending'`),
          nextDue: db.prepare(`SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS due
            FROM ${table} WHERE status = 'pending'`),
        };
  }

  #writable() {
    if (!this.#statements) throw new Error("The store was opened read-only.");
    return this.#statements;
  }

  /** The oldest pending row due by `now`, leased until `now + leaseMs`. */
  claim(now: Date, leaseMs: number): Row | undefined {
    return this.#writable().claim.get({
      now: now.getTime(),
      leaseUntil: now.getTime() + leaseMs,
    }) as Row | undefined;
  }

  markSent(id: string, at: Date): void {
    this.#writable().sent.run({ id, at: at.getTime() });
  }

  markFailed(id: string, error: string, retryAt: Date): void {
    this.#writable().failed.run({ id, error: error.slice(0, 1000), retryAt: retryAt.getTime() });
  }

  /** When the next pending row falls due (its lease included), or null. */
  nextDue(): Date | null {
    const due = (this.#writable().nextDue.get() as { due: number | null }).due;
    return due === null ? null : new Date(due);
  }
}
