/**
 * The performance budgets (issues 12 and 22) and the arithmetic of the
 * Lighthouse benchmark: which profiles run on which route, the CPU
 * multiplier that turns this host into a calibrated device, medians of
 * several runs, ratios to the bare reference page, how a page's framework
 * runtime is recognised, budget checks and the Markdown tables. Pure, so it
 * is unit-tested.
 */
import { paths } from "../../app/content/paths.ts";
import { products } from "../../app/content/products.ts";
import { productPath } from "../../app/i18n/links.ts";
import { splitLocale } from "../../app/i18n/locales.ts";

/**
 * mobile: Lighthouse's default (simulated slow 4G, 4× CPU); desktop: its
 * desktop preset, reported without budgets; slow-3g: mobile on a slower
 * simulated network, only on the pages people reach first; mid-range and
 * low-end: mobile on slow 4G with the CPU multiplier calibrated from the
 * host's benchmark index (calibratedProfiles), so that their figures do not
 * depend on how fast the host happens to be.
 */
export type Profile = "mobile" | "desktop" | "slow-3g" | "mid-range" | "low-end";
export const allProfiles: readonly Profile[] = [
  "mobile",
  "desktop",
  "slow-3g",
  "mid-range",
  "low-end",
];

/**
 * The device each calibrated profile stands for, as a Lighthouse benchmark
 * index (this host: about 1000 to 2900). 500 is a mid-range Android phone;
 * 250 the budget phones many of our visitors in Africa and the Middle East
 * browse on.
 */
export const calibratedProfiles = { "mid-range": 500, "low-end": 250 } as const;
export type CalibratedProfile = keyof typeof calibratedProfiles;

export function isCalibrated(profile: Profile): profile is CalibratedProfile {
  return Object.hasOwn(calibratedProfiles, profile);
}

/**
 * Lighthouse's simulated throttling multiplies the main-thread work it
 * observed on this host by `cpuSlowdownMultiplier`; the benchmark index is
 * a rate (higher is faster), so a host of index 2000 slowed down 4× is a
 * device of index 500. Never below 1: a host slower than the device cannot
 * be sped up (its figures are then pessimistic, and the table says so
 * through the effective index). Two decimals, as printed.
 */
export function cpuMultiplier(hostIndex: number, targetIndex: number): number {
  if (!(hostIndex > 0) || !(targetIndex > 0)) {
    throw new Error(`No CPU multiplier for benchmark index ${hostIndex} → ${targetIndex}`);
  }
  return Math.max(1, Math.round((hostIndex / targetIndex) * 100) / 100);
}

/** The device a run emulated: the index Lighthouse measured before the load, slowed down. */
export function effectiveIndex(runIndex: number, multiplier: number): number {
  return runIndex / multiplier;
}

/**
 * A run counts when the index Lighthouse measured just before its page load
 * puts the emulated device within this factor of the target; otherwise the
 * host's speed changed since the calibration (another job started or
 * ended), and the bench calibrates again and repeats the run.
 */
export const calibrationTolerance = 1.5;

export function withinCalibration(runIndex: number, multiplier: number, target: number): boolean {
  const device = effectiveIndex(runIndex, multiplier);
  return device <= target * calibrationTolerance && device >= target / calibrationTolerance;
}

/** value ÷ the bare page's, or null when the bare page's is 0 (no ratio to speak of). */
export function ratioTo(value: number, bare: number): number | null {
  return bare > 0 ? value / bare : null;
}

/** The only pages that hydrate React islands; every other page is content. */
export const islandPaths: readonly string[] = [
  paths.usedEquipment,
  paths.contact,
  paths.sampleRequest,
  paths.requestCall,
  paths.sellEquipment,
];
/** The routes the slow-3g profile runs on. */
export const slow3gPaths: readonly string[] = [paths.home, paths.contact];
/** One page of each other edition, measured with the same budgets as English. */
export const editionPaths: readonly string[] = ["/fr", "/ar"];

/**
 * 400 ms RTT, 400 Kbps, 4× CPU, simulated. Simulation reads only rttMs,
 * throughputKbps and cpuSlowdownMultiplier; the request-level values follow
 * Lighthouse's own presets (×3.75 latency, ×0.9 throughput) so that
 * `--throttling-method devtools` would mean the same network.
 */
