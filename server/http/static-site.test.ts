// @vitest-environment node
import { readFile, writeFile } from "node:fs/promises";
import { request, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sharedEditionsBuild, startTestServer, tempDir } from "../test-utils/test-server.ts";

import { loadHostingTable } from "./hosting.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ buildDir: await sharedEditionsBuild() });
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
    // The post-build gives the page's classes short names of its own (short-classes.ts).
    expect(await response.text()).toMatch(/<h1 class="\w+">About<\/h1>/);
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

  it("serves every edition's pages with their own policies", async () => {
    const policies = new Set<string>();
    for (const [path, heading] of [
      ["/fr", "Accueil"],
      ["/fr/about", "À propos"],
      ["/ar", "الرئيسية"],
      ["/ar/contact", "تواصلوا معنا"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(await response.text(), path).toMatch(new RegExp(`<h1 class="\\w+">${heading}</h1>`));
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expectSecurityHeaders(response);
      const policy = response.headers.get("content-security-policy")!;
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[^']+'){3};/);
      policies.add(policy);
    }
    // Their titles and scripts differ, so do their hashes.
    expect(policies.size).toBe(4);
    const english = (await get("/contact")).headers.get("content-security-policy");
    expect(policies.has(english!)).toBe(false);
  });

  it("serves each edition's web app manifest as one", async () => {
    for (const path of [
      "/manifest.webmanifest",
      "/fr/manifest.webmanifest",
      "/ar/manifest.webmanifest",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(
        /^application\/manifest\+json(; charset=utf-8)?$/,
      );
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expectSecurityHeaders(response);
      const manifest = (await response.json()) as { lang: string; start_url: string };
      expect(manifest.start_url, path).toBe(path.replace(/\/?manifest\.webmanifest$/, "") || "/");
    }
    const arabic = (await (await get("/ar/manifest.webmanifest")).json()) as { dir: string };
    expect(arabic.dir).toBe("rtl");
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
    ["/does-not-exist", 302, "/"],
    ["/products/foo", 302, "/"],
    [`/${"x".repeat(300)}`, 302, "/"],
    // The editions: their old paths, and unknown paths to the edition's home.
    ["/fr/", 308, "/fr"],
    ["/ar/contact/?sent=1", 308, "/ar/contact?sent=1"],
    ["/fr/machinery", 301, "/fr/machinery/machinery-division"],
    ["/ar/machinery", 301, "/ar/machinery/machinery-division"],
    ["/fr/does-not-exist", 302, "/fr"],
    ["/fr/products/foo", 302, "/fr"],
    ["/ar/x/y", 302, "/ar"],
    ["/frx", 302, "/"],
    ["/en/about", 302, "/"],
    // A removed machine (app/content/removed-machines.ts): the catalogue of its type, not home.
    ["/machinery/used-equipment/metallizer-2009", 301, "/machinery/used-equipment?type=metallizer"],
    [
      "/fr/machinery/used-equipment/metallizer-2009",
      301,
      "/fr/machinery/used-equipment?type=metallizer",
    ],
    [
      "/ar/machinery/used-equipment/metallizer-2009/spec-sheet.pdf",
      301,
      "/ar/machinery/used-equipment?type=metallizer",
    ],
    [
      "/machinery/used-equipment/metallizer-2009/",
      308,
      "/machinery/used-equipment/metallizer-2009",
    ],
    ["/machinery/used-equipment/no-such-machine", 302, "/"],
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
    "/fr/404.html",
    "/ar/missing.png",
    "/fr/manifest.webmanifest.br",
    "/assets/entry-DF5GAwUY.js.br",
    "/assets/../robots.txt.gz",
  ])("%s is a plain 404, never a page", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expectSecurityHeaders(response);
  });

  it("never picks an edition by the browser's language", async () => {
    for (const [path, location] of [
      ["/does-not-exist", "/"],
      ["/fr/does-not-exist", "/fr"],
    ]) {
      const response = await get(path!, { "accept-language": "ar,fr;q=0.9" });
      expect(response.headers.get("location"), path).toBe(location);
    }
    const home = await get("/", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<h1 class="\w+">Home<\/h1>/);
  });

  it("answers other methods on pages with 404", async () => {
    const response = await fetch(`${server.origin}/about`, { method: "DELETE" });
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });
});

describe("the hosting table", () => {
  it("is refused when an older build wrote it, with what to do", async () => {
    const current = JSON.parse(
      await readFile(join(server.config.buildDir, "hosting.json"), "utf8"),
    ) as Record<string, unknown>;
    // What the builds before the editions wrote: one place for every unknown path.
    const old = {
      ...Object.fromEntries(Object.entries(current).filter(([key]) => key !== "unknownPaths")),
      unknownPath: { status: 302, location: "/" },
    };
    const dir = await tempDir("old-build");
    await writeFile(join(dir, "hosting.json"), JSON.stringify(old));
    await expect(loadHostingTable(dir)).rejects.toThrow(/older build: run `npm run build` again/);
    await expect(loadHostingTable(server.config.buildDir)).resolves.toMatchObject({
      unknownPaths: expect.any(Array),
    });
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
