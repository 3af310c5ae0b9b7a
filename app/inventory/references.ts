import { execFileSync } from "node:child_process";
import { dirname, basename } from "node:path";

import { parse } from "yaml";

import { FIRST_REFERENCE, REFERENCE_PREFIX } from "./listing-constants.ts";

/**
 * Our references (FP-1042): the next free one, and what the repository's
 * history says a listing's was. A reference is set once, when the machine is
 * created, and never changes or passes to another machine: buyers quote it.
 * The editor cannot lock a field after creation (Sveltia CMS's `readonly` is
 * for every save, its `editable: ["create"]` for the slug only), so the
 * build and `npm run inventory:check` hold the rule against the history.
 */

/** 1042 for "FP-1042". */
export function referenceNumber(reference: string): number {
  return Number(reference.slice(REFERENCE_PREFIX.length));
}

/** The reference after the highest one taken: "FP-1049" after FP-1048. */
export function nextFreeReference(taken: Iterable<string>): string {
  let highest = FIRST_REFERENCE - 1;
  for (const reference of taken) {
    const number = referenceNumber(reference);
    if (Number.isInteger(number)) highest = Math.max(highest, number);
  }
  return `${REFERENCE_PREFIX}${String(highest + 1).padStart(4, "0")}`;
}

/** What a listing's file said its reference was when it first had one, and in which commit. */
export interface FirstReference {
  reference: string;
  commit: string;
}

/** A listing's first reference in the history, or undefined (no history, or none yet). */
export type ReferenceHistory = (file: string) => FirstReference | undefined;

function git(folder: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", ["-C", folder, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 10_000,
    });
  } catch {
    return undefined;
  }
}

const referenceLine = /^reference:[ \t]*(.*)$/m;

/**
 * The repository's history of listings: the first commit whose
 * index.en.md wrote a `reference:` line, and the reference it wrote. Outside
 * a Git working copy (a preview folder, a tarball), it knows nothing.
 */
export const gitReferenceHistory: ReferenceHistory = (file) => {
  const folder = dirname(file);
  const name = basename(file);
  const commits = git(folder, ["log", "--reverse", "--format=%h", "-G^reference:", "--", name]);
  const commit = commits?.split("\n")[0]?.trim();
  if (!commit) return undefined;
  const source = git(folder, ["show", `${commit}:./${name}`]);
  const line = source ? referenceLine.exec(source)?.[1] : undefined;
  if (line === undefined) return undefined;
  try {
    const value: unknown = parse(line);
    return typeof value === "string" ? { reference: value.trim(), commit } : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The listings deleted in the repository's history under `dir` (their
 * index.en.md), by slug, with the commit that deleted them: an address
 * buyers may still have.
 */
export function deletedListings(dir: string): Map<string, string> {
  const log = git(dir, [
    "log",
    "--diff-filter=D",
    "--no-renames",
    "--name-only",
    "--format=commit %h",
    "--relative",
    "--",
    ".",
  ]);
  const deleted = new Map<string, string>();
  let commit = "";
  for (const line of log?.split("\n") ?? []) {
    if (line.startsWith("commit ")) commit = line.slice("commit ".length);
    const match = /^([^/]+)\/index\.en\.md$/.exec(line.trim());
    if (match && !deleted.has(match[1]!)) deleted.set(match[1]!, commit);
  }
  return deleted;
}
