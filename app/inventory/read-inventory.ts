import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from "node:fs";
import { basename, join, relative, resolve } from "node:path";

import { parse, YAMLParseError } from "yaml";
import type { z } from "zod";

import { removedMachines, type RemovedMachine } from "../content/removed-machines.ts";
import { defaultLocale, locales, type Locale } from "../i18n/locales.ts";

import {
  documentPath,
  listingSchema,
  photoName,
  photoPath,
  referenceSchema,
  slugSchema,
  translationFileSchema,
  videoSchema,
  type ListingData,
  type TranslationData,
  type TranslationFileData,
} from "./listing-schema.ts";
import {
  DRAFT_STATUS,
  MAX_DOCUMENT_BYTES,
  MAX_VIDEO_BYTES,
  photoExtensions,
} from "./listing-constants.ts";
import { nextFreeReference, type ReferenceHistory } from "./references.ts";

/**
 * Reads the used-equipment inventory: one folder per machine under
 * app/content/inventory/, named after its slug, holding `index.en.md` (every
 * fact and the English text), optionally `index.fr.md` and `index.ar.md` (the
 * text in those languages) and the photos: the layout the editor at /admin
 * writes. Everything wrong with the files is collected, so one run reports
 * every problem, each naming its file, its field and what to do; what the
 * site works around (a translation that lags behind the English listing) is
 * a warning. The build's loader, `npm run inventory:check` and the tests
 * call this.
 */

/** The repository's inventory, or the folder INVENTORY_DIR names (a preview build, tests). */
export const inventoryDir = process.env.INVENTORY_DIR?.trim()
  ? resolve(process.env.INVENTORY_DIR.trim())
  : resolve(import.meta.dirname, "../content/inventory");

/** A listing's file in a language: "index.en.md". */
export const listingFileName = (locale: Locale) => `index.${locale}.md`;

export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;

export interface TranslationSource {
  file: string;
  data: TranslationData;
  /** The Markdown below the front matter. */
  body: string;
}

export interface ListingSource {
  /** The listing's folder, absolute; its name is the slug. */
  folder: string;
  /** The path of index.en.md, absolute. */
  file: string;
  data: ListingData;
  /** The English description: the Markdown below the front matter. */
  body: string;
  /** The size in bytes of each of `data.documents`' files, which pages show. */
  documentBytes: number[];
  translations: Partial<Record<TranslatedLocale, TranslationSource>>;
}

export interface InventoryProblem {
  /** The file, relative to the project (or to the folder read). */
  file: string;
  /** The field, e.g. "year" or "photos[2].alt"; "" for the whole file. */
  field: string;
  message: string;
}

/**
 * A listing with `status: draft` (from `npm run inventory:from-offer`):
 * never published and never a problem for the build, only listed by
 * `inventory:check` with what it still needs.
 */
export interface DraftSource {
  folder: string;
  file: string;
  slug: string;
  /** Its reference, when it has a valid one: taken, like a listing's. */
  reference: string | undefined;
  /** What the listing's rules still ask for, in the checker's words. */
  toComplete: InventoryProblem[];
}

export { DRAFT_STATUS } from "./listing-constants.ts";

export interface Inventory {
  listings: ListingSource[];
  /** Drafts: kept out of `listings`, so no page, card or sitemap entry is ever built from one. */
  drafts: DraftSource[];
  /** What stops the build. */
  problems: InventoryProblem[];
  /** What the site works around: a translation's photo or specs that do not match the English ones. */
  warnings: InventoryProblem[];
}

export interface ReadOptions {
  /** The latest valid manufacturer year (this year). */
  currentYear?: number;
  /** Paths in messages are relative to this folder. */
  root?: string;
  /** The machines taken off the site: their references stay taken. */
  removed?: readonly RemovedMachine[];
  /**
   * What the history says each listing's reference first was (the build and
   * `npm run inventory:check` pass `gitReferenceHistory`): a reference that
   * changed since is a problem.
   */
  history?: ReferenceHistory;
}

