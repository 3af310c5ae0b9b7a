import { resolve } from "node:path";

import type { APIRequestContext } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { parse, type DefaultTreeAdapterMap } from "parse5";

import { apiPaths } from "../app/content/api-paths.ts";
import { company } from "../app/content/company.ts";
import { redirects } from "../app/site/redirects.ts";
import { resourcePaths } from "../app/content/resources.ts";
import { arabicRanges, inSubset } from "../scripts/brand/font-subset.ts";
import { htmlBudgetReport } from "../scripts/postbuild/html-budget.ts";

import { expect, once, test, walkTimeout } from "./fixtures.ts";
import { editionPages, machinePages, machines } from "./site-data.ts";

/**
 * The built site as a crawler sees it: the prerendered HTML, parsed and never
 * run, every link and asset followed from "/". Viewport-independent, so it
 * runs once.
 */

// The crawl covers all three editions (the language switcher links them)
// and every machine's page.
const soldSlugs = new Set(machines.filter((m) => m.status === "sold").map((m) => m.slug));
const routes = new Set([...editionPages, ...machinePages].map((page) => page.path));
/** Sold machines' pages answer, but nothing on the site links to them any more. */
const linkedRoutes = [...editionPages, ...machinePages.filter((p) => !soldSlugs.has(p.slug))].map(
  (page) => page.path,
);
const allowedExternal = [
  company.whatsappUrl,
  // WhatsApp's share link (a machine's "Share on WhatsApp").
  "https://wa.me/",
  company.partner.url,
].map((url) => new URL(url).href);
/** A WhatsApp link may carry a message typed in (?text=): the chat and the share link are the same links. */
const withoutMessage = (url: URL) =>
  url.host === "wa.me" && [...url.searchParams.keys()].join() === "text"
    ? `${url.origin}${url.pathname}`
    : url.href;

/** "/about/" and "/about" are the same page; the root stays "/". */
function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

interface PageFacts {
  lang: string;
  title: string;
  description: string[];
  canonical: string[];
  h1: number;
  ids: string[];
  links: string[];
  assets: string[];
  inlineScripts: { type: string; text: string }[];
  /** The text, to check it against the font subset; the text in Arabic (lang="ar") apart. */
  text: string;
  arabicText: string;
}

type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/**
 * Reads everything the checks need from the served HTML as a crawler reads
 * it: parsed as a browser without JavaScript would (noscript's content is
 * markup), never run or laid out. A browser page per route cost about ten
 * times the CPU of this parse, on a suite bound by the CPU.
 */
