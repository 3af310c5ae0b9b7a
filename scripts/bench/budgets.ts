/**
 * The performance budgets of issue 8 and the arithmetic of the Lighthouse
 * benchmark: medians of several runs per route and form factor, budget
 * checks and the Markdown table. Pure, so it is unit-tested.
 */
export type FormFactor = "mobile" | "desktop";

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
  /** The page's JavaScript, gzip bytes (the budget's unit, whatever the server sends). */
  scriptBytes: number;
}

export interface Summary extends RunMetrics {
  path: string;
  formFactor: FormFactor;
  runs: number;
}

/** KB as Lighthouse reports sizes: 1024 bytes. */
export const KB = 1024;

export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  /** Lighthouse shows CLS with three decimals: "0" means below 0.0005. */
  cls: 0,
  tbtMs: 0,
  homeBytes: 250 * KB,
  scriptBytes: 110 * KB,
} as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each metric on its own (a run's outliers do not drag the others). */
export function summarize(
  path: string,
  formFactor: FormFactor,
  runs: readonly RunMetrics[],
): Summary {
  const of = (key: keyof RunMetrics) => median(runs.map((run) => run[key]));
  return {
    path,
    formFactor,
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
  };
}

/** Every budget a summary misses, in words; empty when it meets them all. */
export function budgetMisses(summary: Summary): string[] {
  const misses: string[] = [];
  const where = `${summary.path} (${summary.formFactor})`;
  const score = (name: string, value: number, min: number) => {
    if (value < min) misses.push(`${where}: ${name} ${value} < ${min}`);
  };
  score("performance", summary.performance, budgets.performance);
  score("accessibility", summary.accessibility, budgets.accessibility);
  score("best practices", summary.bestPractices, budgets.bestPractices);
  score("SEO", summary.seo, budgets.seo);
  if (summary.lcp > budgets.lcpMs) {
    misses.push(`${where}: LCP ${formatMs(summary.lcp)} > ${formatMs(budgets.lcpMs)}`);
  }
  if (Number(summary.cls.toFixed(3)) > budgets.cls) {
    misses.push(`${where}: CLS ${summary.cls.toFixed(3)} > ${budgets.cls}`);
  }
  if (Math.round(summary.tbt) > budgets.tbtMs) {
    misses.push(`${where}: TBT ${Math.round(summary.tbt)} ms > ${budgets.tbtMs} ms`);
  }
  if (summary.path === "/" && summary.totalBytes > budgets.homeBytes) {
    misses.push(
      `${where}: ${formatKb(summary.totalBytes)} transferred > ${formatKb(budgets.homeBytes)}`,
    );
  }
  if (summary.scriptBytes > budgets.scriptBytes) {
    misses.push(
      `${where}: JavaScript ${formatKb(summary.scriptBytes)} > ${formatKb(budgets.scriptBytes)}`,
    );
  }
  return misses;
}

export function formatMs(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** A Markdown table, one row per route and form factor, misses marked with ✗. */
export function formatTable(summaries: readonly Summary[]): string {
  const header = [
    "| route | form factor | perf | a11y | best pr. | SEO | LCP | CLS | TBT | transfer | JS gzip |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
  ];
  const rows = summaries.map((summary) => {
    const miss = (failed: boolean, text: string) => (failed ? `${text} ✗` : text);
    return [
      summary.path,
      summary.formFactor,
      miss(summary.performance < budgets.performance, String(summary.performance)),
      miss(summary.accessibility < budgets.accessibility, String(summary.accessibility)),
      miss(summary.bestPractices < budgets.bestPractices, String(summary.bestPractices)),
      miss(summary.seo < budgets.seo, String(summary.seo)),
      miss(summary.lcp > budgets.lcpMs, formatMs(summary.lcp)),
      miss(Number(summary.cls.toFixed(3)) > budgets.cls, summary.cls.toFixed(3)),
      miss(Math.round(summary.tbt) > budgets.tbtMs, `${Math.round(summary.tbt)} ms`),
      miss(
        summary.path === "/" && summary.totalBytes > budgets.homeBytes,
        formatKb(summary.totalBytes),
      ),
      miss(summary.scriptBytes > budgets.scriptBytes, formatKb(summary.scriptBytes)),
    ];
  });
  return [...header, ...rows.map((cells) => `| ${cells.join(" | ")} |`)].join("\n");
}

export interface BenchOptions {
  routes: string[] | null;
  runs: number;
  formFactors: FormFactor[];
  build: boolean;
  /** A folder to write every run's Lighthouse report (JSON) into. */
  reports: string | null;
}

/** `--routes /,/contact --runs 1 --form-factor mobile --no-build --reports dir` */
export function parseArgs(args: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    routes: null,
    runs: 3,
    formFactors: ["mobile", "desktop"],
    build: true,
    reports: null,
  };
  for (let index = 0; index < args.length; index++) {
    const [flag, inline] = args[index]!.split("=", 2) as [string, string | undefined];
    const value = () => inline ?? args[++index] ?? "";
    if (flag === "--routes") options.routes = value().split(",").filter(Boolean);
    else if (flag === "--runs") options.runs = Math.max(1, Number.parseInt(value(), 10) || 1);
    else if (flag === "--form-factor" || flag === "--form-factors") {
      const factors = value().split(",");
      if (!factors.every((factor) => factor === "mobile" || factor === "desktop")) {
        throw new Error(`--form-factor takes mobile, desktop or both, not ${factors.join(",")}`);
      }
      options.formFactors = factors as FormFactor[];
    } else if (flag === "--no-build") options.build = false;
    else if (flag === "--reports") options.reports = value();
    else throw new Error(`Unknown option ${flag}`);
  }
  return options;
}
