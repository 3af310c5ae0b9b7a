/**
 * `npm run bench:trace`: where a page's main-thread time goes. Loads each
 * route in Debian's Chromium as a phone (412 × 823, DPR 1.75, a first visit),
 * with DevTools' CPU throttling (6× unless --cpu says otherwise), records a
 * DevTools performance trace until the page has been quiet for a while, and
 * prints every main-thread task with what it spent its time on and what
 * started it (trace-tasks.ts). Saves each trace (open it in DevTools'
 * Performance panel) when --out DIR is given.
 *
 *   npm run bench:trace -- /about /ar --cpu 6 --runs 3 --out traces
 *   npm run bench:trace -- /ar --selector-stats       # style cost per selector (slow)
 *   npm run bench:trace -- /about --build /tmp/before/build
 *   npm run bench:trace -- --file reports/about-low-end-1.trace.json   # a saved trace
 *
 * It starts the production server on BENCH_PORT + 3 (4313) over --build DIR
 * (default build/). DevTools throttling slows every task by the same factor,
 * unlike Lighthouse's simulation (npm run bench), which replays an
 * unthrottled trace: the order and length of tasks here are what a slow
 * phone would run.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { chromium } from "@playwright/test";

import { formatTasks, mainThreadTasks, selectorStats, type TraceEvent } from "./trace-tasks.ts";

const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
const cpu = Number(option("--cpu") ?? 6);
const runs = Number(option("--runs") ?? 1);
const outDir = option("--out");
const buildDir = resolve(option("--build") ?? resolve(import.meta.dirname, "../../build"));
const withSelectorStats = args.includes("--selector-stats");
const withInvalidations = args.includes("--invalidations");
const valued = new Set(["--cpu", "--runs", "--out", "--build", "--file"]);
const routes = args.filter(
  (arg, index) => !arg.startsWith("--") && !valued.has(args[index - 1] ?? ""),
);
const files = args.flatMap((arg, index) => (args[index - 1] === "--file" ? [arg] : []));

if (files.length > 0) {
  for (const file of files) {
    const trace = JSON.parse(readFileSync(file, "utf8")) as
      TraceEvent[] | { traceEvents: TraceEvent[] };
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    console.info(`\n## ${file}\n`);
    console.info(formatTasks(mainThreadTasks(events)));
  }
  process.exit(0);
}
const port = Number(process.env.BENCH_PORT ?? 4310) + 3;
const origin = `http://127.0.0.1:${port}`;

/** What DevTools' Performance panel records, plus what names a style's cost. */
const categories = [
  "-*",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "disabled-by-default-devtools.timeline.stack",
  "v8.execute",
  "blink.user_timing",
  "loading",
  "latencyInfo",
  "toplevel",
  // The scripts' source, so a callback is named by its code.
  "disabled-by-default-devtools.v8-source-rundown",
  "disabled-by-default-devtools.v8-source-rundown-sources",
  ...(withSelectorStats ? ["disabled-by-default-blink.debug"] : []),
  // What made each style recalculation necessary (slow).
  ...(withInvalidations ? ["disabled-by-default-devtools.timeline.invalidationTracking"] : []),
];

const server = spawn(process.execPath, [resolve(import.meta.dirname, "../../scripts/start.ts")], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 120) throw new Error(`No answer from ${origin}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  try {
    for (const route of routes.length > 0 ? routes : ["/"]) {
      for (let run = 1; run <= runs; run++) {
        // A first visit: a fresh context, nothing cached or stored.
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
        await browser.startTracing(page, { categories });
        await page.goto(`${origin}${route}`, { waitUntil: "load" });
        // Reveals, their transitions and the web font's idle-time fetch.
        await page.waitForTimeout(2500 + 500 * cpu);
        const buffer = await browser.stopTracing();
        const html = await (await fetch(`${origin}${route}`)).text();
        await context.close();
        const trace = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] };
        const name = `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-cpu${cpu}-${run}`;
        if (outDir) {
          mkdirSync(outDir, { recursive: true });
          writeFileSync(join(outDir, `${name}.trace.json`), buffer);
        }
        const summary = mainThreadTasks(trace.traceEvents, { html });
        console.info(`\n## ${route}, CPU ${cpu}×, run ${run}\n`);
        console.info(formatTasks(summary));
        if (withSelectorStats) {
          console.info("\nSelectors by match time (all style recalculations of the load):\n");
          for (const line of selectorStats(trace.traceEvents).slice(0, 15)) console.info(line);
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