async function readPage(
  request: APIRequestContext,
  path: string,
): Promise<PageFacts & { html: string }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const elements: Element[] = [];
  let text = "";
  let arabicText = "";
  // Every element in document order, and every text outside scripts and
  // styles, hidden or not (each must be drawn in a face the page loads),
  // sorted by the language of its nearest ancestor with a lang.
  const visit = (node: ParentNode, lang: string) => {
    for (const child of node.childNodes) {
      if (child.nodeName === "#text") {
        const value = (child as DefaultTreeAdapterMap["textNode"]).value;
        if (lang.startsWith("ar")) arabicText += value;
        else text += value;
      } else if ("tagName" in child) {
        elements.push(child);
        const own = attribute(child, "lang");
        if (child.tagName !== "script" && child.tagName !== "style") visit(child, own ?? lang);
      }
    }
  };
  visit(parse(html, { scriptingEnabled: false }), "");
  const tagged = (tagName: string) => elements.filter((element) => element.tagName === tagName);
  const values = (found: Element[], name: string) =>
    found.map((element) => attribute(element, name) ?? "");
  const having = (name: string) => elements.filter((element) => attribute(element, name) !== null);
  const meta = (key: "name" | "property", names: string[]) =>
    tagged("meta").filter((element) => names.includes(attribute(element, key) ?? ""));
  const links = tagged("link").filter((link) => attribute(link, "href") !== null);
  const canonical = links.filter((link) => attribute(link, "rel") === "canonical");
  const textOf = (element: Element) =>
    element.childNodes
      .map((child) => (child.nodeName === "#text" ? (child as { value: string }).value : ""))
      .join("");
  return {
    html,
    lang: attribute(tagged("html")[0]!, "lang") ?? "",
    title: tagged("title")[0] ? textOf(tagged("title")[0]!) : "",
    description: values(meta("name", ["description"]), "content"),
    canonical: values(canonical, "href"),
    h1: tagged("h1").length,
    ids: values(having("id"), "id"),
    links: values(
      [...tagged("a"), ...tagged("area")].filter((link) => attribute(link, "href") !== null),
      "href",
    ),
    assets: [
      ...values(having("src"), "src"),
      ...values(having("srcset"), "srcset").flatMap((srcset) =>
        srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
      ),
      ...values(
        links.filter((link) => !canonical.includes(link)),
        "href",
      ),
      ...values(
        [...meta("property", ["og:image", "og:url"]), ...meta("name", ["twitter:image"])],
        "content",
      ),
      // url() references of the inlined stylesheet (the font).
      ...tagged("style").flatMap((style) =>
        [...textOf(style).matchAll(/url\(\s*["']?([^"')\s]+)["']?\s*\)/g)]
          .map((match) => match[1] ?? "")
          .filter((url) => !url.startsWith("data:") && !url.startsWith("#")),
      ),
    ],
    text,
    arabicText,
    inlineScripts: tagged("script")
      .filter((script) => attribute(script, "src") === null)
      .map((script) => ({ type: attribute(script, "type") ?? "", text: textOf(script) })),
  };
}

