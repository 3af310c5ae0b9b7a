import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { headersFor, type HostingTable } from "../../server/http/hosting.ts";

import {
  findRawTextElements,
  markupOnly,
  parseAttributes,
} from "../../scripts/postbuild/inline-scripts.ts";

/**
 * The MDN HTTP Observatory's score for a response we describe, computed
 * without the network: a port of github.com/mdn/mdn-http-observatory
 * (main at 94042bb, August 2026) — the tests in src/analyzer/tests/*.js,
 * the policy parser src/analyzer/cspParser.js, the modifiers in
 * src/grader/charts.js and the sum in src/scanner/index.js (analyzeScan).
 * Each function below names the file it ports and keeps its order of
 * checks, quirks included, so that its result is the scanner's.
 *
 * Algorithm 5 is what developer.mozilla.org/observatory runs (production
 * deploys release tags; v1.6.3) and, for this site's headers, what the
 * npm package (1.4.8) computes. Algorithm 6, on main, adds the
 * Cross-Origin-Opener-Policy and Cross-Origin-Embedder-Policy tests.
 *
 * Not the package itself: @mdn/mdn-http-observatory is the Observatory's
 * API server (Postgres, Fastify, Sentry; 233 packages). Its install
 * scripts download Chromium's HSTS preload list and Mozilla's CA bundle,
 * so `npm install` and `npm ci` fail without network, and its analyzer
 * reads that downloaded list when it runs.
 *
 * Where this differs, no score for this site changes: cookies are read from
 * the response's Set-Cookie headers (the scanner keeps a cookie jar over
 * all its requests), the registrable domain of a script URL is its last
 * two labels (the scanner uses the public-suffix list), and the HSTS
 * preload list is one flag for the scanned host.
 */

export type HeaderMap = Readonly<Record<string, string | number | readonly string[] | undefined>>;

export interface ScannedResponse {
  status: number;
  headers: HeaderMap;
  body: string;
}

/** What the scanner fetches for one address. */
export interface ScanInput {
  /** The https:// address scanned (the scanner's session URL). */
  url: string;
  /** Its answer after redirects: the scanner's `auto` and `https` responses. */
  response: ScannedResponse;
  /**
   * The addresses the scanner's http:// request went through, from the
   * http:// one to where it landed; null if nothing answers on port 80.
   */
  httpRoute: readonly string[] | null;
  /** The answer to the scanner's CORS preflight (OPTIONS with an Origin). */
  preflight?: { origin: string; headers: HeaderMap } | null;
  /** Whether the scanned host is on Chromium's HSTS preload list. */
  hstsPreloaded?: boolean;
}

export type ObservatoryAlgorithm = 5 | 6;

export interface TestOutcome {
  test: string;
  result: string;
  modifier: number;
  pass: boolean;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: TestOutcome[];
}

/** What this site requires of every page. */
export const requiredObservatoryScore = 130;

/**
 * A page served over TLS whose port 80 redirects to it (the TLS
 * terminator's job): the scanner's view of the production site.
 */
export function behindTls(url: string, response: ScannedResponse): ScanInput {
  const http = new URL(url);
  http.protocol = "http:";
  return { url, response, httpRoute: [http.href, url] };
}

// --- src/grader/charts.js: SCORE_TABLE modifiers, GRADE_CHART, MINIMUM_SCORE_FOR_EXTRA_CREDIT ---

const modifiers: Record<string, number> = {
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,
  "csp-implemented-but-duplicate-directives": 0,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-response-not-html": 0,
  "html-not-parseable": -20,
  "hsts-header-invalid": -20,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-invalid-cert": -20,
  "hsts-not-implemented-no-https": -20,
  "hsts-not-implemented": -20,
  "hsts-preloaded": 5,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-not-found": 0,
  "cookies-samesite-flag-invalid": -20,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-session-without-secure-flag": -40,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-without-secure-flag": -20,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-header-invalid": -20,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-sameorigin-or-deny": 5,
  "redirection-to-https": 0,
  "redirection-not-to-https": -20,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-missing": -20,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-invalid-cert": -20,
  "redirection-all-redirects-preloaded": 0,
  "referrer-policy-private": 5,
  "referrer-policy-unsafe": -5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-header-invalid": -5,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "corp-not-implemented": 0,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-header-invalid": -5,
  "coop-not-implemented": 0,
  "coop-implemented-with-same-origin": 10,
  "coop-implemented-with-same-origin-allow-popups": 10,
  "coop-implemented-with-noopener-allow-popups": 10,
  "coop-implemented-with-unsafe-none": 0,
  "coop-header-invalid": -5,
  "coep-not-implemented": 0,
  "coep-implemented-with-require-corp": 10,
  "coep-implemented-with-credentialless": 10,
  "coep-implemented-with-unsafe-none": 0,
  "coep-header-invalid": -5,
};

