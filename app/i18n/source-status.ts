import { createHash } from "node:crypto";

import { pluralCategories } from "../lib/text.ts";

/**
 * Which translated strings lag behind their English source. A translation
 * records, per key, a hash of the English it was written (or last reviewed)
 * from: `app/content/locales/<locale>/source-hashes.json`, written by
 * `npm run i18n:status -- --mark …`. When the English string changes, its
 * hash no longer matches and the key is stale until a translator reviews it
 * and marks it again. Only the English is hashed: editing a translation never
 * makes it stale, and the record does not depend on git history.
 *
 * Keys are paths as `localize` names them (`hero.title`, `paragraphs[1]`);
 * a plural message is one key, stale when any of its English forms changes.
 */

/** Recorded hashes of one module or listing: key path → hash of its English. */
export type SourceHashes = Readonly<Record<string, string>>;

/** One edition's record: `modules` by the key of `english` (`home`), `listings` by slug. */
export interface EditionHashes {
  modules: Record<string, SourceHashes>;
  listings: Record<string, SourceHashes>;
}

/** One text the translation carries, with its English source. */
export interface SourceText {
  path: string;
  english: string;
  translation: string;
  hash: string;
}

export type Finding =
  /** The English changed since the translation was marked. */
  | { state: "stale"; path: string; english: string; translation: string }
  /** The translation carries a key no mark has recorded yet (new text). */
  | { state: "unreviewed"; path: string; english: string; translation: string }
  /** English has text here that the translation does not carry. */
  | { state: "missing"; path: string; english: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isPluralMessage = (value: Record<string, unknown>) => typeof value.other === "string";

/** A plural message as one text: "one: 1 machine | other: {count} machines". */
function pluralText(message: Record<string, unknown>): string {
  return pluralCategories
    .filter((form) => typeof message[form] === "string")
    .map((form) => `${form}: ${String(message[form])}`)
    .join(" | ");
}

/**
 * The hash of an English text: whitespace runs count as one space, so
 * re-wrapping a Markdown paragraph changes nothing.
 */
export function hashText(text: string): string {
  const normalized = text.replace(/\s+/g, " ").trim();
  return createHash("sha256").update(normalized).digest("hex").slice(0, 12);
}

const child = (at: string, key: string | number) =>
  typeof key === "number" ? `${at}[${key}]` : at === "" ? key : `${at}.${key}`;

/** Every text English holds, by path: strings and plural messages. */
export function englishTexts(english: unknown): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, at: string): void => {
    if (typeof value === "string") texts.set(at, value);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, child(at, index)));
    else if (isRecord(value)) {
      if (isPluralMessage(value)) texts.set(at, pluralText(value));
      else for (const [key, item] of Object.entries(value)) walk(item, child(at, key));
    }
  };
  walk(english, "");
  return texts;
}

/**
 * The texts a translation carries, each beside the English at the same path,
 * in the English order. A value the translation leaves out is not listed:
 * `localize` treats it as structure (or the typechecker has named it).
 */
export function sourceTexts(english: unknown, translation: unknown): SourceText[] {
  const texts: SourceText[] = [];
  const add = (path: string, source: string, text: string) =>
    texts.push({ path, english: source, translation: text, hash: hashText(source) });
  const walk = (source: unknown, text: unknown, at: string): void => {
    if (typeof source === "string") {
      if (typeof text === "string") add(at, source, text);
    } else if (Array.isArray(source)) {
      if (Array.isArray(text))
        source.forEach((item, index) => walk(item, text[index], child(at, index)));
    } else if (isRecord(source) && isRecord(text)) {
      if (isPluralMessage(source)) {
        if (typeof text.other === "string") add(at, pluralText(source), pluralText(text));
      } else {
        for (const [key, item] of Object.entries(source)) {
          if (key in text) walk(item, text[key], child(at, key));
        }
      }
    }
  };
  walk(english, translation, "");
  return texts;
}

/**
 * What needs a translator in one module or listing. `textPaths` are paths
 * known to be text although this translation lacks them (another edition
 * carries them); a path the record holds is text too. A path English no
 * longer has is not reported: the next mark drops it.
 */
export function findings(
  english: unknown,
  translation: unknown,
  recorded: SourceHashes = {},
  textPaths: Iterable<string> = [],
): Finding[] {
  const result: Finding[] = [];
  const carried = new Set<string>();
  for (const { path, english: source, translation: text, hash } of sourceTexts(
    english,
    translation,
  )) {
    carried.add(path);
    const before = recorded[path];
    if (before === undefined) {
      result.push({ state: "unreviewed", path, english: source, translation: text });
    } else if (before !== hash) {
      result.push({ state: "stale", path, english: source, translation: text });
    }
  }
  const sources = englishTexts(english);
  const known = new Set([...textPaths, ...Object.keys(recorded)]);
  for (const [path, source] of sources) {
    if (known.has(path) && !carried.has(path)) {
      result.push({ state: "missing", path, english: source });
    }
  }
  return result;
}

/** Whether `path` is `prefix` or lies below it (`hero` covers `hero.title`, `steps[0]`). */
export function isUnder(path: string, prefix: string): boolean {
  return (
    prefix === "" ||
    path === prefix ||
    path.startsWith(`${prefix}.`) ||
    path.startsWith(`${prefix}[`)
  );
}

/**
 * The record after a translator has reviewed the keys under `prefix` (all of
 * them by default): those take the current English hash, the others keep
 * what was recorded, and keys the translation no longer carries are dropped.
 * In the English order, so that a mark's diff shows only what changed.
 */
export function markHashes(
  english: unknown,
  translation: unknown,
  recorded: SourceHashes = {},
  prefix = "",
): Record<string, string> {
  const marked: Record<string, string> = {};
  for (const { path, hash } of sourceTexts(english, translation)) {
    const before = recorded[path];
    if (isUnder(path, prefix)) marked[path] = hash;
    else if (before !== undefined) marked[path] = before;
  }
  return marked;
}

/** Reads a record written by `serializeHashes`, naming what is wrong with it. */
export function parseHashes(json: string, file: string): EditionHashes {
  const data: unknown = JSON.parse(json);
  const section = (name: "modules" | "listings"): Record<string, SourceHashes> => {
    const value = isRecord(data) ? (data[name] ?? {}) : undefined;
    if (!isRecord(value)) throw new Error(`${file}: "${name}" must be an object`);
    for (const [key, hashes] of Object.entries(value)) {
      if (!isRecord(hashes) || !Object.values(hashes).every((hash) => typeof hash === "string")) {
        throw new Error(`${file}: "${name}.${key}" must map each key to a hash`);
      }
    }
    return value as Record<string, SourceHashes>;
  };
  return { modules: section("modules"), listings: section("listings") };
}

/** The record as written to disk: two-space JSON (what Prettier writes), listings by slug. */
export function serializeHashes(hashes: EditionHashes): string {
  const listings = Object.fromEntries(
    Object.entries(hashes.listings).sort(([a], [b]) => a.localeCompare(b)),
  );
  return `${JSON.stringify({ modules: hashes.modules, listings }, null, 2)}\n`;
}
