/**
 * Writes the site's subset of Inter (scripts/brand/font-subset.ts) to
 * app/assets/fonts/, from the @fontsource-variable/inter package. The file
 * is a designed asset, committed like the icons; run this after changing
 * the subset or updating the package:
 *   npm run font
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

import subsetFont from "subset-font";

import { subsetFeatures, subsetText, subsetWeights } from "./font-subset.ts";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const fontsDir = resolve(import.meta.dirname, "../../app/assets/fonts");
const target = resolve(fontsDir, "inter-subset-wght.woff2");

const font = await subsetFont(readFileSync(source), subsetText(), {
  targetFormat: "woff2",
  keepFeatures: [...subsetFeatures],
  variationAxes: { wght: subsetWeights },
});
writeFileSync(target, font);
// Inter is under the SIL Open Font License; the licence travels with the font.
copyFileSync(resolve(dirname(source), "../LICENSE"), resolve(fontsDir, "OFL.txt"));
console.info(
  `${target}: ${(font.length / 1024).toFixed(1)} KB (from ${(readFileSync(source).length / 1024).toFixed(1)} KB)`,
);
