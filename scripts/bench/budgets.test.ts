// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  budgetMisses,
  budgets,
  formatTable,
  KB,
  median,
  parseArgs,
  summarize,
  type RunMetrics,
} from "./budgets.ts";

const good: RunMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 900,
  cls: 0,
  tbt: 0,
  totalBytes: 180 * KB,
  scriptBytes: 100 * KB,
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
});

describe("budgetMisses", () => {
  it("passes a run within every budget", () => {
    expect(budgetMisses(summarize("/", "mobile", [good]))).toEqual([]);
  });

  it("names every missed budget", () => {
    const misses = budgetMisses(
      summarize("/", "mobile", [
        {
          performance: 97,
          accessibility: 98,
          bestPractices: 96,
          seo: 92,
          lcp: 1600,
          cls: 0.002,
          tbt: 30,
          totalBytes: 260 * KB,
          scriptBytes: 111 * KB,
        },
      ]),
    );
    expect(misses).toHaveLength(9);
    expect(misses.join("\n")).toMatch(/performance 97 < 98/);
    expect(misses.join("\n")).toMatch(/LCP 1\.60 s > 1\.50 s/);
    expect(misses.join("\n")).toMatch(/JavaScript 111\.0 KB > 110\.0 KB/);
  });

  it("holds only the home page to the transfer budget, and rounds CLS as Lighthouse shows it", () => {
    const heavy = { ...good, totalBytes: budgets.homeBytes + 1, cls: 0.0004 };
    expect(budgetMisses(summarize("/about", "desktop", [heavy]))).toEqual([]);
    expect(budgetMisses(summarize("/", "desktop", [heavy]))).toHaveLength(1);
  });
});

describe("formatTable", () => {
  it("prints one Markdown row per summary and marks misses", () => {
    const table = formatTable([
      summarize("/", "mobile", [good]),
      summarize("/contact", "desktop", [{ ...good, tbt: 40 }]),
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      "| / | mobile | 100 | 100 | 100 | 100 | 0.90 s | 0.000 | 0 ms | 180.0 KB | 100.0 KB |",
    );
    expect(lines[3]).toContain("40 ms ✗");
  });
});

describe("parseArgs", () => {
  it("defaults to every route, three runs, both form factors, with a build", () => {
    expect(parseArgs([])).toEqual({
      routes: null,
      runs: 3,
      formFactors: ["mobile", "desktop"],
      build: true,
      reports: null,
    });
  });

  it("takes a subset for iterating", () => {
    expect(
      parseArgs([
        "--routes",
        "/,/contact",
        "--runs=1",
        "--form-factor",
        "mobile",
        "--no-build",
        "--reports",
        "reports",
      ]),
    ).toEqual({
      routes: ["/", "/contact"],
      runs: 1,
      formFactors: ["mobile"],
      build: false,
      reports: "reports",
    });
    expect(() => parseArgs(["--form-factor", "tablet"])).toThrow();
    expect(() => parseArgs(["--fast"])).toThrow();
  });
});
