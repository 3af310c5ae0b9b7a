import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { transform, type Selector, type SelectorComponent } from "lightningcss";

import { findInlineStyles } from "./inline-styles.ts";
import { markupOnly, parseAttributes } from "./inline-scripts.ts";
import { loadedScriptWords } from "./script-words.ts";
import { isHtmlFile, listFiles } from "./site-files.ts";

/**
 * Each page inlines the whole stylesheet that Tailwind writes for the site
 * (56 KB, 9.4 KB brotli of a 17–19 KB page), the catalogue's, the contact
 * form's and the machine gallery's rules included. This keeps, in each page
 * without an island, only the style rules that can match its own markup:
 * the classes and ids the HTML contains. States (hover, focus,
 * :popover-open, [open]) and attributes (the scripts set data-reveal,
 * data-scrolled, data-enhanced, aria-expanded, aria-current) are never
 * judged: only what the markup must contain. No script on a content page
 * adds a class or an element. On a page with an island, React renders
 * markup the HTML does not hold yet (the catalogue's dialog, the forms'
 * messages): there the vocabulary also holds every word of the scripts the
 * page loads and of the islands' props (script-words.ts), so a class or an
 * element that React may write keeps its rules. The catalogue's page went
 * from 68.7 to about 36 KB of CSS, which every style recalculation of its
 * parse and hydration matches against (issue 31's TBT).
 *
 * Less CSS is less to download (issue 22: a content page's HTML ≤ 15 KB
 * brotli), to parse, and to match on every style recalculation. Custom
 * properties that no kept rule reads are dropped too. The Content-Security-
 * Policy hashes the pruned text (the hosting table runs after this step).
 */

/** The class names, ids and elements in a page's markup: what its rules can match. */
export interface Vocabulary {
  classes: Set<string>;
  ids: Set<string>;
  /** Element names, lower case. */
  tags?: Set<string>;
}

export function vocabulary(html: string): Required<Vocabulary> {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const tags = new Set<string>();
  // Markup only: the text of scripts and styles is not markup.
  for (const [, tag = "", attributes = ""] of markupOnly(html).matchAll(
    /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g,
  )) {
    tags.add(tag.toLowerCase());
    const parsed = parseAttributes(attributes);
    for (const name of (parsed.get("class") ?? "").split(/\s+/)) if (name) classes.add(name);
    const id = parsed.get("id");
    if (id) ids.add(id);
  }
  return { classes, ids, tags };
}

