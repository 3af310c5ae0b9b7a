import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { isHtmlFile, listFiles } from "./site-files.ts";

/**
 * Hydration after the first paint.
 *
 * A prerendered page shows all of its content without JavaScript; hydration
 * only adds behaviour. React Router's HTML, though, asks for every module of
 * the page in <head> (`<link rel="modulepreload">`, high priority): on a slow
 * phone connection some twenty scripts, 110 KB compressed, compete with the
 * document's font and hero image before anything is painted.
 *
 * This step rewrites each page so that its scripts start after the first
 * paint: the modulepreload links leave <head>, and React Router's bootstrap
 * module waits for a painted frame, adds the same links (all modules still
 * download in parallel, no import waterfall), then imports the modules in
 * the order its static imports had. Client-side navigation is unchanged.
 *
 * The bootstrap is framework output: if a React Router update changes its
 * shape, `deferHydration` throws and the build stops, rather than shipping a
 * page that never hydrates.
 */

const bootstrapPattern = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const preloadPattern = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const routeModulesMarker = "window.__reactRouterRouteModules";
const deferredStart = "await new Promise((resolve) => {";

/** Milliseconds after which a document that never paints (a background tab) hydrates anyway. */
export const PAINT_WAIT_LIMIT_MS = 1000;

/** The bootstrap rewritten: wait for a paint, preload, then import in order. */
export function deferredBootstrap(bootstrap: string, preloads: readonly string[]): string {
  const statements: string[] = [];
  let rest = bootstrap;
  const take = (pattern: RegExp, emit: (...groups: string[]) => string) => {
    const match = pattern.exec(rest);
    if (!match || match.index !== 0) return false;
    statements.push(emit(...match.slice(1)));
    rest = rest.slice(match[0].length).trimStart();
    return true;
  };
  rest = rest.trimStart();
  while (rest.length > 0) {
    const known =
      take(/^import ("[^"]+");/, (src) => `await import(${src});`) ||
      take(
        /^import \* as (\w+) from ("[^"]+");/,
        (name, src) => `const ${name} = await import(${src});`,
      ) ||
      take(/^(window\.__reactRouterRouteModules = \{[^}]*\};)/, (assignment) => assignment) ||
      take(/^(import\("[^"]+"\);)$/, (entry) => entry);
    if (!known) {
      throw new Error(
        `deferHydration: unexpected statement in React Router's bootstrap: ${rest.slice(0, 80)}`,
      );
    }
  }
  if (!statements.some((statement) => statement.startsWith(routeModulesMarker))) {
    throw new Error("deferHydration: the bootstrap sets no route modules");
  }
  return [
    deferredStart,
    "  requestAnimationFrame(() => setTimeout(resolve));",
    `  setTimeout(resolve, ${PAINT_WAIT_LIMIT_MS});`,
    "});",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    ...statements,
  ].join("\n");
}

/** One page's HTML with hydration deferred; HTML without React Router's bootstrap is returned as is. */
export function deferHydration(html: string): string {
  const bootstraps = [...html.matchAll(bootstrapPattern)].filter(([, content]) =>
    content?.includes(routeModulesMarker),
  );
  if (bootstraps.length === 0) {
    if (html.includes(routeModulesMarker) || html.includes('rel="modulepreload"')) {
      throw new Error("deferHydration: React Router's bootstrap script has an unexpected form");
    }
    return html;
  }
  if (bootstraps.length > 1) throw new Error("deferHydration: more than one bootstrap script");
  const [whole, content = ""] = bootstraps[0]!;
  // Already rewritten (post-build run again on the same build).
  if (content.startsWith(deferredStart)) return html;
  const preloads = [...html.matchAll(preloadPattern)].map(([, href]) => href!);
  const withoutPreloads = html.replace(preloadPattern, "");
  if (withoutPreloads.includes('rel="modulepreload"')) {
    throw new Error("deferHydration: a modulepreload link has an unexpected form");
  }
  return withoutPreloads.replace(
    whole,
    () => `<script type="module" async="">${deferredBootstrap(content, preloads)}</script>`,
  );
}

/** Rewrites every HTML file of `clientDir`; returns how many it changed. */
export async function deferHydrationInBuild(clientDir: string): Promise<number> {
  let changed = 0;
  for (const file of await listFiles(clientDir)) {
    if (!isHtmlFile(file)) continue;
    const path = join(clientDir, file);
    const html = await readFile(path, "utf8");
    const deferred = deferHydration(html);
    if (deferred !== html) {
      await writeFile(path, deferred);
      changed += 1;
    }
  }
  return changed;
}
