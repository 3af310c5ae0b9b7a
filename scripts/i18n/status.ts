/**
 * `npm run i18n:status`: which French and Arabic text lags behind its
 * English source, by key. Each translation folder records a hash of the
 * English each key was translated from (app/content/locales/<locale>/
 * source-hashes.json, see app/i18n/source-status.ts); a key is
 *
 *   stale       its English changed since the translation was marked
 *   new         the translation carries it but no mark has recorded it yet
 *   missing     English has the text, the translation lacks it
 *
 * for the translation modules (app/content/locales/) and the machine
 * listings' index.fr.md and index.ar.md. It prints each with the English now
 * and the translation now (and the `git diff` of the English since the last
 * mark), and exits 0: a stale translation is a warning, never a failed build
 * (`npm test` runs it as a stage that cannot fail).
 *
 *   npm run i18n:status                          every edition
 *   npm run i18n:status -- fr                    French only
 *   npm run i18n:status -- --strict              exit 1 if anything needs review
 *   npm run i18n:status -- --mark fr/home        after reviewing: home is up to date
 *   npm run i18n:status -- --mark fr/home.hero   only the keys under home.hero
 *   npm run i18n:status -- --mark ar/inventory/metallizer-2016
 *   npm run i18n:status -- --mark-all fr         all of French (every module and listing)
 *
 * `--mark` takes several targets (`--mark fr/home ar/home`); a module is
 * named as in app/content/english.ts (`usedEquipment`) or by its file
 * (`used-equipment`).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";

import { english } from "../../app/content/english.ts";
import { ar } from "../../app/content/locales/ar/index.ts";
import { fr } from "../../app/content/locales/fr/index.ts";
import { prefixedLocales, type Locale } from "../../app/i18n/locales.ts";
import {
  findings,
  markHashes,
  parseHashes,
  serializeHashes,
  sourceTexts,
  type EditionHashes,
  type Finding,
} from "../../app/i18n/source-status.ts";
import {
  inventoryDir,
  readInventory,
  type ListingSource,
} from "../../app/inventory/read-inventory.ts";

type Edition = Exclude<Locale, "en">;

const root = resolve(import.meta.dirname, "../..");
const localesDir = resolve(root, "app/content/locales");
const translations: Record<Edition, Readonly<Record<string, unknown>>> = { fr, ar };
const editionNames: Record<Edition, string> = { fr: "French", ar: "Arabic" };

/** One module or listing of one edition: its English and its translation, as plain text trees. */
export interface Unit {
  kind: "module" | "listing";
  name: string;
  /** Where a translator edits it, relative to the project. */
  file: string;
  english: unknown;
  translation: unknown;
}

export const hashesFile = (locale: Edition, dir = localesDir) =>
  join(dir, locale, "source-hashes.json");

export function readHashes(locale: Edition, dir = localesDir): EditionHashes {
  const file = hashesFile(locale, dir);
  if (!existsSync(file)) return { modules: {}, listings: {} };
  return parseHashes(readFileSync(file, "utf8"), relative(root, file));
}

/** The commit that last changed an edition's record, when the clone's history has it. */
function lastMark(locale: Edition): string | undefined {
  try {
    const commit = execFileSync(
      "git",
      ["log", "-1", "--format=%h", "--", relative(root, hashesFile(locale))],
      { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    ).trim();
    return commit === "" ? undefined : commit;
  } catch {
    return undefined;
  }
}

const isStale = (finding: Finding) => finding.state === "stale";

/** The English files of the units given: "app/content/home.ts", a listing's index.en.md. */
function englishFiles(locale: Edition, reports: readonly UnitReport[]): string[] {
  const files = reports.map(({ unit }) =>
    unit.kind === "listing"
      ? `app/content/inventory/${unit.name}/index.en.md`
      : `app/content/${moduleFile(locale, unit.name)}`,
  );
  return [...new Set(files)].filter((file) => existsSync(join(root, file)));
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Each module's file, from the edition's index.ts (`filmProducts` is in
 * film-grades.ts); the English file has the same name (app/content/README.md).
 */
function moduleFiles(locale: Edition): Map<string, string> {
  const index = readFileSync(join(localesDir, locale, "index.ts"), "utf8");
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of index.matchAll(
    /import \{([^}]+)\} from "\.\/([^"]+)"/g,
  )) {
    for (const name of names.split(",")) files.set(name.trim(), file);
  }
  return files;
}

