/**
 * The MDN HTTP Observatory score of every page of the build, as the
 * scanner would grade the site served over https at SITE_URL: a table,
 * and exit code 1 if any page of the site scores below the required 130.
 * The editor at /admin is listed but not held to it: its third-party app
 * needs inline styles (editorPolicy in scripts/postbuild/hosting-table.ts).
 * No network: see tools/observatory/observatory.ts.
 * Usage: npm run observatory -- [buildDir]
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

import { editorPath } from "../../app/content/paths.ts";
import { siteUrl } from "../../app/site/url.ts";

import { formatScores, formatTests, requiredObservatoryScore, scoreBuild } from "./observatory.ts";

const buildDir = resolve(process.argv[2] ?? join(import.meta.dirname, "../..", "build"));
if (!existsSync(join(buildDir, "hosting.json"))) {
  console.error(`No build in ${buildDir} (hosting.json is missing): run \`npm run build\` first.`);
  process.exit(1);
}
const origin = process.env.SITE_URL || siteUrl;
const scores = await scoreBuild(buildDir, origin);
console.info(`MDN HTTP Observatory, ${origin}, behind TLS:\n`);
console.info(formatScores(scores));
const low = scores.filter(
  (page) => page.score < requiredObservatoryScore && page.path !== editorPath,
);
// Where the points come from: the first page below the bar, or the home page.
const example = low[0] ?? scores.find((page) => page.path === "/") ?? scores[0];
if (example) console.info(`\n${formatTests(example)}`);
if (low.length > 0) {
  console.error(
    `\n${low.length} of ${scores.length} pages score below ${requiredObservatoryScore}: ${low.map((page) => page.path).join(", ")}`,
  );
  process.exit(1);
}
console.info(
  `\nEvery page of the site scores at least ${requiredObservatoryScore} (the editor, ${editorPath}, is not held to it).`,
);