const projectRoot = resolve(import.meta.dirname, "../..");
// The fields may be none at all: the editor writes "---\n---" for a language saved empty.
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;
const localeFiles = locales.map(listingFileName);
/** The files of the layout before the editor: en.md, fr.md, ar.md. */
const oldLocaleFiles = new Map(locales.map((locale) => [`${locale}.md`, listingFileName(locale)]));

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

/** Facts that only index.en.md holds: a translation carries text only. */
const englishOnlyFields = new Set([
  "reference",
  "type",
  "maker",
  "model",
  "serial",
  "year",
  "hours",
  "condition",
  "price",
  "location",
  "available",
  "status",
  "featured",
  "video",
]);

function unknownFieldMessage(key: string, translation: boolean): string {
  if (key === "slug") {
    return "is the folder's name: the folder app/content/inventory/<slug>/ gives the address; remove this line";
  }
  if (!translation) return "is not a field a listing has: check its spelling, or remove it";
  return englishOnlyFields.has(key)
    ? "is written in index.en.md only: a translation holds name, city, summary, the photos' alt, specs and the documents' titles; remove it here"
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

/** "20 MB": a limit as staff read it. */
/**
 * "20 MB", "20.1 MB": rounded up to a tenth, so a file just over a limit never
 * reads as the limit itself ("is 20 MB, more than 20 MB").
 */
const megabytes = (bytes: number) => `${Math.ceil(bytes / 100_000) / 10} MB`;

/** The first bytes of a file (fewer if it is shorter). */
function head(path: string, length: number): Buffer {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/**
 * What is wrong with a document's file, or undefined: it must be there, a
 * PDF (every PDF starts with "%PDF-"; a Word file or a photo renamed .pdf
 * does not) and at most MAX_DOCUMENT_BYTES.
 */
export function documentFileProblem(path: string, src: string, folder: string): string | undefined {
  if (!existsSync(path) || !statSync(path).isFile()) {
    return `${src} is not there: put the PDF in ${folder}/ or correct the file name (letter case counts)`;
  }
  if (head(path, 5).toString("latin1") !== "%PDF-") {
    return `${src} is not a PDF (a PDF file starts with %PDF-): export or print the document to PDF, and replace the file`;
  }
  const { size } = statSync(path);
  if (size > MAX_DOCUMENT_BYTES) {
    return `${src} is ${megabytes(size)}, more than ${megabytes(MAX_DOCUMENT_BYTES)}, which buyers on a phone will not download: save it again as a smaller PDF (scans at 150 dpi, grey rather than colour) or split it`;
  }
  return undefined;
}

/** MP4 brands of files phones play; "qt  " is a QuickTime movie (.mov) renamed. */
const mp4Brands = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "mmp4",
  "dash",
]);

/** The video codec named in the first MB of an MP4's sample descriptions, if it is one we know. */
function videoCodec(bytes: Buffer): "h264" | "hevc" | "other" | undefined {
  const text = bytes.toString("latin1");
  if (/avc1|avc3/.test(text) && text.includes("avcC")) return "h264";
  if (/hvc1|hev1/.test(text)) return "hevc";
  if (/av01|vp09/.test(text)) return "other";
  return undefined;
}

/**
 * What is wrong with a video's file, or undefined: there, an MP4 (its first
 * box is `ftyp` with an MP4 brand), H.264 when its header says (HEVC and AV1
 * play on too few budget phones), and at most MAX_VIDEO_BYTES.
 */
export function videoFileProblem(path: string, src: string, folder: string): string | undefined {
  const exportHint = "export it again as MP4 with H.264 video (in most editors: MP4, H.264, 720p)";
  if (!existsSync(path) || !statSync(path).isFile()) {
    return `${src} is not there: put the video in ${folder}/ or correct the file name (letter case counts)`;
  }
  const start = head(path, 1_000_000);
  const brand = start.subarray(8, 12).toString("latin1");
  if (start.subarray(4, 8).toString("latin1") !== "ftyp" || !mp4Brands.has(brand)) {
    return `${src} is not an MP4 video${brand === "qt  " ? " (it is a QuickTime .mov renamed)" : ""}: ${exportHint}`;
  }
  const codec = videoCodec(start);
  if (codec === "hevc" || codec === "other") {
    return `${src} is ${codec === "hevc" ? "HEVC (H.265)" : "AV1 or VP9"}, which many phones cannot play: ${exportHint}`;
  }
  const { size } = statSync(path);
  if (size > MAX_VIDEO_BYTES) {
    return `${src} is ${megabytes(size)}, more than ${megabytes(MAX_VIDEO_BYTES)}: keep it to a minute or two of the machine running, at 720p, or upload it to YouTube and write youtube: with its link instead`;
  }
  return undefined;
}

