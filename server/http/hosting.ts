import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * How the built site is served: headers, redirects and which URL maps to
 * which file. The build writes it (scripts/postbuild/hosting-table.ts) to
 * build/hosting.json; this server, the static hosts' `_headers` and
 * `_redirects` and the nginx example are all rendered from that one table.
 */
export interface HostingTable {
  /**
   * Header rules in `_headers` order. `for` is an exact path or a prefix
   * ending in `/*`. No header name appears in two rules that can match the
   * same path, so hosts that join repeated headers (Cloudflare) and hosts
   * that let the later rule win (Netlify) send the same thing.
   */
  headers: HeaderRule[];
  /** Added to any response that no rule gave these headers (unknown paths, redirects, the API). */
  defaultHeaders: Record<string, string>;
  /** Old paths that point somewhere else. */
  redirects: Redirect[];
  /** Page URL (no trailing slash) → its HTML file, relative to build/client. */
  pages: Record<string, string>;
  /** Every other public file, as a URL path (`/assets/app-1a2b.css`). */
  files: string[];
  /**
   * Where any other extensionless path goes: the first rule whose `from`
   * (a prefix ending in `/*`) matches, so an unknown path in an edition
   * (`/fr/…`) goes to that edition's home and any other to `/`. The last
   * rule is `/*`.
   */
  unknownPaths: Redirect[];
  /** `/about/` → `/about`. */
  trailingSlashStatus: number;
}

export interface HeaderRule {
  for: string;
  headers: Record<string, string>;
}

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export function ruleMatches(pattern: string, path: string): boolean {
  return pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** The headers the table gives a path: every matching rule, in order. */
export function headersFor(table: HostingTable, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of table.headers) {
    if (ruleMatches(rule.for, path)) Object.assign(headers, rule.headers);
  }
  for (const [name, value] of Object.entries(table.defaultHeaders)) {
    headers[name] ??= value;
  }
  return headers;
}

/** The rule for a path the build did not produce (the table always ends with `/*`). */
export function unknownPathRule(table: HostingTable, pathname: string): Redirect {
  return (
    table.unknownPaths.find((candidate) => ruleMatches(candidate.from, pathname)) ??
    table.unknownPaths.at(-1)!
  );
}

/** What a GET of `pathname` gets, before any file is read. */
export type Resolution =
  | { kind: "file"; file: string }
  | { kind: "redirect"; status: number; location: string }
  | { kind: "not-found" };

/**
 * A lookup of the table for a raw (undecoded) URL path. Only exact paths the
 * build produced are served, so no request can reach a file outside them.
 */
export function createResolver(
  table: HostingTable,
): (pathname: string, search?: string) => Resolution {
  const files = new Map<string, string>(Object.entries(table.pages));
  for (const path of table.files) files.set(path, decodeURI(path).slice(1));
  const redirects = new Map(table.redirects.map((redirect) => [redirect.from, redirect]));

  return (pathname, search = "") => {
    const file = files.get(pathname);
    if (file !== undefined) return { kind: "file", file };
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const trimmed = pathname.replace(/\/+$/, "") || "/";
      // "//evil.example" would be a protocol-relative URL to another site.
      const location = `/${trimmed.replace(/^\/+/, "")}${search}`;
      return { kind: "redirect", status: table.trailingSlashStatus, location };
    }
    const redirect = redirects.get(pathname);
    if (redirect) return { kind: "redirect", status: redirect.status, location: redirect.to };
    // A missing file is a 404, never an HTML page in its place.
    if (/\.[^/]*$/.test(pathname)) return { kind: "not-found" };
    const unknown = unknownPathRule(table, pathname);
    return { kind: "redirect", status: unknown.status, location: unknown.to };
  };
}

export async function loadHostingTable(buildDir: string): Promise<HostingTable> {
  const path = join(buildDir, "hosting.json");
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    throw new Error(`No build found (${path} is missing): run \`npm run build\` first.`);
  }
  const table = JSON.parse(text) as HostingTable;
  if (!Array.isArray(table.unknownPaths) || table.unknownPaths.at(-1)?.from !== "/*") {
    throw new Error(`${path} was written by an older build: run \`npm run build\` again.`);
  }
  return table;
}

/** headersFor, with the table's own paths worked out once. */
export function createHeaderLookup(
  table: HostingTable,
): (pathname: string) => Record<string, string> {
  const known = new Map<string, Record<string, string>>();
  for (const path of [...Object.keys(table.pages), ...table.files]) {
    known.set(path, headersFor(table, path));
  }
  for (const rule of table.headers) known.set(rule.for, headersFor(table, rule.for));
  return (pathname) => known.get(pathname) ?? headersFor(table, pathname);
}