const gradeChart: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

const minimumScoreForExtraCredit = 90;

// --- src/analyzer/utils.js and the Requests the retriever builds ---

const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);

/** Every value of a header, whatever the case of its name (getHttpHeaders). */
export function headerValues(headers: HeaderMap | undefined, name: string): string[] {
  const wanted = name.toLowerCase();
  return Object.entries(headers ?? {})
    .filter(([key, value]) => key.toLowerCase() === wanted && value !== undefined)
    .flatMap(([, value]) => (Array.isArray(value) ? value : [String(value)]));
}

const firstHeader = (headers: HeaderMap | undefined, name: string): string | null =>
  headerValues(headers, name)[0] ?? null;

function onlyIfWorse(newResult: string, oldResult: string | null, order: string[]): string {
  if (!oldResult) return newResult;
  return order.indexOf(newResult) > order.indexOf(oldResult) ? newResult : oldResult;
}

interface Scan extends ScanInput {
  /** Policies and the referrer policy from `<meta>` (src/retriever/utils.js, parseHttpEquivHeaders). */
  httpEquiv: Map<string, string[]>;
  session: URL;
}

/** src/retriever/utils.js parseHttpEquivHeaders, run only on HTML (src/retriever/retriever.js). */
export function httpEquivOf(response: ScannedResponse): Map<string, string[]> {
  const equiv = new Map<string, string[]>([["content-security-policy", []]]);
  const mime = (firstHeader(response.headers, "content-type") ?? "").split(";", 1)[0]!;
  if (!htmlTypes.has(mime) || !response.body) return new Map();
  for (const [, attributes = ""] of markupOnly(response.body).matchAll(
    /<meta(?=[\s/>])([^>]*)>/gi,
  )) {
    const meta = parseAttributes(attributes);
    if (meta.has("http-equiv") && meta.has("content")) {
      const content = meta.get("content");
      if (content && meta.get("http-equiv")!.toLowerCase().trim() === "content-security-policy") {
        equiv.get("content-security-policy")!.push(content);
      }
    } else if (meta.get("name")?.toLowerCase().trim() === "referrer") {
      const content = meta.get("content");
      if (content) equiv.set("referrer-policy", [content]);
    }
  }
  return equiv;
}

// --- src/analyzer/cspParser.js ---

const shortestDirectiveLength = "img-src".length - 1;
const directivesDisallowedInMeta = ["frame-ancestors", "report-uri", "sandbox"];
const allowedDuplicateKeys = new Set(["report-uri", "report-to"]);
const duplicateWarningsKey = "_observatory_duplicate_key_warnings";
const compareString = new Intl.Collator("en").compare;

interface Source {
  source: string;
  index: number;
  keep: boolean;
}

/**
 * Directive → sources of one or more policies; with several, a source
 * counts only if every policy that has the directive allows it. Throws on
 * an empty policy or a repeated directive, which the scanner calls invalid.
 */
export function parseCsp(cspList: readonly string[]): Map<string, Set<string>> {
  const cleanList = cspList.map((policy) => policy.replaceAll(/[\r\n]/g, "").trim());
  if (cleanList.length === 0) return new Map();
  for (const policy of cleanList) {
    if (!policy || policy.length < shortestDirectiveLength) {
      throw new Error(`Invalid policy: ${policy}`);
    }
  }

  const csp = new Map<string, Source[]>();
  const duplicateWarnings = new Set<string>();
  for (const [policyIndex, policy] of cleanList.entries()) {
    const seen = new Set<string>();
    for (const [directiveEntry, ...valueEntries] of policy
      .split(";")
      .map((entry) => entry.trim().split(/\s+/))) {
      if (!directiveEntry) continue;
      const directive = directiveEntry.toLowerCase();
      if (seen.has(directive)) {
        if (allowedDuplicateKeys.has(directive)) duplicateWarnings.add(directive);
        else throw new Error(`Duplicate directive ${directive} in policy ${policyIndex}`);
      } else {
        seen.add(directive);
      }

      const keep = policyIndex === 0;
      const values: Source[] =
        valueEntries.length > 0
          ? valueEntries.map((raw) => ({
              source: raw.trim().toLocaleLowerCase(),
              index: policyIndex,
              keep,
            }))
          : directive.endsWith("-src")
            ? [{ source: "'none'", index: policyIndex, keep }]
            : [];
      const combined = policyIndex === 0 ? [...values] : [...(csp.get(directive) ?? []), ...values];
      combined.sort((a, b) => compareString(a.source, b.source));
      for (let index = 1; index < combined.length; index++) {
        const source = combined[index]!;
        const previous = combined[index - 1]!;
        if (source.index === previous.index && source.source.startsWith(previous.source)) {
          source.keep = false;
        }
        if (source.index !== previous.index && pathPartMatch(previous.source, source.source)) {
          source.keep = true;
        }
      }
      csp.set(
        directive,
        combined.filter((source) => source.keep),
      );
      if (policyIndex === 0 && cspList.length > 1) {
        for (const source of csp.get(directive) ?? []) source.keep = false;
      }
    }
  }

  const finalCsp = new Map(
    [...csp].map(([directive, sources]) => [
      directive,
      sources.length > 0 ? new Set(sources.map((source) => source.source)) : new Set(["'none'"]),
    ]),
  );
  if (duplicateWarnings.size > 0) finalCsp.set(duplicateWarningsKey, duplicateWarnings);
  return finalCsp;
}