/** The documents en.md lists, where their paths are valid, with their place in the list. */
function documentSources(frontMatter: object): { src: string; index: number }[] {
  const documents: unknown = "documents" in frontMatter ? frontMatter.documents : undefined;
  if (!Array.isArray(documents)) return [];
  return documents.flatMap((document: unknown, index) => {
    const src = documentPath.safeParse(
      typeof document === "object" && document !== null && "src" in document
        ? document.src
        : undefined,
    );
    return src.success ? [{ src: src.data, index }] : [];
  });
}

/** Every problem with the files the listing names beside it: documents, video, poster. */
function listedFileProblems(
  folder: string,
  file: string,
  frontMatter: object,
  name: (path: string) => string,
): InventoryProblem[] {
  const found: InventoryProblem[] = [];
  for (const { src, index } of documentSources(frontMatter)) {
    const problem = documentFileProblem(join(folder, src), src, name(folder));
    if (problem)
      found.push({ file: name(file), field: `documents[${index}].src`, message: problem });
  }
  const video = videoSchema.safeParse("video" in frontMatter ? frontMatter.video : undefined);
  if (video.success && video.data && "src" in video.data) {
    const { src, poster } = video.data;
    const problem = videoFileProblem(join(folder, src), src, name(folder));
    if (problem) found.push({ file: name(file), field: "video.src", message: problem });
    if (poster !== undefined) {
      const photos = photoSources(frontMatter).map((photo) => photoName(photo.src));
      if (!photos.includes(photoName(poster))) {
        found.push({
          file: name(file),
          field: "video.poster",
          message: `${poster} is not one of the photos listed under photos: add it there (with what it shows), or leave poster out and the first photo is used`,
        });
      }
    }
  }
  return found;
}

/** What a draft still needs: the rules of a published listing, checked as if it were one. */
function draftToComplete(
  folder: string,
  file: string,
  parsed: ParsedFile,
  name: (path: string) => string,
  currentYear: number,
): InventoryProblem[] {
  const toComplete: InventoryProblem[] = [];
  const asListing = { ...parsed.frontMatter, status: "available" };
  const result = listingSchema(photoPath, currentYear).safeParse(asListing);
  if (!result.success) toComplete.push(...schemaProblems(name(file), result.error));
  if (parsed.body === "") {
    toComplete.push({
      file: name(file),
      field: "description",
      message: "is missing: write the machine's description for buyers, in English",
    });
  }
  for (const { src, index } of photoSources(parsed.frontMatter)) {
    if (!existsSync(join(folder, photoName(src)))) {
      toComplete.push({
        file: name(file),
        field: `photos[${index}].src`,
        message: `${src} is not there`,
      });
    }
  }
  toComplete.push(...listedFileProblems(folder, file, parsed.frontMatter, name));
  return toComplete;
}

