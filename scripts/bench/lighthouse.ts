/**
 * `npm run bench`: builds the site, starts the production server (compressed,
 * as a real host serves it), runs Lighthouse in Debian's Chromium over every
 * canonical route, mobile (simulated slow 4G, 4× CPU) and desktop, takes the
 * median of three runs, prints a Markdown table and exits 1 when a budget of
 * scripts/bench/budgets.ts is missed.
 *
 *   npm run bench -- --routes /,/contact --runs 1 --form-factor mobile --no-build
 *
 * --reports DIR keeps every run's Lighthouse JSON (open it in the Lighthouse
 * viewer). BENCH_PORT (default 4310) picks the server's port. SITE_URL is passed to
 * the build as set; canonical links to another origin cost no Lighthouse
 * points (see BENCHMARKS.md).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { cpus, release } from "node:os";
import { resolve } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";

import { pages } from "../../app/content/pages.ts";

import {
  budgetMisses,
  formatTable,
  median,
  parseArgs,
  summarize,
  type FormFactor,
  type RunMetrics,
  type Summary,
} from "./budgets.ts";

const rootDir = resolve(import.meta.dirname, "../..");
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

const canonicalRoutes = pages
  .filter((page) => page.path === page.canonical)
  .map((page) => page.path);
const routes = options.routes ?? canonicalRoutes;
for (const route of routes) {
  if (!canonicalRoutes.includes(route)) throw new Error(`${route} is not a canonical route`);
}

if (options.build) {
  execFileSync("npm", ["run", "build"], { cwd: rootDir, stdio: ["ignore", "ignore", "inherit"] });
}

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

/**
 * The page's JavaScript as the budget counts it, gzip (level 9, the build's
 * .gz files), whatever the server chose to send (it prefers brotli).
 */
function scriptGzipBytes(lhr: Result): number {
  const requests =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { resourceType?: string; url: string }[];
      }
    )?.items ?? [];
  let bytes = 0;
  for (const request of requests) {
    if (request.resourceType !== "Script") continue;
    const file = resolve(rootDir, "build/client", `.${new URL(request.url).pathname}`);
    bytes += statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
  }
  return bytes;
}

function metricsOf(lhr: Result): RunMetrics {
  if (lhr.runtimeError) throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbt: value("total-blocking-time"),
    totalBytes: value("total-byte-weight"),
    scriptBytes: scriptGzipBytes(lhr),
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
async function runLighthouseWithRetry(path: string, formFactor: FormFactor): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runLighthouse(path, formFactor);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.warn(`${path} ${formFactor}: ${lhr.runtimeError.code}, running again`);
  }
}

async function runLighthouse(path: string, formFactor: FormFactor): Promise<Result> {
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
      },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

try {
  const encoding = await Promise.race([waitForServer(), serverExited]);
  const runs = new Map<string, RunMetrics[]>();
  const problems = new Set<string>();
  const benchmarkIndexes: number[] = [];
  let userAgent = "";
  const total = options.runs * routes.length * options.formFactors.length;
  let done = 0;
  // Round-robin, so a burst of load on the shared machine spreads over routes.
  for (let run = 0; run < options.runs; run++) {
    for (const path of routes) {
      for (const formFactor of options.formFactors) {
        const lhr = await Promise.race([runLighthouseWithRetry(path, formFactor), serverExited]);
        const key = `${path} ${formFactor}`;
        if (options.reports) {
          mkdirSync(options.reports, { recursive: true });
          const name = `${path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${formFactor}-${run + 1}.json`;
          writeFileSync(resolve(options.reports, name), JSON.stringify(lhr));
        }
        runs.set(key, [...(runs.get(key) ?? []), metricsOf(lhr)]);
        for (const audit of failedAudits(lhr)) problems.add(`${key}: ${audit}`);
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        userAgent = lhr.environment.hostUserAgent;
        done++;
        console.info(`[${done}/${total}] ${key}: performance ${metricsOf(lhr).performance}`);
      }
    }
  }

  const summaries: Summary[] = [];
  for (const path of routes) {
    for (const formFactor of options.formFactors) {
      summaries.push(summarize(path, formFactor, runs.get(`${path} ${formFactor}`) ?? []));
    }
  }
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
  console.info(
    `Lighthouse ${lighthouseVersion()}, Chromium ${chromium}, Node ${process.versions.node}, ` +
      `${cpus().length} cores, Linux ${release()}, served with ${encoding} compression, ` +
      `median of ${options.runs} run(s), CPU benchmark index ${Math.round(median(benchmarkIndexes))}`,
  );
  console.info("");
  console.info(formatTable(summaries));
  console.info("");
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
    console.info("Every budget met.");
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
