/**
 * Writes the site's subsets of Inter and of IBM Plex Sans Arabic
 * (scripts/brand/font-subset.ts) to app/assets/fonts/, from the
 * @fontsource-variable/inter and @fontsource/ibm-plex-sans-arabic packages. The file
 * is a designed asset, committed like the icons; run this after changing
 * the subset or updating the package:
 *   npm run font
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

import subsetFont from "subset-font";

import {
  arabicRanges,
  arabicWeights,
  rangesText,
  subsetFeatures,
  subsetText,
  subsetWeights,
} from "./font-subset.ts";

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

// IBM Plex Sans Arabic, for the Arabic edition only (also under the OFL).
for (const weight of arabicWeights) {
  const file = `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;
  const arabicSource = require.resolve(`@fontsource/ibm-plex-sans-arabic/files/${file}`);
  const arabicTarget = resolve(fontsDir, `ibm-plex-sans-arabic-${weight}-subset.woff2`);
  const arabic = await subsetFont(readFileSync(arabicSource), rangesText(arabicRanges), {
    targetFormat: "woff2",
  });
  writeFileSync(arabicTarget, arabic);
  copyFileSync(
    resolve(dirname(arabicSource), "../LICENSE"),
    resolve(fontsDir, "OFL-ibm-plex-sans-arabic.txt"),
  );
  console.info(`${arabicTarget}: ${(arabic.length / 1024).toFixed(1)} KB`);
}
