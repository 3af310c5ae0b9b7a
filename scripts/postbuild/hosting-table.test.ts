// @vitest-environment node
import { describe, expect, it } from "vitest";

import { redirects, redirectTarget } from "../../app/site/redirects.ts";
import { createResolver, headersFor, ruleMatches } from "../../server/http/hosting.ts";

import {
  createHostingTable,
  documentHeaders,
  editorPolicy,
  endpointOrigins,
  notFoundFile,
  pageEmbeds,
  pagePathOf,
  pagePolicy,
} from "./hosting-table.ts";

const files = [
  "index.html",
  "about/index.html",
  "products/inks/index.html",
  "__spa-fallback.html",
  "404.html",
  "_headers",
  "assets/entry-abc.js",
  "assets/entry-abc.js.br",
  "robots.txt",
  "robots.txt.gz",
  "google1234.html",
  "manifest.webmanifest",
  "fr/index.html",
  "fr/about/index.html",
  "fr/404.html",
  "fr/manifest.webmanifest",
  "ar/index.html",
  "ar/about/index.html",
  "ar/404.html",
  "ar/404.html.br",
  "ar/manifest.webmanifest",
  "admin/index.html",
];
const inlineHashes = new Map([
  ["index.html", { scripts: ["'sha256-home'"], styles: ["'sha256-homeStyle'"] }],
  ["about/index.html", { scripts: ["'sha256-about'"], styles: ["'sha256-aboutStyle'"] }],
  ["products/inks/index.html", { scripts: [], styles: [] }],
  ["google1234.html", { scripts: ["'sha256-verify'"], styles: [] }],
  ["fr/index.html", { scripts: ["'sha256-frHome'"], styles: ["'sha256-homeStyle'"] }],
  ["fr/about/index.html", { scripts: ["'sha256-frAbout'"], styles: ["'sha256-aboutStyle'"] }],
  ["ar/index.html", { scripts: ["'sha256-arHome'"], styles: ["'sha256-arStyle'"] }],
  ["ar/about/index.html", { scripts: ["'sha256-arAbout'"], styles: ["'sha256-arStyle'"] }],
  ["fr/404.html", { scripts: [], styles: [] }],
  ["ar/404.html", { scripts: [], styles: [] }],
  ["admin/index.html", { scripts: ["'sha256-editor'"], styles: [] }],
]);
const table = createHostingTable({ files, inlineHashes });

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.split(" ")[0] === name);

