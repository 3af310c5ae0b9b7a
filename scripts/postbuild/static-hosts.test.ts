// @vitest-environment node
import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServer, type Server } from "../../server/http/app.ts";
import type { HostingTable } from "../../server/http/hosting.ts";
import { sharedEditionsBuild, testConfig } from "../../server/test-utils/test-server.ts";

import { notFoundFile } from "./hosting-table.ts";

/**
 * The server, `_headers`, `_redirects` and the nginx example are all made
 * from build/hosting.json; this reads the generated files back and checks
 * that each answers every path the way the server does.
 */

type Headers = Record<string, string>;
interface Answer {
  status: number;
  location?: string;
  headers: Headers;
}

let server: Server;
let table: HostingTable;
let headersFile: string;
let redirectsFile: string;
let nginxConfig: string;
let read: (file: string) => Promise<string>;

beforeAll(async () => {
  const config = await testConfig({ buildDir: await sharedEditionsBuild() });
  server = await createServer(config);
  read = (file: string) => readFile(join(config.buildDir, file), "utf8");
  table = JSON.parse(await read("hosting.json"));
  headersFile = await read("client/_headers");
  redirectsFile = await read("client/_redirects");
  nginxConfig = await read("nginx.conf");
});
afterAll(() => server.app.close());

/** Every header name the table manages, lower-cased. */
const managed = () =>
  new Set(
    [
      ...table.headers.flatMap((rule) => Object.keys(rule.headers)),
      ...Object.keys(table.defaultHeaders),
    ].map((name) => name.toLowerCase()),
  );

const lower = (headers: Headers) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

async function serverAnswer(path: string): Promise<Answer> {
  const response = await server.app.inject({ method: "GET", url: path });
  const names = managed();
  const headers = Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => names.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
  const location = response.headers.location;
  return {
    status: response.statusCode,
    headers,
    ...(location ? { location: String(location) } : {}),
  };
}

// --- _headers (Netlify and Cloudflare Pages) ---

function parseHeadersFile(text: string) {
  const rules: { for: string; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (/^\s/.test(line)) {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
      rules.at(-1)!.headers.push([name!, value!]);
    } else rules.push({ for: line.trim(), headers: [] });
  }
  return rules;
}

const matches = (pattern: string, path: string) =>
  pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** What a host sends for `path`: Netlify lets a later rule win, Cloudflare joins with commas. */
function staticHostHeaders(path: string, join: boolean): Headers {
  const headers: Headers = {};
  for (const rule of parseHeadersFile(headersFile).filter((candidate) =>
    matches(candidate.for, path),
  )) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = join && headers[key] ? `${headers[key]}, ${value}` : value;
    }
  }
  return headers;
}

// --- nginx ---

interface Location {
  modifier: "=" | "^~" | "~" | "";
  pattern: string;
  headers: Headers;
  body: string[];
}

function parseNginx(text: string): Location[] {
  const locations: Location[] = [];
  const blocks = text.matchAll(/^ {2}location (?:(=|\^~|~) )?(\S+) \{\n([\s\S]*?)\n {2}\}/gm);
  for (const [, modifier = "", pattern, body] of blocks) {
    const headers: Headers = {};
    const rest: string[] = [];
    for (const line of body!.split("\n").map((part) => part.trim())) {
      const header = /^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/.exec(line);
      if (header) headers[header[1]!.toLowerCase()] = header[2]!.replace(/\\(.)/g, "$1");
      else rest.push(line);
    }
    locations.push({
      modifier: modifier as Location["modifier"],
      pattern: pattern!,
      headers,
      body: rest,
    });
  }
  return locations;
}

