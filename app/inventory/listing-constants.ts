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

/**
 * A listing's documents: PDFs beside index.en.md, listed under `documents:`
 * with a kind (each edition names it: usedEquipment.machine.documents.kinds)
 * and a title. Built to one address for every edition
 * (/machinery/used-equipment/<slug>/documents/<file>).
 */
export const documentKinds = [
  "manual",
  "electrical-drawings",
  "inspection-report",
  "layout",
  "other",
] as const;
export type DocumentKind = (typeof documentKinds)[number];
/**
 * The languages a document's file may be written in, as two-letter codes:
 * the editions' own and those of the machines' makers and sellers. A page
 * of another edition says which one ("in English"): a buyer on a phone knows
 * before the download whether the file is one they can read.
 */
export const documentLanguages = [
  "en",
  "fr",
  "ar",
  "de",
  "it",
  "es",
  "pt",
  "tr",
  "zh",
  "ja",
] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];
/** Buyers download on phones: 20 MB is a scanned manual, not a photo archive. */
export const MAX_DOCUMENT_BYTES = 20_000_000;
export const MAX_DOCUMENTS = 12;
/** A document's file name, which is also its address: letters, digits, dots, hyphens, underscores. */
export const documentFilePattern = "^[A-Za-z0-9][A-Za-z0-9._-]*\\.pdf$";
/** The build's own sheet is called this beside the page: a document may not take its name. */
export const SPEC_SHEET_FILE = "spec-sheet.pdf";

/**
 * A machine running under power: an MP4 beside the listing (H.264 video,
 * which every phone plays; its poster one of the listing's photos) or a
 * YouTube link, played from youtube-nocookie.com after a click only.
 * 50 MB is about two minutes of 720p at 3 Mbit/s: enough to show a machine
 * running, and what a buyer on a phone will wait for (`preload="none"`: only
 * a tap on play downloads it).
 */
export const MAX_VIDEO_BYTES = 50_000_000;
export const videoFilePattern = "^[A-Za-z0-9][A-Za-z0-9._-]*\\.mp4$";
/** The only origin a machine page may frame, and only on a page whose listing links a YouTube video. */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
