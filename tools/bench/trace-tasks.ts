/**
 * Reads a Chromium performance trace (DevTools or Lighthouse) and lists the
 * page's main-thread tasks: when each started (from the navigation), how
 * long it ran, what it spent that time on (style, layout, paint, script,
 * parsing) and what started it (the parser, a frame, a timer, an observer,
 * an idle callback, a font, an SVG image's own document). Pure, so it is
 * unit-tested; tools/bench/trace.ts records the traces.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: Record<string, unknown> & {
    data?: Record<string, unknown>;
    beginData?: Record<string, unknown>;
  };
}

/** Where a task's time went, ms (self time of the events inside it). */
export interface TaskBreakdown {
  style: number;
  layout: number;
  paint: number;
  script: number;
  parse: number;
  other: number;
}

export interface Task {
  /** ms after the navigation started. */
  start: number;
  duration: number;
  breakdown: TaskBreakdown;
  /** What started it, in words. */
  cause: string;
  /** Elements whose style was recalculated in it (UpdateLayoutTree's elementCount). */
  styledElements: number;
}

export interface TraceSummary {
  url: string;
  /** ms after the navigation, or null when the trace has none. */
  firstContentfulPaint: number | null;
  largestContentfulPaint: number | null;
  tasks: Task[];
}

const styleEvents = new Set(["UpdateLayoutTree", "RecalculateStyles", "ParseAuthorStyleSheet"]);
const layoutEvents = new Set(["Layout", "UpdateLayerTree"]);
const paintEvents = new Set([
  "Paint",
  "PrePaint",
  "Layerize",
  "Commit",
  "PaintImage",
  "CompositeLayers",
  "UpdateLayer",
  "Decode Image",
  "ImageDecodeTask",
]);
const scriptEvents = new Set([
  "EvaluateScript",
  "FunctionCall",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "v8.run",
  "v8.callFunction",
  "RunMicrotasks",
  "TimerFire",
  "FireAnimationFrame",
  "FireIdleCallback",
  "EventDispatch",
  "V8.GC_HEAP_ENSURE_SWEEPING_COMPLETED",
  "MajorGC",
  "MinorGC",
]);
const parseEvents = new Set(["ParseHTML", "DecodedDataDocumentParser::AppendBytes"]);

function category(name: string): keyof TaskBreakdown {
  if (styleEvents.has(name)) return "style";
  if (layoutEvents.has(name)) return "layout";
  if (paintEvents.has(name)) return "paint";
  if (scriptEvents.has(name) || name.startsWith("V8.GC")) return "script";
  if (parseEvents.has(name)) return "parse";
  return "other";
}

const topLevelNames = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

interface Node {
  event: TraceEvent;
  end: number;
  children: Node[];
}

