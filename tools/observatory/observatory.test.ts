// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServer, type Server } from "../../server/http/app.ts";
import { testConfig } from "../../server/test-utils/test-server.ts";

import {
  openerPolicy,
  pagePolicy,
  securityHeaders,
} from "../../scripts/postbuild/hosting-table.ts";
import {
  behindTls,
  formatScores,
  formatTests,
  gradeForScore,
  observatoryScore,
  parseCsp,
  requiredObservatoryScore,
  scoreBuild,
  structuredFieldToken,
  type HeaderMap,
  type ObservatoryAlgorithm,
  type ScanInput,
} from "./observatory.ts";

/**
 * The port of the MDN HTTP Observatory, checked against cases from the
 * scanner's own test suite (github.com/mdn/mdn-http-observatory, test/*.test.js),
 * then used on this site's policy and on a fixture build served by the
 * real server.
 */

const url = "https://www.example.com/about";
const html = "text/html; charset=utf-8";

/** Like the scanner's test helper emptyRequests: an HTML page with only a Content-Type. */
function scanOf(
  headers: HeaderMap,
  body = "<!doctype html><title>x</title>",
  overrides: Partial<ScanInput> = {},
): ScanInput {
  return {
    ...behindTls(url, { status: 200, headers: { "Content-Type": html, ...headers }, body }),
    ...overrides,
  };
}

function resultOf(test: string, scan: ScanInput, algorithm: ObservatoryAlgorithm = 6): string {
  return observatoryScore(scan, algorithm).tests.find((outcome) => outcome.test === test)!.result;
}

const cspResult = (policy: string, body?: string) =>
  resultOf("content-security-policy", scanOf({ "Content-Security-Policy": policy }, body));

describe("content-security-policy (test/csp.test.js)", () => {
  it.each([
    ["", "csp-header-invalid"],
    ["default-src 'none'; default-src 'none'", "csp-header-invalid"],
    ["default-src 'none'; script-src 'strict-dynamic'", "csp-header-invalid"],
    ["defa", "csp-header-invalid"],
    ["default-src 'none'; script-src 'unsafe-inline'", "csp-implemented-with-unsafe-inline"],
    ["default-src 'none'; script-src https://*", "csp-implemented-with-unsafe-inline"],
    ["script-src data:", "csp-implemented-with-unsafe-inline"],
    ["default-src *; script-src *; object-src 'none'", "csp-implemented-with-unsafe-inline"],
    ["object-src https:; script-src 'none'", "csp-implemented-with-unsafe-inline"],
    ["upgrade-insecure-requests", "csp-implemented-with-unsafe-inline"],
    ["default-src 'none'; script-src http://mozilla.org", "csp-implemented-with-insecure-scheme"],
    ["default-src 'none'; script-src 'unsafe-eval'", "csp-implemented-with-unsafe-eval"],
    [
      "default-src 'none'; img-src http: https:; script-src 'self'; style-src 'self'",
      "csp-implemented-with-insecure-scheme-in-passive-content-only",
    ],
    [
      "default-src 'none'; script-src https://mozilla.org; style-src 'unsafe-inline'",
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    ],
    ["default-src 'none'; style-src data:", "csp-implemented-with-unsafe-inline-in-style-src-only"],
    ["default-src https://mozilla.org", "csp-implemented-with-no-unsafe"],
    [
      "object-src 'none'; style-src 'self';script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='",
      "csp-implemented-with-no-unsafe",
    ],
    // 'unsafe-inline' beside a hash is ignored, as browsers do.
    [
      "default-src https://mozilla.org; style-src 'unsafe-inline' 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB=' 'unsafe-inline'",
      "csp-implemented-with-no-unsafe",
    ],
    ["default-src", "csp-implemented-with-no-unsafe-default-src-none"],
    [
      "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' 'unsafe-inline'",
      "csp-implemented-with-no-unsafe-default-src-none",
    ],
    [
      "default-src 'none'; object-src https://mozilla.org",
      "csp-implemented-with-no-unsafe-default-src-none",
    ],
    [
      "default-src 'none'; report-uri /a; report-uri /b",
      "csp-implemented-but-duplicate-directives",
    ],
    // Two policies, as a server joining two headers sends them: both apply.
    ["default-src 'none', script-src 'self'", "csp-implemented-with-no-unsafe-default-src-none"],
  ])("%j → %s", (policy, expected) => {
    expect(cspResult(policy)).toBe(expected);
  });

  it("is missing, or only reporting, without a policy", () => {
    expect(resultOf("content-security-policy", scanOf({}))).toBe("csp-not-implemented");
    expect(
      resultOf(
        "content-security-policy",
        scanOf({ "Content-Security-Policy-Report-Only": "default-src 'none'" }),
      ),
    ).toBe("csp-not-implemented-but-reporting-enabled");
  });

  it("reads policies from <meta http-equiv>, which cannot set frame-ancestors", () => {
    const meta = (content: string) =>
      `<!doctype html><meta http-equiv="Content-Security-Policy" content="${content}">`;
    expect(resultOf("content-security-policy", scanOf({}, meta("default-src 'none'")))).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
    // Header (default-src http:) and meta (default-src 'none'): a source must be in both.
    expect(cspResult("default-src http:", meta("default-src 'none'"))).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
    expect(resultOf("content-security-policy", scanOf({}, meta("frame-ancestors 'none'")))).toBe(
      "csp-not-implemented",
    );
  });
});

