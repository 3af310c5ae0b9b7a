import { createHash } from "node:crypto";

/**
 * The CSP source for an inline element's text, e.g. `'sha256-…'`: the build
 * hashes each page's inline scripts and styles with it
 * (scripts/postbuild/inline-scripts.ts), and the server the pages it writes
 * itself.
 */
export function cspHash(content: string): string {
  // Browsers hash the text after the HTML parser has normalised newlines.
  const text = content.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
