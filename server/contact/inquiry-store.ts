import type { ContactMessage } from "../../app/islands/contact-form/schema.ts";
import type { Locale } from "../../app/i18n/locales.ts";

import type { Channel, DeliveryStatus } from "../delivery/message.ts";

/**
 * Where contact messages are kept. The server only talks to this
 * interface, so a hosted database can replace the SQLite file by
 * implementing it; every method is asynchronous for that reason.
 */
export interface InquiryStore {
  /**
   * Stores the inquiry durably before resolving, unless one with the same
   * idempotency key exists: then nothing is written and that one is returned.
   */
  save(inquiry: NewInquiry): Promise<{ inquiry: Inquiry; created: boolean }>;
  /** Newest first. Spam is left out unless asked for. */
  list(options?: { includeSpam?: boolean }): Promise<Inquiry[]>;
  /**
   * The oldest pending inquiry due by `now`, leased to the caller until
   * `now + leaseMs` so that no other worker emails it meanwhile.
   */
  claimDue(now: Date, leaseMs: number): Promise<Inquiry | null>;
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, retryAt: Date): Promise<void>;
  /** When the next pending inquiry falls due (its lease included), or null. */
  nextDue(): Promise<Date | null>;
  /**
   * Deletes the inquiries received before `before`, except those still
   * waiting to be emailed (RETENTION_MONTHS); how many.
   */
  deleteOlderThan(before: Date): Promise<number>;
  /** Deletes every inquiry sent from this address, case aside; how many. */
  eraseEmail(email: string): Promise<number>;
  /** Throws when the store cannot be read (health checks). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What an inquiry asks for; each has its reference letter: a contact
 * message "C-2611-017", a sample request "S-2611-042", a call request
 * "R-2611-003". All three share the store, the outbox, the spam checks and
 * the rate limit.
 */
export const inquiryKinds = { contact: "C", sample: "S", call: "R" } as const;
export type InquiryKind = keyof typeof inquiryKinds;

export const isInquiryKind = (value: unknown): value is InquiryKind =>
  typeof value === "string" && Object.hasOwn(inquiryKinds, value);

/**
 * A structured request's fields, in the order the email lists them, each
 * with its English label for the firm ("Grade", "Trial quantity"…).
 */
export type InquiryDetails = readonly (readonly [label: string, value: string])[];

export interface NewInquiry extends ContactMessage {
  /** A contact message unless given. */
  kind?: InquiryKind;
  /** The fields of a sample or call request beyond the message's; none for a contact message. */
  details?: InquiryDetails;
  idempotencyKey: string;
  channel: Channel;
  /** The edition of the site it was sent from (the email names it; answer in its language). */
  edition: Locale;
  /** Why it looks like spam (kept for review, never emailed), or null. */
  spam: string | null;
  receivedAt: Date;
}

export interface Inquiry extends NewInquiry {
  id: string;
  kind: InquiryKind;
  details: InquiryDetails;
  /** The short reference the visitor and the firm read, e.g. "C-2611-017" or "S-2611-042" (null before it existed). */
  reference: string | null;
  status: DeliveryStatus;
  /** Email attempts so far. */
  attempts: number;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  lastError: string | null;
}

/** What the firm and the visitor read: the short reference, or the start of an older inquiry's id. */
export const shownInquiryReference = (inquiry: Pick<Inquiry, "id" | "reference">) =>
  inquiry.reference ?? inquiry.id.slice(0, 8);
