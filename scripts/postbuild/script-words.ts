import { readFile } from "node:fs/promises";
import { dirname, join, posix } from "node:path";

import { decodeEntities, findRawTextElements, parseAttributes } from "./inline-scripts.ts";

/**
 * What a page's scripts may write into its markup: every word of the text of
 * the scripts it loads. prune-css.ts keeps the style rules these words can
 * match on a page with an island (React renders the catalogue's dialog and
 * the forms' messages from its module, not from the HTML), and
 * short-classes.ts keeps these classes' names. A word is whatever stands
 * between quotes, spaces and punctuation, so a class written in a string
 * (`"block size-full"`) or an element React creates (`jsx("dialog", …)`)
 * counts. Over-inclusive by design: a word that is not a class only keeps a
 * rule that could not match anyway.
 */

/**
 * Words a script may use as a class or element name: whatever its text
 * holds between quotes and spaces (Tailwind's arbitrary values keep their
 * punctuation: `lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]`), and the
 * pieces of those between punctuation (`className:"x"` in minified code).
 */
export function scriptWords(source: string): Set<string> {
  const words = new Set<string>();
  for (const chunk of source.split(/[\s"'`]+/)) {
    if (!chunk) continue;
    words.add(chunk);
    for (const piece of chunk.split(/[,;{}()=+<>!?&|*^~]+/)) if (piece) words.add(piece);
  }
  return words;
}

/**
 * The build's scripts a page loads: `<script src>`, an island's component
 * and renderer (`<astro-island component-url renderer-url>`), and what an
 * inline module imports.
 */
export function pageScriptEntries(html: string): string[] {
  const entries: string[] = [];
  for (const script of findRawTextElements(html)) {
    if (script.tag !== "script") continue;
    const src = parseAttributes(script.attributes).get("src");
    if (src) entries.push(src);
    else entries.push(...importSpecifiers(script.content));
  }
  for (const [, , url = ""] of html.matchAll(
    /\s(component-url|renderer-url|before-hydration-url)="([^"]+)"/g,
  )) {
    entries.push(decodeEntities(url));
  }
  return entries.filter((path) => path.startsWith("/"));
}

/** The modules a script imports, statically or not, as written. */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]([^"'`]+\.m?js)["'`]/g)].map(
    (match) => match[1]!,
  );
}

/**
 * The words of the scripts a page loads from the build and of everything
 * they import, with the islands' props (the data React renders from): the
 * text `cache` holds each file once across pages.
 */
export async function loadedScriptWords(
  html: string,
  clientDir: string,
  cache: Map<string, string>,
): Promise<Set<string>> {
  const words = new Set<string>();
  for (const [, props = ""] of html.matchAll(/<astro-island\b[^>]*\sprops="([^"]*)"/g)) {
    for (const word of scriptWords(decodeEntities(props))) words.add(word);
  }
  const queue = pageScriptEntries(html);
  const seen = new Set<string>();
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    let source = cache.get(path);
    if (source === undefined) {
      source = await readFile(join(clientDir, path), "utf8").catch(() => "");
      cache.set(path, source);
    }
    for (const word of scriptWords(source)) words.add(word);
    for (const specifier of importSpecifiers(source)) {
      if (specifier.startsWith("/")) queue.push(specifier);
      else if (specifier.startsWith(".")) queue.push(posix.join(dirname(path), specifier));
    }
  }
  return words;
}
