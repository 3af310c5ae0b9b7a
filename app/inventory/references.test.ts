// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { removedMachines } from "~/content/removed-machines";

import { machineTypes } from "./listing-constants";
import { referenceSchema, slugSchema } from "./listing-schema";
import { readInventory, takenReferences } from "./read-inventory";
import { deletedListings, gitReferenceHistory, nextFreeReference } from "./references";

const temporaryDirs: string[] = [];
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A Git working copy in a temporary folder, committing as a test author. */
function repository() {
  const dir = mkdtempSync(join(tmpdir(), "references-test-"));
  temporaryDirs.push(dir);
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", dir, ...args], {
      encoding: "utf8",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "Test",
        GIT_AUTHOR_EMAIL: "test@example.com",
        GIT_COMMITTER_NAME: "Test",
        GIT_COMMITTER_EMAIL: "test@example.com",
      },
    });
  git("init", "--quiet");
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const commit = (message: string) => {
    git("add", "--all");
    git("commit", "--quiet", "-m", message);
    return git("rev-parse", "--short", "HEAD").trim();
  };
  return { dir, git, write, commit };
}

describe("nextFreeReference", () => {
  it("follows the highest reference taken, whatever the order", () => {
    expect(nextFreeReference(["FP-1031", "FP-1008", "FP-1036"])).toBe("FP-1037");
    expect(nextFreeReference([])).toBe("FP-1001");
  });

  it("follows the repository's listings, drafts and removed machines", () => {
    const next = nextFreeReference(takenReferences(readInventory()));
    expect(referenceSchema.safeParse(next).success).toBe(true);
    expect(takenReferences(readInventory())).not.toContain(next);
  });
});

describe("gitReferenceHistory", () => {
  it("gives the reference a listing first had, and the commit that wrote it", () => {
    const { dir, write, commit } = repository();
    const file = join(dir, "press/index.en.md");
    write("press/index.en.md", "---\nname: Press\n---\n");
    commit("A listing before references");
    expect(gitReferenceHistory(file)).toBeUndefined();
    write("press/index.en.md", "---\nname: Press\nreference: FP-1024\n---\n");
    const first = commit("Its reference");
    write("press/index.en.md", "---\nname: Press\nreference: FP-1099\n---\n");
    commit("Changed");
    expect(gitReferenceHistory(file)).toEqual({ reference: "FP-1024", commit: first });
  });

  it("knows nothing outside a Git working copy", () => {
    const dir = mkdtempSync(join(tmpdir(), "references-test-"));
    temporaryDirs.push(dir);
    writeFileSync(join(dir, "index.en.md"), "---\nreference: FP-1024\n---\n");
    expect(gitReferenceHistory(join(dir, "index.en.md"))).toBeUndefined();
  });
});

describe("deletedListings", () => {
  it("names the listings whose index.en.md was deleted, with the commit", () => {
    const { dir, git, write, commit } = repository();
    write("inventory/old-press-2001/index.en.md", "---\nname: Old\n---\n");
    write("inventory/kept-2020/index.en.md", "---\nname: Kept\n---\n");
    commit("Two listings");
    git("rm", "--quiet", "-r", "inventory/old-press-2001");
    const removal = commit("One removed");
    expect(deletedListings(join(dir, "inventory"))).toEqual(new Map([["old-press-2001", removal]]));
  });
});

describe("app/content/removed-machines.ts", () => {
  it("names each removed machine by a slug, a machine type and a reference no listing has", () => {
    const { listings } = readInventory();
    const slugs = new Set(listings.map((listing) => listing.data.slug));
    const references = new Set(listings.map((listing) => listing.data.reference));
    for (const machine of removedMachines) {
      expect(slugSchema.safeParse(machine.slug).success, machine.slug).toBe(true);
      expect(machineTypes, machine.slug).toContain(machine.type);
      expect(referenceSchema.safeParse(machine.reference).success, machine.slug).toBe(true);
      expect(slugs.has(machine.slug), machine.slug).toBe(false);
      expect(references.has(machine.reference), machine.reference).toBe(false);
    }
    const all = removedMachines.map((machine) => machine.reference);
    expect(new Set(all).size).toBe(all.length);
  });
});
