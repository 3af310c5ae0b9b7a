// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  budgetFor,
  budgetMisses,
  budgets,
  cpuMultiplier,
  effectiveIndex,
  formatBareLine,
  formatBenchmarkIndex,
  formatCalibratedTable,
  formatComparisonTable,
  formatRange,
  formatRatio,
  formatTable,
  frameworkEvidence,
  hasIslands,
  htmlBudgetMisses,
  inlineScripts,
  isCalibrated,
  isFrameworkScript,
  KB,
  median,
  parseArgs,
  ratioTo,
  runPlan,
  scriptEntries,
  scriptGraph,
  specSheetMisses,
  staticImports,
  summarize,
  withinCalibration,
  type RunMetrics,
} from "./budgets.ts";

/** A content page within every mobile budget. */
const good: RunMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 900,
  cls: 0,
  tbt: 0,
  totalBytes: 60 * KB,
  scriptBytes: 2 * KB,
  fontBytes: 0,
  framework: [],
  mainThread: 800,
  htmlBytes: 12 * KB,
  benchmarkIndex: 2000,
  cpuMultiplier: 4,
};

/** An island page within every mobile budget. */
const island: RunMetrics = {
  ...good,
  performance: 98,
  lcp: 2000,
  tbt: 50,
  scriptBytes: 90 * KB,
  framework: ["<astro-island>", "/assets/client.abc.js"],
};

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe("summarize", () => {
  it("takes the median of each metric on its own", () => {
    const summary = summarize("/", "mobile", [
      { ...good, performance: 90, lcp: 2000 },
      { ...good, performance: 99, lcp: 800 },
      { ...good, performance: 100, lcp: 1000 },
    ]);
    expect(summary).toMatchObject({ performance: 99, lcp: 1000, runs: 3 });
  });

  it("counts the framework as loaded when any run loaded it", () => {
    const summary = summarize("/about", "mobile", [
      good,
      { ...good, framework: ["/assets/react.js"] },
      good,
    ]);
    expect(summary.framework).toEqual(["/assets/react.js"]);
  });
});

describe("runPlan", () => {
  it("runs slow-3g only on the home and contact pages", () => {
    expect(runPlan(["/", "/about", "/contact"], ["mobile", "slow-3g"])).toEqual([
      { path: "/", profile: "mobile" },
      { path: "/", profile: "slow-3g" },
      { path: "/about", profile: "mobile" },
      { path: "/contact", profile: "mobile" },
      { path: "/contact", profile: "slow-3g" },
    ]);
    expect(runPlan(["/about"], ["slow-3g"])).toEqual([]);
  });
});

