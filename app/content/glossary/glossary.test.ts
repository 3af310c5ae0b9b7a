import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { listingFileName } from "~/features/inventory/read-inventory";
import { checkText, stringsOf, type Glossary, type GlossaryLocale } from "~/lib/glossary";

import { company } from "../company.ts";

import { arabicGlossary } from "./ar.ts";
import { frenchGlossary } from "./fr.ts";

/**
 * Every French and Arabic text of the site, checked against its edition's
 * glossary and typography (app/lib/glossary.ts): each string of each module
 * under app/content/locales/fr/ and ar/, and the front matter and body of
 * each index.fr.md and index.ar.md under app/content/inventory/ (but not a
 * photo's file name, `src`). Both are found here,
 * so a new translation module or listing is checked without a change to
 * this file. A failure names the file, the key or line, what was found and
 * what to write.
 */

const glossaries: Record<GlossaryLocale, Glossary> = { fr: frenchGlossary, ar: arabicGlossary };
const projectRoot = resolve(import.meta.dirname, "../../..");
const inventoryDir = resolve(import.meta.dirname, "../inventory");

/** Names an Arabic text may write in Latin: the firm, its partner, its postal address. */
const names = [company.name, company.partner.name, ...Object.values(company.address)];

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
    stringsOf(modules[path], "", seen).map(([where, text]) => ({
      file: `app/content/${path.slice(3)}`,
      where,
      text,
    })),
  );
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The front matter's values by key, and the body's paragraphs by first line. */
function listingTexts(locale: GlossaryLocale): Text[] {
  return readdirSync(inventoryDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => {
      const path = join(inventoryDir, folder.name, listingFileName(locale));
      let source: string;
      try {
        source = readFileSync(path, "utf8");
      } catch {
        return [];
      }
      const file = relative(projectRoot, path);
      const frontMatter = FRONT_MATTER.exec(source);
      const data: unknown = frontMatter ? parse(frontMatter[1] ?? "") : {};
      const bodyStart = frontMatter ? frontMatter[0].split("\n").length - 1 : 0;
      const lines = source.split("\n").slice(bodyStart);
      const paragraphs: Text[] = [];
      lines.forEach((line, index) => {
        if (line.trim() === "") return;
        const previous = lines[index - 1];
        if (index > 0 && previous !== undefined && previous.trim() !== "") {
          const last = paragraphs.at(-1)!;
          last.text += ` ${line.trim()}`;
        } else {
          paragraphs.push({ file, where: `line ${bodyStart + index + 1}`, text: line.trim() });
        }
      });
      const texts = stringsOf(data).filter(([where]) => !where.endsWith(".src"));
      return [...texts.map(([where, text]) => ({ file, where, text })), ...paragraphs];
    });
}

function violations(texts: readonly Text[], glossary: Glossary): string[] {
  return texts.flatMap(({ file, where, text }) =>
    checkText(text, glossary, names).map(
      (finding) => `${file} › ${where}: "${finding.found}" (${finding.rule}): write ${finding.use}`,
    ),
  );
}

describe.each(["fr", "ar"] as const)("the %s edition follows its glossary", (locale) => {
  const modulesRead = moduleTexts(locale);
  const listingsRead = listingTexts(locale);

  it("finds the texts: every translation module and every listing", () => {
    const files = new Set(modulesRead.map((text) => text.file));
    expect(files.size).toBeGreaterThanOrEqual(16);
    expect(files).toContain(`app/content/locales/${locale}/product-details.ts`);
    const listings = new Set(listingsRead.map((text) => text.file));
    expect(listings.size).toBe(
      readdirSync(inventoryDir).filter((name) => {
        try {
          return readdirSync(join(inventoryDir, name)).includes(listingFileName(locale));
        } catch {
          return false;
        }
      }).length,
    );
  });

  it("uses the glossary's terms and the edition's typography in the translation modules", () => {
    expect(violations(modulesRead, glossaries[locale])).toEqual([]);
  });

  it("uses them in the inventory listings", () => {
    expect(violations(listingsRead, glossaries[locale])).toEqual([]);
  });
});
