import type { OfferDetails } from "../../app/islands/offer-form/schema.ts";
import type { Locale } from "../../app/i18n/locales.ts";

import type { Channel, DeliveryStatus } from "../delivery/message.ts";
import { monthlyReference } from "../delivery/reference.ts";

/** A photo of an offer as the server keeps it: re-encoded, without metadata. */
export interface OfferPhoto {
  /** The file's name in the offer's folder, e.g. "photo-01.jpg". */
  file: string;
  width: number;
  height: number;
  bytes: number;
  /** The name it had on the seller's device (shown to the firm, never used as a path). */
  originalName: string;
}

/** The machine and the seller, as the offer form's schema accepted them (without the photos' facts). */
export type OfferFacts = Omit<OfferDetails, "photos">;

/** The facts the form asks since issue 29: an offer stored before reads them as not given. */
export const laterFacts = {
  otherType: "",
  serialNumber: "",
  city: "",
  runningHours: null,
  underPower: "",
  webWidth: null,
  maxSpeed: null,
  stations: null,
  videoUrl: "",
  dismantling: "",
  negotiable: "",
  priceBasis: "",
  vat: "",
  confidential: false,
  sellerRole: "",
} as const satisfies Partial<OfferFacts>;

export interface NewOffer {
  facts: OfferFacts;
  photos: OfferPhoto[];
  idempotencyKey: string;
  /**
   * A hash of what the seller sent (the facts and the photos' bytes): the
   * same key with other content is another offer, never a repeat of this one.
   */
  contentHash: string;
  channel: Channel;
  /** The edition of the site it was sent from. */
  edition: Locale;
  /** Why it looks like spam (kept without photos, never emailed), or null. */
  spam: string | null;
  receivedAt: Date;
}

export interface Offer extends NewOffer {
  id: string;
  /** The short reference the seller and the firm read, e.g. "O-2611-017" (null before it existed). */
  reference: string | null;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  lastError: string | null;
}

export type SaveResult =
  { outcome: "created" | "repeat"; offer: Offer } | { outcome: "conflict"; offer: Offer };

/** "O-2611-017": the 17th offer received in November 2026 (UTC). */
export const offerReference = (receivedAt: Date, sequence: number): string =>
  monthlyReference("O", receivedAt, sequence);

/** What the firm and the seller read: the short reference, or the start of an older offer's id. */
export const shownReference = (offer: Pick<Offer, "id" | "reference">) =>
  offer.reference ?? offer.id.slice(0, 8);

/**
 * Where sellers' offers and their photos are kept. The photos arrive in a
 * staging folder that `save` moves into place before the offer's row is
 * committed, so an acknowledged offer always has its photos, and a crash in
 * between leaves a folder without a row, which `recover` removes.
 */
export interface OfferStore {
  /** Where the offers' photos are kept, a folder per offer. */
  readonly photosDir: string;
  /** A new, empty folder for one request's photos (under the data directory). */
  stage(): Promise<string>;
  /**
   * Moves the staged photos into place and stores the offer durably, unless
   * one with the same idempotency key exists: then the staged photos are
   * removed, and that one is returned when its content is the same
   * ("repeat"), or nothing is stored when it differs ("conflict").
   */
  save(offer: NewOffer, staged: string): Promise<SaveResult>;
  /** Removes a staging folder (a refused or failed request). */
  discard(staged: string): Promise<void>;
  /** Newest first. Spam is left out unless asked for. */
  list(options?: { includeSpam?: boolean }): Promise<Offer[]>;
  get(id: string): Promise<Offer | null>;
  /** An offer by its short reference ("O-2611-017"), or null. */
  byReference(reference: string): Promise<Offer | null>;
  /** The file of one of an offer's photos. */
  photoPath(offer: Pick<Offer, "id">, photo: Pick<OfferPhoto, "file">): string;
  claimDue(now: Date, leaseMs: number): Promise<Offer | null>;
  /**
   * The confirmations to the sellers, a queue of their own (an offer's email
   * to the firm and its confirmation to the seller fail and retry apart).
   */
  readonly confirmations: {
    claimDue(now: Date, leaseMs: number): Promise<Offer | null>;
    markSent(id: string, at: Date): Promise<void>;
    markFailed(id: string, error: string, retryAt: Date): Promise<void>;
    nextDue(): Promise<Date | null>;
  };
  markSent(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, retryAt: Date): Promise<void>;
  nextDue(): Promise<Date | null>;
  /**
   * Deletes the offers received before `before` whose emails are all sent
   * (or spam), with their photos (RETENTION_MONTHS): how many of each.
   */
  deleteOlderThan(before: Date): Promise<{ offers: number; photos: number }>;
  /** Deletes every offer sent from this address (case aside) with its photos: how many of each. */
  eraseEmail(email: string): Promise<{ offers: number; photos: number }>;
  /** Removes what a crash left behind: staging folders, and photo folders without an offer. */
  recover(): Promise<{ staged: number; orphans: number }>;
  close(): Promise<void>;
}
