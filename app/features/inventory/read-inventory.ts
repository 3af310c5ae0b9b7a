import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import { parse, YAMLParseError } from "yaml";
import type { z } from "zod";

import { defaultLocale, locales, type Locale } from "../../lib/i18n.ts";

import {
  listingSchema,
  photoPath,
  translationSchema,
  type ListingData,
  type TranslationData,
} from "./listing-schema.ts";

/**
 * Reads the used-equipment inventory: one folder per machine under
 * app/content/inventory/, holding `en.md` (every fact and the English text),
 * optionally `fr.md` and `ar.md` (the text in those languages) and the
 * photos. Everything wrong with the files is collected, so one run reports
 * every problem, each naming its file, its field and what to do.
 * The build's loader, `npm run inventory:check` and the tests call this.
 */

export const inventoryDir = resolve(import.meta.dirname, "../../content/inventory");

export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;

export interface TranslationSource {
  file: string;
  data: TranslationData;
  /** The Markdown below the front matter. */
  body: string;
}

export interface ListingSource {
  /** The listing's folder, absolute. */
  folder: string;
  /** The path of en.md, absolute. */
  file: string;
  data: ListingData;
  /** The English description: the Markdown below the front matter. */
  body: string;
  translations: Partial<Record<TranslatedLocale, TranslationSource>>;
}

export interface InventoryProblem {
  /** The file, relative to the project (or to the folder read). */
  file: string;
  /** The field, e.g. "year" or "photos[2].alt"; "" for the whole file. */
  field: string;
  message: string;
}

export interface Inventory {
  listings: ListingSource[];
  problems: InventoryProblem[];
}

export interface ReadOptions {
  /** The latest valid manufacturer year (this year). */
  currentYear?: number;
  /** Paths in messages are relative to this folder. */
  root?: string;
}

const projectRoot = resolve(import.meta.dirname, "../../..");
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const localeFiles = locales.map((locale) => `${locale}.md`);

/** One message per problem: "app/content/inventory/x/en.md › year: is missing: …". */
export function formatProblem({ file, field, message }: InventoryProblem): string {
  return field === "" ? `${file}: ${message}` : `${file} › ${field}: ${message}`;
}

export class InventoryError extends Error {
  readonly problems: readonly InventoryProblem[];
  constructor(problems: readonly InventoryProblem[]) {
    const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
    super(
      `The used-equipment inventory has ${count}:\n${problems.map((problem) => `  - ${formatProblem(problem)}`).join("\n")}\nSee "Add or change a machine" in the README.`,
    );
    this.name = "InventoryError";
    this.problems = problems;
  }
}

/** "photos[1].alt" from zod's path. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

/** Facts that only en.md holds: a translation carries text only. */
const englishOnlyFields = new Set([
  "slug",
  "type",
  "year",
  "location",
  "status",
  "featured",
  "src",
]);

function unknownFieldMessage(key: string, translation: boolean): string {
  if (!translation) return "is not a field a listing has: check its spelling, or remove it";
  return englishOnlyFields.has(key)
    ? "is written in en.md only: a translation holds name, summary, the photos' alt and specs; remove it here"
    : "is not a field a translation has: check its spelling, or remove it";
}

function schemaProblems(file: string, error: z.ZodError, translation = false): InventoryProblem[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        file,
        field: fieldName([...issue.path, key]),
        message: unknownFieldMessage(key, translation),
      }));
    }
    return [{ file, field: fieldName(issue.path), message: issue.message }];
  });
}

interface ParsedFile {
  frontMatter: object;
  body: string;
}

function parseMarkdown(source: string, file: string, problems: InventoryProblem[]) {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    problems.push({
      file,
      field: "",
      message: "has no front matter: start the file with a line ---, the fields, then ---",
    });
    return null;
  }
  try {
    const frontMatter: unknown = parse(match[1] ?? "") ?? {};
    if (typeof frontMatter !== "object" || frontMatter === null || Array.isArray(frontMatter)) {
      problems.push({
        file,
        field: "",
        message: "has no fields between the --- lines: write one field a line, as name: value",
      });
      return null;
    }
    return { frontMatter, body: source.slice(match[0].length).trim() } satisfies ParsedFile;
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    // linePos counts from the front matter's first line, which is the file's second.
    const position = error.linePos?.[0];
    const where = position ? ` at line ${position.line + 1}, column ${position.col}` : "";
    const reason = (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "");
    problems.push({
      file,
      field: "",
      message: `cannot be read${where}: ${reason}. A text that contains ": " or " #", or starts with a quote, [, { or -, needs "double quotes" around it`,
    });
    return null;
  }
}

/** The photo paths en.md writes, where they are valid paths, with their place in the list. */
function photoSources(frontMatter: object): { src: string; index: number }[] {
  const photos: unknown = "photos" in frontMatter ? frontMatter.photos : undefined;
  if (!Array.isArray(photos)) return [];
  return photos.flatMap((photo: unknown, index) => {
    const src = photoPath.safeParse(
      typeof photo === "object" && photo !== null && "src" in photo ? photo.src : undefined,
    );
    return src.success ? [{ src: src.data, index }] : [];
  });
}

