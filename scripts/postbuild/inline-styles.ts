import { cspHash, findRawTextElements, markupOnly, policySources } from "./inline-scripts.ts";

/**
 * The `<style>` elements of the prerendered HTML (Astro inlines the whole
 * stylesheet into each page) and their CSP hashes. The policy allows
 * styles by hash only, so `style="…"` attributes, which no hash covers
 * without 'unsafe-hashes', must not appear at all.
 */

export interface InlineStyle {
  attributes: string;
  content: string;
}

export function findInlineStyles(html: string): InlineStyle[] {
  return findRawTextElements(html)
    .filter((element) => element.tag === "style")
    .map(({ attributes, content }) => ({ attributes, content }));
}

/** The sorted, distinct hashes of a page's `<style>` elements (of their exact text). */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set(findInlineStyles(html).map((style) => cspHash(style.content)))].sort();
}

/** `style` attributes on any element (a short excerpt of each tag). */
export function findStyleAttributes(html: string): string[] {
  const tags = markupOnly(html).match(/<[a-z][^>]*?\sstyle\s*=[^>]*>?/gi) ?? [];
  return tags.map((tag) => tag.slice(0, 80));
}

/** The `'sha256-…'` sources that allow `<style>` elements under `policy`. */
export function policyStyleHashes(policy: string): Set<string> {
  const sources = policySources(policy, ["style-src-elem", "style-src", "default-src"]);
  return new Set(sources.filter((source) => source.startsWith("'sha256-")));
}

/** `<style>` elements of `html` that `policy` would block (a short excerpt of each). */
export function unhashedStyles(html: string, policy: string): string[] {
  const allowed = policyStyleHashes(policy);
  return findInlineStyles(html)
    .filter((style) => !allowed.has(cspHash(style.content)))
    .map((style) => `<style${style.attributes}>${style.content.slice(0, 60)}…`);
}
