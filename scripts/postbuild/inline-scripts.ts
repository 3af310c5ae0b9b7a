import { createHash } from "node:crypto";

/**
 * Inline scripts of the prerendered HTML and their CSP hashes. Every
 * `<script>` without `src` is hashed, whatever its type: executable ones
 * must be allowed by the policy, and hashing data blocks (JSON-LD) too
 * keeps the rule simple and costs nothing.
 */

export interface InlineScript {
  /** The attributes as written, e.g. ` type="module" async=""`. */
  attributes: string;
  content: string;
}

// A script's text ends at the first `</script` (HTML raw-text rules).
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /(?:^|\s)src\s*=/i;

export function findInlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(scriptPattern)]
    .map(([, attributes = "", content = ""]) => ({ attributes, content }))
    .filter((script) => !srcAttribute.test(script.attributes));
}

/** The CSP source for a script's text, e.g. `'sha256-…'`. */
export function scriptHash(content: string): string {
  // Browsers hash the text after the HTML parser has normalised newlines.
  const text = content.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The sorted, distinct hashes of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(findInlineScripts(html).map((script) => scriptHash(script.content)))].sort();
}

/**
 * Event-handler attributes (`onclick="…"`) and `javascript:` URLs, which a
 * hash-based policy cannot allow; the build refuses them.
 */
export function findInlineHandlers(html: string): string[] {
  const withoutScripts = html.replace(scriptPattern, "");
  const handlers = withoutScripts.match(/<[a-z][^>]*?\son[a-z]+\s*=\s*["']?[^"'\s>]*/gi) ?? [];
  const urls =
    withoutScripts.match(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:[^"'>]*/gi) ?? [];
  return [...handlers, ...urls].map((snippet) => snippet.trim().slice(0, 80));
}

/** The `'sha256-…'` sources of a policy's script-src directive. */
export function policyScriptHashes(policy: string): Set<string> {
  const directive = policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  return new Set(directive?.split(/\s+/).filter((source) => source.startsWith("'sha256-")) ?? []);
}

/** Inline scripts of `html` that `policy` would block (a short excerpt of each). */
export function unhashedScripts(html: string, policy: string): string[] {
  const allowed = policyScriptHashes(policy);
  return findInlineScripts(html)
    .filter((script) => !allowed.has(scriptHash(script.content)))
    .map((script) => `<script${script.attributes}>${script.content.slice(0, 60)}…`);
}
