// @vitest-environment node
import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";
import { pages } from "~/i18n/routes";
import { locales } from "~/i18n/locales";

import { alternateLinks, buildMeta, formatTitle, metaForPath } from "./seo";

function find(meta: ReturnType<typeof buildMeta>, key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("buildMeta", () => {
  it("puts the brand after the page title, and first on the home page", () => {
    expect(formatTitle("About Us")).toBe("About Us | FlexPack Consulting");
    expect(formatTitle("Films", true)).toBe("FlexPack Consulting | Films");
  });

  it("returns title, description, an absolute canonical link and Open Graph tags", () => {
    const meta = buildMeta({ title: "About Us", description: "Who we are.", canonical: "/about" });
    expect(meta).toContainEqual({ title: "About Us | FlexPack Consulting" });
    expect(find(meta, "name", "description")?.content).toBe("Who we are.");
    const canonical = find(meta, "rel", "canonical");
    expect(canonical?.tagName).toBe("link");
    expect(canonical?.href).toMatch(/^https?:\/\/[^/]+\/about$/);
    expect(find(meta, "property", "og:url")?.content).toBe(canonical?.href);
    expect(find(meta, "property", "og:title")?.content).toBe("About Us | FlexPack Consulting");
  });

  it("adds Open Graph and Twitter card tags with the absolute share image", () => {
    const meta = buildMeta({ title: "About Us", description: "Who we are.", canonical: "/about" });
    const og = (property: string) => find(meta, "property", property)?.content;
    const twitter = (name: string) => find(meta, "name", name)?.content;
    expect(og("og:image")).toMatch(/^https?:\/\/[^/]+\/\S+\.png$/);
    expect(og("og:image:width")).toBe("1200");
    expect(og("og:image:height")).toBe("630");
    expect(og("og:image:alt")).toContain("FlexPack Consulting");
    expect(og("og:locale")).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(og("og:description")).toBe("Who we are.");
    expect(twitter("twitter:card")).toBe("summary_large_image");
    expect(twitter("twitter:title")).toBe("About Us | FlexPack Consulting");
    expect(twitter("twitter:image")).toBe(og("og:image"));
    expect(twitter("twitter:image:alt")).toBe(og("og:image:alt"));
    // Open Graph tags use `property`, never `name`.
    expect(
      meta.some((entry) => String((entry as Record<string, unknown>).name).startsWith("og:")),
    ).toBe(false);
  });

  it("renders structured data as JSON-LD entries, in order", () => {
    const meta = buildMeta({
      title: "A",
      description: "a",
      canonical: "/a",
      structuredData: [{ "@type": "Organization" }, { "@type": "BreadcrumbList" }],
    });
    const scripts = meta.filter((entry) => "script:ld+json" in entry);
    expect(scripts).toEqual([
      { "script:ld+json": { "@type": "Organization" } },
      { "script:ld+json": { "@type": "BreadcrumbList" } },
    ]);
  });

  it("gives every page the Organization, and the contact page its opening hours", () => {
    const types = (path: string) =>
      metaForPath(path)
        .filter((entry) => "script:ld+json" in entry)
        .map(
          (entry) =>
            (entry as { "script:ld+json": { "@type": string } })["script:ld+json"]["@type"],
        );
    for (const page of pages) expect(types(page.path), page.path).toContain("Organization");
    expect(types("/contact")).toEqual(["Organization", "WebPage", "LocalBusiness"]);
    expect(types("/about")).toEqual(["Organization", "WebPage"]);
    expect(types("/products/bopp-films")).toEqual(["Organization", "WebPage", "BreadcrumbList"]);
  });

  it("does not share state between calls", () => {
    const first = buildMeta({ title: "A", description: "a", canonical: "/a" });
    buildMeta({ title: "B", description: "b", canonical: "/b" });
    expect(first).toContainEqual({ title: "A | FlexPack Consulting" });
  });

  it("gives /services and /services/product-procurement one canonical URL", () => {
    const alias = find(metaForPath("/services"), "rel", "canonical")?.href;
    const page = find(metaForPath("/services/product-procurement"), "rel", "canonical")?.href;
    expect(alias).toBe(page);
  });

  it("throws for a path that has no page entry", () => {
    expect(() => metaForPath("/nowhere")).toThrow(/No page entry/);
  });
});

describe("page entries", () => {
  it("have unique paths, and unique titles and descriptions per canonical page", () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    const canonicalPages = pages.filter((page) => page.path === page.canonical);
    expect(new Set(canonicalPages.map((page) => page.title)).size).toBe(canonicalPages.length);
    expect(new Set(canonicalPages.map((page) => page.description)).size).toBe(
      canonicalPages.length,
    );
  });

  it("keep full titles within 70 characters, where search results cut them", () => {
    for (const page of pages) {
      expect(formatTitle(page.title, page.path === "/").length, page.path).toBeLessThanOrEqual(70);
    }
  });

  it("keep descriptions within 160 characters, in every edition", () => {
    for (const locale of locales) {
      for (const page of getEdition(locale).pages) {
        expect(page.description.length, `${locale} ${page.path}`).toBeLessThanOrEqual(160);
      }
    }
  });
});

describe("alternateLinks", () => {
  it("lists the page in every edition and x-default, the same on each edition's page", () => {
    const links = alternateLinks("/products/inks");
    expect(links.map((link) => ("hrefLang" in link ? link.hrefLang : ""))).toEqual([
      "en",
      "fr",
      "ar",
      "x-default",
    ]);
    const hrefs = links.map((link) => new URL((link as { href: string }).href).pathname);
    expect(hrefs).toEqual([
      "/products/inks",
      "/fr/products/inks",
      "/ar/products/inks",
      "/products/inks",
    ]);
    // Reciprocal: every edition's head carries the same list.
    const fr = metaForPath("/products/inks", "fr").filter((entry) => "hrefLang" in entry);
    const ar = metaForPath("/products/inks", "ar").filter((entry) => "hrefLang" in entry);
    expect(fr).toEqual(ar);
    expect(fr).toEqual(links);
  });

  it("points each edition's canonical at itself and its og:locale at its language", () => {
    const meta = metaForPath("/about", "ar");
    const canonical = meta.find((entry) => "rel" in entry && entry.rel === "canonical") as {
      href: string;
    };
    expect(new URL(canonical.href).pathname).toBe("/ar/about");
    expect(meta).toContainEqual({ property: "og:locale", content: "ar_AR" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "fr_FR" });
  });
});