function parseCspMeta(cspList: readonly string[]): Map<string, Set<string>> {
  const parsed = parseCsp(cspList);
  for (const directive of directivesDisallowedInMeta) parsed.delete(directive);
  return parsed;
}

function pathPartMatch(pathA: string, pathB: string): boolean {
  if (pathA.length === 0) return true;
  if (pathA === "/" && pathB.length === 0) return true;
  const exactMatch = !pathA.endsWith("/");
  const listA = pathA.split("/");
  const listB = pathB.split("/");
  if (listA.length > listB.length) return false;
  if (exactMatch && listA.length !== listB.length) return false;
  if (!exactMatch) listA.pop();
  for (const [index, partA] of listA.entries()) {
    const partB = listB[index];
    if (partB === undefined) return false;
    if (decodeURIComponent(partA) !== decodeURIComponent(partB)) return false;
  }
  return true;
}

// --- src/analyzer/tests/csp.js ---

const dangerouslyBroad = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const broadOrUnsafeInline = new Set([...dangerouslyBroad, "'unsafe-inline'", "data:"]);
const passiveDirectives = new Set(["img-src", "media-src"]);
const noncesHashes = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const hasNonceOrHash = (sources: Set<string>) =>
  [...sources].some((source) => noncesHashes.some((prefix) => source.startsWith(prefix)));

interface CspOutcome {
  result: string;
  pass: boolean;
  /** The combined policy; the X-Frame-Options test looks for frame-ancestors in it. */
  data: Map<string, Set<string>> | null;
}

function splitCspHeaders(values: string[]): string[] {
  return values.flatMap((value) => value.split(",").map((policy) => policy.trim()));
}

export function contentSecurityPolicyTest(scan: Scan): CspOutcome {
  const { headers } = scan.response;
  const httpPolicies = splitCspHeaders(headerValues(headers, "content-security-policy"));
  const metaPolicies = splitCspHeaders(scan.httpEquiv.get("content-security-policy") ?? []);
  const outcome = (result: string): CspOutcome => ({ result, pass: false, data: null });

  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp([...httpPolicies, ...metaPolicies]);
  } catch {
    return outcome("csp-header-invalid");
  }
  let headerOnly: Map<string, Set<string>>;
  try {
    headerOnly = parseCsp(httpPolicies);
  } catch {
    headerOnly = new Map();
  }
  let meta: Map<string, Set<string>>;
  try {
    meta = parseCspMeta(metaPolicies);
  } catch {
    meta = new Map();
  }
  if (headerOnly.size + meta.size === 0) {
    return outcome(
      firstHeader(headers, "content-security-policy-report-only")
        ? "csp-not-implemented-but-reporting-enabled"
        : "csp-not-implemented",
    );
  }

  // As in the scanner, these are the parsed sets themselves, and the
  // deletions below change the policy the later checks see.
  const objectSrc = csp.get("object-src") ?? csp.get("default-src") ?? new Set(["*"]);
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? new Set(["*"]);
  const styleSrc = csp.get("style-src") ?? csp.get("default-src") ?? new Set(["*"]);
  let result: string | null = null;

  // 'unsafe-inline' is ignored by browsers where a hash or nonce is present.
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources) && sources.has("'unsafe-inline'"))
      sources.delete("'unsafe-inline'");
  }
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of scriptSrc) {
      if (
        [...dangerouslyBroad].some((broad) => source.startsWith(broad)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      ) {
        scriptSrc.delete(source);
      }
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result ??= "csp-header-invalid";
  }

  const activeSources = [...csp]
    .filter(([directive]) => !passiveDirectives.has(directive) && directive !== "script-src")
    .flatMap(([, sources]) => [...sources]);
  activeSources.push(...scriptSrc);
  const passiveSources = [...passiveDirectives].flatMap((directive) => [
    ...(csp.get(directive) ?? csp.get("default-src") ?? new Set<string>()),
  ]);
  const https = scan.session.protocol === "https:";
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");

  if (
    [...scriptSrc].some((source) => broadOrUnsafeInline.has(source)) ||
    [...objectSrc].some((source) => dangerouslyBroad.has(source))
  ) {
    result ??= "csp-implemented-with-unsafe-inline";
  }
  if (https && activeSources.some(insecure)) result ??= "csp-implemented-with-insecure-scheme";
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    result ??= "csp-implemented-with-unsafe-eval";
  }
  if (https && passiveSources.some(insecure)) {
    result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  }
  if ([...styleSrc].some((source) => broadOrUnsafeInline.has(source))) {
    result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  }
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) {
    result ??= "csp-implemented-with-no-unsafe-default-src-none";
  } else {
    result ??= "csp-implemented-with-no-unsafe";
  }

  const pass = [
    "csp-implemented-with-no-unsafe",
    "csp-implemented-with-no-unsafe-default-src-none",
    "csp-implemented-with-unsafe-inline-in-style-src-only",
    "csp-implemented-with-insecure-scheme-in-passive-content-only",
  ].includes(result);
  if (pass && csp.has(duplicateWarningsKey)) result = "csp-implemented-but-duplicate-directives";
  csp.delete(duplicateWarningsKey);
  return { result, pass, data: csp };
}

