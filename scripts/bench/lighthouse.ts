/**
 * `npm run bench`: builds the site, starts the production server (compressed,
 * as a real host serves it), runs Lighthouse in Debian's Chromium over every
 * canonical route in three profiles (mobile: simulated slow 4G, 4× CPU;
 * desktop; slow-3g: 400 ms RTT, 400 Kbps, 4× CPU, on / and /contact only),
 * takes the median of three runs, prints the Lighthouse benchmark index with
 * a Markdown table and exits 1 when a budget of scripts/bench/budgets.ts is
 * missed. Desktop is reported, not budgeted.
 *
 *   npm run bench -- --routes /,/contact --runs 1 --profiles mobile,slow-3g --no-build
 *
 * --no-build measures the existing build (it must be complete: build/hosting.json
 * and the .gz files of the post-build). --reports DIR keeps every run's
 * Lighthouse JSON (open it in the Lighthouse viewer). BENCH_PORT (default 4310)
 * picks the server's port, CHROME_PATH the browser. SITE_URL is passed to the
 * build as set; canonical links to another origin cost no Lighthouse points
 * (see BENCHMARKS.md).
 *
 * A page's JavaScript is its inline scripts, what Lighthouse saw it request,
 * and what its HTML and islands import statically (a `client:visible` island
 * below the fold hydrates after the run ends; its code still counts).
 * "Framework runtime" is recognised from the build: every .js file under
 * build/client is scanned once for React, React DOM and Astro island markers
 * (budgets.ts, isFrameworkScript); a page loads the runtime if one of its
 * scripts is such a file, or if its HTML has an <astro-island>.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, release } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { constants, gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";

import { pages } from "../../app/content/pages.ts";
import { machinePath } from "../../app/content/paths.ts";
import { readInventory } from "../../app/features/inventory/read-inventory.ts";
import { localizePath, locales } from "../../app/lib/i18n.ts";

import {
  budgetMisses,
  editionPaths,
  formatBenchmarkIndex,
  formatKb,
  formatTable,
  frameworkEvidence,
  inlineScripts,
  isFrameworkScript,
  parseArgs,
  runPlan,
  scriptEntries,
  scriptGraph,
  slow3gThrottling,
  summarize,
  type Profile,
  type RunMetrics,
  type Summary,
} from "./budgets.ts";

const rootDir = resolve(import.meta.dirname, "../..");
const clientDir = resolve(rootDir, "build/client");
const options = parseArgs(process.argv.slice(2));
const port = Number(process.env.BENCH_PORT ?? 4310);
const origin = `http://127.0.0.1:${port}`;
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

if (options.build) {
  execFileSync("npm", ["run", "build"], { cwd: rootDir, stdio: ["ignore", "ignore", "inherit"] });
} else if (!existsSync(resolve(rootDir, "build/hosting.json"))) {
  // scripts/start.ts would build on its own; --no-build means measure what is there.
  throw new Error("No complete build (build/hosting.json): run `npm run build` or drop --no-build");
}

/** Every file under build/client, as URL paths ("/assets/x.js"). */
function buildFiles(dir = clientDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return buildFiles(path);
    return [`/${relative(clientDir, path).split(sep).join("/")}`];
  });
}

function readBuildFile(path: string): string | undefined {
  const file = join(clientDir, `.${path}`);
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file, "utf8") : undefined;
}

/** The build's scripts that belong to the framework runtime. */
const frameworkFiles = new Set(
  buildFiles()
    .filter((file) => /\.m?js$/.test(file))
    .filter((file) => isFrameworkScript(readBuildFile(file) ?? "")),
);

const server = spawn(process.execPath, [resolve(rootDir, "scripts/start.ts")], {
  cwd: rootDir,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "ignore", "inherit"],
});
const serverExited = new Promise<never>((_, reject) =>
  server.once("exit", (code) => reject(new Error(`The server exited (${code}) on port ${port}`))),
);