describe("createHostingTable", () => {
  it("maps pages to their files and lists the other public files", () => {
    expect(table.pages).toEqual({
      "/": "index.html",
      "/about": "about/index.html",
      "/products/inks": "products/inks/index.html",
      "/fr": "fr/index.html",
      "/fr/about": "fr/about/index.html",
      "/ar": "ar/index.html",
      "/ar/about": "ar/about/index.html",
      "/admin": "admin/index.html",
    });
    // The editions' 404 pages are for static hosts, like 404.html: never served.
    expect(table.files).toEqual([
      "/assets/entry-abc.js",
      "/robots.txt",
      "/google1234.html",
      "/manifest.webmanifest",
      "/fr/manifest.webmanifest",
      "/ar/manifest.webmanifest",
    ]);
  });

  it("gives every page of every edition a policy with its own hashes", () => {
    const policy = (path: string) => headersFor(table, path)["Content-Security-Policy"]!;
    expect(directive(policy("/fr"), "script-src")).toBe("script-src 'self' 'sha256-frHome'");
    expect(directive(policy("/fr/about"), "script-src")).toBe("script-src 'self' 'sha256-frAbout'");
    expect(directive(policy("/ar"), "script-src")).toBe("script-src 'self' 'sha256-arHome'");
    expect(directive(policy("/ar/about"), "style-src")).toBe("style-src 'self' 'sha256-arStyle'");
    expect(policy("/ar/about")).not.toContain("sha256-about'");
    for (const path of ["/fr", "/fr/about", "/ar", "/ar/about"]) {
      expect(headersFor(table, path)["Cache-Control"], path).toBe("no-cache");
    }
    // Each edition's manifest is a file like the English one: revalidated, nothing may run.
    for (const path of [
      "/manifest.webmanifest",
      "/fr/manifest.webmanifest",
      "/ar/manifest.webmanifest",
    ]) {
      expect(headersFor(table, path)["Cache-Control"], path).toBe("no-cache");
      expect(policy(path), path).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
    }
  });

  it("gives every page a policy with its own hashes and nothing 'unsafe'", () => {
    const about = headersFor(table, "/about")["Content-Security-Policy"]!;
    expect(directive(about, "script-src")).toBe("script-src 'self' 'sha256-about'");
    expect(directive(about, "style-src")).toBe("style-src 'self' 'sha256-aboutStyle'");
    expect(about).not.toContain("sha256-home");
    for (const path of Object.keys(table.pages).filter((page) => page !== "/admin")) {
      const policy = headersFor(table, path)["Content-Security-Policy"]!;
      expect(directive(policy, "default-src"), path).toBe("default-src 'none'");
      expect(directive(policy, "script-src"), path).toMatch(/^script-src 'self'/);
      expect(directive(policy, "style-src"), path).toMatch(/^style-src 'self'/);
      expect(policy, path).not.toContain("unsafe");
    }
    expect(headersFor(table, "/products/inks")["Content-Security-Policy"]).toContain(
      "script-src 'self'; style-src 'self';",
    );
    expect(headersFor(table, "/google1234.html")["Content-Security-Policy"]).toContain(
      "sha256-verify",
    );
  });

  it("gives the editor its own policy, inline styles only there, and keeps it out of search engines", () => {
    const headers = headersFor(table, "/admin");
    const policy = headers["Content-Security-Policy"]!;
    expect(policy).toBe(editorPolicy({ scripts: ["'sha256-editor'"], styles: [] }));
    expect(directive(policy, "default-src")).toBe("default-src 'none'");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-editor'");
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(policy.match(/'unsafe-[a-z]+'/g)).toEqual(["'unsafe-inline'"]);
    for (const name of ["frame-ancestors", "base-uri", "object-src", "form-action"]) {
      expect(directive(policy, name), name).toBe(`${name} 'none'`);
    }
    expect(directive(policy, "connect-src")).toBe(
      "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    );
    // GitHub's sign-in window answers the editor: the one document that lets its popups keep it.
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headers["Cache-Control"]).toBe("no-cache");
    expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000");
  });

  it("sends the security headers on every path, known or not", () => {
    for (const path of [
      "/",
      "/about",
      "/assets/entry-abc.js",
      "/robots.txt",
      "/nope",
      "/api/contact",
    ]) {
      const headers = headersFor(table, path);
      expect(headers["Strict-Transport-Security"], path).toBe("max-age=31536000");
      expect(headers["X-Content-Type-Options"], path).toBe("nosniff");
      expect(headers["X-Frame-Options"], path).toBe("DENY");
      expect(headers["Cross-Origin-Resource-Policy"], path).toBe("same-origin");
      expect(headers["Cross-Origin-Opener-Policy"], path).toBe("same-origin");
      expect(headers["Content-Security-Policy"], path).toContain("frame-ancestors 'none'");
    }
  });

  it("caches hashed assets for a year and revalidates everything else", () => {
    expect(headersFor(table, "/assets/entry-abc.js")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headersFor(table, "/about")["Cache-Control"]).toBe("no-cache");
    expect(headersFor(table, "/robots.txt")["Cache-Control"]).toBe("no-cache");
  });

  it("never sets one header in two rules that can match the same path", () => {
    // Cloudflare joins such headers with a comma; Netlify keeps the last.
    const probes = [
      "/",
      "/about",
      "/assets/entry-abc.js",
      "/assets/x/y",
      "/robots.txt",
      "/nope",
      "/fr",
      "/fr/about",
      "/fr/nope",
      "/ar/manifest.webmanifest",
      "/admin",
    ];
    for (const probe of probes) {
      const names = table.headers
        .filter((rule) => ruleMatches(rule.for, probe))
        .flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size, probe).toBe(names.length);
    }
  });

  it("takes its redirects, in every edition, from the shared redirect table", () => {
    expect(table.redirects).toEqual(
      Object.entries(redirects).map(([from, to]) => ({ from, to, status: 301 })),
    );
    const from = table.redirects.map((redirect) => redirect.from);
    expect(from).toEqual(expect.arrayContaining(["/machinery", "/fr/machinery", "/ar/machinery"]));
    expect(table.trailingSlashStatus).toBe(308);
  });

  it("sends an unknown path to its edition's home, and any other home", () => {
    expect(table.unknownPaths).toEqual([
      { from: "/fr/*", to: "/fr", status: 302 },
      { from: "/ar/*", to: "/ar", status: 302 },
      { from: "/*", to: "/", status: 302 },
    ]);
    const resolve = createResolver(table);
    for (const path of [
      "/nope",
      "/products/foo",
      "/fr/nope",
      "/fr/products/foo",
      "/ar/x/y",
      "/frx",
      "/fr-nope",
      "/en/about",
      "/de/about",
      "/FR/about",
    ]) {
      expect(resolve(path), path).toEqual({
        kind: "redirect",
        status: 302,
        location: redirectTarget(path),
      });
    }
    // The old paths in each edition, and a missing file under a prefix stays a 404.
    expect(resolve("/fr/machinery")).toMatchObject({ location: redirects["/fr/machinery"] });
    expect(resolve("/ar/missing.png")).toEqual({ kind: "not-found" });
    expect(resolve("/fr/")).toEqual({ kind: "redirect", status: 308, location: "/fr" });
  });

  it("names the static hosts' 404 page of each unknown-path rule", () => {
    expect(table.unknownPaths.map(notFoundFile)).toEqual([
      "fr/404.html",
      "ar/404.html",
      "404.html",
    ]);
  });

  it("allows a cross-origin contact endpoint for fetch and the plain form", () => {
    const withEndpoint = createHostingTable({
      files,
      inlineHashes,
      contactEndpoint: "https://forms.example.com/contact",
    });
    const policy = headersFor(withEndpoint, "/about")["Content-Security-Policy"]!;
    expect(policy).toContain("connect-src 'self' https://forms.example.com");
    expect(policy).toContain("form-action 'self' https://forms.example.com");
    expect(endpointOrigins("/api/contact")).toEqual([]);
    expect(endpointOrigins(undefined)).toEqual([]);
  });
});