/** The language of a page's root element ("ar" for `<html lang="ar" dir="rtl">`). */
export function pageLanguage(html: string): string {
  return (/<html\b[^>]*\slang=["']?([\w-]+)/i.exec(html)?.[1] ?? "").toLowerCase();
}

/**
 * Whether a selector is about the root element of another language's page
 * (`html:lang(ar)`, `html[data-webfont-ar]:lang(ar)` on an English page).
 * Only the root: an element inside may carry a lang of its own.
 */
export function isOtherLanguageRoot(selector: Selector, language: string): boolean {
  const first = selector.findIndex((component) => component.type === "combinator");
  const root = first === -1 ? selector : selector.slice(0, first);
  const isRoot = root.some((component) => component.type === "type" && component.name === "html");
  return (
    isRoot &&
    root.some(
      (component) =>
        component.type === "pseudo-class" &&
        component.kind === "lang" &&
        !component.languages.some((tag) => tag.toLowerCase().split("-")[0] === language),
    )
  );
}

/**
 * Pseudo-elements that only text fields have (`<input>`, and `<textarea>`
 * for its placeholder): a `<button>` or a `<select>` has none of them, so
 * the header's menu button no longer keeps preflight's date, search, spin,
 * file and placeholder rules in every page (about 200 B brotli).
 */
const formControls = ["input", "textarea"];
function isFormPseudoElement(name: string): boolean {
  return /^(?:-webkit-(?:datetime-edit|date-and-time-value|calendar-picker|inner-spin|outer-spin|search)|placeholder|file-selector-button)/.test(
    name,
  );
}

/**
 * Whether a selector needs an element the page does not have: a type
 * selector outside :is(), :where(), :has() and :not(), or a form control's
 * pseudo-element on a page without text fields.
 */
export function needsMissingElement(selector: Selector, tags: ReadonlySet<string>): boolean {
  return selector.some((component) => {
    if (component.type === "type") return !tags.has(component.name.toLowerCase());
    if (component.type === "pseudo-element") {
      const name =
        component.kind === "custom"
          ? component.name
          : component.kind === "custom-function"
            ? component.name
            : component.kind;
      return isFormPseudoElement(name) && !formControls.some((tag) => tags.has(tag));
    }
    return false;
  });
}

const symbolsOf = new Map<string, Vocabulary>();

/**
 * The class names and ids that a stylesheet's selectors name. Every page
 * inlines the same stylesheet: read once (a visitor hands every selector
 * to JavaScript, the slow part of pruning).
 */
export function selectorSymbols(css: string): Vocabulary {
  const known = symbolsOf.get(css);
  if (known) return known;
  const symbols = readSelectorSymbols(css);
  symbolsOf.set(css, symbols);
  return symbols;
}

function readSelectorSymbols(css: string): Vocabulary {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const visit = (components: readonly SelectorComponent[]) => {
    for (const component of components) {
      if (component.type === "class") classes.add(component.name);
      else if (component.type === "id") ids.add(component.name);
      else if (component.type === "pseudo-class" && "selectors" in component) {
        const inner = component.selectors;
        if (Array.isArray(inner)) for (const selector of inner as Selector[]) visit(selector);
      }
    }
  };
  transform({
    filename: "page.css",
    code: Buffer.from(css),
    visitor: {
      // Read only: nothing returned, nothing rewritten.
      Selector(selector) {
        visit(selector);
      },
    },
  });
  return { classes, ids };
}

const declaredProperty = /(?:^|[{;\s])(--[\w-]+)\s*:|@property\s+(--[\w-]+)/g;
const readProperty = /var\(\s*(--[\w-]+)/g;

/**
 * The rules of `css` that can match a page of this vocabulary, minified:
 * lightningcss drops every selector that names a class or id the page does
 * not have (inside :is(), :where() and :has() only when every alternative
 * does; never for :not()), and a rule whose selectors all go. Then, until
 * nothing changes, the custom properties that no remaining rule reads
 * (Tailwind's theme declares every token any page's utilities use, and
 * registers its --tw-* properties with @property).
 */
export function pruneStylesheet(css: string, page: Vocabulary, language = ""): string {
  const named = selectorSymbols(css);
  const unusedSelectors = [
    ...[...named.classes].filter((name) => !page.classes.has(name)),
    ...[...named.ids].filter((name) => !page.ids.has(name)),
  ];
  const minify = (code: string, unusedSymbols: string[]) =>
    transform({
      filename: "page.css",
      code: Buffer.from(code),
      minify: true,
      unusedSymbols,
    }).code.toString();
  let code = minify(css, unusedSelectors);
  const tags = page.tags;
  if (tags) {
    // Rules are only ever deleted here (lightningcss cannot take back every
    // rule it hands to a visitor), never rewritten.
    code = transform({
      filename: "page.css",
      code: Buffer.from(code),
      minify: true,
      visitor: {
        Rule: {
          style(rule) {
            const unmatched = rule.value.selectors.every(
              (selector) =>
                needsMissingElement(selector, tags) ||
                (language !== "" && isOtherLanguageRoot(selector, language)),
            );
            return unmatched ? [] : undefined;
          },
        },
      },
    }).code.toString();
  }
  code = withoutUnusedKeyframes(withoutUnusedFaces(code));
  for (let pass = 0; pass < 8; pass++) {
    const read = new Set([...code.matchAll(readProperty)].map((match) => match[1]!));
    const unread = [
      ...new Set([...code.matchAll(declaredProperty)].map((match) => match[1] ?? match[2]!)),
    ].filter((name) => !read.has(name));
    if (unread.length === 0) break;
    code = minify(code, unread);
  }
  return code;
}

/**
 * Without the @font-face rules of families that no remaining rule names (the
 * Arabic face on the other editions' pages): a face no style uses is never
 * downloaded, but its rule still costs bytes.
 */
function withoutUnusedFaces(css: string): string {
  const faces = [...css.matchAll(/@font-face\{[^}]*\}/g)].map((match) => match[0]);
  let rest = css;
  for (const face of faces) rest = rest.replace(face, "");
  let result = css;
  for (const face of faces) {
    const family = /font-family:\s*("[^"]+"|'[^']+'|[^;}]+)/
      .exec(face)?.[1]
      ?.replace(/["']/g, "")
      .trim();
    if (family && !rest.includes(family)) result = result.replace(face, "");
  }
  return result;
}

/**
 * Without the @keyframes that no remaining rule names (Tailwind writes
 * `spin` for the catalogue's and the forms' spinners into every page).
 */
export function withoutUnusedKeyframes(css: string): string {
  const keyframes = /@keyframes\s+([\w-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
  const rest = css.replace(keyframes, "");
  return css.replace(keyframes, (rule, name: string) =>
    new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(rest) ? rule : "",
  );
}

/**
 * An `<svg>` inside HTML is in the SVG namespace without saying so: the
 * icons' `xmlns` attributes (30 to 40 a page) are bytes the parser ignores.
 */
export function withoutSvgNamespaces(html: string): string {
  return html.replace(/(<svg\b[^>]*?)\s+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, "$1");
}

/**
 * A page's HTML with each of its stylesheets pruned to its own markup (and
 * its inline SVGs without their namespace). A page with an island is pruned
 * only when `scripted` gives the words of the scripts it loads
 * (loadedScriptWords): they count as classes, ids and elements of the page.
 */
export function prunePageStyles(html: string, scripted?: ReadonlySet<string>): string {
  const hasIsland = /<astro-island[\s>]/i.test(html);
  if (hasIsland && !scripted) return html;
  const styles = findInlineStyles(html);
  if (styles.length === 0) return withoutSvgNamespaces(html);
  const words = vocabulary(html);
  for (const word of scripted ?? []) {
    words.classes.add(word);
    words.ids.add(word);
    if (/^[a-z][a-z0-9-]*$/i.test(word)) words.tags.add(word.toLowerCase());
  }
  const language = pageLanguage(html);
  let result = html;
  for (const style of styles) {
    const pruned = pruneStylesheet(style.content, words, language);
    result = result.replace(`>${style.content}</style>`, () => `>${pruned}</style>`);
  }
  return withoutSvgNamespaces(result);
}

/** Prunes the stylesheet of every built page; returns the bytes saved. */
export async function prunePagesStyles(clientDir: string) {
  const pages = (await listFiles(clientDir)).filter(isHtmlFile);
  const cache = new Map<string, string>();
  const styledClasses = new Set<string>();
  let before = 0;
  let after = 0;
  for (const page of pages) {
    const path = join(clientDir, page);
    const html = await readFile(path, "utf8");
    for (const style of findInlineStyles(html)) {
      for (const name of selectorSymbols(style.content).classes) styledClasses.add(name);
    }
    const scripted = /<astro-island[\s>]/i.test(html)
      ? await loadedScriptWords(html, clientDir, cache)
      : undefined;
    const pruned = prunePageStyles(html, scripted);
    before += html.length;
    after += pruned.length;
    if (pruned !== html) await writeFile(path, pruned);
  }
  return { pages: pages.length, savedBytes: before - after, styledClasses };
}

/**
 * Where the build records the classes the site's whole stylesheet names,
 * before pruning: e2e/fixtures.ts (expectStyledClasses) checks against it
 * that a page with an island kept the rules of every class React rendered.
 */
export const STYLED_CLASSES_FILE = "styled-classes.json";