// --- src/analyzer/tests/cookies.js ---

interface Cookie {
  key: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: "strict" | "lax" | "none" | undefined;
}

/** The parts of tough-cookie's Cookie.parse the test reads; a cookie without "=" is dropped. */
function parseSetCookie(header: string): Cookie | null {
  const [pair = "", ...attributes] = header.split(";");
  const equals = pair.indexOf("=");
  if (equals === -1) return null;
  const cookie: Cookie = {
    key: pair.slice(0, equals).trim(),
    secure: false,
    httpOnly: false,
    sameSite: undefined,
  };
  for (const attribute of attributes) {
    const [name = "", value = ""] = attribute.split("=", 2).map((part) => part.trim());
    const key = name.toLowerCase();
    if (key === "secure") cookie.secure = true;
    else if (key === "httponly") cookie.httpOnly = true;
    else if (key === "samesite") {
      const mode = value.toLowerCase();
      cookie.sameSite = mode === "strict" || mode === "lax" || mode === "none" ? mode : undefined;
    }
  }
  return cookie;
}

function containsInvalidSameSiteCookie(cookieString: string): boolean {
  for (const part of cookieString.trim().split(";")) {
    const [key, value] = part.trim().split("=");
    if (key && key.trim().toLowerCase() === "samesite") {
      if (!value) return true;
      if (!["lax", "strict", "none"].includes(value.trim().toLowerCase())) return true;
    }
  }
  return false;
}

const cookiesToDelete = new Set(["heroku-session-affinity"]);

function cookiesTest(scan: Scan): TestResult {
  const goodness = [
    "cookies-without-secure-flag-but-protected-by-hsts",
    "cookies-without-secure-flag",
    "cookies-session-without-secure-flag-but-protected-by-hsts",
    "cookies-samesite-flag-invalid",
    "cookies-anticsrf-without-samesite-flag",
    "cookies-session-without-httponly-flag",
    "cookies-session-without-secure-flag",
  ];
  const hsts = strictTransportSecurityTest(scan).pass;
  let result: string | null = null;
  let hasMissingSameSite = false;

  const rawCookies = headerValues(scan.response.headers, "set-cookie");
  for (const raw of rawCookies) {
    if (containsInvalidSameSiteCookie(raw)) {
      result = onlyIfWorse("cookies-samesite-flag-invalid", result, goodness);
    }
  }
  const cookies = rawCookies
    .map(parseSetCookie)
    .filter((cookie): cookie is Cookie => !!cookie?.key && !cookiesToDelete.has(cookie.key));

  if (cookies.length === 0) {
    result = "cookies-not-found";
  } else {
    for (const cookie of cookies) {
      const key = cookie.key.toLowerCase();
      const sessionId = ["login", "sess"].some((part) => key.includes(part));
      const antiCsrf = key.includes("csrf");
      if (!cookie.secure && cookie.sameSite === "none") {
        result = onlyIfWorse("cookies-samesite-flag-invalid", result, goodness);
      }
      if (!cookie.secure && hsts) {
        result = onlyIfWorse("cookies-without-secure-flag-but-protected-by-hsts", result, goodness);
      } else if (!cookie.secure) {
        result = onlyIfWorse("cookies-without-secure-flag", result, goodness);
      }
      if (antiCsrf && !cookie.sameSite) {
        result = onlyIfWorse("cookies-anticsrf-without-samesite-flag", result, goodness);
      }
      if (sessionId && !cookie.secure && hsts) {
        result = onlyIfWorse(
          "cookies-session-without-secure-flag-but-protected-by-hsts",
          result,
          goodness,
        );
      } else if (sessionId && !cookie.secure) {
        result = onlyIfWorse("cookies-session-without-secure-flag", result, goodness);
      }
      if (sessionId && !cookie.httpOnly) {
        result = onlyIfWorse("cookies-session-without-httponly-flag", result, goodness);
      }
      if (!cookie.sameSite) hasMissingSameSite = true;
    }
    result ??= hasMissingSameSite
      ? "cookies-secure-with-httponly-sessions"
      : "cookies-secure-with-httponly-sessions-and-samesite";
  }
  return {
    result,
    pass: [
      "cookies-not-found",
      "cookies-secure-with-httponly-sessions-and-samesite",
      "cookies-secure-with-httponly-sessions",
    ].includes(result),
  };
}