describe("pagePathOf", () => {
  it("turns index files into page paths", () => {
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf("machinery/used-equipment/index.html")).toBe("/machinery/used-equipment");
    expect(pagePathOf("robots.txt")).toBeNull();
    expect(pagePathOf("__spa-fallback.html")).toBeNull();
  });
});

describe("pagePolicy", () => {
  it("allows nothing by default, then each kind of resource from this origin and inline code by hash", () => {
    expect(pagePolicy({ scripts: ["'sha256-a'", "'sha256-b'"], styles: ["'sha256-c'"] })).toBe(
      "default-src 'none'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'sha256-c'; img-src 'self'; font-src 'self'; connect-src 'self'; manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    );
  });

  it("adds a contact endpoint's origin where the form sends", () => {
    const policy = pagePolicy({ scripts: [], styles: [] }, ["https://forms.example.com"]);
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://forms.example.com");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://forms.example.com");
    expect(directive(policy, "script-src")).toBe("script-src 'self'");
  });
});

describe("a machine page's video", () => {
  const facade =
    '<div data-video-facade="" data-video-embed="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1" data-video-title="Video">';

  it("lets the page frame YouTube's privacy-enhanced player, read from the facade", () => {
    const embeds = pageEmbeds(`<main>${facade}</main>`);
    expect(embeds).toEqual({ frames: ["https://www.youtube-nocookie.com"], media: false });
    const policy = pagePolicy({ scripts: [], styles: [] }, [], [], embeds);
    expect(directive(policy, "frame-src")).toBe("frame-src https://www.youtube-nocookie.com");
    expect(policy).not.toContain("media-src");
    // Nothing else loosens: no script, image or connection from YouTube.
    expect(directive(policy, "img-src")).toBe("img-src 'self'");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it("allows no other origin, whatever the attribute says", () => {
    for (const embed of [
      "https://www.youtube.com/embed/aqz-KE-bpKQ",
      "https://evil.example/embed/x",
      "https://www.youtube-nocookie.com.evil.example/embed/x",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(pageEmbeds(`<div data-video-embed="${embed}"></div>`).frames, embed).toEqual([]);
    }
  });

  it("plays our own MP4 with media-src 'self', and gives every other page neither", () => {
    const embeds = pageEmbeds(
      '<video controls preload="none" src="/machinery/used-equipment/press-2015/video/running.mp4"></video>',
    );
    expect(embeds).toEqual({ frames: [], media: true });
    expect(directive(pagePolicy({ scripts: [], styles: [] }, [], [], embeds), "media-src")).toBe(
      "media-src 'self'",
    );
    const plain = pagePolicy(
      { scripts: [], styles: [] },
      [],
      [],
      pageEmbeds("<main><p>Hello</p></main>"),
    );
    expect(plain).not.toContain("frame-src");
    expect(plain).not.toContain("media-src");
  });

  it("reaches the one page's header in the table, and no other page's", () => {
    const table = createHostingTable({
      files: ["index.html", "machinery/used-equipment/press-2015/index.html"],
      inlineHashes: new Map(),
      embeds: new Map([
        ["machinery/used-equipment/press-2015/index.html", pageEmbeds(facade)],
        ["index.html", pageEmbeds("<main></main>")],
      ]),
    });
    const policyOf = (path: string) =>
      table.headers.find((rule) => rule.for === path)?.headers["Content-Security-Policy"];
    expect(policyOf("/machinery/used-equipment/press-2015")).toContain(
      "frame-src https://www.youtube-nocookie.com",
    );
    expect(policyOf("/")).not.toContain("frame-src");
  });
});

describe("documents (spec sheets)", () => {
  const pages = new Set([
    "/machinery/used-equipment/press-2015",
    "/fr/machinery/used-equipment/press-2015",
  ]);

  it("are PDFs opened in place under a name that says which machine and edition", () => {
    expect(
      documentHeaders("/fr/machinery/used-equipment/press-2015/spec-sheet.pdf", pages),
    ).toEqual({
      "Content-Type": "application/pdf",
      "Content-Disposition": 'inline; filename="press-2015-spec-sheet-fr.pdf"',
      Link: '<https://www.flexpack.example/fr/machinery/used-equipment/press-2015>; rel="canonical"',
    });
    expect(
      documentHeaders("/machinery/used-equipment/press-2015/spec-sheet.pdf", pages)[
        "Content-Disposition"
      ],
    ).toBe('inline; filename="press-2015-spec-sheet.pdf"');
  });

  it("a listing's document: one file for every edition, named after the machine, its page canonical", () => {
    expect(
      documentHeaders(
        "/machinery/used-equipment/press-2015/documents/inspection-report.pdf",
        pages,
      ),
    ).toEqual({
      "Content-Type": "application/pdf",
      "Content-Disposition": 'inline; filename="press-2015-inspection-report.pdf"',
      Link: '<https://www.flexpack.example/machinery/used-equipment/press-2015>; rel="canonical"',
    });
  });

  it("have no canonical link without a page above them", () => {
    expect(documentHeaders("/brochure.pdf", pages)).not.toHaveProperty("Link");
  });

  it("get the table's PDF headers, a revalidated cache and the resource policy", () => {
    const table = createHostingTable({
      files: [
        ...files,
        "fr/machinery/used-equipment/press-2015/index.html",
        "fr/machinery/used-equipment/press-2015/spec-sheet.pdf",
      ],
      inlineHashes,
    });
    const path = "/fr/machinery/used-equipment/press-2015/spec-sheet.pdf";
    expect(table.files).toContain(path);
    expect(createResolver(table)(path)).toEqual({ kind: "file", file: path.slice(1) });
    const headers = headersFor(table, path);
    expect(headers["Content-Type"]).toBe("application/pdf");
    expect(headers["Cache-Control"]).toBe("no-cache");
    expect(headers["Content-Security-Policy"]).toMatch(/^default-src 'none'/);
  });
});
