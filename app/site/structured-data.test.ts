// @vitest-environment node
import { describe, expect, it } from "vitest";

import { company } from "~/content/company";
import { getPage, pages } from "~/i18n/routes";

import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  localBusinessJsonLd,
  organizationJsonLd,
  structuredDataFor,
} from "./structured-data";

const isAbsolute = (url: unknown) => typeof url === "string" && /^https?:\/\/[^/]+\//.test(url);

describe("organizationJsonLd", () => {
  it("names the firm with its logo, contact point and postal address", () => {
    const data = organizationJsonLd();
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(company.name);
    expect(isAbsolute(data.url)).toBe(true);
    const logo = data.logo as Record<string, unknown>;
    expect(isAbsolute(logo.url)).toBe(true);
    expect(logo.width).toBeGreaterThanOrEqual(112);
    expect(data.contactPoint).toMatchObject({
      "@type": "ContactPoint",
      telephone: company.phone.e164,
      email: company.email,
    });
    expect(data.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: company.address.streetAddress,
      addressLocality: company.address.locality,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    });
  });

  it("lists sameAs only when profiles are configured", () => {
    expect("sameAs" in organizationJsonLd()).toBe(company.sameAs.length > 0);
  });
});

describe("localBusinessJsonLd", () => {
  it("carries the opening hours of every day group", () => {
    const data = localBusinessJsonLd();
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.openingHoursSpecification).toEqual(
      company.hours.map((hours) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...hours.dayOfWeek],
        opens: hours.opens,
        closes: hours.closes,
      })),
    );
    expect(data.parentOrganization).toEqual({ "@id": organizationJsonLd()["@id"] });
  });
});

describe("breadcrumbTrail", () => {
  const trail = (path: string) => breadcrumbTrail(getPage(path)).map((crumb) => crumb.path);

  it("goes through a parent path that leads to a real page", () => {
    expect(breadcrumbTrail(getPage("/machinery/used-equipment"))).toEqual([
      { name: "Home", path: "/" },
      { name: "Machinery Division", path: "/machinery/machinery-division" },
      { name: "Used Equipment", path: "/machinery/used-equipment" },
    ]);
  });

  it("skips parents without a page of their own, and the page itself", () => {
    expect(trail("/products/bopp-films")).toEqual(["/", "/products/bopp-films"]);
    expect(trail("/machinery/machinery-division")).toEqual(["/", "/machinery/machinery-division"]);
  });

  it("uses the canonical page for an alias", () => {
    expect(trail("/services")).toEqual(["/", "/services/product-procurement"]);
    expect(trail("/services/product-procurement")).toEqual(["/", "/services/product-procurement"]);
  });

  it("only ever links real, canonical pages, ending at the page", () => {
    const canonical = new Set(
      pages.filter((page) => page.path === page.canonical).map((page) => page.path),
    );
    for (const page of pages) {
      const crumbs = breadcrumbTrail(page);
      expect(crumbs[0]?.path, page.path).toBe("/");
      expect(crumbs.at(-1)?.path, page.path).toBe(page.canonical);
      for (const crumb of crumbs) {
        expect(canonical.has(crumb.path), `${page.path}: ${crumb.path}`).toBe(true);
        expect(crumb.name.length).toBeGreaterThan(0);
      }
      expect(new Set(crumbs.map((crumb) => crumb.path)).size).toBe(crumbs.length);
    }
  });

  it("becomes a BreadcrumbList with absolute item URLs in position order", () => {
    const data = breadcrumbJsonLd(breadcrumbTrail(getPage("/machinery/used-equipment")));
    const items = data.itemListElement as Record<string, unknown>[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.every((item) => item["@type"] === "ListItem" && isAbsolute(item.item))).toBe(true);
  });
});

describe("structuredDataFor", () => {
  it("adds a breadcrumb list to nested pages only", () => {
    for (const page of pages) {
      const hasTrail = structuredDataFor(page).some((data) => data["@type"] === "BreadcrumbList");
      expect(hasTrail, page.path).toBe(page.canonical.split("/").filter(Boolean).length > 1);
    }
  });

  it("is deterministic: the same page gives the same JSON", () => {
    for (const page of pages) {
      expect(JSON.stringify(structuredDataFor(page))).toBe(JSON.stringify(structuredDataFor(page)));
    }
  });
});

describe("structured data in the other editions", () => {
  it("names the trail in the edition's words and links into the edition", () => {
    const page = getPage("/machinery/used-equipment");
    const trail = breadcrumbTrail(page, "ar");
    expect(trail.map((crumb) => crumb.path)).toEqual([
      "/",
      "/machinery/machinery-division",
      "/machinery/used-equipment",
    ]);
    for (const crumb of trail) expect(crumb.name).toMatch(/[\u0600-\u06ff]/);
    const list = breadcrumbJsonLd(trail, "ar") as { itemListElement: { item: string }[] };
    expect(new URL(list.itemListElement[2]!.item).pathname).toBe("/ar/machinery/used-equipment");
  });

  it("says each page's language, and the firm speaks all three", () => {
    const data = structuredDataFor(getPage("/about"), "fr");
    const webPage = data.find((entry) => entry["@type"] === "WebPage")!;
    expect(webPage.inLanguage).toBe("fr");
    expect(new URL(webPage.url as string).pathname).toBe("/fr/about");
    const organization = organizationJsonLd("ar") as {
      contactPoint: { availableLanguage: string[] };
    };
    expect(organization.contactPoint.availableLanguage).toEqual(["en", "fr", "ar"]);
  });
});
