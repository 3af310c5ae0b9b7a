// @vitest-environment node
import { describe, expect, it } from "vitest";

import { formatTasks, mainThreadTasks, selectorStats, type TraceEvent } from "./trace-tasks.ts";

const pid = 1;
const tid = 7;
const frame = "F1";
/** A complete event on the page's main thread, times in ms from the navigation. */
const x = (name: string, start: number, duration: number, args: TraceEvent["args"] = {}) => ({
  name,
  ph: "X",
  ts: 1_000_000 + start * 1000,
  dur: duration * 1000,
  pid,
  tid,
  args,
});
const mark = (name: string, at: number, args: TraceEvent["args"] = {}) => ({
  name,
  ph: "R",
  ts: 1_000_000 + at * 1000,
  pid,
  tid,
  args,
});

const html = '<html><body><script type="module">\nrequestAnimationFrame(()=>{step()})</script>';

const trace: TraceEvent[] = [
  mark("navigationStart", 0, { data: { documentLoaderURL: "http://site/about" }, frame }),
  x("RunTask", 1, 12),
  x("DocumentLoader::CommitNavigation", 1.5, 11),
  x("RunTask", 20, 30),
  x("ParseHTML", 20.1, 29, { beginData: { url: "http://site/about", frame } }),
  x("EvaluateScript", 25, 8, { data: { url: "http://site/about" } }),
  x("RunTask", 60, 20),
  x("UpdateLayoutTree", 60.5, 8, { elementCount: 400, beginData: { frame } }),
  x("Layout", 69, 10),
  mark("firstContentfulPaint", 85, { frame }),
  x("RunTask", 90, 3),
  x("FireAnimationFrame", 90.1, 2.8, { data: { frame } }),
  x("FunctionCall", 90.2, 2.6, {
    data: { url: "http://site/about", lineNumber: 2, columnNumber: 22 },
  }),
  x("RunTask", 100, 70),
  x("UpdateLayoutTree", 100.1, 60, { elementCount: 400 }),
  x("RunTask", 200, 0.2),
  x("RunTask", 300, 6),
  x("ParseHTML", 300.5, 1, { beginData: { url: "", frame: "SVG" } }),
];

describe("mainThreadTasks", () => {
  const summary = mainThreadTasks(trace, { html });

  it("lists the page's tasks from the navigation, without the idle ones", () => {
    expect(summary.url).toBe("http://site/about");
    expect(summary.firstContentfulPaint).toBe(85);
    expect(summary.tasks.map((task) => task.start)).toEqual([1, 20, 60, 90, 100, 300]);
  });

  it("says what each task spent its time on", () => {
    const [, parse, render] = summary.tasks;
    expect(parse!.breakdown).toMatchObject({ parse: 21, script: 8 });
    expect(render!.breakdown).toMatchObject({ style: 8, layout: 10 });
    expect(render!.styledElements).toBe(400);
  });

  it("names what started each task, a callback by its code", () => {
    expect(summary.tasks.map((task) => task.cause)).toEqual([
      "navigation commit",
      "HTML parser (and inline scripts)",
      "rendering (style, layout, paint)",
      "FireAnimationFrame `()=>{step()})</script>…`",
      "rendering (style, layout, paint)",
      "SVG image document",
    ]);
  });

  it("totals the tasks after the first paint and their blocking part", () => {
    const text = formatTasks(summary);
    expect(text).toContain("| 100.0 | 70.0 | 60.0 |");
    expect(text).toContain("after the first contentful paint 3 tasks, 79.0 ms, longest 70.0 ms");
    expect(text).toContain("blocking 20.0 ms");
  });
});

describe("selectorStats", () => {
  it("sums each selector's match time over the style recalculations", () => {
    const stats = (timings: object[]) => ({
      ...x("SelectorStats", 0, 0),
      args: { selector_stats: { selector_timings: timings } },
    });
    const lines = selectorStats([
      stats([
        {
          selector: ":lang(ar) :where(*)",
          "elapsed (us)": 3000,
          match_attempts: 500,
          match_count: 0,
        },
        { selector: ".a", "elapsed (us)": 100, match_attempts: 2, match_count: 2 },
      ]),
      stats([
        {
          selector: ":lang(ar) :where(*)",
          "elapsed (us)": 1000,
          match_attempts: 500,
          match_count: 0,
        },
      ]),
    ]);
    expect(lines).toEqual([
      "4.00 ms  1000 attempts  0 matches  :lang(ar) :where(*)",
      "0.10 ms  2 attempts  2 matches  .a",
    ]);
  });
});
