// @vitest-environment node
import { describe, expect, it } from "vitest";

import { deferHydration, deferredBootstrap, PAINT_WAIT_LIMIT_MS } from "./defer-hydration.ts";

// The shape React Router 8.4 prerenders (build/client/index.html).
const bootstrap = `import "/assets/manifest-4b1c05d3.js";
import * as route0 from "/assets/root-72qRw24e.js";
import * as route1 from "/assets/home-D2M9xnEB.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-6B4AsnzP.js");`;

const page = (script = bootstrap) =>
  `<!DOCTYPE html><html lang="en"><head><title>Home</title>` +
  `<link rel="modulepreload" href="/assets/manifest-4b1c05d3.js"/>` +
  `<link rel="modulepreload" href="/assets/framework-DiPX41KM.js"/>` +
  `<link rel="modulepreload" href="/assets/root-72qRw24e.js"/>` +
  `</head><body><h1>Home</h1><script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${script}</script></body></html>`;

describe("deferHydration", () => {
  it("moves every modulepreload link out of the HTML and into the bootstrap", () => {
    const html = deferHydration(page());
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      'for (const href of ["/assets/manifest-4b1c05d3.js","/assets/framework-DiPX41KM.js","/assets/root-72qRw24e.js"])',
    );
    // Everything else is untouched.
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html).toContain("<h1>Home</h1>");
  });

  it("waits for a painted frame (or the limit) before loading anything", () => {
    const script = deferredBootstrap(bootstrap, ["/a.js"]);
    const wait = script.indexOf("requestAnimationFrame(() => setTimeout(resolve))");
    expect(wait).toBeGreaterThan(-1);
    expect(script).toContain(`setTimeout(resolve, ${PAINT_WAIT_LIMIT_MS})`);
    expect(script.indexOf("modulepreload")).toBeGreaterThan(wait);
    expect(script.indexOf("import(")).toBeGreaterThan(wait);
  });

  it("keeps the order and names of the static imports, then starts the entry", () => {
    const lines = deferredBootstrap(bootstrap, []).split("\n").slice(-5);
    expect(lines).toEqual([
      'await import("/assets/manifest-4b1c05d3.js");',
      'const route0 = await import("/assets/root-72qRw24e.js");',
      'const route1 = await import("/assets/home-D2M9xnEB.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-6B4AsnzP.js");',
    ]);
  });

  it("produces a module that parses", async () => {
    const script = deferredBootstrap(bootstrap, ["/a.js"]);
    // A module body with top-level await: wrap it as an async function to parse it.
    const AsyncFunction = (async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("stops the build when React Router's bootstrap changes shape", () => {
    expect(() => deferHydration(page(`${bootstrap}\nwindow.somethingNew();`))).toThrow(
      /unexpected statement/,
    );
    expect(() =>
      deferHydration(page(bootstrap.replace("window.__reactRouterRouteModules", "x"))),
    ).toThrow();
    expect(() =>
      deferHydration(
        page().replace(
          '<link rel="modulepreload" href="/assets/root-72qRw24e.js"/>',
          '<link rel="modulepreload" href="/x.js" crossorigin=""/>',
        ),
      ),
    ).toThrow(/modulepreload/);
  });

  it("is idempotent: a second run changes nothing", () => {
    const once = deferHydration(page());
    expect(deferHydration(once)).toBe(once);
  });

  it("leaves HTML without React Router's bootstrap alone", () => {
    const plain =
      '<!DOCTYPE html><html><body><script type="module" async="">import("/x.js");</script></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