/** Complete events of one thread as a tree, by nesting of their time spans. */
function eventTree(events: readonly TraceEvent[]): Node[] {
  const complete = events
    .filter((event) => event.ph === "X" && typeof event.dur === "number")
    .toSorted((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of complete) {
    const node = { event, end: event.ts + event.dur!, children: [] };
    while (stack.length > 0 && stack.at(-1)!.end <= event.ts) stack.pop();
    if (stack.length > 0) stack.at(-1)!.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of node.children) walk(child, visit);
}

/** A few characters of the script at a call's position, when the trace holds its source. */
function snippet(
  sources: ReadonlyMap<string, string>,
  data: Record<string, unknown> | undefined,
): string {
  if (!data) return "";
  const name = typeof data.functionName === "string" ? data.functionName : "";
  const line = Number(data.lineNumber ?? -1);
  const column = Number(data.columnNumber ?? -1);
  const url = typeof data.url === "string" ? data.url : "";
  // An inline script's positions are the document's: read them in its HTML.
  const source = sources.get(url) ?? sources.get(String(data.scriptId ?? ""));
  if (source !== undefined && line >= 0 && column >= 0) {
    // Lines are 1-based in FunctionCall, columns 0-based.
    const text = source.split("\n")[Math.max(0, line - 1)] ?? "";
    const code = text.slice(column, column + 48).replace(/\s+/g, " ");
    return `${name ? `${name} ` : ""}\`${code}…\``;
  }
  return name || url.split("/").pop() || "";
}

/**
 * Why a task ran: the most telling event inside it, in this order (a frame
 * that runs a script callback is the callback's; a parser task that
 * evaluates a script is the parser's).
 */
function causeOf(
  task: Node,
  mainFrame: string | undefined,
  sources: ReadonlyMap<string, string>,
): string {
  const inside: TraceEvent[] = [];
  walk(task, ({ event }) => inside.push(event));
  const find = (...names: string[]) => inside.find((event) => names.includes(event.name));
  const frameOf = (event: TraceEvent) =>
    (event.args?.data?.frame ?? event.args?.beginData?.frame) as string | undefined;
  const call = () => snippet(sources, firstCall(task)?.event.args?.data);

  const parse = find("ParseHTML");
  const commit = find("DocumentLoader::CommitNavigation");
  const foreign = [parse, find("UpdateLayoutTree")].some((event) => {
    const frame = event && frameOf(event);
    return Boolean(frame && mainFrame && frame !== mainFrame);
  });
  // An SVG image (a favicon, an <img>) is a document of its own, in a frame of its own.
  if (foreign && (commit || parse)) return "SVG image document";
  if (commit) return "navigation commit";
  if (parse) {
    const script = find("v8.run", "EvaluateScript", "v8.compileModule");
    return script ? "HTML parser (and inline scripts)" : "HTML parser";
  }
  const callback = find(
    "FireAnimationFrame",
    "TimerFire",
    "FireIdleCallback",
    "IntersectionObserverController::deliverNotifications",
    "ResizeObserverController::DeliverObservations",
  );
  if (callback) {
    const name = callback.name.replace(/Controller::\w+$/, "");
    return `${name} ${call()}`.trim();
  }
  const module = find("v8.evaluateModule", "EvaluateScript");
  if (module) return `script evaluation ${snippet(sources, module.args?.data)}`.trim();
  const font = find("RemoteFontLoaded", "BeginRemoteFontLoad");
  if (font) return font.name;
  if (find("UpdateLayoutTree", "Layout", "Paint")) {
    return foreign ? "SVG image rendering" : "rendering (style, layout, paint)";
  }
  if (find("Commit", "PrePaint")) return "frame";
  const event = find("EventDispatch");
  if (event) return `event ${String(event.args?.data?.type ?? "")}`;
  const names = new Set(
    inside.map((candidate) => candidate.name).filter((name) => !topLevelNames.has(name)),
  );
  return [...names].slice(0, 3).join(", ") || "unattributed";
}

function firstCall(task: Node): Node | undefined {
  let found: Node | undefined;
  walk(task, (node) => {
    if (!found && node.event.name === "FunctionCall") found = node;
  });
  return found;
}

/**
 * The main thread of the page: the one whose parser read the first http(s)
 * document. Tasks shorter than minMs are left out (idle frames). html is
 * the page's source, to name inline scripts' callbacks by their code.
 */
export function mainThreadTasks(
  events: readonly TraceEvent[],
  { minMs = 0.5, html }: { minMs?: number; html?: string } = {},
): TraceSummary {
  const parse = events.find(
    (event) =>
      event.name === "ParseHTML" && /^https?:/.test(String(event.args?.beginData?.url ?? "")),
  );
  if (!parse) throw new Error("No document parsed in this trace");
  const url = String(parse.args!.beginData!.url);
  const mainFrame = parse.args?.beginData?.frame as string | undefined;
  const own = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
  const navigation =
    events.findLast(
      (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL === url,
    ) ?? events.find((event) => event.name === "navigationStart" && event.pid === parse.pid);
  const origin = navigation?.ts ?? parse.ts;
  const ms = (ts: number) => (ts - origin) / 1000;
  const mark = (name: string) => {
    const event = events.findLast(
      (candidate) =>
        candidate.name === name &&
        candidate.pid === parse.pid &&
        (!mainFrame || candidate.args?.frame === undefined || candidate.args.frame === mainFrame),
    );
    return event ? ms(event.ts) : null;
  };
  const sources = new Map<string, string>();
  if (html !== undefined) sources.set(url, html);
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === "ScriptCatchup" && typeof data?.sourceText === "string") {
      sources.set(String(data.scriptId), data.sourceText);
    }
  }
  const tasks: Task[] = [];
  for (const root of eventTree(own)) {
    if (!topLevelNames.has(root.event.name)) continue;
    const duration = root.event.dur! / 1000;
    if (duration < minMs || ms(root.event.ts) < -1) continue;
    const breakdown: TaskBreakdown = {
      style: 0,
      layout: 0,
      paint: 0,
      script: 0,
      parse: 0,
      other: 0,
    };
    let styledElements = 0;
    walk(root, (node) => {
      const childTime = node.children.reduce((sum, child) => sum + child.event.dur!, 0);
      const self = Math.max(0, node.event.dur! - childTime) / 1000;
      breakdown[category(node.event.name)] += self;
      if (node.event.name === "UpdateLayoutTree") {
        styledElements += Number(node.event.args?.elementCount ?? 0);
      }
    });
    tasks.push({
      start: ms(root.event.ts),
      duration,
      breakdown,
      cause: causeOf(root, mainFrame, sources),
      styledElements,
    });
  }
  return {
    url,
    firstContentfulPaint: mark("firstContentfulPaint"),
    largestContentfulPaint: mark("largestContentfulPaint::Candidate"),
    tasks,
  };
}

