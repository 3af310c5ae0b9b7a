/**
 * `npm run bench`: builds the site, starts the production server (compressed,
 * as a real host serves it), runs Lighthouse in Debian's Chromium over every
 * canonical route in five profiles and takes the median of three runs:
 * - mobile: simulated slow 4G, Lighthouse's 4× CPU; desktop (not budgeted);
 *   slow-3g: 400 ms RTT, 400 Kbps, 4× CPU, on / and /contact only;
 * - mid-range and low-end: slow 4G with the CPU multiplier calibrated from
 *   this host's benchmark index (a device of index 500 and 250), measured
 *   before each batch of routes and checked against the index Lighthouse
 *   takes before every page load (a run outside the tolerance is repeated
 *   after a new calibration). Each batch also measures a bare page (one
 *   heading, one sentence, no CSS) served by the bench, in the same profile:
 *   every page's TBT and main-thread time are reported as a ratio to it.
 * It prints the benchmark index, the Lighthouse version and the multipliers
 * with Markdown tables, and exits 1 when a budget of tools/bench/budgets.ts
 * is missed (every content page's HTML, brotli, is checked from the build).
 *
 *   npm run bench -- --routes /,/contact --runs 1 --profiles mobile,slow-3g --no-build
 *   npm run bench -- --routes /about --profiles mid-range,low-end --reports DIR --traces
 *   npm run bench -- --baseline ../before/build --profiles mid-range,low-end --no-build
 *
 * --no-build measures the existing build (it must be complete: build/hosting.json
 * and the .gz files of the post-build). --reports DIR keeps every run's
 * Lighthouse JSON (open it in the Lighthouse viewer), --traces each run's
 * trace beside it (DevTools' Performance panel opens it). --baseline DIR
 * serves another build folder (its client/ and hosting.json; for instance
 * main's, built into a folder of its own) beside this one and measures both,
 * interleaved, with the same calibration: a before/after table; budgets
 * apply to this build only. --batch N routes share one calibration and one
 * bare page (4). BENCH_PORT (default 4310) picks the server's port, the
 * bare page and the baseline take the next two; CHROME_PATH the browser.
 * --bare-headers serves the bare page with the site's security headers
 * (its home page's policy, COOP, CORP…), to tell the cost of the policy
 * from the cost of the content.
 * SITE_URL is passed to the build as set; canonical links to another origin
 * cost no Lighthouse points (see docs/benchmarks.md).
 *
 * A page's JavaScript is its inline scripts, what Lighthouse saw it request,
 * and what its HTML and islands import statically (a `client:visible` island
 * below the fold hydrates after the run ends; its code still counts).
 * "Framework runtime" is recognised from the build: every .js file under
 * build/client is scanned once for React, React DOM and Astro island markers
 * (budgets.ts, isFrameworkScript); a page loads the runtime if one of its
 * scripts is such a file, or if its HTML has an <astro-island>.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, release } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { constants, gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { throttling as lighthouseThrottling } from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

import { pages } from "../../app/i18n/routes.ts";
import { machinePath } from "../../app/i18n/links.ts";
import { readInventory } from "../../app/inventory/read-inventory.ts";
import { localizePath, locales } from "../../app/i18n/locales.ts";

import {
  budgetMisses,
  calibratedProfiles,
  cpuMultiplier,
  editionPaths,
  formatBareLine,
  formatBenchmarkIndex,
  formatCalibratedTable,
  formatComparisonTable,
  formatKb,
  formatRange,
  formatTable,
  frameworkEvidence,
  htmlBudgetMisses,
  specSheetMisses,
  inlineScripts,
  isCalibrated,
  isFrameworkScript,
  median,
  parseArgs,
  runPlan,
  scriptEntries,
  scriptGraph,
  slow3gThrottling,
  summarize,
  withinCalibration,
  type CalibratedProfile,
  type Profile,
  type RunMetrics,
  type Summary,
} from "./budgets.ts";

const rootDir = resolve(import.meta.dirname, "../..");
const options = parseArgs(process.argv.slice(2));
const port = Number(process.env.BENCH_PORT ?? 4310);
const barePort = port + 1;
const baselinePort = port + 2;
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
// TOOLCHAIN.md: what works as root in a sandbox, without network chatter.
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const englishRoutes = pages.filter((page) => page.path === page.canonical).map((page) => page.path);
const machines = readInventory().listings.map((listing) => listing.data);
/** One machine's page: the first with photos, the heaviest kind. A content page. */
const machineRoute = machinePath(
  (machines.find((machine) => machine.photos.length > 0) ?? machines[0]!).slug,
);
/**
 * By default every English page, one machine's page and one page of each
 * other edition; `--routes` may name any canonical page of any edition.
 */
