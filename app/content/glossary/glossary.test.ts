// @vitest-environment node
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { latinNames, printedTexts } from "~/inventory/listing-advice";
import { inventoryDir, listingFileName, readInventory } from "~/inventory/read-inventory";
import {
  checkText,
  stringsOf,
  typesetRules,
  type Glossary,
  type GlossaryLocale,
} from "~/lib/glossary";
import { typeset } from "~/lib/typography";

import { arabicGlossary } from "./ar.ts";
import { frenchGlossary } from "./fr.ts";

/**
 * Every French and Arabic text of the site, checked against its edition's
 * glossary and typography (app/lib/glossary.ts). Each string of each module
 * under app/content/locales/fr/ and ar/ (code: developers write them) must
 * follow both. The inventory's listings (index.fr.md and index.ar.md under
 * app/content/inventory/, or INVENTORY_DIR) are staff's text: they are read
 * as the build prints them, typeset (app/lib/typography.ts), and must follow
 * the typography, which the build does; their terms are advice, which
 * `npm run inventory:check` prints, never a failure here. Both are found
 * here, so a new translation module or listing is checked without a change
 * to this file. A failure names the file, the key or field, what was found
 * and what to write.
 */

const glossaries: Record<GlossaryLocale, Glossary> = { fr: frenchGlossary, ar: arabicGlossary };
const projectRoot = resolve(import.meta.dirname, "../../..");

/** Names an Arabic text may write in Latin: the firm, its partner, its postal address. */
const names = latinNames;

/** Every module of every translation folder, by path ("../locales/fr/home.ts"). */
const modules = import.meta.glob<Record<string, unknown>>("../locales/*/*.ts", { eager: true });

interface Text {
  file: string;
  /** A key path ("home.hero.title") or a line ("line 12"). */
  where: string;
  text: string;
}

/** The strings of a translation folder, each once (index.ts re-exports the modules). */
function moduleTexts(locale: GlossaryLocale): Text[] {
  const seen = new WeakSet<object>();
  const files = Object.keys(modules)
    .filter((path) => path.startsWith(`../locales/${locale}/`))
    // The folder's index last: it only gathers the modules.
    .sort(
      (a, b) =>
        Number(a.endsWith("/index.ts")) - Number(b.endsWith("/index.ts")) || a.localeCompare(b),
    );
  return files.flatMap((path) =>
    // As the edition prints them (getEdition typesets every string).
    stringsOf(modules[path], "", seen).map(([where, text]) => ({
      file: `app/content/${path.slice(3)}`,
      where,
      text: typeset(text, locale),
    })),
  );
}

/** Each listing's translated texts, as the build prints them. */
function listingTexts(locale: GlossaryLocale): Text[] {
  const { listings } = readInventory(inventoryDir);
  return listings.flatMap((listing) => {
    const translation = listing.translations[locale];
    if (!translation) return [];
    const file = relative(projectRoot, translation.file);
    return printedTexts(translation, locale).map(({ where, text }) => ({ file, where, text }));
  });
}

function violations(
  texts: readonly Text[],
  glossary: Glossary,
  rules: (rule: string) => boolean = () => true,
): string[] {
  return texts.flatMap(({ file, where, text }) =>
    checkText(text, glossary, names)
      .filter((finding) => rules(finding.rule))
      .map(
        (finding) =>
          `${file} › ${where}: "${finding.found}" (${finding.rule}): write ${finding.use}`,
      ),
  );
}

describe.each(["fr", "ar"] as const)("the %s edition follows its glossary", (locale) => {
  const modulesRead = moduleTexts(locale);
  const listingsRead = listingTexts(locale);

  it("finds the texts: every translation module and every listing", () => {
    const modules = new Set(modulesRead.map((text) => text.file));
    expect(modules.size).toBeGreaterThanOrEqual(16);
    expect(modules).toContain(`app/content/locales/${locale}/product-details.ts`);
    // Every file is read, or not shown yet (a translation missing: a warning of the reader).
    const listings = new Set(listingsRead.map((text) => text.file));
    const notShown = readInventory(inventoryDir, { root: projectRoot })
      .warnings.filter(
        (warning) =>
          warning.file.endsWith(`/${listingFileName(locale)}`) &&
          warning.message.startsWith("translation missing"),
      )
      .map((warning) => warning.file);
    const files = readdirSync(inventoryDir)
      .map((name) => join(inventoryDir, name, listingFileName(locale)))
      .filter((path) => existsSync(path))
      .map((path) => relative(projectRoot, path));
    expect(files.length).toBeGreaterThan(0);
    expect([...listings, ...notShown].sort()).toEqual(files.sort());
  });

  it("uses the glossary's terms and the edition's typography in the translation modules", () => {
    expect(violations(modulesRead, glossaries[locale])).toEqual([]);
  });

  it("prints the inventory listings with the edition's typography, whatever staff typed", () => {
    expect(violations(listingsRead, glossaries[locale], (rule) => typesetRules.has(rule))).toEqual(
      [],
    );
  });
});
