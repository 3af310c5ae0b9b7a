/**
 * Runs after `astro build` (see the `build` script). Steps that add
 * files or markup to build/client go before the policy is computed;
 * compression stays last so it covers every file.
 * Usage: node scripts/postbuild/post-build.ts [buildDir]
 */
import { existsSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

import { ALERT_MACHINES_FILE, ALERT_MACHINES_ROUTE } from "../../app/inventory/alert-machine.ts";

import { pages } from "../../app/i18n/routes.ts";

import { checkContentSecurity } from "./check-csp.ts";
import { writeHostingTable } from "./hosting-table.ts";
import { htmlBudgetReport } from "./html-budget.ts";
import { writeNginxConfig } from "./nginx-config.ts";
import { precompress } from "./precompress.ts";
import { prunePagesStyles, STYLED_CLASSES_FILE } from "./prune-css.ts";
import { pruneUnreferencedImages } from "./prune-images.ts";
import { shortenPagesClasses } from "./short-classes.ts";
import { writeStaticHostConfig } from "./static-host-config.ts";

export async function postBuild(buildDir: string, contactEndpoint?: string) {
  // First: the machines for the alerts leave the public site for build/ (the server reads them there).
  await moveAlertMachines(buildDir);

  // 0. Photos' originals that only their resized copies replace (see prune-images.ts).
  const pruned = await pruneUnreferencedImages(join(buildDir, "client"));
  if (pruned.length > 0) console.info(`Removed ${pruned.length} unused original image(s)`);

  // 0b. Each page without an island keeps only the style rules its markup can match (prune-css.ts).
  const styles = await prunePagesStyles(join(buildDir, "client"));
  console.info(
    `Pruned each page's stylesheet to its markup: ${Math.round(styles.savedBytes / 1024)} KiB less over ${styles.pages} pages`,
  );
  await writeFile(
    join(buildDir, STYLED_CLASSES_FILE),
    `${JSON.stringify([...styles.styledClasses].sort())}\n`,
  );

  // 0c. Then short class names in those pages' markup and stylesheets (short-classes.ts).
  const classes = await shortenPagesClasses(join(buildDir, "client"));
  console.info(
    `Shortened the pruned pages' class names: ${Math.round(classes.savedBytes / 1024)} KiB less over ${classes.pages} pages`,
  );

  // 1. The hosting table: per-page policies from the final HTML, headers, redirects.
  const table = await writeHostingTable(buildDir, contactEndpoint);
  await writeStaticHostConfig(buildDir, table);
  await writeNginxConfig(buildDir, table);
  await checkContentSecurity(buildDir, table);

  // 2. Last: brotli and gzip of every text file.
  const summary = await precompress(join(buildDir, "client"));

  // 3. Each page's HTML as served against its budget (tools/bench/budgets.ts).
  // A miss is said, never a failure: the editor's publishes run this build,
  // and a long machine description must not stop one. `npm test` fails on
  // it (e2e/site-hygiene.test.ts), as the bench does.
  const budget = await htmlBudgetReport(join(buildDir, "client"));
  console.info(budget.summary);
  if (budget.misses.length > 0) {
    console.warn(`HTML over its budget:\n  ${budget.misses.join("\n  ")}`);
  }
  return { table, summary };
}

/**
 * The build's list of machines for the machine alerts (app/pages/machine-alerts.json.ts)
 * is the server's, not the public's: it moves beside hosting.json. A build without it
 * (the test fixtures) keeps whatever the folder has.
 */
export async function moveAlertMachines(buildDir: string): Promise<boolean> {
  const from = join(buildDir, "client", ALERT_MACHINES_ROUTE);
  if (!existsSync(from)) return false;
  await rename(from, join(buildDir, ALERT_MACHINES_FILE));
  return true;
}

if (import.meta.main) {
  const buildDir = resolve(import.meta.dirname, "../..", process.argv[2] ?? "build");
  const missing = pages.filter(
    (page) => !existsSync(join(buildDir, "client", page.path, "index.html")),
  );
  if (missing.length > 0) {
    console.error(`Pages missing from the build: ${missing.map((page) => page.path).join(", ")}`);
    process.exit(1);
  }
  try {
    const { table, summary } = await postBuild(buildDir, process.env.CONTACT_ENDPOINT);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    console.info(
      `Hosting table: ${Object.keys(table.pages).length} pages, ${table.files.length} other files, ${table.redirects.length} redirects → build/hosting.json, _headers, _redirects, 404.html, build/nginx.conf`,
    );
    console.info(
      `Precompressed ${summary.files} text files: ${kib(summary.bytes)} → ${kib(summary.brotliBytes)} brotli, ${kib(summary.gzipBytes)} gzip`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