const routes = options.routes ?? [...englishRoutes, machineRoute, ...editionPaths];
const canonicalRoutes = locales.flatMap((locale) =>
  [...englishRoutes, ...machines.map((machine) => machinePath(machine.slug))].map((path) =>
    localizePath(path, locale),
  ),
);
for (const route of routes) {
  if (!canonicalRoutes.includes(route)) throw new Error(`${route} is not a canonical route`);
}
const plan = runPlan(routes, options.profiles);
if (plan.length === 0) {
  throw new Error(`Nothing to measure: slow-3g runs only on / and /contact`);
}
const calibrated = options.profiles.filter(isCalibrated);
const uncalibratedPlan = plan.filter(({ profile }) => !isCalibrated(profile));

if (options.build) {
  execFileSync("npm", ["run", "build"], { cwd: rootDir, stdio: ["ignore", "ignore", "inherit"] });
} else if (!existsSync(resolve(rootDir, "build/hosting.json"))) {
  // scripts/start.ts would build on its own; --no-build means measure what is there.
  throw new Error("No complete build (build/hosting.json): run `npm run build` or drop --no-build");
}

/** One build being measured: served by the production server on its own port. */
interface Site {
  /** "after" is this build; "before" the --baseline one. */
  label: "before" | "after";
  origin: string;
  clientDir: string;
  /** Page URL → its HTML file (hosting.json). */
  pageFiles: Record<string, string>;
  /** The build's scripts that belong to the framework runtime. */
  frameworkFiles: Set<string>;
  /** What the server sends for each route (the HTML the islands check reads). */
  html: Map<string, string>;
  server: ChildProcess;
  exited: Promise<never>;
}

/** Every file under a build's client folder, as URL paths ("/assets/x.js"). */
function buildFiles(clientDir: string, dir = clientDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return buildFiles(clientDir, path);
    return [`/${relative(clientDir, path).split(sep).join("/")}`];
  });
}

function readBuildFile(clientDir: string, path: string): string | undefined {
  const file = join(clientDir, `.${path}`);
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file, "utf8") : undefined;
}

function startSite(label: Site["label"], buildDir: string, sitePort: number): Site {
  const clientDir = join(buildDir, "client");
  const hosting = JSON.parse(readFileSync(join(buildDir, "hosting.json"), "utf8")) as {
    pages: Record<string, string>;
  };
  const server = spawn(process.execPath, [resolve(rootDir, "scripts/start.ts")], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(sitePort), HOST: "127.0.0.1", BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return {
    label,
    origin: `http://127.0.0.1:${sitePort}`,
    clientDir,
    pageFiles: hosting.pages,
    frameworkFiles: new Set(
      buildFiles(clientDir)
        .filter((file) => /\.m?js$/.test(file))
        .filter((file) => isFrameworkScript(readBuildFile(clientDir, file) ?? "")),
    ),
    html: new Map(),
    server,
    exited: new Promise<never>((_, reject) =>
      server.once("exit", (code) =>
        reject(new Error(`The ${label} server exited (${code}) on port ${sitePort}`)),
      ),
    ),
  };
}

const sites: Site[] = [
  ...(options.baseline ? [startSite("before", resolve(options.baseline), baselinePort)] : []),
  startSite("after", resolve(rootDir, "build"), port),
];
const current = sites.at(-1)!;
const anyServerExited = Promise.race(sites.map((site) => site.exited));

/**
 * The floor every page is compared with: one heading and one sentence, no
 * CSS, no script, served by the bench itself (uncompressed: 0.2 KB).
 */
const bareHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Bare page</title></head><body><h1>A bare page</h1>" +
  "<p>One heading and one sentence, the floor of every page.</p></body></html>";
/** With --bare-headers, the security headers the site sends with its home page. */
const siteHeaders: Record<string, string> = {};
const securityHeaders = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
];
const bareServer = createServer((_, response) => {
  response.writeHead(200, {
    ...siteHeaders,
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
  });
  response.end(bareHtml);
});
const bareUrl = `http://127.0.0.1:${barePort}/`;