const moduleFile = (locale: Edition, name: string) =>
  moduleFiles(locale).get(name) ?? `${kebab(name)}.ts`;

/** The text of a listing, keyed so that reordering photos or documents changes nothing. */
export function listingTexts(listing: ListingSource, locale?: Edition): unknown {
  const { data } = listing;
  if (locale === undefined) {
    return {
      name: data.name,
      city: data.city,
      summary: data.summary,
      photos: Object.fromEntries(data.photos.map((photo) => [photo.src, { alt: photo.alt }])),
      specs: data.specs,
      documents: Object.fromEntries(
        data.documents.map((document) => [document.src, { title: document.title }]),
      ),
      description: listing.body,
    };
  }
  const translation = listing.translations[locale];
  if (translation === undefined) return undefined;
  const text = translation.data;
  // The reader hands photos and documents in the English order.
  return {
    name: text.name,
    ...(text.city === undefined ? {} : { city: text.city }),
    summary: text.summary,
    photos: Object.fromEntries(
      data.photos.flatMap((photo, index) => {
        const alt = text.photos?.[index]?.alt;
        return alt === undefined ? [] : [[photo.src, { alt }]];
      }),
    ),
    ...(text.specs === undefined ? {} : { specs: text.specs }),
    documents: Object.fromEntries(
      data.documents.flatMap((document, index) => {
        const title = text.documents?.[index]?.title;
        return title === undefined ? [] : [[document.src, { title }]];
      }),
    ),
    ...(translation.body.trim() === "" ? {} : { description: translation.body }),
  };
}

export function units(locale: Edition, listings: readonly ListingSource[]): Unit[] {
  const files = moduleFiles(locale);
  const modules = Object.entries(english).map(([name, source]): Unit => ({
    kind: "module",
    name,
    file: `app/content/locales/${locale}/${files.get(name) ?? `${kebab(name)}.ts`}`,
    english: source,
    translation: translations[locale][name],
  }));
  const machines = listings.map((listing): Unit => ({
    kind: "listing",
    name: basename(listing.folder),
    file: relative(root, join(listing.folder, `index.${locale}.md`)),
    english: listingTexts(listing),
    translation: listingTexts(listing, locale),
  }));
  return [...modules, ...machines];
}

/** What every listing translation needs: without them the page shows the English. */
const listingTextPaths = ["name", "summary", "description"];

/**
 * Paths known to be text although this translation may lack them: in a
 * module, what another edition carries (a value English holds and no edition
 * translates is structure to this report; the typechecker names untranslated
 * text); in a listing, its name, summary and description.
 */
function textPathsElsewhere(locale: Edition, unit: Unit): string[] {
  if (unit.kind === "listing") return listingTextPaths;
  return prefixedLocales
    .filter((other) => other !== locale)
    .flatMap((other) =>
      sourceTexts(unit.english, translations[other as Edition][unit.name]).map(({ path }) => path),
    );
}

/** What `--mark` calls a unit: "fr/home", "fr/inventory/metallizer-2016". */
const targetOf = (locale: Edition, unit: Unit) =>
  `${locale}/${unit.kind === "listing" ? "inventory/" : ""}${unit.name}`;

const recordOf = (hashes: EditionHashes, unit: Unit) =>
  (unit.kind === "module" ? hashes.modules : hashes.listings)[unit.name];

