import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";

import { formatKb, htmlBudget, htmlBudgetMisses } from "../../tools/bench/budgets.ts";

import { editorAssetPrefix } from "./prune-images.ts";
import { listFiles } from "./site-files.ts";

/**
 * Every page's HTML as served (its brotli twin, or the file itself when
 * brotli would not make it smaller) against its budget in
 * tools/bench/budgets.ts: 15 KB for a content page, 18 KB for a machine's
 * page, none for the island pages. The bench reads the same files; the
 * build says it first (a warning: an editor's publish must not stop on it),
 * and `npm test` fails on a miss (e2e/site-hygiene.test.ts), so that a page
 * does not grow past its budget between two runs of the bench.
 */
export async function htmlBudgetReport(clientDir: string) {
  const files = (await listFiles(clientDir)).filter(
    (file) =>
      (file === "index.html" || file.endsWith("/index.html")) &&
      !file.startsWith("admin/") &&
      !file.startsWith(editorAssetPrefix),
  );
  const pages = await Promise.all(
    files.map(async (file) => {
      const path = `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1");
      const served = join(
        clientDir,
        existsSync(join(clientDir, `${file}.br`)) ? `${file}.br` : file,
      );
      return { path, htmlBytes: (await stat(served)).size };
    }),
  );
  const budgeted = pages.filter((page) => htmlBudget(page.path) !== undefined);
  const largest = (budget: number) =>
    budgeted
      .filter((page) => htmlBudget(page.path) === budget)
      .toSorted((a, b) => b.htmlBytes - a.htmlBytes)[0];
  const lines = [...new Set(budgeted.map((page) => htmlBudget(page.path)!))]
    .toSorted((a, b) => a - b)
    .map((budget) => {
      const page = largest(budget)!;
      return `${page.path} ${formatKb(page.htmlBytes)} of ${formatKb(budget)}`;
    });
  return {
    summary: `HTML, brotli, the largest page of each budget: ${lines.join("; ")}`,
    misses: htmlBudgetMisses(budgeted),
  };
}
