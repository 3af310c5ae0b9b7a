/**
 * The listing rules as plain values, without zod: the listing schema
 * (./listing-schema.ts) checks files with them, the seller's offer form in
 * the browser offers the same machine types and years, and the editor at
 * /admin (app/admin/) applies the same rules to its fields.
 */

export const listingStatuses = ["available", "reserved", "sold"] as const;

/** A slug, the name of a listing's folder: lower-case letters, digits and single hyphens. */
export const slugPattern = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
export type ListingStatus = (typeof listingStatuses)[number];

/** The status that keeps a listing out of the site until the firm completes it. */
export const DRAFT_STATUS = "draft";

/**
 * The machine types the site has a drawing of: a listing without photos
 * shows its type's illustration (app/assets/illustrations/equipment/).
 */
export const machineTypes = [
  "bopp-film-line",
  "cpp-film-line",
  "extrusion-laminator",
  "gravure-printing-press",
  "metallizer",
  "slitting-machine",
] as const;
export type MachineType = (typeof machineTypes)[number];

export const MAX_PHOTOS = 12;
/** Older machines are not traded; an earlier year is a typo. */
export const EARLIEST_YEAR = 1950;
/** The card shows three lines of the summary. */
export const MAX_SUMMARY_LENGTH = 320;
/** The formats astro:assets turns into AVIF and WebP. */
export const photoExtensions = [".jpg", ".jpeg", ".png", ".webp"] as const;

/** A machine's condition, as buyers judge it; each edition names them (usedEquipment.conditions). */
export const listingConditions = ["like-new", "very-good", "good", "needs-work"] as const;
export type ListingCondition = (typeof listingConditions)[number];

/**
 * Our reference of a machine, which buyers quote on the phone and in
 * WhatsApp: "FP-" and four digits, the same in every edition, set once and
 * never reused (removed machines keep theirs: app/content/removed-machines.ts).
 */
export const REFERENCE_PREFIX = "FP-";
export const referencePattern = "^FP-\\d{4}$";
/** The first reference ever given; `npm run inventory:from-offer` gives the next free one. */
export const FIRST_REFERENCE = 1001;

/**
 * The price as the editor writes it (Sveltia CMS's object with variable
 * types, its type under `kind`): an asking price with its currency, or on
 * request. The schema turns it into `{ amount, currency }` or "on-request".
 */
export const PRICE_KIND_KEY = "kind";
export const priceKinds = ["asking", "on-request"] as const;
export const ON_REQUEST = "on-request";
/** A whole asking price, up to 999 999 999 999 (the offer form's limit). */
export const MAX_PRICE = 999_999_999_999;
/** Running hours beyond this are a typo (114 years around the clock). */
export const MAX_HOURS = 1_000_000;

/** When a machine can leave: `now`, or the month it can, as YYYY-MM. */
export const AVAILABLE_NOW = "now";
export const availablePattern = "^(?:now|\\d{4}-(?:0[1-9]|1[0-2]))$";