async function waitForServer(origin: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/`, { headers: { "accept-encoding": "br, gzip" } });
      if (response.ok) return response.headers.get("content-encoding") ?? "none";
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`No answer from ${origin} within 30 s`);
}

async function pageHtml(site: Site, path: string): Promise<string> {
  const response = await fetch(`${site.origin}${path}`);
  if (!response.ok) throw new Error(`${site.label} ${path}: HTTP ${response.status}`);
  return response.text();
}

/** The document as the server sends it to a browser: the build's brotli file. */
function htmlBrotliBytes(site: Site, path: string): number {
  const file = site.pageFiles[path];
  if (!file) throw new Error(`${site.label}: ${path} is not a page of the build`);
  return statSync(join(site.clientDir, `${file}.br`)).size;
}

/**
 * A script as the budget counts it: gzip (level 9, the build's .gz twin, or
 * the file itself when gzip would not make it smaller), whatever the server
 * chose to send (it prefers brotli).
 */
function gzipBytesOf(site: Site, path: string, transferSize: number): number {
  const file = join(site.clientDir, `.${path}`);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  if (existsSync(file)) return statSync(file).size;
  return transferSize; // Not from the build (an API answer): what crossed the wire.
}

function inlineGzipBytes(html: string): number {
  return inlineScripts(html).reduce(
    (bytes, body) => bytes + gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
    0,
  );
}

interface PageScripts {
  /** The page's scripts (requested, or in its script graph) with their gzip bytes. */
  files: Map<string, number>;
  /** Scripts of the page's graph that the run never requested (islands not yet hydrated). */
  notRequested: string[];
}

interface NetworkItem {
  resourceType?: string;
  url: string;
  transferSize?: number;
}

function pageScripts(site: Site, lhr: Result, html: string): PageScripts {
  const items =
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const files = new Map<string, number>();
  for (const item of items) {
    const url = new URL(item.url);
    if (url.origin !== site.origin) continue;
    if (item.resourceType === "Script" || /\.m?js$/.test(url.pathname)) {
      files.set(url.pathname, gzipBytesOf(site, url.pathname, item.transferSize ?? 0));
    }
  }
  // What the page's HTML and islands import statically, from the build.
  const graph = scriptGraph(scriptEntries(html), (path) => readBuildFile(site.clientDir, path));
  const notRequested = graph.filter((path) => !files.has(path));
  for (const path of notRequested) files.set(path, gzipBytesOf(site, path, 0));
  return { files, notRequested };
}

/** What every run reports, the bare page's included. */
function timingsOf(lhr: Result, multiplier: number) {
  if (lhr.runtimeError) throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbt: value("total-blocking-time"),
    mainThread: value("mainthread-work-breakdown"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuMultiplier: multiplier,
  };
}

function metricsOf(site: Site, path: string, lhr: Result, multiplier: number): RunMetrics {
  const html = site.html.get(path)!;
  const score = (id: string) =>
    lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : Number.NaN;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = pageScripts(site, lhr, html);
  let scriptBytes = inlineGzipBytes(html);
  for (const bytes of scripts.files.values()) scriptBytes += bytes;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const fontBytes = requests
    .filter((item) => /ibm-plex-sans-arabic[^/]*\.woff2$/.test(new URL(item.url).pathname))
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    ...timingsOf(lhr, multiplier),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    totalBytes: value("total-byte-weight"),
    scriptBytes,
    fontBytes,
    framework: frameworkEvidence(html, scripts.files.keys(), site.frameworkFiles),
    htmlBytes: htmlBrotliBytes(site, path),
  };
}

/** Audits that cost points outside performance, to say why a score is not 100. */
function failedAudits(lhr: Result): string[] {
  return ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

/** Lighthouse's default mobile CPU slowdown. */
const defaultMultiplier = lighthouseThrottling.mobileSlow4G.cpuSlowdownMultiplier;

/** Settings on top of Lighthouse's mobile defaults (or its desktop config). */
function profileFlags(profile: Profile, multiplier: number): Flags {
  if (profile === "desktop") return {};
  if (profile === "slow-3g") {
    return { throttlingMethod: "simulate", throttling: { ...slow3gThrottling } };
  }
  if (isCalibrated(profile)) {
    return {
      throttlingMethod: "simulate",
      throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
      // Timing only: the mobile profile checks the other categories.
      onlyCategories: ["performance"],
    };
  }
  return { throttlingMethod: "simulate" };
}

interface LighthouseRun {
  lhr: Result;
  trace: unknown;
}

async function runLighthouse(
  url: string,
  profile: Profile,
  multiplier: number,
): Promise<LighthouseRun> {
  // A fresh browser per run: no cache, storage or warm-up carries over.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        ...profileFlags(profile, multiplier),
      },
      profile === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse asks to be run again after a failed trace (NO_NAVSTART and the like). */
async function runLighthouseWithRetry(
  url: string,
  profile: Profile,
  multiplier: number,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const run = await Promise.race([runLighthouse(url, profile, multiplier), anyServerExited]);
    if (!run.lhr.runtimeError || attempt === 3) return run;
    console.warn(`${url} ${profile}: ${run.lhr.runtimeError.code}, running again`);
  }
}

/**
 * This host's benchmark index, measured the way Lighthouse measures it
 * (its own page function) in a fresh browser: the median of three.
 */
async function measureHostIndex(): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const targets = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()) as {
      type: string;
      webSocketDebuggerUrl: string;
    }[];
    const target = targets.find((candidate) => candidate.type === "page");
    if (!target) throw new Error("No page to measure the benchmark index in");
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((opened, failed) => {
      socket.addEventListener("open", opened, { once: true });
      socket.addEventListener("error", failed, { once: true });
    });
    try {
      const indexes: number[] = [];
      for (let id = 1; id <= 3; id++) {
        const answer = new Promise<{ id: number; result?: { result?: { value?: number } } }>(
          (done) => {
            const onMessage = (event: MessageEvent) => {
              const message = JSON.parse(String(event.data)) as { id: number };
              if (message.id !== id) return;
              socket.removeEventListener("message", onMessage);
              done(message);
            };
            socket.addEventListener("message", onMessage);
          },
        );
        socket.send(
          JSON.stringify({
            id,
            method: "Runtime.evaluate",
            params: {
              expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
              returnByValue: true,
            },
          }),
        );
        const value = (await answer).result?.result?.value;
        if (typeof value !== "number") throw new Error("The benchmark index did not compute");
        indexes.push(value);
      }
      return median(indexes);
    } finally {
      socket.close();
    }
  } finally {
    chrome.kill();
  }
}

function reportName(site: Site | null, path: string, profile: Profile, run: number): string {
  const page = site ? path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home" : "bare";
  const build = site && options.baseline ? `${site.label}-` : "";
  return `${build}${page}-${profile}-${run + 1}`;
}

function keep(name: string, { lhr, trace }: LighthouseRun) {
  if (!options.reports) return;
  mkdirSync(options.reports, { recursive: true });
  writeFileSync(resolve(options.reports, `${name}.json`), JSON.stringify(lhr));
  if (options.traces)
    writeFileSync(resolve(options.reports, `${name}.trace.json`), JSON.stringify(trace));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    out.push(items.slice(index, index + size));
  return out;
}

try {
  bareServer.listen(barePort, "127.0.0.1");
  let encoding = "";
  for (const site of sites) {
    encoding = await Promise.race([waitForServer(site.origin), anyServerExited]);
    for (const path of routes) site.html.set(path, await pageHtml(site, path));
  }
  if (options.bareHeaders) {
    const home = await fetch(`${current.origin}/`);
    for (const name of securityHeaders) {
      const value = home.headers.get(name);
      if (value) siteHeaders[name] = value;
    }
    console.info(`Bare page served with the site's ${Object.keys(siteHeaders).join(", ")}`);
  }

  /** Runs per site label, route and profile ("after /about low-end"). */
  const runs = new Map<string, RunMetrics[]>();
  const bareRuns = new Map<Profile, RunMetrics[]>();
  const scriptsByRoute = new Map<string, PageScripts>();
  const problems = new Set<string>();
  const benchmarkIndexes: number[] = [];
  const hostIndexes: number[] = [];
  const driftWarnings: string[] = [];
  let userAgent = "";
  const batches = chunks(routes, options.batch);
  const calibratedRuns = calibrated.length * routes.length * sites.length;
  const total = options.runs * (uncalibratedPlan.length * sites.length + calibratedRuns);
  let done = 0;
  const record = (site: Site, path: string, profile: Profile, metrics: RunMetrics) => {
    const key = `${site.label} ${path} ${profile}`;
    runs.set(key, [...(runs.get(key) ?? []), metrics]);
  };
  const progress = (what: string, lhr: Result, extra = "") => {
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    userAgent = lhr.environment.hostUserAgent;
    console.info(
      `[${done}/${total}] ${what}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
        `TBT ${Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0)} ms, ` +
        `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}${extra}`,
    );
  };

  for (let run = 0; run < options.runs; run++) {
    // Round-robin, so a burst of load on the shared machine spreads over routes.
    for (const { path, profile } of uncalibratedPlan) {
      for (const site of sites) {
        const result = await runLighthouseWithRetry(
          `${site.origin}${path}`,
          profile,
          defaultMultiplier,
        );
        keep(reportName(site, path, profile, run), result);
        const multiplier = profile === "desktop" ? 1 : defaultMultiplier;
        const metrics = metricsOf(site, path, result.lhr, multiplier);
        record(site, path, profile, metrics);
        if (profile === "mobile" && site === current) {
          scriptsByRoute.set(path, pageScripts(site, result.lhr, site.html.get(path)!));
        }
        for (const audit of failedAudits(result.lhr))
          problems.add(`${site.label} ${path} ${profile}: ${audit}`);
        done++;
        progress(`${options.baseline ? `${site.label} ` : ""}${path} ${profile}`, result.lhr);
      }
    }

    // Calibrated profiles: per batch of routes, a calibration, then per
    // profile the bare page and the batch's pages on every site. A run whose
    // own index drifted outside the tolerance sends the whole batch and
    // profile round again after a new calibration (at most twice).
    for (const batch of batches) {
      if (calibrated.length === 0) break;
      let hostIndex = await measureHostIndex();
      hostIndexes.push(hostIndex);
      for (const profile of calibrated) {
        const target = calibratedProfiles[profile as CalibratedProfile];
        for (let attempt = 1; ; attempt++) {
          const multiplier = cpuMultiplier(hostIndex, target);
          const pending: [Site | null, string, RunMetrics, LighthouseRun][] = [];
          let drifted = "";
          const bare = await runLighthouseWithRetry(bareUrl, profile, multiplier);
          const bareTimings = timingsOf(bare.lhr, multiplier);
          const bareMetrics: RunMetrics = {
            ...bareTimings,
            accessibility: Number.NaN,
            bestPractices: Number.NaN,
            seo: Number.NaN,
            totalBytes: Number.NaN,
            scriptBytes: 0,
            fontBytes: 0,
            framework: [],
            htmlBytes: 0,
          };
          pending.push([null, "bare", bareMetrics, bare]);
          if (!withinCalibration(bare.lhr.environment.benchmarkIndex, multiplier, target))
            drifted = "bare page";
          for (const path of batch) {
            if (drifted) break;
            for (const site of sites) {
              const result = await runLighthouseWithRetry(
                `${site.origin}${path}`,
                profile,
                multiplier,
              );
              const metrics: RunMetrics = {
                ...metricsOf(site, path, result.lhr, multiplier),
                bare: { tbt: bareTimings.tbt, mainThread: bareTimings.mainThread },
              };
              pending.push([site, path, metrics, result]);
              if (!withinCalibration(result.lhr.environment.benchmarkIndex, multiplier, target)) {
                drifted = `${site.label} ${path}`;
              }
            }
          }
          const calibration = `, CPU × ${multiplier.toFixed(2)} (host index ${Math.round(hostIndex)})`;
          if (drifted && attempt < 3) {
            const index = Math.round(pending.at(-1)![3].lhr.environment.benchmarkIndex);
            console.warn(
              `${profile}: the host's index moved to ${index} at ${drifted}${calibration}; calibrating again`,
            );
            hostIndex = await measureHostIndex();
            hostIndexes.push(hostIndex);
            continue;
          }
          if (drifted)
            driftWarnings.push(
              `${profile} ${batch.join(", ")}: kept after 3 attempts (${drifted})`,
            );
          for (const [site, path, metrics, result] of pending) {
            keep(reportName(site, path, profile, run), result);
            done += site ? 1 : 0;
            if (site) record(site, path, profile, metrics);
            else bareRuns.set(profile, [...(bareRuns.get(profile) ?? []), metrics]);
            progress(
              site
                ? `${options.baseline ? `${site.label} ` : ""}${path} ${profile}`
                : `bare page ${profile}`,
              result.lhr,
              `${calibration}, main thread ${Math.round(metrics.mainThread)} ms`,
            );
          }
          break;
        }
      }
    }
  }

  const summariesOf = (site: Site): Summary[] =>
    plan.map(({ path, profile }) =>
      summarize(path, profile, runs.get(`${site.label} ${path} ${profile}`) ?? []),
    );
  const summaries = summariesOf(current);
  const chromium =
    /Chromium ([\d.]+)/.exec(
      execFileSync(chromePath, ["--version"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    )?.[1] ??
    /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ??
    "unknown";
  console.info("");
  console.info(formatBenchmarkIndex(benchmarkIndexes));
  console.info(
    `Lighthouse ${lighthouseVersion()}, Chromium ${chromium}, Node ${process.versions.node}, ` +
      `${cpus().length} cores, Linux ${release()}, served with ${encoding} compression, ` +
      `median of ${options.runs} run(s)`,
  );
  if (calibrated.length > 0) {
    console.info(
      `Calibration: host index ${formatRange(hostIndexes, 0)} over ${hostIndexes.length} measurement(s); ` +
        calibrated
          .map(
            (profile) =>
              `${profile} (device index ${calibratedProfiles[profile]}): CPU × ` +
              formatRange(
                hostIndexes.map((index) => cpuMultiplier(index, calibratedProfiles[profile])),
                2,
              ),
          )
          .join("; "),
    );
    for (const profile of calibrated)
      console.info(formatBareLine(profile, bareRuns.get(profile) ?? []));
    for (const warning of driftWarnings) console.warn(`Calibration drift: ${warning}`);
  }
  for (const site of sites) {
    const own = summariesOf(site);
    const plain = own.filter((summary) => !isCalibrated(summary.profile));
    const tuned = own.filter((summary) => isCalibrated(summary.profile));
    const title = options.baseline
      ? `${site.label === "before" ? "Before" : "After"} (${site === current ? "this build" : options.baseline})`
      : "";
    if (title) console.info(`\n### ${title}`);
    if (plain.length > 0) console.info(`\n${formatTable(plain)}`);
    if (tuned.length > 0) console.info(`\n${formatCalibratedTable(tuned)}`);
  }
  if (options.baseline && calibrated.length > 0) {
    const tuned = (site: Site) =>
      summariesOf(site).filter((summary) => isCalibrated(summary.profile));
    console.info(
      `\n### Before and after\n\n${formatComparisonTable(tuned(sites[0]!), tuned(current))}`,
    );
  }
  console.info("");
  console.info(
    `Framework files in the build (${current.frameworkFiles.size}): ${[...current.frameworkFiles].join(", ") || "none"}`,
  );
  if (scriptsByRoute.size > 0) {
    console.info(
      "Scripts per page (mobile, gzip; * = not requested in the last run, loads on hydration):",
    );
  }
  for (const [path, { files, notRequested }] of scriptsByRoute) {
    const inline = inlineGzipBytes(current.html.get(path)!);
    const parts = [...files].map(
      ([file, bytes]) => `${file}${notRequested.includes(file) ? "*" : ""} ${formatKb(bytes)}`,
    );
    if (inline > 0) parts.push(`inline ${formatKb(inline)}`);
    console.info(`  ${path}: ${parts.join(", ") || "none"}`);
  }
  if (problems.size > 0) {
    console.info("Audits that failed in some run:");
    for (const problem of problems) console.info(`  ${problem}`);
  }
  // Every content page of the build, measured or not: its HTML, brotli.
  const htmlPages = Object.keys(current.pageFiles).map((path) => ({
    path,
    htmlBytes: htmlBrotliBytes(current, path),
  }));
  const largest = htmlPages.toSorted((a, b) => b.htmlBytes - a.htmlBytes)[0];
  if (largest) {
    console.info(
      `HTML of ${htmlPages.length} pages, brotli: largest ${largest.path} ${formatKb(largest.htmlBytes)}`,
    );
  }
  const htmlMisses = htmlBudgetMisses(htmlPages);
  // Every spec sheet the build made, in every edition.
  const sheets = buildFiles(current.clientDir)
    .filter((path) => path.endsWith("/spec-sheet.pdf"))
    .map((path) => ({ path, bytes: statSync(join(current.clientDir, `.${path}`)).size }));
  const heaviestSheet = sheets.toSorted((a, b) => b.bytes - a.bytes)[0];
  if (heaviestSheet) {
    console.info(
      `Spec sheets (${sheets.length}): largest ${heaviestSheet.path} ${formatKb(heaviestSheet.bytes)}`,
    );
  }
  const misses = [
    ...summaries.flatMap(budgetMisses),
    ...specSheetMisses(sheets),
    // One line per page while they are few; the build has some eighty.
    ...(htmlMisses.length <= 5
      ? htmlMisses
      : [
          `${htmlMisses.length} content pages' HTML over budget, e.g. ${htmlMisses.slice(0, 3).join("; ")}`,
        ]),
  ];
  if (misses.length > 0) {
    console.error(`\n${misses.length} budget(s) missed:`);
    for (const miss of misses) console.error(`  ${miss}`);
    process.exitCode = 1;
  } else {
    console.info("\nEvery budget met.");
  }
} finally {
  for (const site of sites) site.server.kill();
  bareServer.close();
}

function lighthouseVersion(): string {
  return (
    execFileSync(process.execPath, ["-p", "require('lighthouse/package.json').version"], {
      cwd: rootDir,
      encoding: "utf8",
    }).trim() || "unknown"
  );
}
