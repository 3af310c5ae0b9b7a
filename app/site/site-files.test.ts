import { describe, expect, it } from "vitest";

import { themeColor } from "~/content/brand";
import { company } from "~/content/company";
import { type PageEntry } from "~/content/pages";
import { pages } from "~/i18n/routes";

import { canonicalPages, robotsTxt, sitemapXml, webManifest } from "./site-files";

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("sitemapXml", () => {
  it("lists every canonical page once, as an absolute URL", () => {
    const urls = locs(sitemapXml());
    // Every page in each of the three editions.
    expect(urls).toHaveLength(canonicalPages().length * 3);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^https?:\/\/[^/]+\//);
    const listed = urls.map((url) => new URL(url).pathname);
    for (const page of pages) expect(listed, page.path).toContain(page.canonical);
  });

  it("leaves out aliases that share another page's canonical", () => {
    const listed = locs(sitemapXml()).map((url) => new URL(url).pathname);
    expect(listed).not.toContain("/services");
    expect(listed).toContain("/services/product-procurement");
  });

  it("is well-formed XML in the sitemap namespace, escaping special characters", () => {
    const entries: PageEntry[] = [
      { path: "/a&b", canonical: "/a&b", title: "A", description: "a" },
    ];
    const xml = sitemapXml(entries);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain("/a&amp;b</loc>");
    const document = new DOMParser().parseFromString(xml, "application/xml");
    expect(document.querySelector("parsererror")).toBeNull();
  });
});

describe("robotsTxt", () => {
  it("allows crawling and points at the absolute sitemap URL", () => {
    const text = robotsTxt();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

describe("webManifest", () => {
  it("names the firm, uses the theme colour and offers any and maskable icons", () => {
    const manifest = webManifest();
    expect(manifest.name).toBe(company.name);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toBe(themeColor);
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes("any")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(sizes("maskable")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  });
});