/** nginx's location choice: exact, then the longest prefix (final if ^~), then regexes in order. */
function nginxAnswer(path: string): Answer {
  const locations = parseNginx(nginxConfig);
  const exact = locations.find(
    (location) => location.modifier === "=" && location.pattern === path,
  );
  const prefix = locations
    .filter(
      (location) =>
        (location.modifier === "^~" || location.modifier === "") &&
        path.startsWith(location.pattern),
    )
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  const regex = locations.find(
    (location) => location.modifier === "~" && new RegExp(location.pattern).test(path),
  );
  const chosen = exact ?? (prefix?.modifier === "^~" ? prefix : (regex ?? prefix))!;
  const captures = chosen.modifier === "~" ? new RegExp(chosen.pattern).exec(path)! : [];
  for (const line of chosen.body) {
    const returned = /^return (\d+)(?: (\S+))?;$/.exec(line);
    if (returned) {
      const location = returned[2]
        ?.replace(/\$(\d)/g, (_, index) => captures[Number(index)] ?? "")
        .replace("$is_args$args", "");
      return {
        status: Number(returned[1]),
        headers: chosen.headers,
        ...(location ? { location } : {}),
      };
    }
    const tried = /^try_files (\S+) =404;$/.exec(line);
    if (tried) {
      const file = tried[1] === "$uri" ? path : tried[1]!;
      const exists =
        Object.values(table.pages).includes(file.slice(1)) || table.files.includes(file);
      return { status: exists ? 200 : 404, headers: chosen.headers };
    }
  }
  throw new Error(`No answer in nginx location for ${path}`);
}

const probePaths = () => [
  ...Object.keys(table.pages),
  ...table.files,
  ...table.redirects.map((redirect) => redirect.from),
  "/about/",
  "/machinery/machinery-division/",
  "/does-not-exist",
  "/products/foo",
  "/assets/missing.js",
  "/favicon.png",
  "/about/index.html",
  "/fr/",
  "/fr/about/",
  "/fr/does-not-exist",
  "/fr/products/foo",
  "/fr/missing.png",
  "/fr/404.html",
  "/ar/",
  "/ar/x/y",
  "/ar/index.html",
  "/frx",
  "/en/about",
];

describe("_headers", () => {
  it("gives every page and file the server's headers, on Netlify and on Cloudflare", async () => {
    for (const path of [...Object.keys(table.pages), ...table.files]) {
      const expected = (await serverAnswer(path)).headers;
      expect(staticHostHeaders(path, false), path).toEqual(expected);
      expect(staticHostHeaders(path, true), `${path} (joined)`).toEqual(expected);
    }
  });

  it("gives a page the same headers where a host serves it with a trailing slash", async () => {
    for (const path of Object.keys(table.pages).filter((page) => page !== "/")) {
      expect(staticHostHeaders(`${path}/`, true), path).toEqual((await serverAnswer(path)).headers);
    }
  });

  it("sends the security headers on unknown paths, where 404.html carries its own policy", async () => {
    for (const path of ["/does-not-exist", "/fr/does-not-exist", "/ar/x/y"]) {
      const server404 = await serverAnswer(path);
      // The opener policy is set per document (the editor's differs), so no
      // rule gives it to the static hosts' 404 page, which only sends visitors home.
      const {
        "content-security-policy": policy,
        "cross-origin-opener-policy": opener,
        ...rest
      } = server404.headers;
      expect(policy, path).toBe(lower(table.defaultHeaders)["content-security-policy"]);
      expect(opener, path).toBe("same-origin");
      expect(staticHostHeaders(path, true), path).toEqual(rest);
    }
  });
});