interface TestResult {
  result: string;
  pass: boolean;
}

// --- src/analyzer/tests/cors.js ---

function crossOriginResourceSharingTest(scan: Scan): TestResult {
  let result = "cross-origin-resource-sharing-not-implemented";
  const preflight = scan.preflight;
  const allowOrigin = firstHeader(preflight?.headers, "access-control-allow-origin");
  const credentials = firstHeader(preflight?.headers, "access-control-allow-credentials");
  if (preflight && allowOrigin) {
    const data = allowOrigin.slice(0, 256).trim().toLowerCase();
    if (data === "*") {
      result = "cross-origin-resource-sharing-implemented-with-public-access";
    } else if (preflight.origin === allowOrigin && credentials?.toLowerCase().trim() === "true") {
      result = "cross-origin-resource-sharing-implemented-with-universal-access";
    } else {
      result = "cross-origin-resource-sharing-implemented-with-restricted-access";
    }
  }
  return {
    result,
    pass: result !== "cross-origin-resource-sharing-implemented-with-universal-access",
  };
}

// --- src/analyzer/tests/redirection.js ---

function redirectionTest(scan: Scan): TestResult {
  let result: string;
  if (!scan.httpRoute) {
    result = "redirection-not-needed-no-http";
  } else {
    // The scanner's certificates are assumed valid: the site is served behind TLS.
    const route = scan.httpRoute.map((address) => new URL(address));
    const scanned = scan.session.hostname;
    const allPreloaded = route.every(
      (url) => url.hostname === scanned && scan.hstsPreloaded === true,
    );
    if (allPreloaded) result = "redirection-all-redirects-preloaded";
    else if (route.length === 1) result = "redirection-missing";
    else if (route.at(-1)?.protocol !== "https:") result = "redirection-not-to-https";
    else if (route[1]?.protocol === "http:") {
      result = "redirection-not-to-https-on-initial-redirection";
    } else if (
      route[0]?.protocol === "http:" &&
      route[1]?.protocol === "https:" &&
      route[0].hostname !== route[1].hostname
    ) {
      result = "redirection-off-host-from-http";
    } else result = "redirection-to-https";
  }
  return {
    result,
    pass: [
      "redirection-not-needed-no-http",
      "redirection-all-redirects-preloaded",
      "redirection-to-https",
    ].includes(result),
  };
}

// --- src/analyzer/tests/referrer-policy.js ---

function referrerPolicyTest(scan: Scan): TestResult {
  const goodness = [
    "no-referrer",
    "same-origin",
    "strict-origin",
    "strict-origin-when-cross-origin",
  ];
  const badness = [
    "origin",
    "origin-when-cross-origin",
    "unsafe-url",
    "no-referrer-when-downgrade",
  ];
  const valid = new Set([...goodness, ...badness]);
  const values = [
    ...headerValues(scan.response.headers, "referrer-policy"),
    ...(scan.httpEquiv.get("referrer-policy") ?? []),
  ];
  if (values.length === 0) return { result: "referrer-policy-not-implemented", pass: true };
  // The last valid value wins, as in browsers; a <meta> comes after the header.
  const policy =
    values
      .join(", ")
      .split(",")
      .filter((value) => valid.has(value.toLowerCase().trim()))
      .reverse()[0]
      ?.toLowerCase()
      .trim() ?? "";
  const result = goodness.includes(policy)
    ? "referrer-policy-private"
    : badness.includes(policy)
      ? "referrer-policy-unsafe"
      : "referrer-policy-header-invalid";
  return { result, pass: result === "referrer-policy-private" };
}