export interface UnitReport {
  unit: Unit;
  findings: Finding[];
  /** Whether a mark has recorded this module or listing at all. */
  recorded: boolean;
}

export function report(
  locale: Edition,
  listings: readonly ListingSource[],
  dir = localesDir,
): UnitReport[] {
  const hashes = readHashes(locale, dir);
  return units(locale, listings).map((unit) => ({
    unit,
    recorded: recordOf(hashes, unit) !== undefined,
    findings: findings(
      unit.english,
      unit.translation,
      recordOf(hashes, unit),
      textPathsElsewhere(locale, unit),
    ),
  }));
}

/** "fr/home.hero" → the units and key prefix it names; throws naming what it does not know. */
export function resolveTarget(
  target: string,
  locale: Edition,
  all: readonly Unit[],
): { units: Unit[]; prefix: string } {
  const rest = target.slice(locale.length + 1);
  if (rest === "" || rest === "*") return { units: [...all], prefix: "" };
  if (rest === "inventory")
    return { units: all.filter((unit) => unit.kind === "listing"), prefix: "" };
  const listing = /^inventory\/([^/.]+)(?:\.(.+))?$/.exec(rest);
  if (listing) {
    const unit = all.find((each) => each.kind === "listing" && each.name === listing[1]);
    if (!unit) throw new Error(`No listing ${listing[1]} in app/content/inventory/`);
    return { units: [unit], prefix: listing[2] ?? "" };
  }
  const [name = "", ...path] = rest.split(".");
  const camel = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const unit = all.find((each) => each.kind === "module" && each.name === camel);
  if (!unit) {
    const names = all.filter((each) => each.kind === "module").map((each) => each.name);
    throw new Error(`No module ${name}: one of ${names.join(", ")}, or inventory/<slug>`);
  }
  return { units: [unit], prefix: path.join(".") };
}

/** Records the current English of what `targets` name as reviewed; returns what it marked. */
export function mark(
  locale: Edition,
  targets: readonly string[],
  listings: readonly ListingSource[],
  dir = localesDir,
): string[] {
  const all = units(locale, listings);
  const hashes = readHashes(locale, dir);
  const marked: string[] = [];
  for (const target of targets) {
    const { units: chosen, prefix } = resolveTarget(target, locale, all);
    for (const unit of chosen) {
      const section = unit.kind === "module" ? hashes.modules : hashes.listings;
      section[unit.name] = markHashes(unit.english, unit.translation, section[unit.name], prefix);
    }
    const [only] = chosen;
    marked.push(
      chosen.length === 1 && only
        ? `${targetOf(locale, only)}${prefix ? `.${prefix}` : ""}`
        : `${target} (${chosen.length} modules and listings)`,
    );
  }
  // In the English order; a module or listing English no longer has is dropped with its keys.
  const section = (kind: Unit["kind"], recorded: EditionHashes["modules"]) =>
    Object.fromEntries(
      all.flatMap((unit) => {
        const hashes = unit.kind === kind ? recorded[unit.name] : undefined;
        return hashes === undefined ? [] : [[unit.name, hashes]];
      }),
    );
  writeFileSync(
    hashesFile(locale, dir),
    serializeHashes({
      modules: section("module", hashes.modules),
      listings: section("listing", hashes.listings),
    }),
  );
  return marked;
}

const shorten = (text: string, length = 240) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};

const stateLabels: Record<Finding["state"], string> = {
  stale: "stale",
  unreviewed: "new",
  missing: "missing",
};