describe("404 pages", () => {
  it("send an unknown path where the server does: its edition's home", async () => {
    for (const rule of table.unknownPaths) {
      const probe = `${rule.from.slice(0, -1)}does-not-exist`;
      const { status, location } = await serverAnswer(probe);
      expect({ status, location }, probe).toEqual({ status: 302, location: rule.to });
      const page = await read(`client/${notFoundFile(rule)}`);
      expect(page, probe).toContain(`<meta http-equiv="refresh" content="0; url=${location}">`);
      expect(page).toContain(
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\';',
      );
      expect(page).not.toContain("<script");
    }
  });

  it("are in their edition's language and direction", async () => {
    expect(await read("client/404.html")).toContain('<html lang="en" dir="ltr">');
    expect(await read("client/fr/404.html")).toContain('<html lang="fr" dir="ltr">');
    const arabic = await read("client/ar/404.html");
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    // Each says what happened in its own words, and leads to its edition's home.
    expect(arabic).toContain("<h1>الصفحة غير موجودة</h1>");
    expect(arabic).toMatch(/<a href="\/ar">[^<]*الرئيسية[^<]*<\/a>/);
    expect(await read("client/fr/404.html")).toContain("<h1>Page introuvable</h1>");
    expect(await read("client/404.html")).toContain("<h1>Page not found</h1>");
  });

  it("are never served by the server", async () => {
    for (const path of ["/404.html", "/fr/404.html", "/ar/404.html"]) {
      expect((await serverAnswer(path)).status, path).toBe(404);
    }
  });
});

describe("_redirects", () => {
  const lines = () =>
    redirectsFile
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"))
      .map((line) => line.trim().split(/\s+/));
  /** Redirects proper; the 404 rules (Netlify's way to an edition's 404 page) are apart. */
  const rules = () => lines().filter(([, , status]) => status !== "404");
  const notFoundRules = () => lines().filter(([, , status]) => status === "404");

  it("redirects what the server redirects, with the same status and target", async () => {
    expect(rules()).toHaveLength(table.redirects.length);
    // Every edition's old paths, from the shared table, and the removed machines'.
    const from = rules().map(([path]) => path);
    expect(from).toEqual(
      expect.arrayContaining([
        "/fr/machinery",
        "/ar/machinery",
        "/machinery/used-equipment/metallizer-2009",
        "/ar/machinery/used-equipment/metallizer-2009/spec-sheet.pdf",
      ]),
    );
    for (const [from, to, status] of rules()) {
      const answer = await serverAnswer(from!);
      expect({ status: String(answer.status), location: answer.location }, from).toEqual({
        status,
        location: to,
      });
    }
  });

  it("never shadows a page or a file", () => {
    const served = new Set([...Object.keys(table.pages), ...table.files]);
    for (const [from] of rules()) expect(served.has(from!), from).toBe(false);
  });

  it("answers unknown paths in an edition with its 404 page, after every redirect, never by a 3xx", async () => {
    const editions = table.unknownPaths.filter((rule) => rule.from !== "/*");
    expect(notFoundRules()).toEqual(
      editions.map((rule) => [rule.from, `/${notFoundFile(rule)}`, "404"]),
    );
    // Splats come last (Cloudflare Pages wants static rules first), and no
    // rule redirects a whole prefix: Cloudflare would apply it to the pages too.
    expect(lines().slice(-editions.length)).toEqual(notFoundRules());
    for (const [from, , status] of lines()) {
      if (from!.includes("*")) expect(status, from).toBe("404");
    }
  });
});

describe("nginx example", () => {
  it("answers every path with the server's status, location and headers", async () => {
    for (const path of probePaths()) {
      expect(nginxAnswer(path), path).toEqual(await serverAnswer(path));
    }
  });

  it("sends every edition's web app manifest with its type, which mime.types lacks", async () => {
    const manifests = table.files.filter((path) => path.endsWith(".webmanifest"));
    expect(manifests.toSorted()).toEqual([
      "/ar/manifest.webmanifest",
      "/fr/manifest.webmanifest",
      "/manifest.webmanifest",
    ]);
    for (const path of manifests) {
      const location = parseNginx(nginxConfig).find(
        (candidate) => candidate.modifier === "=" && candidate.pattern === path,
      )!;
      expect(location.body, path).toEqual(
        expect.arrayContaining(["types { }", "default_type application/manifest+json;"]),
      );
      const response = await server.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"], path).toMatch(/^application\/manifest\+json/);
    }
  });
});