function readListing(
  folder: string,
  name: (path: string) => string,
  currentYear: number,
  problems: InventoryProblem[],
): ListingSource | null {
  const file = join(folder, "en.md");
  if (!existsSync(file)) {
    problems.push({
      file: name(folder),
      field: "",
      message:
        "has no en.md: every machine's folder needs en.md with its facts and English text (copy one from another machine)",
    });
    return null;
  }
  const parsed = parseMarkdown(readFileSync(file, "utf8"), name(file), problems);
  if (!parsed) return null;
  const result = listingSchema(photoPath, currentYear).safeParse(parsed.frontMatter);
  let valid = true;
  if (!result.success) {
    problems.push(...schemaProblems(name(file), result.error));
    valid = false;
  }
  if (parsed.body === "") {
    problems.push({
      file: name(file),
      field: "description",
      message: "is missing: write the machine's description below the closing ---",
    });
    valid = false;
  }
  // Every photo named is looked for, even when another field is wrong: one run, every problem.
  for (const { src, index } of photoSources(parsed.frontMatter)) {
    const path = resolve(folder, src);
    if (!existsSync(path) || !statSync(path).isFile()) {
      problems.push({
        file: name(file),
        field: `photos[${index}].src`,
        message: `${src} is not there: put the photo in ${name(folder)}/ or correct the file name (letter case counts)`,
      });
      valid = false;
    }
  }
  if (!result.success || !valid) return null;
  return { folder, file, data: result.data, body: parsed.body, translations: {} };
}

function readTranslation(
  listing: ListingSource,
  locale: TranslatedLocale,
  name: (path: string) => string,
  problems: InventoryProblem[],
): TranslationSource | null {
  const file = join(listing.folder, `${locale}.md`);
  if (!existsSync(file)) return null;
  const parsed = parseMarkdown(readFileSync(file, "utf8"), name(file), problems);
  if (!parsed) return null;
  const result = translationSchema.safeParse(parsed.frontMatter);
  if (!result.success) {
    problems.push(...schemaProblems(name(file), result.error, true));
    return null;
  }
  const before = problems.length;
  if (parsed.body === "") {
    problems.push({
      file: name(file),
      field: "description",
      message: "is missing: write the description below the closing ---, or delete this file",
    });
  }
  const lists = [
    ["photos", "alt text", listing.data.photos.length, result.data.photos?.length],
    ["specs", "spec", listing.data.specs.length, result.data.specs?.length],
  ] as const;
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
  for (const [field, what, english, translated] of lists) {
    if (translated !== undefined && translated !== english) {
      problems.push({
        file: name(file),
        field,
        message: `has ${count(translated, what)} and en.md has ${english}: give one for each, in the order of en.md, or remove ${field} to show the English ones`,
      });
    }
  }
  return problems.length === before ? { file, data: result.data, body: parsed.body } : null;
}

/** Reads and checks every listing under `dir`. Throws only for an unreadable folder. */
export function readInventory(dir: string = inventoryDir, options: ReadOptions = {}): Inventory {
  const currentYear = options.currentYear ?? new Date().getFullYear();
  const root = options.root ?? projectRoot;
  const name = (path: string) => relative(root, path).split("\\").join("/");
  const problems: InventoryProblem[] = [];
  const listings: ListingSource[] = [];
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name))
    .sort();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".md") && entry.name !== "README.md") {
      problems.push({
        file: name(join(dir, entry.name)),
        field: "",
        message:
          "is outside a machine's folder: each machine has its own folder, named after its slug",
      });
    }
  }

  const slugs = new Map<string, string>();
  for (const folder of folders) {
    for (const file of readdirSync(folder)) {
      if (file.endsWith(".md") && !localeFiles.includes(file)) {
        problems.push({
          file: name(join(folder, file)),
          field: "",
          message: `is not a listing file: name it ${localeFiles.join(", ")}`,
        });
      }
    }
    const listing = readListing(folder, name, currentYear, problems);
    if (!listing) continue;
    const first = slugs.get(listing.data.slug);
    if (first !== undefined) {
      problems.push({
        file: name(listing.file),
        field: "slug",
        message: `"${listing.data.slug}" is already the slug of ${first}: every machine needs its own slug, and a slug is never reused`,
      });
      continue;
    }
    slugs.set(listing.data.slug, name(listing.file));
    for (const locale of locales) {
      if (locale === defaultLocale) continue;
      const translation = readTranslation(listing, locale, name, problems);
      if (translation) listing.translations[locale] = translation;
    }
    listings.push(listing);
  }
  return { listings, problems };
}

/** The inventory, or an InventoryError listing every problem. */
export function loadInventory(dir?: string, options?: ReadOptions): ListingSource[] {
  const { listings, problems } = readInventory(dir, options);
  if (problems.length > 0) throw new InventoryError(problems);
  return listings;
}