async function waitForServer(): Promise<string> {
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

/** What the server sends for a route (the HTML the islands check reads). */
async function pageHtml(path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/**
 * A script as the budget counts it: gzip (level 9, the build's .gz twin, or
 * the file itself when gzip would not make it smaller), whatever the server
 * chose to send (it prefers brotli).
 */
function gzipBytesOf(path: string, transferSize: number): number {
  const file = join(clientDir, `.${path}`);
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

/** What the page's HTML and islands import statically, from the build. */
function staticScripts(html: string): string[] {
  return scriptGraph(scriptEntries(html), readBuildFile);
}

interface NetworkItem {
  resourceType?: string;
  url: string;
  transferSize?: number;
}

function pageScripts(lhr: Result, html: string): PageScripts {
  const items =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { resourceType?: string; url: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const files = new Map<string, number>();
  for (const item of items) {
    const url = new URL(item.url);
    if (url.origin !== origin) continue;
    if (item.resourceType === "Script" || /\.m?js$/.test(url.pathname)) {
      files.set(url.pathname, gzipBytesOf(url.pathname, item.transferSize ?? 0));
    }
  }
  const notRequested = staticScripts(html).filter((path) => !files.has(path));
  for (const path of notRequested) files.set(path, gzipBytesOf(path, 0));
  return { files, notRequested };
}

function metricsOf(lhr: Result, html: string): RunMetrics {
  if (lhr.runtimeError) throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = pageScripts(lhr, html);
  let scriptBytes = inlineGzipBytes(html);
  for (const bytes of scripts.files.values()) scriptBytes += bytes;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const fontBytes = requests
    .filter((item) => /ibm-plex-sans-arabic[^/]*\.woff2$/.test(new URL(item.url).pathname))
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbt: value("total-blocking-time"),
    totalBytes: value("total-byte-weight"),
    scriptBytes,
    fontBytes,
    framework: frameworkEvidence(html, scripts.files.keys(), frameworkFiles),
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

/** Lighthouse asks to be run again after a failed trace (NO_NAVSTART and the like). */
async function runLighthouseWithRetry(path: string, profile: Profile): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runLighthouse(path, profile);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.warn(`${path} ${profile}: ${lhr.runtimeError.code}, running again`);
  }
}

/** Settings on top of Lighthouse's mobile defaults (or its desktop config). */
const profileFlags: Record<Profile, Flags> = {
  mobile: { throttlingMethod: "simulate" },
  desktop: {},
  "slow-3g": { throttlingMethod: "simulate", throttling: { ...slow3gThrottling } },
};

async function runLighthouse(path: string, profile: Profile): Promise<Result> {
  // A fresh browser per run: no cache, storage or warm-up carries over.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(
      `${origin}${path}`,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        ...profileFlags[profile],
      },
      profile === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

try {
  const encoding = await Promise.race([waitForServer(), serverExited]);
  const htmlByRoute = new Map<string, string>();
  for (const path of routes) htmlByRoute.set(path, await pageHtml(path));

  const runs = new Map<string, RunMetrics[]>();
  const scriptsByRoute = new Map<string, PageScripts>();
  const problems = new Set<string>();
  const benchmarkIndexes: number[] = [];
  let userAgent = "";
  const total = options.runs * plan.length;
  let done = 0;
  // Round-robin, so a burst of load on the shared machine spreads over routes.
  for (let run = 0; run < options.runs; run++) {
    for (const { path, profile } of plan) {
      const lhr = await Promise.race([runLighthouseWithRetry(path, profile), serverExited]);
      const key = `${path} ${profile}`;
      if (options.reports) {
        mkdirSync(options.reports, { recursive: true });
        const name = `${path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${profile}-${run + 1}.json`;
        writeFileSync(resolve(options.reports, name), JSON.stringify(lhr));
      }
      const metrics = metricsOf(lhr, htmlByRoute.get(path)!);
      runs.set(key, [...(runs.get(key) ?? []), metrics]);
      if (profile === "mobile") scriptsByRoute.set(path, pageScripts(lhr, htmlByRoute.get(path)!));
      for (const audit of failedAudits(lhr)) problems.add(`${key}: ${audit}`);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      userAgent = lhr.environment.hostUserAgent;
      done++;
      console.info(
        `[${done}/${total}] ${key}: performance ${metrics.performance}, ` +
          `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
    }
  }

  const summaries: Summary[] = plan.map(({ path, profile }) =>
    summarize(path, profile, runs.get(`${path} ${profile}`) ?? []),
  );
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
  console.info("");
  console.info(formatTable(summaries));
  console.info("");
  console.info(
    `Framework files in the build (${frameworkFiles.size}): ${[...frameworkFiles].join(", ") || "none"}`,
  );
  console.info(
    "Scripts per page (mobile, gzip; * = not requested in the last run, loads on hydration):",
  );
  for (const [path, { files, notRequested }] of scriptsByRoute) {
    const inline = inlineGzipBytes(htmlByRoute.get(path)!);
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
  const misses = summaries.flatMap(budgetMisses);
  if (misses.length > 0) {
    console.error(`\n${misses.length} budget(s) missed:`);
    for (const miss of misses) console.error(`  ${miss}`);
    process.exitCode = 1;
  } else {
    console.info("\nEvery budget met.");
  }
} finally {
  server.kill();
}

function lighthouseVersion(): string {
  return (
    execFileSync(process.execPath, ["-p", "require('lighthouse/package.json').version"], {
      cwd: rootDir,
      encoding: "utf8",
    }).trim() || "unknown"
  );
}
