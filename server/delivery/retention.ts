import { retentionMonths } from "../../app/content/privacy.ts";

/**
 * What the privacy notice promises, across the domains: messages and offers
 * are deleted `RETENTION_MONTHS` after they arrived, never before the outbox
 * has emailed them; unconfirmed alerts after their 7 days (app.ts runs this
 * at start and daily); and one person's data everywhere on request
 * (`npm run inquiries -- --erase <email>`). Each domain's store deletes its
 * own rows and files.
 */

/** RETENTION_MONTHS when it is not set: the period the privacy notice states. */
export const DEFAULT_RETENTION_MONTHS = retentionMonths;

/** The retention runs at start and then this often. */
export const RETENTION_INTERVAL_MS = 24 * 3_600_000;

/**
 * The moment before which a message is past its retention: `months`
 * calendar months before `now` (UTC), on the last day of a shorter month
 * (31 March less one month is 28 or 29 February).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/**
 * An address as an erasure matches it: spaces and case aside. Compared in
 * JavaScript, because SQLite's lower() folds ASCII letters only.
 */
export const sameAddress = (email: string) => email.trim().toLowerCase();

/**
 * An address an erasure accepts: one @, something on each side, a dot in
 * the domain, no spaces or angle brackets. Looser than the forms' schema on
 * purpose: an address stored before a rule changed can still be erased.
 */
export function isErasableAddress(email: string): boolean {
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>.]+$/u.test(email.trim()) && email.trim().length <= 254;
}

/**
 * What each domain's store does for the retention and an erasure (the
 * SQLite stores of contact/, offers/ and alerts/; app.ts and
 * `npm run inquiries -- --erase` pass them in).
 */
export interface PersonalDataStores {
  inquiries: {
    /** Received before `before` and emailed (or spam); how many. */
    deleteOlderThan(before: Date): Promise<number>;
    eraseEmail(email: string): Promise<number>;
  };
  offers: {
    /** Received before `before`, both emails sent (or spam), with their photos. */
    deleteOlderThan(before: Date): Promise<{ offers: number; photos: number }>;
    eraseEmail(email: string): Promise<{ offers: number; photos: number }>;
  };
  alerts: {
    /** Unconfirmed alerts past their 7 days. */
    deleteExpired(now?: Date): Promise<number>;
    eraseEmail(email: string): Promise<{ alerts: number; mails: number }>;
  };
}

export interface RetentionSummary {
  /** Messages and offers received before this were deleted (unless still to be emailed). */
  before: Date;
  inquiries: number;
  offers: number;
  photos: number;
  unconfirmedAlerts: number;
}

/** One pass of the retention: what is past its period goes. */
export async function applyRetention(
  stores: PersonalDataStores,
  months: number,
  now = new Date(),
): Promise<RetentionSummary> {
  const before = retentionCutoff(now, months);
  const inquiries = await stores.inquiries.deleteOlderThan(before);
  const { offers, photos } = await stores.offers.deleteOlderThan(before);
  const unconfirmedAlerts = await stores.alerts.deleteExpired(now);
  return { before, inquiries, offers, photos, unconfirmedAlerts };
}

export interface ErasureSummary {
  inquiries: number;
  offers: number;
  photos: number;
  alerts: number;
  alertEmails: number;
}

/** Everything stored about one address, case aside: messages, offers and their photos, alerts and their emails. */
export async function eraseAddress(
  stores: PersonalDataStores,
  email: string,
): Promise<ErasureSummary> {
  const inquiries = await stores.inquiries.eraseEmail(email);
  const { offers, photos } = await stores.offers.eraseEmail(email);
  const { alerts, mails } = await stores.alerts.eraseEmail(email);
  return { inquiries, offers, photos, alerts, alertEmails: mails };
}