export const slow3gThrottling = {
  rttMs: 400,
  throughputKbps: 400,
  cpuSlowdownMultiplier: 4,
  requestLatencyMs: 400 * 3.75,
  downloadThroughputKbps: 400 * 0.9,
  uploadThroughputKbps: 400 * 0.9,
} as const;

/** One Lighthouse run, reduced to what the budgets look at. */
export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  cls: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Everything transferred, bytes (as served: compressed). */
  totalBytes: number;
  /**
   * The page's JavaScript in gzip bytes (the budget's unit): inline scripts,
   * every script requested in the run, and every script its HTML and islands
   * import statically, even if an island had not hydrated when the run ended.
   */
  scriptBytes: number;
  /** The Arabic face's files transferred, bytes (Inter, fetched after load for the next pages, is not counted). */
  fontBytes: number;
  /** Why the page counts as loading a framework runtime (see frameworkEvidence); empty if not. */
  framework: readonly string[];
  /** Main-thread work, ms, as Lighthouse's breakdown reports it (multiplied by the CPU slowdown). */
  mainThread: number;
  /** The document as served, brotli bytes (the build's .br file). */
  htmlBytes: number;
  /** The host's benchmark index Lighthouse measured just before the page load. */
  benchmarkIndex: number;
  /** The cpuSlowdownMultiplier of the run (4 for Lighthouse's mobile default). */
  cpuMultiplier: number;
  /** The bare reference page's TBT and main-thread time: same profile, same batch of the run. */
  bare?: { tbt: number; mainThread: number };
}

export interface Summary extends RunMetrics {
  path: string;
  profile: Profile;
  runs: number;
  /** Median of the runs' TBT ÷ the bare page's; null without a bare page or when its TBT is 0. */
  tbtRatio: number | null;
  /** Median of the runs' main-thread time ÷ the bare page's; null without a bare page. */
  mainThreadRatio: number | null;
  /** Median device index the runs emulated (benchmarkIndex ÷ cpuMultiplier). */
  effectiveIndex: number;
}

/** KB as Lighthouse reports sizes: 1024 bytes. */
export const KB = 1024;

/** Minimum scores (0–100) and maximum values; a missing entry is not budgeted. */
export interface Budget {
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcpMs?: number;
  /** Lighthouse shows CLS with three decimals: 0 means below 0.0005. */
  cls?: number;
  tbtMs?: number;
  scriptBytes?: number;
  /** What the Arabic face may add to a page. */
  fontBytes?: number;
  /** No React, React DOM or Astro island runtime on the page. */
  noFramework?: boolean;
  /** Main-thread time ÷ the bare page's in the same run. */
  mainThreadRatio?: number;
  /** The document, brotli. */
  htmlBytes?: number;
}

const everyPage = { accessibility: 100, bestPractices: 100, seo: 100, cls: 0 } as const;

/** The first screen fits the first round trips (issue 22). */
const contentHtml = 15 * KB;
/**
 * A machine's page carries the facts, the gallery, the specifications and
 * similar machines: a buyer decides from it (issue 31).
 */
const machineHtml = 18 * KB;
/**
 * A film's page carries the table of its grades' typical values and the roll
 * calculator, and so does the calculator's own page: a buyer compares grades
 * and works out rolls from them (issue 33). With both, the largest film
 * page measured 18.4 KB (Arabic BOPP); the rest of it is a content page's.
 */
const filmHtml = 20 * KB;
/** A machine's spec sheet, forwarded on WhatsApp over slow networks (issue 31). */
export const specSheetBytes = 400 * KB;

/** A machine's page in any edition: /machinery/used-equipment/<slug>, /fr/…, /ar/…. */
export function isMachinePage(path: string): boolean {
  const { path: page } = splitLocale(path);
  return (
    page.startsWith(`${paths.usedEquipment}/`) &&
    !page.slice(paths.usedEquipment.length + 1).includes("/")
  );
}

const filmPaths = new Set<string>([
  ...products
    .filter((product) => product.category === "films")
    .map((product) => productPath(product.slug)),
  paths.rollCalculator,
]);

