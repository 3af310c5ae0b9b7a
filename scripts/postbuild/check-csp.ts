import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { editorPath } from "../../app/content/paths.ts";
import { headersFor, type HostingTable } from "../../server/http/hosting.ts";

import { pagePathOf } from "./hosting-table.ts";
import {
  findExternalScripts,
  findInlineHandlers,
  isOtherOrigin,
  markupOnly,
  unhashedScripts,
} from "./inline-scripts.ts";
import { findStyleAttributes, unhashedStyles } from "./inline-styles.ts";
import { hostConfigFiles, isHtmlFile, listFiles } from "./site-files.ts";

/**
 * What a served HTML file must not contain, given its policy: everything
 * the browser would block (or that would need a weaker policy), so a step
 * that changed a page after hashing, or a page the table missed, fails the
 * build instead of breaking in the browser.
 *
 * Scripts from another origin must come over https with an `integrity`
 * hash, as the MDN HTTP Observatory requires (and a policy of 'self' would
 * need that origin added anyway). Our own `/assets/` scripts need none:
 * they come from the same server as the page whose hashes we already
 * trust, the Observatory counts them as loaded securely, and an integrity
 * attribute on an entry would not cover the chunks it imports.
 */
export function pageProblems(html: string, policy: string, { editor = false } = {}): string[] {
  const problems: string[] = [];
  // The editor's app injects its styles (editorPolicy in hosting-table.ts); nothing else may.
  const allowed = editor ? /(?:^|;)\s*style-src [^;]*$/ : null;
  for (const part of policy.split(";")) {
    for (const keyword of part.match(/'unsafe-[a-z]+'/g) ?? []) {
      if (keyword === "'unsafe-inline'" && allowed?.test(part)) continue;
      problems.push(`its policy allows ${keyword}`);
    }
  }
  for (const script of unhashedScripts(html, policy)) {
    problems.push(`inline script without a hash in its policy: ${script}`);
  }
  for (const style of unhashedStyles(html, policy)) {
    problems.push(`inline style without a hash in its policy: ${style}`);
  }
  for (const tag of findStyleAttributes(html)) {
    problems.push(`style attribute, which no hash can allow: ${tag}`);
  }
  for (const handler of findInlineHandlers(html)) {
    problems.push(`inline event handler or javascript: URL: ${handler}`);
  }
  for (const script of findExternalScripts(html)) {
    if (!isOtherOrigin(script.src)) continue;
    if (!/^https:\/\//i.test(script.src)) {
      problems.push(`script from another origin not over https: ${script.src}`);
    } else if (!script.integrity) {
      problems.push(`script from another origin without integrity: ${script.src}`);
    }
  }
  if (/<base[\s/>]/i.test(markupOnly(html)) && /(?:^|;)\s*base-uri 'none'/.test(policy)) {
    problems.push("a <base> element, which its policy's base-uri 'none' ignores");
  }
  return problems;
}

/** Fails the build when a served HTML file has any of the problems above. */
export async function checkContentSecurity(buildDir: string, table: HostingTable): Promise<void> {
  const clientDir = join(buildDir, "client");
  const problems: string[] = [];
  const files = (await listFiles(clientDir)).filter(
    (file) => isHtmlFile(file) && !hostConfigFiles.includes(file),
  );
  for (const file of files) {
    const html = await readFile(join(clientDir, file), "utf8");
    const path = pagePathOf(file) ?? encodeURI(`/${file}`);
    const policy = headersFor(table, path)["Content-Security-Policy"] ?? "";
    for (const problem of pageProblems(html, policy, { editor: path === editorPath })) {
      problems.push(`${file}: ${problem}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Content-Security-Policy check failed:\n  ${problems.join("\n  ")}`);
  }
}