function attribute(element: Element, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

/** Every string in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

async function expectFile(request: APIRequestContext, url: string, from: string) {
  const response = await request.get(url);
  expect(response.status(), `${url} (from ${from})`).toBe(200);
  // Unknown paths get the SPA fallback page: an asset must not be HTML.
  expect(response.headers()["content-type"], `${url} (from ${from})`).not.toMatch(/text\/html/);
  return response;
}

test(
  "a crawl from / finds no broken link or asset and no stray link",
  once,
  async ({ request, baseURL }) => {
    // The crawl follows links from page to page, so it is one test; its time
    // limit follows the number of pages (about 0.3 s each with their assets,
    // measured on an idle host).
    test.setTimeout(walkTimeout(routes.size, 300));
    const origin = new URL(baseURL!).origin;
    const home = await readPage(request, "/");
    // Canonical, Open Graph and sitemap URLs use SITE_URL: map them to this server.
    const siteOrigin = new URL(home.canonical[0] ?? "").origin;
    const local = (url: URL) =>
      url.origin === siteOrigin || url.origin === origin ? `${url.pathname}${url.search}` : null;

    const problems: string[] = [];
    const queue: string[] = ["/"];
    const visited = new Set<string>();
    const assets = new Map<string, string>();
    const anchors: { page: string; id: string; from: string }[] = [];
    /** Pages the server writes (the machine alert's form): they must answer 200 with HTML. */
    const serverPages = new Map<string, string>();
    const idsByPage = new Map<string, Set<string>>();

    const followLink = (href: string, from: string) => {
      if (/^(tel|mailto):/.test(href)) return;
      const url = new URL(href, `${origin}${from}`);
      const path = local(url);
      if (path === null) {
        if (!allowedExternal.includes(withoutMessage(url))) {
          problems.push(`${from}: external link ${href}`);
        }
        return;
      }
      const pathname = normalize(url.pathname);
      if (url.hash)
        anchors.push({ page: pathname, id: decodeURIComponent(url.hash.slice(1)), from });
      if (routes.has(pathname)) {
        if (!visited.has(pathname) && !queue.includes(pathname)) queue.push(pathname);
      } else if (/\.(?:pdf|webp)$/.test(pathname)) {
        // A document (a machine's spec sheet) or a full-size photo (a gallery's
        // slide, which the viewer opens) is checked like an asset: it must be there.
        if (!assets.has(path)) assets.set(path, from);
      } else if (pathname === apiPaths.alerts) {
        serverPages.set(path, from);
      } else if (!(pathname in redirects)) {
        problems.push(`${from}: link to ${href}, outside the route table and the redirects`);
      }
    };
    const followAsset = (reference: string, from: string) => {
      const url = new URL(reference, `${origin}${from}`);
      const path = local(url);
      if (path === null) problems.push(`${from}: external asset ${reference}`);
      else if (routes.has(normalize(url.pathname))) followLink(reference, from);
      else if (!assets.has(path)) assets.set(path, from);
    };

    while (queue.length > 0) {
      const path = queue.shift()!;
      visited.add(path);
      const facts = path === "/" ? home : await readPage(request, path);
      idsByPage.set(path, new Set(facts.ids));
      for (const href of facts.links) followLink(href, path);
      for (const reference of facts.assets) followAsset(reference, path);
      for (const script of facts.inlineScripts) {
        if (script.type === "application/ld+json") {
          // URLs only: "@id" fragments name graph nodes, not elements.
          for (const value of strings(JSON.parse(script.text))) {
            if (value.startsWith(`${siteOrigin}/`)) followAsset(value.split("#")[0]!, path);
          }
        } else {
          // The router's module script imports the entry and route chunks.
          for (const match of script.text.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) {
            followAsset(match[1]!, path);
          }
        }
      }
    }

    for (const [path, from] of serverPages) {
      const response = await request.get(path);
      const type = response.headers()["content-type"] ?? "";
      if (response.status() !== 200 || !/text\/html/.test(type)) {
        problems.push(`${from}: ${path} answers ${response.status()} (${type})`);
      }
    }

    // Files that pages only point at indirectly.
    for (const path of Object.values(resourcePaths)) followAsset(path, "/");

    const checked = new Set<string>();
    while (checked.size < assets.size) {
      for (const [path, from] of [...assets]) {
        if (checked.has(path)) continue;
        checked.add(path);
        const response = await request.get(path);
        const type = response.headers()["content-type"] ?? "";
        // Unknown paths get the SPA fallback page: an asset must not be HTML.
        if (response.status() !== 200 || /text\/html/.test(type)) {
          problems.push(`${from}: ${path} answers ${response.status()} (${type})`);
        } else if (/css/.test(type)) {
          for (const match of (await response.text()).matchAll(
            /url\(\s*["']?([^"')]+)["']?\s*\)/g,
          )) {
            if (!match[1]!.startsWith("data:")) followAsset(match[1]!, path);
          }
        } else if (/javascript/.test(type)) {
          for (const match of (await response.text()).matchAll(
            /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g,
          )) {
            followAsset(match[1]!, path);
          }
        } else if (/manifest\+json/.test(type)) {
          const manifest = (await response.json()) as { icons: { src: string }[] };
          for (const icon of manifest.icons) followAsset(icon.src, path);
        } else if (/xml/.test(type)) {
          for (const match of (await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
            followAsset(match[1]!, path);
          }
        } else if (path === resourcePaths.robots) {
          for (const match of (await response.text()).matchAll(/^Sitemap:\s*(\S+)$/gm)) {
            followAsset(match[1]!, path);
          }
        }
      }
    }

    for (const { page: target, id, from } of anchors) {
      if (!idsByPage.get(target)?.has(id))
        problems.push(`${from}: link to #${id} on ${target}, which has no such id`);
    }

    expect(problems).toEqual([]);
    // Every page of the route table and every listed machine is reachable by links from the home page.
    expect(linkedRoutes.filter((path) => !visited.has(path))).toEqual([]);
    // The crawl really followed assets: styles, scripts, the font, the icons.
    expect([...checked].some((path) => path.endsWith(".woff2"))).toBe(true);
    expect(checked).toContain(resourcePaths.manifest);
  },
);

const validator = new HtmlValidate(new FileSystemConfigLoader());
const allPages = [...editionPages, ...machinePages];

test("every page's HTML, as served, is within its budget", once, async () => {
  // The build only warns (scripts/postbuild/post-build.ts): it also runs the editor's publishes.
  const { misses } = await htmlBudgetReport(resolve("build/client"));
  expect(misses).toEqual([]);
});