function readListing(
  folder: string,
  name: (path: string) => string,
  currentYear: number,
  problems: InventoryProblem[],
  drafts: DraftSource[] = [],
): ListingSource | null {
  const file = join(folder, listingFileName(defaultLocale));
  if (!existsSync(file)) {
    problems.push({
      file: name(folder),
      field: "",
      message: `has no ${listingFileName(defaultLocale)}: every machine's folder needs ${listingFileName(defaultLocale)} with its facts and English text (add the machine in the editor, or copy the file from another machine)`,
    });
    return null;
  }
  const parsed = parseMarkdown(readFileSync(file, "utf8"), name(file), problems);
  const slug = slugSchema.safeParse(basename(folder));
  if (!slug.success) {
    problems.push({
      file: name(folder),
      field: "",
      message: `is not a slug: ${slug.error.issues[0]?.message ?? ""}`,
    });
  }
  if (!parsed) return null;
  if ((parsed.frontMatter as { status?: unknown }).status === DRAFT_STATUS) {
    const reference = referenceSchema.safeParse(
      (parsed.frontMatter as { reference?: unknown }).reference,
    );
    drafts.push({
      folder,
      file,
      slug: basename(folder),
      reference: reference.success ? reference.data : undefined,
      toComplete: draftToComplete(folder, file, parsed, name, currentYear),
    });
    return null;
  }
  const result = listingSchema(photoPath, currentYear).safeParse(parsed.frontMatter);
  let valid = slug.success;
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
    const path = join(folder, photoName(src));
    if (!existsSync(path) || !statSync(path).isFile()) {
      problems.push({
        file: name(file),
        field: `photos[${index}].src`,
        message: `${src} is not there: put the photo in ${name(folder)}/ or correct the file name (letter case counts)`,
      });
      valid = false;
    }
  }
  const fileProblems = listedFileProblems(folder, file, parsed.frontMatter, name);
  if (fileProblems.length > 0) {
    problems.push(...fileProblems);
    valid = false;
  }
  if (!result.success || !slug.success || !valid) return null;
  return {
    folder,
    file,
    data: { slug: slug.data, ...result.data },
    body: parsed.body,
    documentBytes: result.data.documents.map(
      (document) => statSync(join(folder, document.src)).size,
    ),
    translations: {},
  };
}

/**
 * A translation file's photos in the order of the English ones: each English
 * photo gets the alt text of the entry naming its file, if it has one.
 * Entries that name no English photo are reported as warnings and ignored.
 */
function alignPhotos(
  listing: ListingSource,
  photos: NonNullable<TranslationFileData["photos"]>,
  file: string,
  warnings: InventoryProblem[],
): NonNullable<TranslationData["photos"]> {
  const english = new Set(listing.data.photos.map((photo) => photoName(photo.src)));
  const alts = new Map<string, string>();
  photos.forEach((photo, index) => {
    const field = `photos[${index}]`;
    if (photo === null) return;
    if (photo.src === undefined) {
      if (photo.alt) {
        warnings.push({
          file,
          field: `${field}.src`,
          message: `is missing, so this alt text describes no photo: give the photo's file name as in ${listingFileName(defaultLocale)}`,
        });
      }
      return;
    }
    const src = photoName(photo.src);
    if (!english.has(src)) {
      if (photo.alt) {
        warnings.push({
          file,
          field: `${field}.src`,
          message: `${photo.src} is not a photo of ${listingFileName(defaultLocale)} any more: its alt text is not shown; remove the entry`,
        });
      }
      return;
    }
    if (photo.alt) alts.set(src, photo.alt);
  });
  return listing.data.photos.map((photo) => {
    const alt = alts.get(photoName(photo.src));
    return alt === undefined ? {} : { alt };
  });
}

/**
 * A translation file's document titles in the order of the English
 * documents, as `alignPhotos` does for alt texts: each is found by its file.
 */
