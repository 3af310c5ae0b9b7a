// @vitest-environment node
import { request, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer } from "./test-support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { redirect: "manual", headers });

const securityHeaders = {
  "strict-transport-security": "max-age=31536000",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(response.headers.get(name), `${response.url} ${name}`).toBe(value);
  }
  expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
  expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
}

describe("pages", () => {
  it("serves /about from about/index.html with its own policy, no-cache and an ETag", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain('<h1 class="a">About</h1>');
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toBeTruthy();
    expectSecurityHeaders(response);

    const policy = response.headers.get("content-security-policy")!;
    const directive = (name: string) =>
      policy.split("; ").find((part) => part.split(" ")[0] === name)!;
    expect(policy).not.toContain("unsafe");
    expect(directive("default-src")).toBe("default-src 'none'");
    // Three distinct inline scripts (JSON-LD, the page's, the module import); the src one needs none.
    expect(directive("script-src").match(/'sha256-[^']+'/g)).toHaveLength(3);
    // One inline stylesheet.
    expect(directive("style-src")).toMatch(/^style-src 'self' 'sha256-[^']+'$/);
    for (const name of ["img-src", "font-src", "connect-src", "manifest-src", "form-action"]) {
      expect(directive(name)).toBe(`${name} 'self'`);
    }
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("base-uri")).toBe("base-uri 'none'");
  });

  it("gives each page a policy for its own scripts and styles", async () => {
    const about = (await get("/about")).headers.get("content-security-policy")!;
    const contact = (await get("/contact")).headers.get("content-security-policy")!;
    expect(about).not.toBe(contact);
    // The contact page has an island, and Astro's style for it.
    const styles = (policy: string) => policy.match(/style-src [^;]*/)![0].split(" ").length;
    expect(styles(contact)).toBe(styles(about) + 1);
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await fetch(`${server.origin}/about`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("sha256-");
    expect(await response.text()).toBe("");
  });
});

/** node:http, because fetch decodes compressed bodies and rewrites Accept-Encoding. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      request(`${server.origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("compression", () => {
  it("sends the precompressed brotli file when the browser takes it", async () => {
    const plain = await rawGet("/about", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await rawGet("/about", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it("falls back to gzip", async () => {
    const gz = await rawGet("/assets/entry-DF5GAwUY.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["content-type"]).toMatch(/javascript/);
    expect(gunzipSync(gz.body).toString()).toContain("flexpack");
  });

  it("gives each encoding its own ETag and answers a revalidation with 304", async () => {
    const br = await rawGet("/", { "accept-encoding": "br" });
    const gz = await rawGet("/", { "accept-encoding": "gzip" });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await rawGet("/", { "accept-encoding": "br", "if-none-match": br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers["content-security-policy"]).toContain("sha256-");
  });

  it("leaves binary files alone", async () => {
    const font = await rawGet("/assets/inter-Dx4kXJAl.woff2", { "accept-encoding": "br, gzip" });
    expect(font.status).toBe(200);
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.body.length).toBe(2048);
  });
});

describe("caching", () => {
  it("makes hashed assets immutable for a year", async () => {
    for (const path of [
      "/assets/entry-DF5GAwUY.js",
      "/assets/app-Dgly0Iwd.css",
      "/assets/hero-DBSlmlBg.svg",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(
        "public, max-age=31536000, immutable",
      );
      expectSecurityHeaders(response);
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    }
  });

  it("revalidates other files", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("User-agent");
  });
});

describe("redirects and missing files", () => {
  it.each([
    ["/about/", 308, "/about"],
    ["/about//?ref=mail", 308, "/about?ref=mail"],
    ["//evil.example/", 308, "/evil.example"],
    ["/machinery", 301, "/machinery/machinery-division"],
    ["/sell-equipment", 301, "/contact?subject=Selling+used+equipment"],
    ["/does-not-exist", 302, "/"],
    ["/products/foo", 302, "/"],
    [`/${"x".repeat(300)}`, 302, "/"],
  ])("%s → %i %s", async (path, status, location) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe(location);
    expectSecurityHeaders(response);
  });

  it.each([
    "/assets/missing.js",
    "/favicon.png",
    "/about/index.html",
    "/__spa-fallback.html",
    "/404.html",
    "/assets/entry-DF5GAwUY.js.br",
    "/assets/../robots.txt.gz",
  ])("%s is a plain 404, never a page", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expectSecurityHeaders(response);
  });

  it("answers other methods on pages with 404", async () => {
    const response = await fetch(`${server.origin}/about`, { method: "DELETE" });
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });
});

describe("/healthz", () => {
  it("reports ok while the store answers", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
