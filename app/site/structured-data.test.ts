// @vitest-environment node
import { describe, expect, it } from "vitest";

import { company } from "~/content/company";
import { getPage, pages } from "~/i18n/routes";
import { machineFromSource, machineIn } from "~/inventory/machine-text";
import { readInventory } from "~/inventory/read-inventory";

import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  localBusinessJsonLd,
  machineProductJsonLd,
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

describe("machineProductJsonLd", () => {
  const listings = readInventory().listings;
  const machine = (slug: string) =>
    machineIn(machineFromSource(listings.find((listing) => listing.data.slug === slug)!), "en");
  const november = new Date("2026-11-27T12:00:00Z");
  const product = (slug: string, now = november) =>
    machineProductJsonLd(machine(slug), "en", ["/photo.avif"], now);
  const offer = (slug: string, now = november) =>
    product(slug, now).offers as Record<string, unknown>;

  it("names the machine by our reference, its maker and model, used", () => {
    expect(product("gravure-printing-press-2015")).toMatchObject({
      "@type": "Product",
      sku: "FP-1024",
      brand: { "@type": "Brand", name: "Bobst" },
      model: "RS 4003 MP",
      itemCondition: "https://schema.org/UsedCondition",
      productionDate: "2015",
    });
    expect(product("bopp-film-line-2018")).not.toHaveProperty("model");
  });

  it("offers it at its asking price in its own currency, or with no price on request", () => {
    expect(offer("gravure-printing-press-2015")).toMatchObject({
      "@type": "Offer",
      price: 1250000,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/UsedCondition",
    });
    expect(offer("slitting-machine-2019")).toMatchObject({ price: 385000, priceCurrency: "USD" });
    const onRequest = offer("metallizer-2016");
    expect(onRequest).not.toHaveProperty("price");
    expect(onRequest).not.toHaveProperty("priceCurrency");
    expect(isAbsolute(onRequest.url)).toBe(true);
  });

  it("says when it can be had: later, reserved or sold", () => {
    // Available from March 2027: a pre-order until then, in stock from then.
    expect(offer("bopp-film-line-2018")).toMatchObject({
      availability: "https://schema.org/PreOrder",
      availabilityStarts: "2027-03-01",
    });
    const march = offer("bopp-film-line-2018", new Date("2027-03-01T00:00:00Z"));
    expect(march.availability).toBe("https://schema.org/InStock");
    expect(march).not.toHaveProperty("availabilityStarts");
    expect(offer("extrusion-laminator-2017").availability).toBe("https://schema.org/Reserved");
    expect(offer("duplex-slitter-rewinder-2012").availability).toBe("https://schema.org/SoldOut");
  });

  it("never carries the serial number", () => {
    for (const listing of listings) {
      const json = JSON.stringify(
        machineProductJsonLd(machine(listing.data.slug), "en", [], november),
      );
      if (listing.data.serial) expect(json).not.toContain(listing.data.serial);
    }
    expect(listings.some((listing) => listing.data.serial)).toBe(true);
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
