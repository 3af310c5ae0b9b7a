/**
 * `npm run inventory:check`: reads every machine under app/content/inventory/
 * (or the folder given: `node scripts/inventory/check.ts path/to/folder`)
 * with the build's own reader, prints a table of the listings and what each
 * translation lacks, warns about photos no listing shows, translations that
 * are missing or lag behind the English listing, and the glossary's advice
 * on the French and Arabic text (the house term to write, by file and line),
 * and exits with 1 when a file has a problem (the same messages that stop
 * `npm run build`). Warnings never stop the build.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import {
  listingStatuses,
  photoExtensions,
  photoName,
  type ListingPrice,
  type ListingStatus,
} from "../../app/inventory/listing-schema.ts";
import { listingAdvice } from "../../app/inventory/listing-advice.ts";
import { ON_REQUEST } from "../../app/inventory/listing-constants.ts";
import { deletedListings, gitReferenceHistory } from "../../app/inventory/references.ts";
import { removedMachines } from "../../app/content/removed-machines.ts";
import {
  formatProblem,
  inventoryDir,
  listingFileName,
  missingTranslations,
  readInventory,
  type DraftSource,
  type InventoryProblem,
  type ListingSource,
  type ReadOptions,
} from "../../app/inventory/read-inventory.ts";
import { prefixedLocales } from "../../app/i18n/locales.ts";

export interface InventoryRow {
  slug: string;
  reference: string;
  status: ListingStatus;
  year: number;
  /** "EUR 1,250,000" or "on request": the listing's own currency. */
  price: string;
  location: string;
  photos: number;
  /** "fr: specs; ar: no index.ar.md", or "—" when every language has all its text. */
  missingText: string;
}

/** What a listing's translations lack: each shows the English text in its place. */
export function missingText(listing: ListingSource): string {
  const gaps = prefixedLocales.flatMap((locale) => {
    const translation = listing.translations[locale];
    if (!translation) {
      const file = listingFileName(locale);
      return [
        `${locale}: ${existsSync(join(listing.folder, file)) ? `${file} not shown` : `no ${file}`}`,
      ];
    }
    const missingAlts = listing.data.photos.filter(
      (_, index) => !translation.data.photos?.[index]?.alt,
    ).length;
    const missingTitles = listing.data.documents.filter(
      (_, index) => !translation.data.documents?.[index]?.title,
    ).length;
    const fields = [
      missingAlts > 0 ? `${missingAlts} photo alt text${missingAlts === 1 ? "" : "s"}` : "",
      missingTitles > 0 ? `${missingTitles} document title${missingTitles === 1 ? "" : "s"}` : "",
      listing.data.specs.length > 0 && !translation.data.specs ? "specs" : "",
    ].filter((field) => field !== "");
    return fields.length > 0 ? [`${locale}: ${fields.join(", ")}`] : [];
  });
  return gaps.length > 0 ? gaps.join("; ") : "—";
}

/** A price as staff read it in a table: "EUR 1,250,000", "on request". */
export function priceCell(price: ListingPrice): string {
  return price === ON_REQUEST
    ? "on request"
    : `${price.currency} ${price.amount.toLocaleString("en-US")}`;
}

export function inventoryRows(listings: readonly ListingSource[]): InventoryRow[] {
  return listings.map((listing) => ({
    slug: listing.data.slug,
    reference: listing.data.reference,
    status: listing.data.status,
    year: listing.data.year,
    price: priceCell(listing.data.price),
    location: listing.data.location,
    photos: listing.data.photos.length,
    missingText: missingText(listing),
  }));
}

const columns = [
  ["slug", "Slug"],
  ["reference", "Reference"],
  ["status", "Status"],
  ["year", "Year"],
  ["price", "Price"],
  ["location", "Location"],
  ["photos", "Photos"],
  ["missingText", "Missing text"],
] as const satisfies readonly (readonly [keyof InventoryRow, string])[];

/** The rows as an aligned plain-text table, a header and a rule above them. */
export function formatTable(rows: readonly InventoryRow[]): string {
  if (rows.length === 0) return "No listings.";
  const cells = [
    columns.map(([, title]) => title),
    ...rows.map((row) => columns.map(([key]) => String(row[key]))),
  ];
  const widths = columns.map((_, index) =>
    Math.max(...cells.map((line) => (line[index] ?? "").length)),
  );
  const lines = cells.map((line) =>
    line
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join("  ")
      .trimEnd(),
  );
  const rule = "-".repeat(widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1));
  return [lines[0], rule, ...lines.slice(1)].join("\n");
}

/**
 * Photos in a listing's folder that its index.en.md does not list: the site never
 * shows them. A warning, not a problem: staff often drop a photo in and
 * forget to list it.
 */