describe("parseCsp (test/csp-parser.test.js)", () => {
  it.each([
    [
      [
        "default-src 'none'; script-src 'self' https://mozilla.org",
        "default-src 'none'; script-src https://example.com 'self' https://mozilla.org",
      ],
      { "default-src": ["'none'"], "script-src": ["'self'", "https://mozilla.org"] },
    ],
    [
      ["default-src https://mozilla.org", "default-src https://mozilla.com"],
      { "default-src": ["'none'"] },
    ],
    [
      [
        "default-src https://mozilla.org https://mozilla.net https://mozilla.com https://mozilla.io",
        "default-src https://mozilla.pizza https://mozilla.ninja https://mozilla.net https://mozilla.org",
      ],
      { "default-src": ["https://mozilla.net", "https://mozilla.org"] },
    ],
    [
      [
        "default-src https://mozilla.org/firefox/",
        "default-src https://mozilla.org/firefox/download/",
      ],
      { "default-src": ["https://mozilla.org/firefox/download/"] },
    ],
    [["default-src http: http:", "default-src https: https:"], { "default-src": ["'none'"] }],
  ])("keeps only the sources every policy allows: %j", (policies, expected) => {
    const parsed = parseCsp(policies);
    expect(Object.fromEntries([...parsed].map(([name, sources]) => [name, [...sources]]))).toEqual(
      expected,
    );
  });

  it("treats an empty source list as 'none' and refuses repeated directives", () => {
    expect(parseCsp(["default-src"]).get("default-src")).toEqual(new Set(["'none'"]));
    expect(() => parseCsp(["img-src 'self'; IMG-SRC 'none'"])).toThrow(/Duplicate/);
  });
});

