import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { findTestChromium } from "./scripts/ensure-chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
// The production server under test keeps its inquiries in a fresh directory.
// Set once here; the test workers inherit it and read what it stored.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "flexpack-e2e-"));
// Debian's chromium-headless-shell (scripts/ensure-chromium.ts installs it).
const executablePath = findTestChromium() ?? "/usr/bin/chromium-headless-shell";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 3,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A test that visits a page or two takes up to 10 s on an idle host; this
  // shared machine can be three times slower on some days, and the limit
  // leaves twice that. Tests that must walk a list set their own limit from
  // its length (walkTimeout in e2e/fixtures.ts); every other walk over pages
  // is one test per page.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test about a quarter more CPU (DOM
    // snapshots at each step), on a run that is bound by the CPU. In CI (one
    // retry) a failing test runs again with a trace; locally, rerun the spec
    // with --trace on.
    trace: "on-first-retry",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "phone",
      // Tests tagged @once (e2e/fixtures.ts) do not depend on the viewport.
      grepInvert: /@once/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The real production server (`npm start`), built by `npm run build` before.
    command: "node scripts/start.ts",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Every test posts from 127.0.0.1; the limit itself is tested in server/.
      CONTACT_RATE_LIMIT: "1000",
      OFFER_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