test.describe("every prerendered page", once, () => {
  for (const entry of allPages) {
    const { path } = entry;
    test(`${path} has one h1, lang, title, description, canonical, unique ids and valid HTML`, async ({
      request,
    }) => {
      const facts = await readPage(request, path);
      expect(facts.h1, "h1 count").toBe(1);
      expect(facts.lang).toBe(entry.locale);
      expect(facts.title.trim()).not.toBe("");
      expect(facts.description).toHaveLength(1);
      expect(facts.description[0]?.trim()).not.toBe("");
      // What a search result shows whole (a machine's summary is cut at a word).
      expect(facts.description[0]!.length, "description length").toBeLessThanOrEqual(160);
      expect(facts.canonical).toHaveLength(1);
      expect(new URL(facts.canonical[0]!).pathname).toBe(entry.canonical);
      // Text in Arabic (a page, or the language switcher's «العربية») is drawn
      // in the Arabic face, everything else in Inter.
      const inArabicFace = (character: string) =>
        arabicRanges.some(([first, last]) => {
          const code = character.codePointAt(0)!;
          return code >= first && code <= last;
        });
      const outsideFont = [
        ...[...new Set(facts.text)].filter((character) => !inSubset(character)),
        ...[...new Set(facts.arabicText)].filter(
          (character) => !inSubset(character) && !inArabicFace(character),
        ),
      ].filter((character) => !/\s/.test(character));
      expect(
        outsideFont,
        "characters the Inter subset lacks (scripts/brand/font-subset.ts)",
      ).toEqual([]);
      const duplicates = facts.ids.filter((id, index) => facts.ids.indexOf(id) !== index);
      expect(duplicates, "duplicate ids").toEqual([]);
      for (const script of facts.inlineScripts.filter((s) => s.type === "application/ld+json")) {
        // Escaped so that no "</script>" can end the element early.
        expect(script.text).not.toContain("<");
        expect(() => JSON.parse(script.text)).not.toThrow();
      }

      const { html } = facts;
      // The file name decides which .htmlvalidate config applies: the project's.
      const report = await validator.validateString(
        html,
        resolve("build/client", `.${path}`, "index.html"),
      );
      const problems = report.results.flatMap((result) =>
        result.messages.map(
          (message) => `${message.ruleId}: ${message.message} (${message.selector ?? ""})`,
        ),
      );
      expect(problems).toEqual([]);
    });
  }

  test("each canonical page has a title of its own", async ({ request }) => {
    const canonical = allPages.filter((entry) => entry.path === entry.canonical);
    // Plain requests, about 10 ms each on an idle host.
    test.setTimeout(walkTimeout(canonical.length, 20));
    const titles = await Promise.all(
      canonical.map(async ({ path }) => {
        const html = await (await request.get(path)).text();
        return [/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "", path] as const;
      }),
    );
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const [title, path] of titles) {
      const first = seen.get(title);
      if (first) repeated.push(`${path} repeats the title of ${first}: ${title}`);
      else seen.set(title, path);
    }
    expect(repeated).toEqual([]);
  });
});

test(
  "robots.txt and sitemap.xml are real files listing every canonical page",
  once,
  async ({ request }) => {
    const robots = await expectFile(request, resourcePaths.robots, "robots");
    expect(robots.headers()["content-type"]).toMatch(/text\/plain/);
    const sitemapUrl = /^Sitemap:\s*(\S+)$/m.exec(await robots.text())?.[1];
    expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);

    const sitemap = await expectFile(request, resourcePaths.sitemap, "sitemap");
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const canonicalPaths = [
      ...editionPages.filter((page) => page.path === page.canonical),
      ...machinePages.filter((page) => !soldSlugs.has(page.slug)),
    ].map((page) => page.path);
    expect(locs.map((loc) => new URL(loc).pathname).toSorted()).toEqual(canonicalPaths.toSorted());
    // The sitemap and the pages agree on the public origin.
    for (const loc of locs) expect(new URL(loc).origin).toBe(new URL(sitemapUrl!).origin);
  },
);
