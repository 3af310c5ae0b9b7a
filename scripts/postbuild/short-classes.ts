import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { transform, type Selector, type SelectorComponent } from "lightningcss";

import { findInlineStyles } from "./inline-styles.ts";
import {
  decodeEntities,
  findRawTextElements,
  markupOnly,
  rawTextPattern,
} from "./inline-scripts.ts";
import { selectorSymbols } from "./prune-css.ts";
import { loadedScriptWords, scriptWords } from "./script-words.ts";
import { isHtmlFile, listFiles } from "./site-files.ts";

/**
 * After pruning (prune-css.ts), a content page's class names are most of
 * what is left of its weight that no visitor sees: Tailwind's names are
 * written twice, in the markup and, escaped, in the stylesheet's selectors
 * (`.lg\:grid-cols-\[minmax\(0\,1\.1fr\)_minmax\(0\,0\.9fr\)\]`), and brotli
 * cannot match the one against the other. Each page without an island gets
 * short names of its own for the classes its stylesheet names, the most
 * frequent first (`a`, `b`… then two letters), in the markup and the
 * selectors alike. 1.5 to 1.7 KB brotli a page (issue 22: ≤ 15 KB).
 *
 * What must keep its name keeps it: a class that one of the page's scripts
 * may write or look for (any word of their text, inline or loaded), a
 * class a tool reads by name (namesReadByTools), and
 * every class of a page with an island (React renders its markup again, by
 * the original names). Classes no rule names stay as written: nothing
 * styles them, and a test may look for them (`svg.lucide-plus`). The
 * development server is not concerned: it serves the original names.
 */

/**
 * Classes a tool reads by name in the built pages: html-validate's
 * `tel-non-breaking` rule lets a phone link wrap-proof by this class
 * instead of non-breaking characters (.htmlvalidate.mjs).
 */
export const namesReadByTools: readonly string[] = ["whitespace-nowrap"];

/** `a`…`z`, `A`…`Z`, then two characters: valid identifiers that need no escape. */
export function shortName(index: number): string {
  const first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const rest = `${first}0123456789_-`;
  let name = first[index % first.length]!;
  for (let n = Math.floor(index / first.length); n > 0; n = Math.floor((n - 1) / rest.length)) {
    name += rest[(n - 1) % rest.length]!;
  }
  return name;
}

const classAttribute = /(\sclass\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;

/** How often each class appears in the markup (not in script or style text). */
function classCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  const markup = markupOnly(html);
  for (const [, , double, single] of markup.matchAll(classAttribute)) {
    for (const written of (double ?? single ?? "").split(/\s+/)) {
      const name = decodeEntities(written);
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The new name of each class that the stylesheets name and no script
 * uses, most frequent first; names already in the page or in its scripts
 * are never handed out.
 */
export function classRenames(
  html: string,
  stylesheets: readonly string[],
  scripted: ReadonlySet<string>,
): Map<string, string> {
  const counts = classCounts(html);
  const styled = new Set(stylesheets.flatMap((css) => [...selectorSymbols(css).classes]));
  const renamed = [...counts.keys()]
    .filter((name) => styled.has(name) && !scripted.has(name))
    .sort((a, b) => counts.get(b)! - counts.get(a)! || (a < b ? -1 : 1));
  const taken = new Set([...counts.keys(), ...scripted]);
  const renames = new Map<string, string>();
  let index = 0;
  for (const name of renamed) {
    let short = shortName(index++);
    while (taken.has(short)) short = shortName(index++);
    renames.set(name, short);
  }
  return renames;
}

function renameSelector(selector: Selector, renames: ReadonlyMap<string, string>): Selector {
  return selector.map((component): SelectorComponent => {
    if (component.type === "class") {
      return { ...component, name: renames.get(component.name) ?? component.name };
    }
    if (component.type === "pseudo-class" && "selectors" in component) {
      const inner = component.selectors;
      if (Array.isArray(inner)) {
        return {
          ...component,
          selectors: (inner as Selector[]).map((nested) => renameSelector(nested, renames)),
        } as SelectorComponent;
      }
    }
    return component;
  });
}

/** A stylesheet with its class selectors renamed, minified. */
export function renameStylesheetClasses(css: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return css;
  return transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Selector(selector) {
        return renameSelector(selector, renames);
      },
    },
  }).code.toString();
}

/** The page with short class names in its markup and stylesheets; unchanged if it has an island. */
export function shortenClasses(html: string, scripted: ReadonlySet<string> = new Set()): string {
  if (/<astro-island[\s>]/i.test(html)) return html;
  const styles = findInlineStyles(html);
  if (styles.length === 0) return html;
  const inlineScripts = findRawTextElements(html)
    .filter((element) => element.tag === "script")
    .map((script) => script.content);
  const words = new Set([
    ...namesReadByTools,
    ...scripted,
    ...inlineScripts.flatMap((text) => [...scriptWords(text)]),
  ]);
  const renames = classRenames(
    html,
    styles.map((style) => style.content),
    words,
  );
  if (renames.size === 0) return html;
  const renameMarkup = (markup: string) =>
    markup.replace(classAttribute, (_match, prefix: string, double?: string, single?: string) => {
      const quote = double === undefined ? "'" : '"';
      const names = (double ?? single ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((written) => renames.get(decodeEntities(written)) ?? written);
      return `${prefix}${quote}${names.join(" ")}${quote}`;
    });
  // The markup between comments, scripts and styles, whose text stays as written…
  let result = "";
  let end = 0;
  for (const match of html.matchAll(rawTextPattern)) {
    result += renameMarkup(html.slice(end, match.index)) + match[0];
    end = match.index + match[0].length;
  }
  result += renameMarkup(html.slice(end));
  // …then the stylesheets.
  for (const style of styles) {
    const renamed = renameStylesheetClasses(style.content, renames);
    result = result.replace(`>${style.content}</style>`, () => `>${renamed}</style>`);
  }
  return result;
}

/** Shortens the class names of every built page without an island; returns the bytes saved. */
export async function shortenPagesClasses(clientDir: string) {
  const pages = (await listFiles(clientDir)).filter(isHtmlFile);
  const cache = new Map<string, string>();
  let before = 0;
  let after = 0;
  for (const page of pages) {
    const path = join(clientDir, page);
    const html = await readFile(path, "utf8");
    const shortened = shortenClasses(html, await loadedScriptWords(html, clientDir, cache));
    before += html.length;
    after += shortened.length;
    if (shortened !== html) await writeFile(path, shortened);
  }
  return { pages: pages.length, savedBytes: before - after };
}