// --- src/analyzer/tests/strict-transport-security.js ---

const sixMonths = 15_552_000;

function strictTransportSecurityTest(scan: Scan): TestResult {
  // The https response is the scanned one; the site is served over TLS.
  let result = "hsts-not-implemented";
  const header = headerValues(scan.response.headers, "strict-transport-security")[0];
  if (scan.session.protocol !== "https:") {
    result = "hsts-not-implemented-no-https";
  } else if (header !== undefined) {
    const data = header.slice(0, 1024);
    let maxAge: number | null = null;
    for (const parameter of data.split(";").map((part) => part.trim().toLowerCase())) {
      if (parameter.startsWith("max-age=")) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
    }
    // Set twice (joined with a comma) or without max-age, the header is invalid.
    if (data.includes(",") || maxAge === null) result = "hsts-header-invalid";
    else if (maxAge < sixMonths) result = "hsts-implemented-max-age-less-than-six-months";
    else result = "hsts-implemented-max-age-at-least-six-months";
  }
  if (scan.session.protocol === "https:" && scan.hstsPreloaded) result = "hsts-preloaded";
  return {
    result,
    pass: ["hsts-implemented-max-age-at-least-six-months", "hsts-preloaded"].includes(result),
  };
}

// --- src/analyzer/tests/subresource-integrity.js ---

/** The registrable domain, approximated by the last two labels (the scanner uses tldts). */
function registrableDomain(hostname: string): string {
  return hostname.toLowerCase().split(".").slice(-2).join(".");
}

function subresourceIntegrityTest(scan: Scan): TestResult {
  const goodness = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
    "sri-not-implemented-response-not-html",
  ];
  let result: string | null = null;
  const mime = (firstHeader(scan.response.headers, "content-type") ?? "").split(";", 1)[0]!;
  if (mime && !htmlTypes.has(mime)) {
    result = "sri-not-implemented-response-not-html";
  } else {
    const scripts = findRawTextElements(scan.response.body)
      .filter((element) => element.tag === "script")
      .map((element) => parseAttributes(element.attributes));
    let scriptsOnForeignOrigin = false;
    for (const script of scripts) {
      const src = script.get("src");
      if (!src) continue;
      const integrity = script.get("integrity") || null;
      let relativeOrigin = false;
      let relativeProtocol = false;
      let sameSecondLevelDomain: boolean;
      if (/^(\/\/)[^/]/.test(src)) {
        relativeProtocol = true;
        sameSecondLevelDomain = true;
      } else if (/^https?:\/\//.test(src)) {
        sameSecondLevelDomain =
          registrableDomain(new URL(src).hostname) === registrableDomain(scan.session.hostname);
      } else {
        relativeOrigin = true;
        sameSecondLevelDomain = true;
      }
      const secureOrigin = relativeOrigin || (sameSecondLevelDomain && !relativeProtocol);
      if (!secureOrigin) scriptsOnForeignOrigin = true;
      const scheme = !relativeProtocol && !relativeOrigin ? new URL(src).protocol : null;
      const secureScheme =
        scheme === "https:" || (relativeOrigin && scan.session.protocol === "https:");

      if (!secureOrigin) {
        if (integrity && !secureScheme) {
          result = onlyIfWorse(
            "sri-implemented-but-external-scripts-not-loaded-securely",
            result,
            goodness,
          );
        } else if (!integrity && secureScheme) {
          result = onlyIfWorse(
            "sri-not-implemented-but-external-scripts-loaded-securely",
            result,
            goodness,
          );
        } else if (!integrity && !secureScheme) {
          result = onlyIfWorse(
            "sri-not-implemented-and-external-scripts-not-loaded-securely",
            result,
            goodness,
          );
        }
      } else if (integrity && secureScheme && !result) {
        // The scanner grants the bonus for integrity on a same-origin script, too.
        result = "sri-implemented-and-all-scripts-loaded-securely";
      }
    }
    if (scripts.length === 0) result = "sri-not-implemented-but-no-scripts-loaded";
    else {
      result ??= scriptsOnForeignOrigin
        ? "sri-implemented-and-external-scripts-loaded-securely"
        : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
    }
  }
  return {
    result,
    pass: [
      "sri-implemented-and-all-scripts-loaded-securely",
      "sri-implemented-and-external-scripts-loaded-securely",
      "sri-not-implemented-response-not-html",
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      "sri-not-implemented-but-no-scripts-loaded",
    ].includes(result),
  };
}

// --- src/analyzer/tests/x-content-type-options.js ---