function alignDocuments(
  listing: ListingSource,
  documents: NonNullable<TranslationFileData["documents"]>,
  file: string,
  warnings: InventoryProblem[],
): NonNullable<TranslationData["documents"]> {
  const english = new Set(listing.data.documents.map((document) => document.src.toLowerCase()));
  const titles = new Map<string, string>();
  documents.forEach((document, index) => {
    if (document === null || !document.title) return;
    const field = `documents[${index}].src`;
    if (document.src === undefined) {
      warnings.push({
        file,
        field,
        message: `is missing, so this title belongs to no document: give the document's file name as in ${listingFileName(defaultLocale)}`,
      });
      return;
    }
    const src = document.src.trim().replace(/^\.\//, "").toLowerCase();
    if (!english.has(src)) {
      warnings.push({
        file,
        field,
        message: `${document.src} is not a document of ${listingFileName(defaultLocale)} any more: its title is not shown; remove the entry`,
      });
      return;
    }
    titles.set(src, document.title);
  });
  return listing.data.documents.map((document) => {
    const title = titles.get(document.src.toLowerCase());
    return title === undefined ? {} : { title };
  });
}

function readTranslation(
  listing: ListingSource,
  locale: TranslatedLocale,
  name: (path: string) => string,
  problems: InventoryProblem[],
  warnings: InventoryProblem[],
): TranslationSource | null {
  const file = join(listing.folder, listingFileName(locale));
  if (!existsSync(file)) return null;
  const source = readFileSync(file, "utf8");
  // A language the editor saved with nothing in it: no front matter at all.
  const parsed =
    source.trim() === ""
      ? { frontMatter: {}, body: "" }
      : parseMarkdown(source, name(file), problems);
  if (!parsed) return null;
  const result = translationFileSchema.safeParse(parsed.frontMatter);
  if (!result.success) {
    problems.push(...schemaProblems(name(file), result.error, true));
    return null;
  }
  const { photos, specs, documents, name: translatedName, summary, ...rest } = result.data;
  // Saved in English only, or translated in part: the page shows the English text.
  const missing = [
    translatedName === undefined ? "name" : "",
    summary === undefined ? "summary" : "",
    parsed.body === "" ? "description" : "",
  ].filter((field) => field !== "");
  if (translatedName === undefined || summary === undefined || parsed.body === "") {
    warnings.push({
      file: name(file),
      field: "",
      message: `translation missing: ${missing.join(", ")} not written yet, so the ${languageNames[locale]} page shows the English text; ${translateLater(locale)}`,
    });
    return null;
  }
  const data: TranslationData = { ...rest, name: translatedName, summary };
  if (photos) data.photos = alignPhotos(listing, photos, name(file), warnings);
  if (documents) data.documents = alignDocuments(listing, documents, name(file), warnings);
  if (specs) {
    const english = listing.data.specs.length;
    if (specs.length === english) data.specs = specs;
    else {
      const count = (n: number) => `${n} spec${n === 1 ? "" : "s"}`;
      warnings.push({
        file: name(file),
        field: "specs",
        message: `has ${count(specs.length)} and ${listingFileName(defaultLocale)} has ${english}: the page shows the English specs until there is one for each, in the same order`,
      });
    }
  }
  return { file, data, body: parsed.body };
}

const languageNames: Record<TranslatedLocale, string> = { fr: "French", ar: "Arabic" };

/** How staff add a translation later (README, "The editor at /admin"). */
const translateLater = (locale: TranslatedLocale) =>
  `to translate it, open the machine in the editor, show ${languageNames[locale]} beside English, fill in name, summary and description, and save`;

/**
 * A warning for each listing's language that has no file at all: a machine
 * saved in English only. Its pages in that language show the English text,
 * marked `lang="en"`. Apart from `readInventory`'s warnings, which are about
 * the files there are.
 */
export function missingTranslations(
  listings: readonly ListingSource[],
  name: (path: string) => string,
): InventoryProblem[] {
  return listings.flatMap((listing) =>
    locales
      .filter((locale): locale is TranslatedLocale => locale !== defaultLocale)
      .filter((locale) => !existsSync(join(listing.folder, listingFileName(locale))))
      .map((locale) => ({
        file: name(join(listing.folder, listingFileName(locale))),
        field: "",
        message: `translation missing: the ${languageNames[locale]} page shows the English text; ${translateLater(locale)}`,
      })),
  );
}

/** Reads and checks every listing under `dir`. Throws only for an unreadable folder. */
export function readInventory(dir: string = inventoryDir, options: ReadOptions = {}): Inventory {
  const currentYear = options.currentYear ?? new Date().getFullYear();
  const root = options.root ?? projectRoot;
  const name = (path: string) => relative(root, path).split("\\").join("/");
  const problems: InventoryProblem[] = [];
  const warnings: InventoryProblem[] = [];
  const listings: ListingSource[] = [];
  const drafts: DraftSource[] = [];
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
    } else if (
      entry.isFile() &&
      photoExtensions.some((extension) => entry.name.toLowerCase().endsWith(extension))
    ) {
      // The editor's Assets page can still upload here; no machine can use it.
      warnings.push({
        file: name(join(dir, entry.name)),
        field: "",
        message:
          "is outside every machine's folder, so no machine shows it: add it from the machine's own Photos field instead, and delete this file",
      });
    }
  }

  for (const folder of folders) {
    for (const file of readdirSync(folder)) {
      if (file.endsWith(".md") && !localeFiles.includes(file)) {
        const renamed = oldLocaleFiles.get(file);
        problems.push({
          file: name(join(folder, file)),
          field: "",
          message: renamed
            ? `has the name of the layout before the editor: rename it ${renamed}`
            : `is not a listing file: name it ${localeFiles.join(", ")}`,
        });
      }
    }
    const listing = readListing(folder, name, currentYear, problems, drafts);
    if (!listing) continue;
    for (const locale of locales) {
      if (locale === defaultLocale) continue;
      const translation = readTranslation(listing, locale, name, problems, warnings);
      if (translation) listing.translations[locale] = translation;
    }
    listings.push(listing);
  }
  const refused = referenceProblems(listings, drafts, options, name);
  problems.push(...refused.map(({ problem }) => problem));
  const refusedSlugs = new Set(refused.map(({ slug }) => slug));
  return {
    listings: listings.filter((listing) => !refusedSlugs.has(listing.data.slug)),
    drafts,
    problems,
    warnings,
  };
}

