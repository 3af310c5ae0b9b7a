import { cspHash } from "../../server/http/csp-hash.ts";

/**
 * The scripts of the prerendered HTML and their CSP hashes, plus the
 * markup scanner that inline-styles.ts shares. Every `<script>` without
 * `src` is hashed, whatever its type: executable ones must be allowed by
 * the policy, and hashing data blocks (JSON-LD) too keeps the rule simple
 * and costs nothing.
 */

/** A `<script>` or `<style>` element as written in the HTML. */
export interface RawTextElement {
  tag: "script" | "style";
  /** The attributes as written, e.g. ` type="module" async=""`. */
  attributes: string;
  content: string;
}

export type InlineScript = Omit<RawTextElement, "tag">;

/**
 * Comments, script and style elements, in document order. The text of a
 * script or style ends at the first `</script` or `</style` (HTML raw-text
 * rules), so a `<style>` inside a script's text, or a `<script>` inside a
 * comment, is no element; scanning all three in one pass gets that right.
 */
export const rawTextPattern =
  /<!--[\s\S]*?-->|<(script|style)(?=[\s/>])([^>]*)>([\s\S]*?)<\/\1(?=[\s/>])[^>]*>/gi;

export function findRawTextElements(html: string): RawTextElement[] {
  return [...html.matchAll(rawTextPattern)]
    .filter(([, tag]) => tag !== undefined)
    .map(([, tag = "", attributes = "", content = ""]) => ({
      tag: tag.toLowerCase() as RawTextElement["tag"],
      attributes,
      content,
    }));
}

/** The markup with comments and the text of scripts and styles blanked out: tags only. */
export function markupOnly(html: string): string {
  return html.replace(rawTextPattern, (match, tag: string | undefined, attributes: string) =>
    tag ? `<${tag}${attributes}></${tag}>` : "",
  );
}

/** An element's attributes by lower-case name; a bare attribute has the value "". */
export function parseAttributes(attributes: string): Map<string, string> {
  const parsed = new Map<string, string>();
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const [, name = "", double, single, bare] of attributes.matchAll(pattern)) {
    const key = name.toLowerCase();
    // As in HTML, the first of two attributes with one name wins.
    if (!parsed.has(key)) parsed.set(key, decodeEntities(double ?? single ?? bare ?? ""));
  }
  return parsed;
}

const namedEntities: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  colon: ":",
};

/** The character references attribute values use in practice; others stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, body: string) => {
    if (body.startsWith("#")) {
      const code =
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return namedEntities[body.toLowerCase()] ?? reference;
  });
}

const hasSrc = (script: RawTextElement) => parseAttributes(script.attributes).has("src");

export function findInlineScripts(html: string): InlineScript[] {
  return findRawTextElements(html)
    .filter((element) => element.tag === "script" && !hasSrc(element))
    .map(({ attributes, content }) => ({ attributes, content }));
}

export { cspHash };

/** The sorted, distinct hashes of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(findInlineScripts(html).map((script) => cspHash(script.content)))].sort();
}

/**
 * Event-handler attributes (`onclick="…"`) and `javascript:` URLs, which a
 * hash-based policy cannot allow; the build refuses them.
 */
export function findInlineHandlers(html: string): string[] {
  const markup = markupOnly(html);
  const handlers = markup.match(/<[a-z][^>]*?\son[a-z]+\s*=\s*["']?[^"'\s>]*/gi) ?? [];
  const urls =
    markup.match(/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:[^"'>]*/gi) ?? [];
  return [...handlers, ...urls].map((snippet) => snippet.trim().slice(0, 80));
}

export interface ExternalScript {
  src: string;
  integrity: string;
}

/** `<script src>` elements, with their integrity attribute ("" when there is none). */
export function findExternalScripts(html: string): ExternalScript[] {
  return findRawTextElements(html)
    .filter((element) => element.tag === "script")
    .map((element) => parseAttributes(element.attributes))
    .filter((attributes) => attributes.get("src"))
    .map((attributes) => ({
      src: attributes.get("src")!.trim(),
      integrity: attributes.get("integrity")?.trim() ?? "",
    }));
}

/** A URL with a scheme or a protocol-relative one points (or may point) at another origin. */
export function isOtherOrigin(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i.test(url.trim());
}

/**
 * The sources that govern a directive: the first of `directives` the
 * policy has (CSP's fallback order, e.g. script-src-elem, script-src,
 * default-src); within a policy only the first occurrence of a directive counts.
 */
export function policySources(policy: string, directives: readonly string[]): string[] {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !parsed.has(name.toLowerCase())) parsed.set(name.toLowerCase(), sources);
  }
  for (const directive of directives) {
    const sources = parsed.get(directive);
    if (sources) return sources;
  }
  return [];
}

/** The `'sha256-…'` sources that allow inline scripts under `policy`. */
export function policyScriptHashes(policy: string): Set<string> {
  const sources = policySources(policy, ["script-src-elem", "script-src", "default-src"]);
  return new Set(sources.filter((source) => source.startsWith("'sha256-")));
}

/** Inline scripts of `html` that `policy` would block (a short excerpt of each). */
export function unhashedScripts(html: string, policy: string): string[] {
  const allowed = policyScriptHashes(policy);
  return findInlineScripts(html)
    .filter((script) => !allowed.has(cspHash(script.content)))
    .map((script) => `<script${script.attributes}>${script.content.slice(0, 60)}…`);
}
