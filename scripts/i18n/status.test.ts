import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { readInventory } from "../../app/inventory/read-inventory.ts";

import { formatReport, mark, readHashes, report, resolveTarget, units } from "./status.ts";

const listings = readInventory().listings;
const slug = listings[0]?.folder.split("/").at(-1) ?? "";

describe("resolveTarget", () => {
  const all = units("fr", listings);
  it.each([
    ["fr/home", "home", ""],
    ["fr/used-equipment.filters", "usedEquipment", "filters"],
    ["fr/usedEquipment", "usedEquipment", ""],
    [`fr/inventory/${slug}`, slug, ""],
    [`fr/inventory/${slug}.summary`, slug, "summary"],
  ])("%s names %s, keys under %j", (target, name, prefix) => {
    const resolved = resolveTarget(target, "fr", all);
    expect(resolved.units.map((unit) => unit.name)).toEqual([name]);
    expect(resolved.prefix).toBe(prefix);
  });

  it("names the whole edition and every listing", () => {
    expect(resolveTarget("fr/", "fr", all).units).toHaveLength(all.length);
    expect(resolveTarget("fr/inventory", "fr", all).units).toHaveLength(listings.length);
  });

  it("refuses a module English does not have, listing the ones it has", () => {
    expect(() => resolveTarget("fr/hom", "fr", all)).toThrow(/No module hom: one of company, /);
  });
});

describe("marking the real content", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("leaves nothing to review in an edition marked as a whole, and reports what it lacks", () => {
    dir = mkdtempSync(join(tmpdir(), "i18n-status-"));
    mkdirSync(join(dir, "ar"));
    expect(report("ar", listings, dir).some(({ findings }) => findings.length > 0)).toBe(true);
    mark("ar", ["ar/"], listings, dir);
    const reports = report("ar", listings, dir);
    expect(reports.flatMap(({ findings }) => findings)).toEqual([]);
    expect(formatReport("ar", reports)).toBe("Arabic (ar): up to date");
    const recorded = readHashes("ar", dir);
    expect(Object.keys(recorded.modules)).toContain("home");
    expect(readFileSync(join(dir, "ar", "source-hashes.json"), "utf8")).toMatch(/\n$/);
  });
});

describe("a listing", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("goes stale field by field when staff rewrite its English, and a mark makes it fresh", () => {
    dir = mkdtempSync(join(tmpdir(), "i18n-status-"));
    mkdirSync(join(dir, "fr"));
    const [listing] = listings;
    if (!listing) throw new Error("no listing in app/content/inventory/");
    mark("fr", [`fr/inventory/${slug}`], [listing], dir);
    const rewritten = { ...listing, data: { ...listing.data, summary: "A rewritten summary." } };
    const stale = report("fr", [rewritten], dir).filter(({ unit }) => unit.kind === "listing");
    expect(stale.flatMap(({ findings }) => findings)).toEqual([
      expect.objectContaining({ state: "stale", path: "summary", english: "A rewritten summary." }),
    ]);
    mark("fr", [`fr/inventory/${slug}.summary`], [rewritten], dir);
    const fresh = report("fr", [rewritten], dir).filter(({ unit }) => unit.kind === "listing");
    expect(fresh.flatMap(({ findings }) => findings)).toEqual([]);
  });
});

describe("the committed records", () => {
  // Whether they are up to date is the report's business (a warning); here only that they read.
  it.each(["fr", "ar"] as const)("%s: reads", (locale) => {
    expect(Object.keys(readHashes(locale).modules)).toContain("home");
  });
});