describe("the other tests", () => {
  it.each([
    [{ "Referrer-Policy": "strict-origin-when-cross-origin" }, "referrer-policy-private"],
    [{ "Referrer-Policy": "unsafe-url, no-referrer, same-origin" }, "referrer-policy-private"],
    [{ "Referrer-Policy": "no-referrer, unsafe-url" }, "referrer-policy-unsafe"],
    [{ "Referrer-Policy": "whimsy" }, "referrer-policy-header-invalid"],
    [{}, "referrer-policy-not-implemented"],
  ])("referrer-policy: %j → %s", (headers, expected) => {
    expect(resultOf("referrer-policy", scanOf(headers))).toBe(expected);
  });

  it("prefers a <meta name=referrer> to the header", () => {
    const body = '<meta name="referrer" content="unsafe-url">';
    expect(resultOf("referrer-policy", scanOf({ "Referrer-Policy": "no-referrer" }, body))).toBe(
      "referrer-policy-unsafe",
    );
  });

  it.each([
    ["max-age=15552000", "hsts-implemented-max-age-at-least-six-months"],
    ["max-age=15551999; includeSubDomains", "hsts-implemented-max-age-less-than-six-months"],
    ["max-age=31536000, max-age=31536000", "hsts-header-invalid"],
    ["includeSubDomains", "hsts-header-invalid"],
  ])("strict-transport-security: %j → %s", (value, expected) => {
    expect(
      resultOf("strict-transport-security", scanOf({ "Strict-Transport-Security": value })),
    ).toBe(expected);
  });

  it("grades HSTS as preloaded, and plain http as no HSTS", () => {
    expect(
      resultOf("strict-transport-security", scanOf({}, undefined, { hstsPreloaded: true })),
    ).toBe("hsts-preloaded");
    expect(
      resultOf(
        "strict-transport-security",
        scanOf({ "Strict-Transport-Security": "max-age=31536000" }, undefined, {
          url: "http://www.example.com/",
        }),
      ),
    ).toBe("hsts-not-implemented-no-https");
  });

  it.each([
    [null, "redirection-not-needed-no-http"],
    [["http://www.example.com/about"], "redirection-missing"],
    [["http://www.example.com/about", "http://www.example.com/x"], "redirection-not-to-https"],
    [
      ["http://www.example.com/about", "http://www.example.com/x", url],
      "redirection-not-to-https-on-initial-redirection",
    ],
    [["http://example.com/about", url], "redirection-off-host-from-http"],
    [["http://www.example.com/about", url], "redirection-to-https"],
  ])("redirection: %j → %s", (httpRoute, expected) => {
    expect(resultOf("redirection", scanOf({}, undefined, { httpRoute }))).toBe(expected);
  });

  it.each([
    ["nosniff", "x-content-type-options-nosniff"],
    [" NOSNIFF ", "x-content-type-options-nosniff"],
    ["whimsy", "x-content-type-options-header-invalid"],
  ])("x-content-type-options: %j → %s", (value, expected) => {
    expect(resultOf("x-content-type-options", scanOf({ "X-Content-Type-Options": value }))).toBe(
      expected,
    );
  });

  it.each([
    [{}, "x-frame-options-not-implemented"],
    [{ "X-Frame-Options": "SAMEORIGIN, SAMEORIGIN" }, "x-frame-options-header-invalid"],
    [{ "X-Frame-Options": "ALLOW-FROM https://mozilla.org" }, "x-frame-options-allow-from-origin"],
    [{ "X-Frame-Options": "DENY" }, "x-frame-options-sameorigin-or-deny"],
    [
      {
        "X-Frame-Options": "DENY",
        "Content-Security-Policy": "frame-ancestors https://mozilla.org",
      },
      "x-frame-options-implemented-via-csp",
    ],
  ])("x-frame-options: %j → %s", (headers, expected) => {
    expect(resultOf("x-frame-options", scanOf(headers))).toBe(expected);
  });

  it.each([
    ["same-origin", "corp-implemented-with-same-origin"],
    ["Same-Site", "corp-implemented-with-same-site"],
    ["cross-origin", "corp-implemented-with-cross-origin"],
    ["whimsy", "corp-header-invalid"],
  ])("cross-origin-resource-policy: %j → %s", (value, expected) => {
    expect(
      resultOf("cross-origin-resource-policy", scanOf({ "Cross-Origin-Resource-Policy": value })),
    ).toBe(expected);
  });

  it.each([
    ["same-origin", "coop-implemented-with-same-origin"],
    ['same-origin; report-to="coop"', "coop-implemented-with-same-origin"],
    ["noopener-allow-popups", "coop-implemented-with-noopener-allow-popups"],
    ['"same-origin"', "coop-header-invalid"],
    ["same-origin, unsafe-none", "coop-header-invalid"],
  ])("cross-origin-opener-policy (algorithm 6): %j → %s", (value, expected) => {
    expect(
      resultOf("cross-origin-opener-policy", scanOf({ "Cross-Origin-Opener-Policy": value })),
    ).toBe(expected);
  });

  it("reads structured-field tokens and nothing else", () => {
    expect(structuredFieldToken("require-corp")).toBe("require-corp");
    expect(structuredFieldToken("credentialless;report-to=x")).toBe("credentialless");
    expect(structuredFieldToken("require corp")).toBeNull();
    expect(structuredFieldToken("1")).toBeNull();
  });

  it.each([
    [[], "cookies-not-found"],
    [["a=b; Secure; HttpOnly; SameSite=Lax"], "cookies-secure-with-httponly-sessions-and-samesite"],
    [["a=b; Secure"], "cookies-secure-with-httponly-sessions"],
    [["a=b"], "cookies-without-secure-flag-but-protected-by-hsts"],
    [["sessionid=1; Secure"], "cookies-session-without-httponly-flag"],
    [["csrftoken=1; Secure"], "cookies-anticsrf-without-samesite-flag"],
    [["a=b; Secure; SameSite=foo"], "cookies-samesite-flag-invalid"],
  ])("cookies: %j → %s", (cookies, expected) => {
    const headers = {
      "Strict-Transport-Security": "max-age=31536000",
      ...(cookies.length > 0 ? { "Set-Cookie": cookies } : {}),
    };
    expect(resultOf("cookies", scanOf(headers))).toBe(expected);
  });

  it("grades CORS from the answer to a preflight", () => {
    const preflight = (headers: HeaderMap) => ({ origin: "https://observatory.example", headers });
    expect(resultOf("cross-origin-resource-sharing", scanOf({}))).toBe(
      "cross-origin-resource-sharing-not-implemented",
    );
    expect(
      resultOf(
        "cross-origin-resource-sharing",
        scanOf({}, undefined, {
          preflight: preflight({
            "Access-Control-Allow-Origin": "https://observatory.example",
            "Access-Control-Allow-Credentials": "true",
          }),
        }),
      ),
    ).toBe("cross-origin-resource-sharing-implemented-with-universal-access");
  });

  it.each([
    ["", "sri-not-implemented-but-no-scripts-loaded"],
    [
      '<script src="/assets/a.js"></script>',
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    ],
    [
      '<script type="application/ld+json">{}</script>',
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    ],
    [
      '<script src="https://static.example.com/a.js"></script>',
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    ],
    [
      '<script src="/a.js" integrity="sha384-x"></script>',
      "sri-implemented-and-all-scripts-loaded-securely",
    ],
    [
      '<script src="https://cdn.other.org/a.js" integrity="sha384-x"></script>',
      "sri-implemented-and-external-scripts-loaded-securely",
    ],
    [
      '<script src="https://cdn.other.org/a.js"></script>',
      "sri-not-implemented-but-external-scripts-loaded-securely",
    ],
    [
      '<script src="//cdn.other.org/a.js" integrity="sha384-x"></script>',
      "sri-implemented-but-external-scripts-not-loaded-securely",
    ],
    [
      '<script src="http://cdn.other.org/a.js"></script>',
      "sri-not-implemented-and-external-scripts-not-loaded-securely",
    ],
    [
      '<!-- <script src="http://cdn.other.org/a.js"></script> -->',
      "sri-not-implemented-but-no-scripts-loaded",
    ],
  ])("subresource-integrity: %j → %s", (body, expected) => {
    expect(resultOf("subresource-integrity", scanOf({}, `<!doctype html>${body}`))).toBe(expected);
  });
});