describe("budgetMisses", () => {
  it("passes a content page and an island page within their budgets", () => {
    expect(budgetMisses(summarize("/about", "mobile", [good]))).toEqual([]);
    expect(budgetMisses(summarize("/contact", "mobile", [island]))).toEqual([]);
    expect(budgetMisses(summarize("/machinery/used-equipment", "mobile", [island]))).toEqual([]);
  });

  it("holds content pages to no framework, 5 KB, TBT 0, performance 100, LCP 1.2 s and HTML 15 KB", () => {
    const misses = budgetMisses(
      summarize("/about", "mobile", [
        {
          ...good,
          performance: 99,
          lcp: 1250,
          tbt: 1,
          scriptBytes: 5 * KB + 1,
          framework: ["/assets/client.abc.js"],
          htmlBytes: 15 * KB + 1,
        },
      ]),
    );
    expect(misses).toEqual([
      "/about (mobile): performance 99 < 100",
      "/about (mobile): LCP 1.25 s > 1.20 s",
      "/about (mobile): TBT 1 ms > 0 ms",
      "/about (mobile): JavaScript 5.0 KB gzip > 5.0 KB",
      "/about (mobile): framework runtime loaded (/assets/client.abc.js)",
      "/about (mobile): HTML 15.0 KB brotli > 15.0 KB",
    ]);
  });

  it("holds island pages to 90 KB, TBT 50 ms and performance 98, not to LCP 1.2 s", () => {
    expect(
      budgetMisses(
        summarize("/contact", "mobile", [
          { ...island, performance: 97, tbt: 51, scriptBytes: 91 * KB },
        ]),
      ),
    ).toEqual([
      "/contact (mobile): performance 97 < 98",
      "/contact (mobile): TBT 51 ms > 50 ms",
      "/contact (mobile): JavaScript 91.0 KB gzip > 90.0 KB",
    ]);
  });

  it("holds every mobile page to accessibility, best practices and SEO 100 and CLS 0", () => {
    const flawed = { accessibility: 99, bestPractices: 96, seo: 92, cls: 0.002 };
    for (const [path, run] of [
      ["/", good],
      ["/contact", island],
    ] as const) {
      expect(budgetMisses(summarize(path, "mobile", [{ ...run, ...flawed }]))).toEqual([
        `${path} (mobile): accessibility 99 < 100`,
        `${path} (mobile): best practices 96 < 100`,
        `${path} (mobile): SEO 92 < 100`,
        `${path} (mobile): CLS 0.002 > 0`,
      ]);
    }
  });

  it("rounds CLS and TBT as Lighthouse shows them", () => {
    expect(budgetMisses(summarize("/", "mobile", [{ ...good, cls: 0.0004, tbt: 0.4 }]))).toEqual(
      [],
    );
  });

  it("holds slow-3g to LCP 3.0 s only", () => {
    const slow = { ...island, lcp: 3050, performance: 60, tbt: 400 };
    expect(budgetMisses(summarize("/", "slow-3g", [slow]))).toEqual([
      "/ (slow-3g): LCP 3.05 s > 3.00 s",
    ]);
    expect(budgetMisses(summarize("/", "slow-3g", [{ ...slow, lcp: 3000 }]))).toEqual([]);
  });

  it("reports desktop without budgets", () => {
    expect(budgetFor("/about", "desktop")).toEqual({});
    expect(budgetMisses(summarize("/about", "desktop", [{ ...island, seo: 50 }]))).toEqual([]);
  });

  it("budgets mobile by page kind", () => {
    expect(budgetFor("/", "mobile")).toEqual(budgets.content);
    expect(budgetFor("/products/inks", "mobile")).toEqual(budgets.content);
    expect(budgetFor("/contact", "mobile")).toEqual(budgets.island);
    expect(budgetFor("/machinery/used-equipment", "mobile")).toEqual(budgets.island);
  });
});

