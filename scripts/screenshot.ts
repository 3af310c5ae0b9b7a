/**
 * Full-page screenshots of built pages at desktop (1440) and phone (390)
 * widths, for looking at what we ship. Starts the production server itself.
 * Usage: node scripts/screenshot.ts [--no-full] [--first-view] /about /contact …  → screenshots/*.png
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { chromium } from "@playwright/test";

import { LAZY_RENDER_ATTRIBUTE } from "../app/scripts/lazy-render.ts";
import { WEBFONT_FLAG } from "../app/scripts/webfont.ts";

const args = process.argv.slice(2);
const fullPage = !args.includes("--no-full");
const paths = args.filter((arg) => !arg.startsWith("--"));
const port = 4300 + Math.floor(Math.random() * 500);
const outDir = resolve(import.meta.dirname, "../screenshots");
mkdirSync(outDir, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), "flexpack-screenshot-"));
const server = spawn(process.execPath, [resolve(import.meta.dirname, "../server/main.ts")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  },
  stdio: "ignore",
});
for (let attempt = 0; attempt < 100; attempt += 1) {
  const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  await new Promise((done) => setTimeout(done, 100));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
});
try {
  for (const [name, width, height] of [
    ["desktop", 1440, 900],
    ["phone", 390, 844],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    // A returning visitor's view: the first page fetches Inter for the next ones
    // (app/scripts/webfont.ts). Pass --first-view to see a first visit instead.
    if (!args.includes("--first-view")) {
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction((flag) => localStorage.getItem(flag) === "1", WEBFONT_FLAG);
    }
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(`http://127.0.0.1:${port}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
      // Let every reveal finish so the full-page capture shows all content.
      await page.evaluate(async (lazyRender) => {
        document.documentElement.style.scrollBehavior = "auto";
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 60));
        }
        window.scrollTo(0, 0);
        // A full-page capture paints beyond the viewport, where sections
        // deferred with content-visibility (app/scripts/lazy-render.ts, the
        // footer, the catalogue's cards) are skipped again: the page is
        // captured laid out whole.
        document.documentElement.removeAttribute(lazyRender);
        for (const element of document.querySelectorAll<HTMLElement>("*")) {
          if (getComputedStyle(element).contentVisibility === "auto") {
            element.style.contentVisibility = "visible";
          }
        }
        await new Promise((done) => setTimeout(done, 1200));
        // Islands hydrate as they scroll into view: capture them hydrated.
        while (document.querySelector("astro-island[ssr]")) {
          await new Promise((done) => setTimeout(done, 50));
        }
      }, LAZY_RENDER_ATTRIBUTE);
      const file = `${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${name}.png`;
      await page.screenshot({ path: resolve(outDir, file), fullPage });
      console.info(`screenshots/${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