function xContentTypeOptionsTest(scan: Scan): TestResult {
  const header = firstHeader(scan.response.headers, "x-content-type-options");
  const result = !header
    ? "x-content-type-options-not-implemented"
    : header.slice(0, 256).trim().toLowerCase() === "nosniff"
      ? "x-content-type-options-nosniff"
      : "x-content-type-options-header-invalid";
  return { result, pass: result === "x-content-type-options-nosniff" };
}

// --- src/analyzer/tests/x-frame-options.js ---

function xFrameOptionsTest(scan: Scan): TestResult {
  const header = firstHeader(scan.response.headers, "x-frame-options");
  let result: string;
  if (header) {
    const xfo = header.slice(0, 1024).trim().toLowerCase();
    if (xfo === "deny" || xfo === "sameorigin") result = "x-frame-options-sameorigin-or-deny";
    else if (xfo.startsWith("allow-from")) result = "x-frame-options-allow-from-origin";
    else result = "x-frame-options-header-invalid";
  } else {
    result = "x-frame-options-not-implemented";
  }
  // frame-ancestors in the policy (header or <meta>, as the scanner reads it) replaces the header.
  if (contentSecurityPolicyTest(scan).data?.has("frame-ancestors")) {
    result = "x-frame-options-implemented-via-csp";
  }
  return {
    result,
    pass: [
      "x-frame-options-allow-from-origin",
      "x-frame-options-sameorigin-or-deny",
      "x-frame-options-implemented-via-csp",
    ].includes(result),
  };
}

// --- src/analyzer/tests/cross-origin-resource-policy.js ---

function crossOriginResourcePolicyTest(scan: Scan): TestResult {
  // The scanner also reads a <meta http-equiv>, which its retriever never collects for CORP.
  const header = headerValues(scan.response.headers, "cross-origin-resource-policy").join(", ");
  let result = "corp-not-implemented";
  if (header) {
    const corp = header.slice(0, 256).trim().toLowerCase();
    result =
      corp === "same-site"
        ? "corp-implemented-with-same-site"
        : corp === "same-origin"
          ? "corp-implemented-with-same-origin"
          : corp === "cross-origin"
            ? "corp-implemented-with-cross-origin"
            : "corp-header-invalid";
  }
  return { result, pass: result !== "corp-header-invalid" };
}

// --- src/analyzer/tests/cross-origin-{opener,embedder}-policy.js (algorithm 6) ---

const tokenPattern = "[A-Za-z*][A-Za-z0-9!#$%&'*+.^_`|~:/-]*";
const bareItemPattern = `(?:"(?:[^"\\\\]|\\\\["\\\\])*"|-?\\d+(?:\\.\\d+)?|\\?[01]|:[A-Za-z0-9+/=]*:|${tokenPattern})`;
const structuredTokenItem = new RegExp(
  `^(${tokenPattern})(?:;[ ]*[a-z*][a-z0-9_.*-]*(?:=${bareItemPattern})?)*$`,
);

/** An RFC 8941 item whose bare item is a token, parameters ignored (utils.js parseStructuredFieldToken). */
export function structuredFieldToken(value: string): string | null {
  return structuredTokenItem.exec(value.trim())?.[1] ?? null;
}

function crossOriginPolicyTest(
  scan: Scan,
  header: string,
  prefix: "coop" | "coep",
  implemented: readonly string[],
): TestResult {
  const values = headerValues(scan.response.headers, header);
  let result = `${prefix}-not-implemented`;
  if (values.length > 1) result = `${prefix}-header-invalid`;
  else if (values[0]) {
    const policy = structuredFieldToken(values[0].slice(0, 1024).trim());
    result =
      policy && (implemented.includes(policy) || policy === "unsafe-none")
        ? `${prefix}-implemented-with-${policy}`
        : `${prefix}-header-invalid`;
  }
  return { result, pass: result !== `${prefix}-header-invalid` };
}

const crossOriginOpenerPolicyTest = (scan: Scan) =>
  crossOriginPolicyTest(scan, "cross-origin-opener-policy", "coop", [
    "same-origin",
    "same-origin-allow-popups",
    "noopener-allow-popups",
  ]);

const crossOriginEmbedderPolicyTest = (scan: Scan) =>
  crossOriginPolicyTest(scan, "cross-origin-embedder-policy", "coep", [
    "require-corp",
    "credentialless",
  ]);

// --- src/constants.js ALL_TESTS, src/scanner/index.js analyzeScan, src/grader/grader.js ---

