import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { headersFor, type HostingTable } from "../../server/hosting.ts";

import { findInlineHandlers, unhashedScripts } from "./inline-scripts.ts";
import { pagePathOf } from "./hosting-table.ts";
import { hostConfigFiles, isHtmlFile, listFiles } from "./site-files.ts";

/**
 * Fails the build when a served HTML file has an inline script its policy
 * does not allow, or an inline event handler no hash can allow: a step that
 * changed a page after hashing, or a page the table missed.
 */
export async function checkInlineScripts(buildDir: string, table: HostingTable): Promise<void> {
  const clientDir = join(buildDir, "client");
  const problems: string[] = [];
  const files = (await listFiles(clientDir)).filter(
    (file) => isHtmlFile(file) && !hostConfigFiles.includes(file),
  );
  for (const file of files) {
    const html = await readFile(join(clientDir, file), "utf8");
    const path = pagePathOf(file) ?? encodeURI(`/${file}`);
    const policy = headersFor(table, path)["Content-Security-Policy"] ?? "";
    for (const script of unhashedScripts(html, policy)) {
      problems.push(`${file}: inline script without a hash in its policy: ${script}`);
    }
    for (const handler of findInlineHandlers(html)) {
      problems.push(`${file}: inline event handler or javascript: URL: ${handler}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Content-Security-Policy check failed:\n  ${problems.join("\n  ")}`);
  }
}