/** A film's page or the roll calculator's, in any edition: /products/bopp-films, /ar/…. */
export function isFilmPage(path: string): boolean {
  return filmPaths.has(splitLocale(path).path);
}

/** The HTML budget (brotli) of a page: none for the island pages. */
export function htmlBudget(path: string): number | undefined {
  if (isIslandPage(path)) return undefined;
  if (isMachinePage(path)) return machineHtml;
  return isFilmPage(path) ? filmHtml : contentHtml;
}

export const budgets = {
  /** Mobile, every page but the island pages. */
  content: {
    ...everyPage,
    noFramework: true,
    scriptBytes: 5 * KB,
    tbtMs: 0,
    performance: 100,
    lcpMs: 1200,
    htmlBytes: contentHtml,
  },
  /** Mobile, the island pages. */
  island: { ...everyPage, scriptBytes: 90 * KB, tbtMs: 50, performance: 98 },
  /** slow-3g, on slow3gPaths. */
  slow3g: { lcpMs: 3000 },
  /** What the Arabic face may add to an Arabic page, on top of its page budget. */
  arabicFont: { fontBytes: 50 * KB },
  /** Mid-range phone (index 500), content pages. */
  contentMidRange: { tbtMs: 0, performance: 100, htmlBytes: contentHtml },
  /** Budget phone (index 250), content pages: within twice the floor of a bare page. */
  contentLowEnd: { tbtMs: 50, mainThreadRatio: 2, htmlBytes: contentHtml },
  /** Budget phone, island pages, before any interaction (Lighthouse never interacts). */
  islandLowEnd: { tbtMs: 200 },
} as const satisfies Record<string, Budget>;

/** An edition's page counts as the English page it translates (/ar/contact is an island page). */
export function isIslandPage(path: string): boolean {
  return islandPaths.includes(splitLocale(path).path);
}

export function budgetFor(path: string, profile: Profile): Budget {
  const budget = (() => {
    if (profile === "mobile") {
      const page = isIslandPage(path) ? budgets.island : budgets.content;
      return splitLocale(path).locale === "ar" ? { ...page, ...budgets.arabicFont } : page;
    }
    if (profile === "slow-3g" && slow3gPaths.includes(path)) return budgets.slow3g;
    if (profile === "mid-range") return isIslandPage(path) ? {} : budgets.contentMidRange;
    if (profile === "low-end")
      return isIslandPage(path) ? budgets.islandLowEnd : budgets.contentLowEnd;
    return {};
  })();
  // A machine's page has its own HTML budget.
  return "htmlBytes" in budget ? { ...budget, htmlBytes: htmlBudget(path) } : budget;
}

/** Every content page of the build whose HTML (brotli) exceeds its budget, in words. */
export function htmlBudgetMisses(pages: readonly { path: string; htmlBytes: number }[]): string[] {
  return pages.flatMap(({ path, htmlBytes }) => {
    const budget = htmlBudget(path);
    return budget !== undefined && htmlBytes > budget
      ? [`${path}: HTML ${formatKb(htmlBytes)} brotli > ${formatKb(budget)}`]
      : [];
  });
}

/** Every spec sheet of the build over its budget, in words. */
export function specSheetMisses(sheets: readonly { path: string; bytes: number }[]): string[] {
  return sheets
    .filter(({ bytes }) => bytes > specSheetBytes)
    .map(
      ({ path, bytes }) => `${path}: spec sheet ${formatKb(bytes)} > ${formatKb(specSheetBytes)}`,
    );
}

/** Every (route, profile) pair to measure, in the order one run visits them. */
export function runPlan(
  routes: readonly string[],
  profiles: readonly Profile[],
): { path: string; profile: Profile }[] {
  return routes.flatMap((path) =>
    profiles
      .filter((profile) => profile !== "slow-3g" || slow3gPaths.includes(path))
      .map((profile) => ({ path, profile })),
  );
}

/**
 * Strings that only React (its element symbol, also in the JSX runtime),
 * React DOM (the devtools hook, its root container key, which Astro's React
 * renderer also reads) and Astro's island runtime contain. Minifiers keep
 * them: they are string literals and property names.
 */
