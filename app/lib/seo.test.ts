import { describe, expect, it } from "vitest";

import { pages } from "~/content/pages";

import { buildMeta, formatTitle, metaForPath } from "./seo";

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

  it("keep descriptions within 160 characters", () => {
    for (const page of pages) expect(page.description.length, page.path).toBeLessThanOrEqual(160);
  });
});
