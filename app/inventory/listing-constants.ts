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