const frameworkMarker =
  /__REACT_DEVTOOLS_GLOBAL_HOOK__|__reactContainer|["'`]react\.(?:transitional\.)?element["'`]|astro-island/;

/** True when a script's source is (or bundles) part of the framework runtime. */
export function isFrameworkScript(source: string): boolean {
  return frameworkMarker.test(source);
}

/** True when the HTML renders an Astro island (which always brings the runtime). */
export function hasIslands(html: string): boolean {
  return /<astro-island[\s>]/i.test(html);
}

const javaScriptTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The bodies of the page's inline scripts that are JavaScript (not JSON-LD, not import maps). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (javaScriptTypes.has(type) && body.trim() !== "") scripts.push(body);
  }
  return scripts;
}

/** Same-origin script URLs as paths; undefined for another origin. */
function sameOriginPath(url: string, base: string): string | undefined {
  const resolved = new URL(url, new URL(base, "http://site.invalid"));
  return resolved.origin === "http://site.invalid" ? resolved.pathname : undefined;
}

/**
 * The scripts a page's HTML starts: `<script src>`, module preloads and each
 * island's component, renderer and before-hydration modules (loaded when the
 * island hydrates, which for `client:visible` may be after Lighthouse stops
 * watching).
 */
export function scriptEntries(html: string): string[] {
  const urls = [
    ...[...html.matchAll(/<script\b[^>]*\ssrc\s*=\s*["']([^"']+)["']/gi)].map((match) => match[1]),
    ...[...html.matchAll(/<link\b[^>]*>/gi)]
      .filter(([tag]) => /\srel\s*=\s*["']?modulepreload\b/i.test(tag))
      .map(([tag]) => /\shref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]),
    ...[...html.matchAll(/<astro-island\b[^>]*>/gi)].flatMap(([tag]) =>
      [
        ...tag.matchAll(/\s(?:component|renderer|before-hydration)-url\s*=\s*["']([^"']+)["']/gi),
      ].map((match) => match[1]),
    ),
  ];
  const paths = urls.flatMap((url) => (url ? (sameOriginPath(url, "/") ?? []) : []));
  return [...new Set(paths)];
}

/** The static import and re-export specifiers of an ES module, minified or not; not `import()`. */
export function staticImports(source: string): string[] {
  return [
    ...source.matchAll(/(?<![\w$.])(?:import|export)\s*(?:[^'"`;()]*?\bfrom\s*)?["']([^"']+)["']/g),
  ].map((match) => match[1]!);
}

/**
 * Every script reachable from the entries through static imports, as URL
 * paths: what the page runs once its islands hydrate. read gives a script's
 * source, or undefined when the build has no such file.
 */
export function scriptGraph(
  entries: Iterable<string>,
  read: (path: string) => string | undefined,
): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const specifier of staticImports(read(path) ?? "")) {
      if (!/^\.{0,2}\//.test(specifier)) continue; // A bare specifier cannot load in a browser.
      const imported = sameOriginPath(specifier, path);
      if (imported) queue.push(imported);
    }
  }
  return [...seen];
}

/**
 * Why a page counts as loading a framework runtime: an `<astro-island>` in
 * its HTML, an inline script with a framework marker, or one of its scripts
 * (requested, or in its script graph) that the build's framework scan found. Empty when it loads none.
 */
export function frameworkEvidence(
  html: string,
  scriptPaths: Iterable<string>,
  frameworkFiles: ReadonlySet<string>,
): string[] {
  const evidence = new Set<string>();
  if (hasIslands(html)) evidence.add("<astro-island>");
  if (inlineScripts(html).some(isFrameworkScript)) evidence.add("inline island runtime");
  for (const path of scriptPaths) if (frameworkFiles.has(path)) evidence.add(path);
  return [...evidence];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type NumericMetric = Exclude<keyof RunMetrics, "framework" | "bare">;

/** The median of the values that exist; null when none does. */
function medianOrNull(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length > 0 ? median(present) : null;
}

/**
 * The median of each metric on its own (a run's outliers do not drag the
 * others); the framework counts as loaded if any run loaded it. Ratios to
 * the bare page are taken run by run (each against the bare page measured
 * beside it), then their median.
 */
export function summarize(path: string, profile: Profile, runs: readonly RunMetrics[]): Summary {
  const of = (key: NumericMetric) => median(runs.map((run) => run[key]));
  const bareRatio = (key: "tbt" | "mainThread") =>
    medianOrNull(runs.map((run) => (run.bare ? ratioTo(run[key], run.bare[key]) : null)));
  const bares = runs.flatMap((run) => (run.bare ? [run.bare] : []));
  return {
    path,
    profile,
    runs: runs.length,
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcp: of("lcp"),
    cls: of("cls"),
    tbt: of("tbt"),
    totalBytes: of("totalBytes"),
    scriptBytes: of("scriptBytes"),
    fontBytes: of("fontBytes"),
    framework: [...new Set(runs.flatMap((run) => run.framework))],
    mainThread: of("mainThread"),
    htmlBytes: of("htmlBytes"),
    benchmarkIndex: of("benchmarkIndex"),
    cpuMultiplier: of("cpuMultiplier"),
    ...(bares.length > 0 && {
      bare: {
        tbt: median(bares.map((bare) => bare.tbt)),
        mainThread: median(bares.map((bare) => bare.mainThread)),
      },
    }),
    tbtRatio: bareRatio("tbt"),
    mainThreadRatio: bareRatio("mainThread"),
    effectiveIndex: median(
      runs.map((run) => effectiveIndex(run.benchmarkIndex, run.cpuMultiplier)),
    ),
  };
}

type Column =
  | "performance"
  | "accessibility"
  | "bestPractices"
  | "seo"
  | "lcp"
  | "cls"
  | "tbt"
  | "scriptBytes"
  | "fontBytes"
  | "framework"
  | "mainThreadRatio"
  | "htmlBytes";

/** The budgets a summary misses, by table column, each said in words. */
function misses(summary: Summary): Map<Column, string> {
  const budget = budgetFor(summary.path, summary.profile);
  const missed = new Map<Column, string>();
  const score = (column: Column, name: string, value: number, min: number | undefined) => {
    if (min !== undefined && value < min) missed.set(column, `${name} ${value} < ${min}`);
  };
  score("performance", "performance", summary.performance, budget.performance);
  score("accessibility", "accessibility", summary.accessibility, budget.accessibility);
  score("bestPractices", "best practices", summary.bestPractices, budget.bestPractices);
  score("seo", "SEO", summary.seo, budget.seo);
  if (budget.lcpMs !== undefined && summary.lcp > budget.lcpMs) {
    missed.set("lcp", `LCP ${formatMs(summary.lcp)} > ${formatMs(budget.lcpMs)}`);
  }
  if (budget.cls !== undefined && Number(summary.cls.toFixed(3)) > budget.cls) {
    missed.set("cls", `CLS ${summary.cls.toFixed(3)} > ${budget.cls}`);
  }
  if (budget.tbtMs !== undefined && Math.round(summary.tbt) > budget.tbtMs) {
    missed.set("tbt", `TBT ${Math.round(summary.tbt)} ms > ${budget.tbtMs} ms`);
  }
  if (budget.scriptBytes !== undefined && summary.scriptBytes > budget.scriptBytes) {
    missed.set(
      "scriptBytes",
      `JavaScript ${formatKb(summary.scriptBytes)} gzip > ${formatKb(budget.scriptBytes)}`,
    );
  }
  if (budget.fontBytes !== undefined && summary.fontBytes > budget.fontBytes) {
    missed.set(
      "fontBytes",
      `Arabic face ${formatKb(summary.fontBytes)} > ${formatKb(budget.fontBytes)}`,
    );
  }
  if (budget.noFramework && summary.framework.length > 0) {
    missed.set("framework", `framework runtime loaded (${summary.framework.join(", ")})`);
  }
  if (budget.mainThreadRatio !== undefined) {
    const ratio = summary.mainThreadRatio;
    if (ratio === null) missed.set("mainThreadRatio", "main thread: no bare page measured");
    else if (Number(ratio.toFixed(2)) > budget.mainThreadRatio) {
      missed.set(
        "mainThreadRatio",
        `main thread ${formatRatio(ratio)} the bare page's > ${formatRatio(budget.mainThreadRatio)}`,
      );
    }
  }
  if (budget.htmlBytes !== undefined && summary.htmlBytes > budget.htmlBytes) {
    missed.set(
      "htmlBytes",
      `HTML ${formatKb(summary.htmlBytes)} brotli > ${formatKb(budget.htmlBytes)}`,
    );
  }
  return missed;
}

/** Every budget a summary misses, in words; empty when it meets them all. */
export function budgetMisses(summary: Summary): string[] {
  const where = `${summary.path} (${summary.profile})`;
  return [...misses(summary).values()].map((miss) => `${where}: ${miss}`);
}

export function formatMs(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

export function formatRatio(ratio: number | null): string {
  return ratio === null ? "–" : `${ratio.toFixed(2)}×`;
}

/** A Markdown table, one row per route and profile, misses marked with ✗. */
export function formatTable(summaries: readonly Summary[]): string {
  const header = [
    "| route | profile | perf | a11y | best pr. | SEO | LCP | CLS | TBT | transfer | JS gzip | Arabic face | framework |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
  ];
  const rows = summaries.map((summary) => {
    const missed = misses(summary);
    const cell = (column: Column, text: string) => (missed.has(column) ? `${text} ✗` : text);
    return [
      summary.path,
      summary.profile,
      cell("performance", String(summary.performance)),
      cell("accessibility", String(summary.accessibility)),
      cell("bestPractices", String(summary.bestPractices)),
      cell("seo", String(summary.seo)),
      cell("lcp", formatMs(summary.lcp)),
      cell("cls", summary.cls.toFixed(3)),
      cell("tbt", `${Math.round(summary.tbt)} ms`),
      formatKb(summary.totalBytes),
      cell("scriptBytes", formatKb(summary.scriptBytes)),
      cell("fontBytes", formatKb(summary.fontBytes)),
      cell("framework", summary.framework.length > 0 ? "loaded" : "none"),
    ];
  });
  return [...header, ...rows.map((cells) => `| ${cells.join(" | ")} |`)].join("\n");
}

/**
 * The calibrated profiles' table: the CPU multiplier each run used, the
 * device it emulated (effective index), and TBT and main-thread time beside
 * the bare page's of the same runs.
 */
export function formatCalibratedTable(summaries: readonly Summary[]): string {
  const header = [
    "| route | profile | CPU × | device index | perf | LCP | TBT | TBT ÷ bare | main thread | ÷ bare | HTML br |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
  ];
  const rows = summaries.map((summary) => {
    const missed = misses(summary);
    const cell = (column: Column, text: string) => (missed.has(column) ? `${text} ✗` : text);
    return [
      summary.path,
      summary.profile,
      summary.cpuMultiplier.toFixed(2),
      String(Math.round(summary.effectiveIndex)),
      cell("performance", String(summary.performance)),
      cell("lcp", formatMs(summary.lcp)),
      cell("tbt", `${Math.round(summary.tbt)} ms`),
      formatRatio(summary.tbtRatio),
      `${Math.round(summary.mainThread)} ms`,
      cell("mainThreadRatio", formatRatio(summary.mainThreadRatio)),
      cell("htmlBytes", formatKb(summary.htmlBytes)),
    ];
  });
  return [...header, ...rows.map((cells) => `| ${cells.join(" | ")} |`)].join("\n");
}

/** The bare reference page's medians per calibrated profile, the floor of every ratio. */
export function formatBareLine(profile: Profile, runs: readonly RunMetrics[]): string {
  const of = (key: NumericMetric) => median(runs.map((run) => run[key]));
  return (
    `Bare page, ${profile}: TBT ${Math.round(of("tbt"))} ms, main thread ${Math.round(of("mainThread"))} ms, ` +
    `CPU × ${formatRange(
      runs.map((run) => run.cpuMultiplier),
      2,
    )}, ` +
    `host index ${formatRange(
      runs.map((run) => run.benchmarkIndex),
      0,
    )} (${runs.length} run(s))`
  );
}

/** "median (low–high)" of a few numbers, or the number alone when they agree. */
export function formatRange(values: readonly number[], digits: number): string {
  const text = (value: number) => value.toFixed(digits);
  const low = text(Math.min(...values));
  const high = text(Math.max(...values));
  return low === high ? low : `${text(median(values))} (${low}–${high})`;
}

/**
 * Before and after, one row per route and calibrated profile: the same
 * routes measured on two builds in the same session, interleaved.
 */
export function formatComparisonTable(
  before: readonly Summary[],
  after: readonly Summary[],
): string {
  const header = [
    "| route | profile | CPU × | TBT before | TBT after | main thread ÷ bare, before | after | perf before | after | HTML br before | after |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
  ];
  const rows = after.flatMap((now) => {
    const then = before.find((old) => old.path === now.path && old.profile === now.profile);
    if (!then) return [];
    return [
      [
        now.path,
        now.profile,
        formatRange([then.cpuMultiplier, now.cpuMultiplier], 2),
        `${Math.round(then.tbt)} ms`,
        `${Math.round(now.tbt)} ms`,
        formatRatio(then.mainThreadRatio),
        formatRatio(now.mainThreadRatio),
        String(then.performance),
        String(now.performance),
        formatKb(then.htmlBytes),
        formatKb(now.htmlBytes),
      ],
    ];
  });
  return [...header, ...rows.map((cells) => `| ${cells.join(" | ")} |`)].join("\n");
}

/** The CPU benchmark index line that goes with every table (TBT scales with it). */
export function formatBenchmarkIndex(indexes: readonly number[]): string {
  const low = Math.round(Math.min(...indexes));
  const high = Math.round(Math.max(...indexes));
  return (
    `Lighthouse benchmark index ${Math.round(median(indexes))} ` +
    `(median of ${indexes.length} run(s)${low === high ? "" : `, ${low}–${high}`})`
  );
}

export interface BenchOptions {
  routes: string[] | null;
  runs: number;
  profiles: Profile[];
  build: boolean;
  /** A folder to write every run's Lighthouse report (JSON) into. */
  reports: string | null;
  /** Also write each run's trace there (open it in DevTools' Performance panel). */
  traces: boolean;
  /** Another build folder (holding client/ and hosting.json) measured beside this one. */
  baseline: string | null;
  /** How many routes share one calibration and one bare-page run. */
  batch: number;
  /** Serve the bare page with the site's security headers (its home page's policy, COOP…). */
  bareHeaders: boolean;
}

/** `--routes /,/contact --runs 1 --profiles mobile,slow-3g --no-build --reports dir` */
export function parseArgs(args: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    routes: null,
    runs: 3,
    profiles: [...allProfiles],
    build: true,
    reports: null,
    traces: false,
    baseline: null,
    batch: 4,
    bareHeaders: false,
  };
  for (let index = 0; index < args.length; index++) {
    const [flag, inline] = args[index]!.split("=", 2) as [string, string | undefined];
    const value = () => inline ?? args[++index] ?? "";
    if (flag === "--routes") options.routes = value().split(",").filter(Boolean);
    else if (flag === "--runs") options.runs = Math.max(1, Number.parseInt(value(), 10) || 1);
    // --form-factor: the option's name before the slow-3g profile.
    else if (["--profile", "--profiles", "--form-factor", "--form-factors"].includes(flag)) {
      const profiles = value().split(",");
      const unknown = profiles.filter((profile) => !allProfiles.includes(profile as Profile));
      if (unknown.length > 0) {
        throw new Error(`${flag} takes ${allProfiles.join(", ")}, not ${unknown.join(",")}`);
      }
      options.profiles = profiles as Profile[];
    } else if (flag === "--no-build") options.build = false;
    else if (flag === "--reports") options.reports = value();
    else if (flag === "--traces") options.traces = true;
    else if (flag === "--baseline") options.baseline = value();
    else if (flag === "--batch") options.batch = Math.max(1, Number.parseInt(value(), 10) || 1);
    else if (flag === "--bare-headers") options.bareHeaders = true;
    else throw new Error(`Unknown option ${flag}`);
  }
  if (options.traces && !options.reports) throw new Error("--traces needs --reports DIR");
  return options;
}