/**
 * What keeps references unique and fixed: one machine per reference among
 * the listings, the drafts and the removed machines; none that changed since
 * its first commit (unless that one was another machine's: a duplicate put
 * right); and no removed machine's address back as a listing's.
 */
function referenceProblems(
  listings: readonly ListingSource[],
  drafts: readonly DraftSource[],
  { removed = removedMachines, history }: ReadOptions,
  name: (path: string) => string,
): { slug: string; problem: InventoryProblem }[] {
  const holders = new Map<string, string[]>();
  const hold = (reference: string, holder: string) =>
    holders.set(reference, [...(holders.get(reference) ?? []), holder]);
  for (const listing of listings) hold(listing.data.reference, name(listing.file));
  for (const draft of drafts) if (draft.reference) hold(draft.reference, name(draft.file));
  const next = nextFreeReference(holders.keys());
  const removedBy = new Map(removed.map((machine) => [machine.reference, machine]));
  const found: { slug: string; problem: InventoryProblem }[] = [];
  for (const listing of listings) {
    const { reference, slug } = listing.data;
    const file = name(listing.file);
    const refuse = (message: string) =>
      found.push({ slug, problem: { file, field: "reference", message } });
    const others = (holders.get(reference) ?? []).filter((holder) => holder !== file);
    const gone = removedBy.get(reference);
    if (others.length > 0) {
      refuse(
        `${reference} is also the reference of ${others.join(" and ")}: each machine has its own; keep it on the machine that had it first and give ${others.length === 1 ? `the other ${next}, the next free one` : `the others the next free ones, ${next} and up`}`,
      );
    } else if (gone) {
      refuse(
        `${reference} was the reference of ${gone.slug}, removed (app/content/removed-machines.ts): references are never reused; write ${next}, the next free one`,
      );
    } else {
      const first = history?.(listing.file);
      if (first && first.reference !== reference && !holders.has(first.reference)) {
        refuse(
          `was ${first.reference} when first saved (commit ${first.commit}): buyers quote it, so it never changes; write reference: ${first.reference} again`,
        );
      }
    }
    const removedSlug = removed.find((machine) => machine.slug === slug);
    if (removedSlug) {
      found.push({
        slug,
        problem: {
          file: name(listing.folder),
          field: "",
          message: `is the address of a removed machine (app/content/removed-machines.ts), which leads to the catalogue: a slug is never reused; rename the folder`,
        },
      });
    }
  }
  return found;
}

/** Every reference given: the listings', the drafts' and the removed machines'. */
export function takenReferences(
  { listings, drafts }: Pick<Inventory, "listings" | "drafts">,
  removed: readonly RemovedMachine[] = removedMachines,
): string[] {
  return [
    ...listings.map((listing) => listing.data.reference),
    ...drafts.flatMap((draft) => (draft.reference ? [draft.reference] : [])),
    ...removed.map((machine) => machine.reference),
  ];
}

/** The inventory, or an InventoryError listing every problem. */
export function loadInventory(dir?: string, options?: ReadOptions): ListingSource[] {
  const { listings, problems } = readInventory(dir, options);
  if (problems.length > 0) throw new InventoryError(problems);
  return listings;
}