describe("observatoryScore", () => {
  it("grades as the scanner does", () => {
    expect([100, 99, 90, 85, 71, 0].map(gradeForScore)).toEqual(["A+", "A", "A", "A-", "B", "F"]);
    expect(gradeForScore(145)).toBe("A+");
  });

  it("counts bonuses only for a site that gets an A without them", () => {
    // No CSP (-25), HSTS (-20), X-Frame-Options (-20) or nosniff (-5): CORP's +10 does not count.
    const result = observatoryScore(scanOf({ "Cross-Origin-Resource-Policy": "same-origin" }));
    expect(result.score).toBe(100 - 25 - 20 - 20 - 5);
    expect(result.grade).toBe("D");
  });

  it("refuses a response the scanner would not grade", () => {
    expect(() => observatoryScore(behindTls(url, { status: 404, headers: {}, body: "" }))).toThrow(
      /unexpected HTTP status code 404/,
    );
  });
});

describe("this site's headers", () => {
  const page = `<!doctype html><html lang="en"><head><style>body{margin:0}</style>
<script type="application/ld+json">{}</script></head><body><h1>About</h1>
<script type="module" src="/assets/page.js"></script></body></html>`;
  const headers = (policy: string) => ({
    ...securityHeaders,
    ...openerPolicy,
    "Content-Security-Policy": policy,
    "Content-Type": html,
  });
  const policy = pagePolicy({ scripts: ["'sha256-a'"], styles: ["'sha256-b'"] });

  it(`score ${requiredObservatoryScore} today and 140 under algorithm 6, every test passing`, () => {
    const scan = behindTls(url, { status: 200, headers: headers(policy), body: page });
    const result = observatoryScore(scan, 5);
    expect(result.score).toBe(130);
    expect(result.tests.every((test) => test.pass)).toBe(true);
    expect(
      Object.fromEntries(
        result.tests.filter((test) => test.modifier !== 0).map((test) => [test.test, test.result]),
      ),
    ).toEqual({
      "content-security-policy": "csp-implemented-with-no-unsafe-default-src-none",
      "referrer-policy": "referrer-policy-private",
      "x-frame-options": "x-frame-options-implemented-via-csp",
      "cross-origin-resource-policy": "corp-implemented-with-same-origin",
    });
    expect(observatoryScore(scan, 6).score).toBe(140);
  });

  it("would lose 20 points to the old policy: 'unsafe-inline' styles and no CORP", () => {
    const { "Cross-Origin-Resource-Policy": _corp, ...withoutCorp } = headers(
      "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    const scan = behindTls(url, { status: 200, headers: withoutCorp, body: page });
    expect(observatoryScore(scan, 5).score).toBe(110);
  });
});

describe("a fixture build served by the real server", () => {
  let server: Server;
  let buildDir: string;
  beforeAll(async () => {
    const config = await testConfig();
    buildDir = config.buildDir;
    server = await createServer(config);
  });
  afterAll(() => server.app.close());

  it(`scores at least ${requiredObservatoryScore} on every page, from the server's own responses`, async () => {
    const pages = ["/", "/about", "/contact", "/machinery/machinery-division"];
    for (const path of pages) {
      const response = await server.app.inject({ method: "GET", url: path });
      const scan = behindTls(new URL(path, "https://www.example.com").href, {
        status: response.statusCode,
        headers: response.headers as HeaderMap,
        body: response.body,
      });
      const result = observatoryScore(scan);
      expect(result.score, `${path}: ${JSON.stringify(result.tests)}`).toBeGreaterThanOrEqual(
        requiredObservatoryScore,
      );
      expect(
        result.tests.filter((test) => !test.pass),
        path,
      ).toEqual([]);
    }
  });

  it("scores the build's table the same, and prints it", async () => {
    const scores = await scoreBuild(buildDir, "https://www.example.com");
    expect(scores.map((page) => page.path).sort()).toEqual(
      ["/", "/about", "/contact", "/machinery/machinery-division"].sort(),
    );
    for (const page of scores) {
      expect(page, page.path).toMatchObject({
        score: 130,
        grade: "A+",
        nextScore: 140,
        shortfalls: [],
      });
    }
    const table = formatScores(scores);
    expect(table.split("\n")).toHaveLength(2 + scores.length);
    expect(table).toContain("| /about | 130 | A+ | 140 | none |");
    expect(formatScores([{ ...scores[0]!, score: 125 }])).toContain("| 125 ✗ |");
    const breakdown = formatTests(scores.find((page) => page.path === "/about")!);
    expect(breakdown).toMatch(/^\/about: 130 = 100 and\n/);
    expect(breakdown).toMatch(
      /cross-origin-resource-policy +\+10 {2}corp-implemented-with-same-origin$/m,
    );
    expect(breakdown.split("\n")).toHaveLength(11);
  });
});