const fixed = (value: number) => value.toFixed(1);

/** A Markdown table of the tasks, then the totals before and after the first contentful paint. */
export function formatTasks(summary: TraceSummary): string {
  const fcp = summary.firstContentfulPaint;
  const lines = [
    `${summary.url}: FCP ${fcp === null ? "–" : `${fixed(fcp)} ms`}, LCP ${
      summary.largestContentfulPaint === null ? "–" : `${fixed(summary.largestContentfulPaint)} ms`
    }`,
    "",
    "| start | task | style | layout | paint | script | parse | other | elements styled | cause |",
    "| --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
  ];
  for (const task of summary.tasks) {
    const { style, layout, paint, script, parse, other } = task.breakdown;
    lines.push(
      `| ${fixed(task.start)} | ${fixed(task.duration)} | ${fixed(style)} | ${fixed(layout)} | ${fixed(paint)} | ${fixed(script)} | ${fixed(parse)} | ${fixed(other)} | ${task.styledElements || ""} | ${task.cause.replaceAll("|", "\\|")} |`,
    );
  }
  const total = (tasks: readonly Task[]) => tasks.reduce((sum, task) => sum + task.duration, 0);
  const after = fcp === null ? [] : summary.tasks.filter((task) => task.start >= fcp);
  const blocking = after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  lines.push(
    "",
    `${summary.tasks.length} tasks, ${fixed(total(summary.tasks))} ms; after the first contentful paint ` +
      `${after.length} tasks, ${fixed(total(after))} ms, longest ${fixed(Math.max(0, ...after.map((task) => task.duration)))} ms, ` +
      `blocking ${fixed(blocking)} ms (the part of each over 50 ms)`,
  );
  return lines.join("\n");
}

/**
 * With the `disabled-by-default-blink.debug` category, each style
 * recalculation reports what every selector cost: the selectors the load
 * spent most time matching, summed over its recalculations.
 */
export function selectorStats(events: readonly TraceEvent[]): string[] {
  const bySelector = new Map<string, { ms: number; attempts: number; matches: number }>();
  for (const event of events) {
    const stats = (event.args as { selector_stats?: { selector_timings?: unknown[] } } | undefined)
      ?.selector_stats?.selector_timings;
    if (!Array.isArray(stats)) continue;
    for (const raw of stats as Record<string, unknown>[]) {
      const selector = String(raw.selector ?? "");
      const entry = bySelector.get(selector) ?? { ms: 0, attempts: 0, matches: 0 };
      entry.ms += Number(raw["elapsed (us)"] ?? 0) / 1000;
      entry.attempts += Number(raw.match_attempts ?? 0);
      entry.matches += Number(raw.match_count ?? 0);
      bySelector.set(selector, entry);
    }
  }
  return [...bySelector]
    .toSorted((a, b) => b[1].ms - a[1].ms)
    .map(
      ([selector, { ms, attempts, matches }]) =>
        `${ms.toFixed(2)} ms  ${attempts} attempts  ${matches} matches  ${selector}`,
    );
}