export function formatReport(locale: Edition, reports: readonly UnitReport[]): string {
  const found = reports.filter(({ findings: list }) => list.length > 0);
  const count = (state: Finding["state"]) =>
    reports.reduce(
      (sum, { findings: list }) => sum + list.filter((each) => each.state === state).length,
      0,
    );
  const summary = `${count("stale")} stale, ${count("unreviewed")} new, ${count("missing")} missing`;
  const lines = [
    `${editionNames[locale]} (${locale}): ${found.length === 0 ? "up to date" : summary}`,
  ];
  for (const { unit, findings: list, recorded } of found) {
    const target = targetOf(locale, unit);
    lines.push(`  ${unit.file} (mark: --mark ${target})`);
    if (!recorded && list.every((finding) => finding.state === "unreviewed")) {
      // A listing added since the last mark (or a module never marked): one line, not every field.
      lines.push(`    new  ${list.length} texts, never reviewed`);
      continue;
    }
    for (const finding of list) {
      lines.push(`    ${stateLabels[finding.state]}  ${unit.name}.${finding.path}`);
      lines.push(`      English: ${shorten(finding.english)}`);
      if (finding.state !== "missing") {
        lines.push(`      ${editionNames[locale]}: ${shorten(finding.translation)}`);
      }
    }
  }
  return lines.join("\n");
}

function parseArguments(argv: readonly string[]) {
  const editions = new Set<Edition>();
  const marks: string[] = [];
  let strict = false;
  let mode: "mark" | "mark-all" | undefined;
  for (const argument of argv) {
    if (argument === "--strict") strict = true;
    else if (argument === "--mark") mode = "mark";
    else if (argument === "--mark-all") mode = "mark-all";
    else if (argument.startsWith("--")) throw new Error(`Unknown option ${argument}`);
    else if (mode === "mark-all") marks.push(`${argument}/`);
    else if (mode === "mark") marks.push(argument);
    else editions.add(editionOf(argument));
  }
  if (mode === "mark-all" && marks.length === 0) marks.push(...prefixedLocales.map((l) => `${l}/`));
  if (mode !== undefined && marks.length === 0) throw new Error("--mark needs a target: fr/home");
  return { editions, marks, strict };
}

function editionOf(target: string): Edition {
  const locale = target.split("/")[0];
  const edition = prefixedLocales.find((each) => each === locale);
  if (edition === undefined) {
    throw new Error(`"${target}" names no edition: start with ${prefixedLocales.join(" or ")}`);
  }
  return edition as Edition;
}

function main(argv: readonly string[]): number {
  const { editions, marks, strict } = parseArguments(argv);
  const listings = readInventory(inventoryDir, { root }).listings;
  if (marks.length > 0) {
    for (const locale of prefixedLocales as Edition[]) {
      const targets = marks.filter((target) => editionOf(target) === locale);
      if (targets.length === 0) continue;
      for (const done of mark(locale, targets, listings))
        console.info(`marked as reviewed: ${done}`);
    }
    return 0;
  }
  const chosen = editions.size > 0 ? [...editions] : (prefixedLocales as Edition[]);
  let pending = 0;
  for (const locale of chosen) {
    const reports = report(locale, listings);
    pending += reports.reduce((sum, { findings: list }) => sum + list.length, 0);
    console.info(formatReport(locale, reports));
    const since = lastMark(locale);
    const files = englishFiles(
      locale,
      reports.filter(({ findings: list }) => list.some(isStale)),
    );
    // The record keeps hashes, not text: git has the English as it was at the last mark.
    if (since && files.length > 0) {
      console.info(`  The English then: git diff ${since} -- ${files.join(" ")}`);
    }
  }
  if (pending > 0) {
    console.info(
      "\nAfter reviewing a translation against the English, record it: npm run i18n:status -- --mark <target> (docs/translating.md).",
    );
  }
  return strict && pending > 0 ? 1 : 0;
}

if (import.meta.main) {
  const strict = process.argv.includes("--strict");
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    // A report that cannot run is a warning too, unless asked to be strict: it never blocks a publish.
    console.warn(`i18n:status: ${error instanceof Error ? error.message : String(error)}`);
    const marking = process.argv.some((argument) => argument.startsWith("--mark"));
    process.exitCode = strict || marking ? 1 : 0;
  }
}