export function unlistedPhotos(
  listings: readonly ListingSource[],
  name: (path: string) => string,
): InventoryProblem[] {
  return listings.flatMap((listing) => {
    const listed = new Set(
      listing.data.photos.map((photo) => resolve(listing.folder, photoName(photo.src))),
    );
    return readdirSync(listing.folder, { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isFile() &&
          photoExtensions.some((extension) => entry.name.toLowerCase().endsWith(extension)) &&
          !listed.has(resolve(listing.folder, entry.name)),
      )
      .map((entry) => entry.name)
      .sort()
      .map((file) => ({
        file: name(join(listing.folder, file)),
        field: "",
        message: `is not in the photos of ${name(listing.file)}: list it there with an alt text, or delete the file`,
      }));
  });
}

/**
 * PDFs and MP4s in a listing's folder that its index.en.md does not list
 * (under documents: or video:): the site never publishes them. A warning.
 */
export function unlistedFiles(
  listings: readonly ListingSource[],
  name: (path: string) => string,
): InventoryProblem[] {
  return listings.flatMap((listing) => {
    const { documents, video } = listing.data;
    const listed = new Set([
      ...documents.map((document) => document.src),
      ...(video && "src" in video ? [video.src] : []),
    ]);
    return readdirSync(listing.folder, { withFileTypes: true })
      .filter(
        (entry) => entry.isFile() && /\.(?:pdf|mp4)$/i.test(entry.name) && !listed.has(entry.name),
      )
      .map((entry) => entry.name)
      .sort()
      .map((file) => ({
        file: name(join(listing.folder, file)),
        field: "",
        message: /\.pdf$/i.test(file)
          ? `is not in the documents of ${name(listing.file)}: list it there with its kind and title, or delete the file`
          : `is not the video of ${name(listing.file)}: write it there as video: with src:, or delete the file`,
      }));
  });
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "7 listings: 5 available, 1 reserved, 1 sold. No problems." */
export function summaryLine(listings: readonly ListingSource[], problems: number): string {
  const counts = listingStatuses
    .map(
      (status) =>
        [status, listings.filter((listing) => listing.data.status === status).length] as const,
    )
    .filter(([, count]) => count !== 0)
    .map(([status, count]) => `${count} ${status}`);
  const read = `${plural(listings.length, "listing")}${counts.length > 0 ? `: ${counts.join(", ")}` : ""}.`;
  return problems === 0
    ? `${read} No problems.`
    : `${read} ${plural(problems, "problem")}: the build stops until ${problems === 1 ? "it is" : "they are"} fixed.`;
}

/**
 * The drafts, "to complete": never on the site, whatever they lack, each
 * with what the listing's rules still ask for before `status: available`.
 */
export function formatDrafts(
  drafts: readonly DraftSource[],
  name: (path: string) => string,
): string {
  const lines = [`${plural(drafts.length, "draft")} to complete (not on the site):`];
  for (const draft of drafts) {
    lines.push(`  ${draft.slug} (${name(draft.file)})`);
    for (const item of draft.toComplete) {
      lines.push(`    - ${item.field || "file"}: ${item.message}`);
    }
    lines.push(
      `    - then set status: available (or reserved) to publish it${draft.toComplete.length === 0 ? "; nothing else is missing" : ""}`,
    );
  }
  return lines.join("\n");
}

/**
 * Listings deleted in the repository's history that app/content/removed-machines.ts
 * does not name: their address now leads to the home page, not the catalogue.
 */
export function unrecordedRemovals(
  deleted: ReadonlyMap<string, string>,
  folders: readonly string[],
  removed: readonly { slug: string }[] = removedMachines,
): InventoryProblem[] {
  const known = new Set([...folders, ...removed.map((machine) => machine.slug)]);
  return [...deleted]
    .filter(([slug]) => !known.has(slug))
    .map(([slug, commit]) => ({
      file: "app/content/removed-machines.ts",
      field: "",
      message: `has no entry for ${slug}, deleted in commit ${commit}: add { slug: "${slug}", type, reference } so its address leads to the catalogue of its type`,
    }));
}

/** Checks the inventory in `dir`, prints the report and returns the exit code. */
export function check(dir?: string, options: ReadOptions = {}): number {
  const root = options.root ?? resolve(import.meta.dirname, "../..");
  const name = (path: string) => relative(root, path).split("\\").join("/");
  const inventory = readInventory(dir, { history: gitReferenceHistory, ...options, root });
  const { listings, problems, drafts } = inventory;
  const warnings = [
    ...unrecordedRemovals(
      deletedListings(dir ?? inventoryDir),
      readdirSync(dir ?? inventoryDir),
      options.removed,
    ),
    ...unlistedPhotos(listings, name),
    ...unlistedFiles(listings, name),
    ...missingTranslations(listings, name),
    ...inventory.warnings,
    ...listings.flatMap((listing) => listingAdvice(listing, name)),
  ];
  console.info(formatTable(inventoryRows(listings)));
  console.info(`\n${summaryLine(listings, problems.length)}`);
  if (drafts.length > 0) console.info(`\n${formatDrafts(drafts, name)}`);
  if (warnings.length > 0) {
    console.warn(`\n${plural(warnings.length, "warning")}:`);
    for (const warning of warnings) console.warn(`  - ${formatProblem(warning)}`);
  }
  if (problems.length > 0) {
    console.error(`\n${plural(problems.length, "problem")}:`);
    for (const problem of problems) console.error(`  - ${formatProblem(problem)}`);
    return 1;
  }
  return 0;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h") || args.length > 1) {
    console.info("Usage: npm run inventory:check [-- path/to/inventory-folder]");
    process.exit(args.length > 1 ? 1 : 0);
  }
  const [folder] = args;
  if (folder !== undefined && !existsSync(folder)) {
    console.error(`There is no folder ${folder}.`);
    process.exit(1);
  }
  // A folder given on the command line: paths in messages are relative to where you are.
  process.exitCode =
    folder === undefined ? check() : check(resolve(folder), { root: process.cwd() });
}