const testsOfAlgorithm5: [string, (scan: Scan) => TestResult][] = [
  ["content-security-policy", contentSecurityPolicyTest],
  ["cookies", cookiesTest],
  ["cross-origin-resource-sharing", crossOriginResourceSharingTest],
  ["redirection", redirectionTest],
  ["referrer-policy", referrerPolicyTest],
  ["strict-transport-security", strictTransportSecurityTest],
  ["subresource-integrity", subresourceIntegrityTest],
  ["x-content-type-options", xContentTypeOptionsTest],
  ["x-frame-options", xFrameOptionsTest],
  ["cross-origin-resource-policy", crossOriginResourcePolicyTest],
];

const testsOfAlgorithm6: [string, (scan: Scan) => TestResult][] = [
  ...testsOfAlgorithm5,
  ["cross-origin-embedder-policy", crossOriginEmbedderPolicyTest],
  ["cross-origin-opener-policy", crossOriginOpenerPolicyTest],
];

export function gradeForScore(score: number): string {
  const key = Math.min(score - (score % 5), 100);
  return gradeChart.find(([floor]) => key >= floor)![1];
}

/** The scanner's score and grade for one address, and each test's result. */
export function observatoryScore(
  input: ScanInput,
  algorithm: ObservatoryAlgorithm = 5,
): ObservatoryResult {
  const { status } = input.response;
  if (status < 200 || (status >= 400 && ![401, 403].includes(status))) {
    throw new Error(`Site did respond with an unexpected HTTP status code ${status}.`);
  }
  const scan: Scan = {
    ...input,
    httpEquiv: httpEquivOf(input.response),
    session: new URL(input.url),
  };
  const tests = (algorithm === 6 ? testsOfAlgorithm6 : testsOfAlgorithm5).map(([test, run]) => {
    const { result, pass } = run(scan);
    return { test, result, pass, modifier: modifiers[result] ?? 0 };
  });

  let scoreWithExtraCredit = 100;
  let uncurvedScore = 100;
  for (const { modifier } of tests) {
    scoreWithExtraCredit += modifier;
    if (modifier < 0) uncurvedScore += modifier;
  }
  // Bonuses count only for a site that gets an A without them.
  const score = Math.max(
    uncurvedScore >= minimumScoreForExtraCredit ? scoreWithExtraCredit : uncurvedScore,
    0,
  );
  return { score, grade: gradeForScore(score), tests };
}

// --- This site's build ---

export interface PageScore {
  path: string;
  score: number;
  grade: string;
  /** The score under algorithm 6 (main), for information. */
  nextScore: number;
  /** Tests that failed or cost points, as `test: result`. */
  shortfalls: string[];
  /** Every test's outcome under algorithm 5. */
  tests: TestOutcome[];
}

/**
 * Scores every page of a build as the scanner would see it at `origin`,
 * behind TLS, with the headers of build/hosting.json (which the server and
 * the static-host files send alike).
 */
export async function scoreBuild(buildDir: string, origin: string): Promise<PageScore[]> {
  const table = JSON.parse(await readFile(join(buildDir, "hosting.json"), "utf8")) as HostingTable;
  const scores: PageScore[] = [];
  for (const [path, file] of Object.entries(table.pages)) {
    const response: ScannedResponse = {
      status: 200,
      headers: { ...headersFor(table, path), "Content-Type": "text/html; charset=utf-8" },
      body: await readFile(join(buildDir, "client", file), "utf8"),
    };
    const input = behindTls(new URL(path, origin).href, response);
    const current = observatoryScore(input, 5);
    scores.push({
      path,
      score: current.score,
      grade: current.grade,
      nextScore: observatoryScore(input, 6).score,
      shortfalls: current.tests
        .filter((test) => test.modifier < 0 || !test.pass)
        .map((test) => `${test.test}: ${test.result}`),
      tests: current.tests,
    });
  }
  return scores;
}

/** A Markdown table: one row per page, a ✗ where a page is below the required score. */
export function formatScores(scores: readonly PageScore[]): string {
  const rows = scores.map((page) =>
    [
      page.path,
      `${page.score}${page.score < requiredObservatoryScore ? " ✗" : ""}`,
      page.grade,
      String(page.nextScore),
      page.shortfalls.join("; ") || "none",
    ].join(" | "),
  );
  return [
    "| page | score (algorithm 5) | grade | score (6, main) | tests failed or costing points |",
    "| --- | --: | --- | --: | --- |",
    ...rows.map((row) => `| ${row} |`),
  ].join("\n");
}

/** One page's results, test by test, with the points each adds or costs. */
export function formatTests(page: PageScore): string {
  const width = Math.max(...page.tests.map((test) => test.test.length));
  const lines = page.tests.map((test) => {
    const points = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier);
    return `  ${test.test.padEnd(width)}  ${points.padStart(3)}  ${test.result}${test.pass ? "" : " (fails)"}`;
  });
  return [`${page.path}: ${page.score} = 100 and`, ...lines].join("\n");
}
