/**
 * Makes sure the browsers of the tests exist, from Debian's packages:
 *
 * - `chromium` (/usr/bin/chromium): Lighthouse (`npm run bench`) and the
 *   screenshots, a browser as visitors run it;
 * - `chromium-headless-shell` (/usr/bin/chromium-headless-shell): the
 *   end-to-end tests. It is the same Chromium release built without the
 *   browser's window layer, the kind of build Playwright itself runs headless
 *   tests in. On this 2-core machine it runs the suite about a third faster
 *   than the full browser in headless mode (docs/benchmarks.md, "Test suite").
 *
 * - `poppler-utils` (pdftotext, pdfinfo): the spec sheets' test reads each
 *   PDF back as a buyer's reader does (e2e/spec-sheet.test.ts).
 *
 * CHROME_PATH, when set, is used for both browsers and neither is installed.
 * As root it installs what is missing; otherwise it says how to, in one
 * line, and fails.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const browser = "/usr/bin/chromium";
const headlessShell = "/usr/bin/chromium-headless-shell";

const pdfTools = ["/usr/bin/pdftotext", "/usr/bin/pdfinfo"];

const exists = (path: string | undefined): path is string => Boolean(path) && existsSync(path!);

/** The browser for Lighthouse and screenshots. */
export function findChromium(): string | undefined {
  return [process.env.CHROME_PATH, browser].find(exists);
}

/** The browser for the end-to-end tests: the headless shell, else the full browser. */
export function findTestChromium(): string | undefined {
  return [process.env.CHROME_PATH, headlessShell, browser].find(exists);
}

if (import.meta.main) {
  const missing = [
    ...(process.env.CHROME_PATH
      ? []
      : [
          ...(exists(browser) ? [] : ["chromium"]),
          ...(exists(headlessShell) ? [] : ["chromium-headless-shell"]),
        ]),
    ...(pdfTools.every(exists) ? [] : ["poppler-utils"]),
  ];
  if (missing.length > 0 && process.getuid?.() === 0) {
    console.info(`Installing Debian's ${missing.join(" and ")}…`);
    execSync(
      `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(" ")}`,
      { stdio: "inherit" },
    );
  }
  if (!pdfTools.every(exists)) {
    console.error(
      "No pdftotext or pdfinfo (the spec sheets' test reads the PDFs with them): run `sudo apt-get install -y poppler-utils`.",
    );
    process.exit(1);
  }
  const found = findTestChromium();
  if (found && (process.env.CHROME_PATH || (exists(browser) && exists(headlessShell)))) {
    console.info(`Chromium for the tests: ${found}`);
  } else {
    console.error(
      "No Chromium found: run `sudo apt-get install -y chromium chromium-headless-shell` or set CHROME_PATH to a Chromium binary.",
    );
    process.exit(1);
  }
}