describe("calibrated profiles", () => {
  it("turns the host into a device of the profile's benchmark index", () => {
    expect(isCalibrated("mid-range")).toBe(true);
    expect(isCalibrated("low-end")).toBe(true);
    expect(isCalibrated("mobile")).toBe(false);
    expect(cpuMultiplier(2000, 500)).toBe(4);
    expect(cpuMultiplier(2000, 250)).toBe(8);
    expect(cpuMultiplier(1234, 500)).toBe(2.47);
    expect(cpuMultiplier(2900, 250)).toBe(11.6);
    // A host slower than the device cannot be sped up.
    expect(cpuMultiplier(400, 500)).toBe(1);
    expect(() => cpuMultiplier(0, 500)).toThrow();
    expect(() => cpuMultiplier(Number.NaN, 500)).toThrow();
  });

  it("checks each run's own index against the calibration", () => {
    expect(effectiveIndex(2000, 4)).toBe(500);
    expect(withinCalibration(2000, 4, 500)).toBe(true);
    // The host slowed down by a third, or sped up by half: still the device.
    expect(withinCalibration(1340, 4, 500)).toBe(true);
    expect(withinCalibration(3000, 4, 500)).toBe(true);
    // Another job started, or ended.
    expect(withinCalibration(1300, 4, 500)).toBe(false);
    expect(withinCalibration(3100, 4, 500)).toBe(false);
  });

  it("takes the ratio to the bare page run by run, none when the bare page's is 0", () => {
    expect(ratioTo(900, 450)).toBe(2);
    expect(ratioTo(30, 0)).toBeNull();
    const summary = summarize("/about", "low-end", [
      { ...good, tbt: 60, mainThread: 1000, bare: { tbt: 20, mainThread: 500 } },
      { ...good, tbt: 40, mainThread: 900, bare: { tbt: 0, mainThread: 600 } },
      { ...good, tbt: 50, mainThread: 1200, bare: { tbt: 25, mainThread: 400 } },
    ]);
    expect(summary.tbtRatio).toBe(2.5); // 3 and 2; the run with a 0 ms floor has none.
    expect(summary.mainThreadRatio).toBe(2); // 2, 1.5 and 3
    expect(summary.bare).toEqual({ tbt: 20, mainThread: 500 });
    expect(summary.effectiveIndex).toBe(500);
    const withoutBare = summarize("/about", "mobile", [good]);
    expect(withoutBare.mainThreadRatio).toBeNull();
    expect(withoutBare.bare).toBeUndefined();
  });

  it("holds content pages to TBT 0 and performance 100 on a mid-range phone", () => {
    expect(budgetFor("/about", "mid-range")).toEqual(budgets.contentMidRange);
    expect(budgetFor("/contact", "mid-range")).toEqual({});
    const bare = { tbt: 0, mainThread: 400 };
    expect(budgetMisses(summarize("/about", "mid-range", [{ ...good, bare }]))).toEqual([]);
    expect(
      budgetMisses(
        summarize("/fr/about", "mid-range", [{ ...good, tbt: 1, performance: 99, bare }]),
      ),
    ).toEqual([
      "/fr/about (mid-range): performance 99 < 100",
      "/fr/about (mid-range): TBT 1 ms > 0 ms",
    ]);
  });

  it("holds content pages to TBT 50 ms and twice the bare page's main thread on a budget phone", () => {
    expect(budgetFor("/ar", "low-end")).toEqual(budgets.contentLowEnd);
    const bare = { tbt: 10, mainThread: 500 };
    const within = { ...good, tbt: 50, mainThread: 1000, bare };
    expect(budgetMisses(summarize("/ar", "low-end", [within]))).toEqual([]);
    expect(
      budgetMisses(summarize("/ar", "low-end", [{ ...within, tbt: 51, mainThread: 1010 }])),
    ).toEqual([
      "/ar (low-end): TBT 51 ms > 50 ms",
      "/ar (low-end): main thread 2.02× the bare page's > 2.00×",
    ]);
    // Without its floor a ratio cannot be met.
    expect(budgetMisses(summarize("/ar", "low-end", [{ ...good, tbt: 0 }]))).toEqual([
      "/ar (low-end): main thread: no bare page measured",
    ]);
  });

  it("holds island pages to TBT 200 ms on a budget phone, whatever their main thread", () => {
    expect(budgetFor("/ar/contact", "low-end")).toEqual(budgets.islandLowEnd);
    const heavy = { ...island, mainThread: 5000, bare: { tbt: 0, mainThread: 500 } };
    expect(budgetMisses(summarize("/contact", "low-end", [{ ...heavy, tbt: 200 }]))).toEqual([]);
    expect(budgetMisses(summarize("/contact", "low-end", [{ ...heavy, tbt: 201 }]))).toEqual([
      "/contact (low-end): TBT 201 ms > 200 ms",
    ]);
  });

  it("holds the HTML of every content page of the build to 15 KB brotli, not the island pages'", () => {
    expect(
      htmlBudgetMisses([
        { path: "/about", htmlBytes: 15 * KB },
        { path: "/ar/about", htmlBytes: 15 * KB + 1 },
        { path: "/ar/contact", htmlBytes: 40 * KB },
      ]),
    ).toEqual(["/ar/about: HTML 15.0 KB brotli > 15.0 KB"]);
  });

  it("holds a film's page and the roll calculator's, in every edition, to 20 KB brotli", () => {
    expect(
      htmlBudgetMisses([
        { path: "/products/bopp-films", htmlBytes: 20 * KB },
        { path: "/ar/products/metallized-films", htmlBytes: 20 * KB + 1 },
        { path: "/fr/products/roll-calculator", htmlBytes: 20 * KB + 1 },
        { path: "/products/adhesives", htmlBytes: 16 * KB },
      ]),
    ).toEqual([
      "/ar/products/metallized-films: HTML 20.0 KB brotli > 20.0 KB",
      "/fr/products/roll-calculator: HTML 20.0 KB brotli > 20.0 KB",
      "/products/adhesives: HTML 16.0 KB brotli > 15.0 KB",
    ]);
  });

  it("holds a machine's page, in every edition, to 18 KB brotli", () => {
    expect(
      htmlBudgetMisses([
        { path: "/machinery/used-equipment/metallizer-2016", htmlBytes: 18 * KB },
        { path: "/ar/machinery/used-equipment/metallizer-2016", htmlBytes: 18 * KB + 1 },
        { path: "/fr/machinery/used-equipment", htmlBytes: 60 * KB },
        { path: "/fr/machinery/machinery-division", htmlBytes: 16 * KB },
      ]),
    ).toEqual([
      "/ar/machinery/used-equipment/metallizer-2016: HTML 18.0 KB brotli > 18.0 KB",
      "/fr/machinery/machinery-division: HTML 16.0 KB brotli > 15.0 KB",
    ]);
    expect(budgetFor("/fr/machinery/used-equipment/metallizer-2016", "low-end").htmlBytes).toBe(
      18 * KB,
    );
    expect(budgetFor("/about", "mobile").htmlBytes).toBe(15 * KB);
  });

  it("holds every spec sheet to 400 KB", () => {
    expect(
      specSheetMisses([
        { path: "/machinery/used-equipment/a/spec-sheet.pdf", bytes: 400 * KB },
        { path: "/ar/machinery/used-equipment/a/spec-sheet.pdf", bytes: 400 * KB + 1 },
      ]),
    ).toEqual(["/ar/machinery/used-equipment/a/spec-sheet.pdf: spec sheet 400.0 KB > 400.0 KB"]);
  });

  it("prints the calibrated table with the multiplier, the device and the ratios", () => {
    const bare = { tbt: 0, mainThread: 400 };
    const table = formatCalibratedTable([
      summarize("/about", "mid-range", [{ ...good, mainThread: 600, bare }]),
      summarize("/about", "low-end", [
        {
          ...good,
          cpuMultiplier: 8,
          tbt: 80,
          mainThread: 1000,
          bare: { tbt: 40, mainThread: 400 },
        },
      ]),
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      "| /about | mid-range | 4.00 | 500 | 100 | 0.90 s | 0 ms | – | 600 ms | 1.50× | 12.0 KB |",
    );
    expect(lines[3]).toBe(
      "| /about | low-end | 8.00 | 250 | 100 | 0.90 s | 80 ms ✗ | 2.00× | 1000 ms | 2.50× ✗ | 12.0 KB |",
    );
  });

  it("prints before and after side by side, matched by route and profile", () => {
    const bare = { tbt: 0, mainThread: 400 };
    const before = [
      summarize("/about", "low-end", [{ ...good, tbt: 300, mainThread: 2000, bare }]),
    ];
    const after = [
      summarize("/about", "low-end", [{ ...good, cpuMultiplier: 4.2, mainThread: 700, bare }]),
      summarize("/contact", "low-end", [{ ...island, bare }]),
    ];
    const lines = formatComparisonTable(before, after).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe(
      "| /about | low-end | 4.10 (4.00–4.20) | 300 ms | 0 ms | 5.00× | 1.75× | 100 | 100 | 12.0 KB | 12.0 KB |",
    );
  });

  it("prints the bare page's floor and the ranges of multipliers and indexes", () => {
    expect(formatRatio(null)).toBe("–");
    expect(formatRatio(1.234)).toBe("1.23×");
    expect(formatRange([4, 4], 2)).toBe("4.00");
    expect(formatRange([3, 5, 4], 1)).toBe("4.0 (3.0–5.0)");
    expect(
      formatBareLine("low-end", [
        { ...good, tbt: 0, mainThread: 400, cpuMultiplier: 8, benchmarkIndex: 2000 },
        { ...good, tbt: 10, mainThread: 500, cpuMultiplier: 8.4, benchmarkIndex: 2100 },
        { ...good, tbt: 0, mainThread: 450, cpuMultiplier: 8.2, benchmarkIndex: 2050 },
      ]),
    ).toBe(
      "Bare page, low-end: TBT 0 ms, main thread 450 ms, CPU × 8.20 (8.00–8.40), host index 2050 (2000–2100) (3 run(s))",
    );
  });
});

describe("framework detection", () => {
  it("recognises React, React DOM and Astro's island runtime in minified chunks", () => {
    expect(isFrameworkScript('var e=Symbol.for("react.transitional.element");')).toBe(true);
    expect(isFrameworkScript("Symbol.for('react.element')")).toBe(true);
    expect(isFrameworkScript('typeof __REACT_DEVTOOLS_GLOBAL_HOOK__<"u"')).toBe(true);
    expect(isFrameworkScript('n.startsWith("__reactContainer")')).toBe(true);
    expect(isFrameworkScript('customElements.define("astro-island",x)')).toBe(true);
  });

  it("leaves the vanilla scripts of content pages alone", () => {
    const menu =
      'const b=document.querySelector("[data-menu]");b?.addEventListener("click",()=>{b.setAttribute("aria-expanded","true")});';
    expect(isFrameworkScript(menu)).toBe(false);
    expect(isFrameworkScript('const reactions = "react";')).toBe(false);
  });

  it("finds islands in the HTML, not in a stylesheet that names them", () => {
    expect(hasIslands('<astro-island uid="x" component-url="/assets/a.js">')).toBe(true);
    expect(hasIslands("<style>astro-island,astro-slot{display:contents}</style>")).toBe(false);
  });

  it("counts inline JavaScript, not JSON-LD or external scripts", () => {
    const html = [
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="module" src="/assets/menu.js"></script>',
      '<script type="module">document.documentElement.dataset.js=""</script>',
      "<script>(()=>{customElements.define('astro-island',class extends HTMLElement{})})()</script>",
    ].join("");
    expect(inlineScripts(html)).toEqual([
      'document.documentElement.dataset.js=""',
      "(()=>{customElements.define('astro-island',class extends HTMLElement{})})()",
    ]);
  });

  it("names what brought the runtime onto a page", () => {
    const framework = new Set(["/assets/client.abc.js"]);
    expect(
      frameworkEvidence(
        "<main><h1>About</h1></main>",
        ["/", "/assets/menu.js", "/fonts/inter.woff2"],
        framework,
      ),
    ).toEqual([]);
    expect(
      frameworkEvidence(
        "<script>customElements.define('astro-island',class{})</script><astro-island ssr></astro-island>",
        ["/contact", "/assets/client.abc.js"],
        framework,
      ),
    ).toEqual(["<astro-island>", "inline island runtime", "/assets/client.abc.js"]);
  });
});

describe("script graph", () => {
  it("starts from script tags, module preloads and every island's modules, same origin only", () => {
    const html = [
      '<link rel="modulepreload" href="/assets/menu.js"><link rel="preload" href="/assets/font.woff2">',
      '<script type="module" src="/assets/menu.js"></script>',
      '<script src="https://cdn.example/analytics.js"></script>',
      '<astro-island uid="a" component-url="/assets/contact-form.js" component-export="ContactForm"',
      ' renderer-url="/assets/client.js" before-hydration-url="" client="visible"></astro-island>',
    ].join("");
    expect(scriptEntries(html)).toEqual([
      "/assets/menu.js",
      "/assets/contact-form.js",
      "/assets/client.js",
    ]);
    expect(scriptEntries("<main><h1>About</h1></main>")).toEqual([]);
  });

  it("reads static imports and re-exports of minified modules, not import() or strings", () => {
    const source = [
      'import{r as e,t}from"./react.js";import"./side-effect.js";',
      'export{a}from"../shared/a.js";export * from "/assets/b.js";',
      'const later=()=>import("./lazy.js");const text="import it from the shop";',
      "x.import('./not-a-module.js');",
    ].join("");
    expect(staticImports(source)).toEqual([
      "./react.js",
      "./side-effect.js",
      "../shared/a.js",
      "/assets/b.js",
    ]);
  });

  it("follows static imports through the build, once per file", () => {
    const build = new Map([
      ["/assets/contact-form.js", 'import{r}from"./react.js";import{j}from"./jsx.js";'],
      ["/assets/client.js", 'import{r}from"./react.js";'],
      ["/assets/jsx.js", 'import{r}from"./react.js";'],
      ["/assets/react.js", "export const r=1;"],
    ]);
    expect(
      scriptGraph(["/assets/contact-form.js", "/assets/client.js"], (path) => build.get(path)),
    ).toEqual([
      "/assets/contact-form.js",
      "/assets/client.js",
      "/assets/react.js",
      "/assets/jsx.js",
    ]);
    expect(scriptGraph(["/assets/missing.js"], () => undefined)).toEqual(["/assets/missing.js"]);
  });
});

describe("formatTable", () => {
  it("prints one Markdown row per summary and marks misses by the row's budget", () => {
    const table = formatTable([
      summarize("/", "mobile", [good]),
      summarize("/about", "mobile", [{ ...good, tbt: 40, framework: ["<astro-island>"] }]),
      summarize("/contact", "mobile", [{ ...island, tbt: 40 }]),
      summarize("/about", "desktop", [{ ...good, tbt: 40 }]),
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(6);
    expect(lines[2]).toBe(
      "| / | mobile | 100 | 100 | 100 | 100 | 0.90 s | 0.000 | 0 ms | 60.0 KB | 2.0 KB | 0.0 KB | none |",
    );
    expect(lines[3]).toContain("| 40 ms ✗ |");
    expect(lines[3]).toContain("| loaded ✗ |");
    expect(lines[4]).not.toContain("✗");
    expect(lines[5]).not.toContain("✗");
  });
});

describe("the editions' budgets", () => {
  it("holds a French or Arabic page to its English page's budget, and the Arabic face to 50 KB", () => {
    expect(budgetFor("/fr", "mobile")).toEqual(budgetFor("/", "mobile"));
    expect(budgetFor("/ar/contact", "mobile").scriptBytes).toBe(
      budgetFor("/contact", "mobile").scriptBytes,
    );
    expect(budgetFor("/ar", "mobile").fontBytes).toBe(50 * KB);
    expect(budgetFor("/fr", "mobile").fontBytes).toBeUndefined();
    const heavy = summarize("/ar", "mobile", [{ ...good, fontBytes: 60 * KB }]);
    expect(budgetMisses(heavy)).toEqual(["/ar (mobile): Arabic face 60.0 KB > 50.0 KB"]);
    expect(budgetMisses(summarize("/ar", "mobile", [{ ...good, fontBytes: 35 * KB }]))).toEqual([]);
  });
});

describe("formatBenchmarkIndex", () => {
  it("prints the median and the range of the runs", () => {
    expect(formatBenchmarkIndex([1500.4, 1200, 2302])).toBe(
      "Lighthouse benchmark index 1500 (median of 3 run(s), 1200–2302)",
    );
    expect(formatBenchmarkIndex([1500])).toBe(
      "Lighthouse benchmark index 1500 (median of 1 run(s))",
    );
  });
});

describe("parseArgs", () => {
  it("defaults to every route and profile, three runs, with a build", () => {
    expect(parseArgs([])).toEqual({
      routes: null,
      runs: 3,
      profiles: ["mobile", "desktop", "slow-3g", "mid-range", "low-end"],
      build: true,
      reports: null,
      traces: false,
      baseline: null,
      batch: 4,
      bareHeaders: false,
    });
  });

  it("takes a subset for iterating", () => {
    expect(
      parseArgs([
        "--routes",
        "/,/contact",
        "--runs=1",
        "--profiles",
        "mobile,slow-3g",
        "--no-build",
        "--reports",
        "reports",
      ]),
    ).toEqual({
      routes: ["/", "/contact"],
      runs: 1,
      profiles: ["mobile", "slow-3g"],
      build: false,
      reports: "reports",
      traces: false,
      baseline: null,
      batch: 4,
      bareHeaders: false,
    });
    expect(parseArgs(["--form-factor", "desktop"]).profiles).toEqual(["desktop"]);
    expect(parseArgs(["--bare-headers"]).bareHeaders).toBe(true);
    expect(
      parseArgs([
        "--profiles=mid-range,low-end",
        "--baseline",
        "/tmp/before/build",
        "--batch",
        "2",
        "--reports",
        "r",
        "--traces",
      ]),
    ).toMatchObject({
      profiles: ["mid-range", "low-end"],
      baseline: "/tmp/before/build",
      batch: 2,
      reports: "r",
      traces: true,
    });
    expect(() => parseArgs(["--traces"])).toThrow(/--reports/);
    expect(() => parseArgs(["--profile", "tablet"])).toThrow(/tablet/);
    expect(() => parseArgs(["--fast"])).toThrow();
  });
});
