// @vitest-environment node
import { readFileSync, statSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { findPage, enquirySubject } from "../i18n/routes";
import { productPath } from "../i18n/links";
import { catalogue, productDetails } from "./product-details";
import { products, type ProductCallToAction } from "./products";
import { productPage as productPageCopy } from "./product-page";

const findProduct = (slug: string) => catalogue.find((product) => product.slug === slug);

const illustration = (key: string) =>
  new URL(`../assets/illustrations/products/${key}.svg`, import.meta.url);

/** The product routes of the specification's route table (section 2). */
const specRoutes = [
  "/products/bopp-films",
  "/products/cpp-films",
  "/products/pet-films",
  "/products/thermal-lamination-films",
  "/products/wet-lamination-films",
  "/products/high-barrier-films",
  "/products/metallized-films",
  "/products/masterbatch",
  "/products/inks",
  "/products/ink-binders",
  "/products/adhesives",
];

const specsOf = (slug: string) =>
  findProduct(slug)?.specifications?.map(({ label, value }) => [label, value]);

describe("product catalogue", () => {
  it("has exactly the product routes of the specification, with unique, URL-safe slugs", () => {
    expect(products.map((product) => productPath(product.slug))).toEqual(specRoutes);
    const slugs = products.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(findProduct("adhesives")?.name).toBe("Lamination Adhesives");
    expect(findProduct("foo")).toBeUndefined();
    // The page content has exactly one entry per index entry, in the same order.
    expect(Object.keys(productDetails)).toEqual(slugs);
  });

  it("gives every product a page entry whose description is its summary", () => {
    for (const product of products) {
      const page = findPage(productPath(product.slug));
      expect(page?.title, product.slug).toBe(product.name);
      expect(page?.description, product.slug).toBe(product.summary);
    }
  });

  it("has every required text filled in, and summaries that fit a meta description", () => {
    for (const product of catalogue) {
      for (const text of [
        product.name,
        product.navLabel,
        product.summary,
        product.lead,
        product.closing.title,
        product.closing.body,
        product.illustration.alt,
        ...product.description,
        ...product.applications,
        ...product.features.flatMap((feature) => [feature.title, feature.body]),
      ]) {
        expect(text.trim(), product.slug).not.toBe("");
        expect(text, product.slug).toBe(text.trim());
      }
      expect(product.summary.length, product.slug).toBeLessThanOrEqual(160);
      expect(product.summary.length, product.slug).toBeGreaterThanOrEqual(70);
      expect(product.summary, product.slug).toMatch(/^[A-Z].*\.$/);
      for (const feature of product.features) expect(feature.body, feature.title).toMatch(/\.$/);
    }
  });

  it("has no empty list and no repeated entry in any section", () => {
    for (const product of catalogue) {
      const lists: (readonly string[])[] = [
        product.description,
        product.applications,
        product.features.map((feature) => feature.title),
        product.specifications?.map((row) => row.label) ?? ["(none)"],
        product.ranges?.map((group) => group.title) ?? ["(none)"],
        ...(product.ranges ?? []).map((group) => group.items ?? ["(note only)"]),
      ];
      for (const list of lists) {
        expect(list.length, product.slug).toBeGreaterThan(0);
        expect(new Set(list).size, `${product.slug}: ${list.join(", ")}`).toBe(list.length);
      }
      for (const group of product.ranges ?? []) {
        expect(Boolean(group.items?.length || group.note), group.title).toBe(true);
      }
    }
  });

  it("shows the specification's values exactly, and none it does not give", () => {
    expect(specsOf("bopp-films")).toEqual([
      ["Thickness", "15–60 microns"],
      ["Width", "Up to 2000 mm"],
      ["Core", "3 or 6 inch"],
      ["Surface treatment", "Corona or flame"],
    ]);
    expect(specsOf("cpp-films")).toEqual([
      ["Thickness", "20–100 microns"],
      ["Width", "Up to 2500 mm"],
      ["Core", "3 or 6 inch"],
      ["Surface treatment", "Corona or flame"],
    ]);
    // The specification gives no core for PET.
    expect(specsOf("pet-films")).toEqual([
      ["Thickness", "12–250 microns"],
      ["Width", "Up to 3000 mm"],
      ["Surface treatment", "Corona or coating"],
      ["Special features", "Metallized, coated, printed"],
    ]);
    expect(specsOf("wet-lamination-films")).toEqual([
      ["Thickness", "15–50 microns"],
      ["Width", "Up to 2000 mm"],
      ["Core", "3 or 6 inch"],
      ["Surface treatment", "Corona or coating"],
    ]);
    // Thermal lamination: finishes only, no numeric specifications.
    expect(specsOf("thermal-lamination-films")).toEqual([["Finishes", "Gloss and matte"]]);
    expect(specsOf("adhesives")).toEqual([
      ["Viscosity", "200–5000 cPs"],
      ["Solid content", "30–75%"],
      ["Application method", "Roll, spray or bead"],
      ["Cure time", "Instant to 72 hours"],
    ]);
    for (const slug of ["high-barrier-films", "masterbatch", "inks", "ink-binders"]) {
      expect(specsOf(slug), slug).toBeUndefined();
    }
  });

  it("writes ranges and units the same way everywhere", () => {
    const texts = catalogue.flatMap((product) => [
      product.summary,
      product.lead,
      ...product.description,
      ...product.features.map((feature) => feature.body),
      ...(product.specifications ?? []).map((row) => row.value),
    ]);
    for (const text of texts) {
      // Number ranges take an unspaced en dash: "15–60 microns".
      expect(text).not.toMatch(/\d\s*(-|to|—)\s*\d/);
      expect(text).not.toMatch(/\d\s+–|–\s+\d/);
      // One spelling per unit, separated from its number.
      expect(text).not.toMatch(/µm|\bmic\b|\d(mm|microns|inch|cPs)\b|\d\s*("|″|in\b)/);
    }
  });

  it("high barrier films: six key features and the five applications of the specification", () => {
    const barrier = findProduct("high-barrier-films")!;
    expect(barrier.features).toHaveLength(6);
    expect(barrier.applications).toEqual([
      "Food packaging",
      "Pharmaceutical packaging",
      "Beverage packaging",
      "Chemical packaging",
      "Medical device packaging",
    ]);
    expect(barrier.cta).toBe("information");
    expect(barrier.features.map((feature) => feature.title)).toEqual(
      expect.arrayContaining([
        "Oxygen barrier",
        "Moisture barrier",
        "Aroma barrier",
        "Light barrier",
      ]),
    );
  });

  it("has the ranges the specification names", () => {
    const rangeOf = (slug: string) =>
      findProduct(slug)?.ranges?.map(({ title, items, note }) => [title, items ?? note]);
    expect(rangeOf("adhesives")).toEqual([
      ["Solvent-based", ["General performance", "Medium performance", "High performance"]],
      ["Solvent-free", ["General performance", "Medium performance", "High performance"]],
      ["Water-based", ["One-component", "Two-component"]],
      ["Hot melt", expect.any(String)],
    ]);
    expect(rangeOf("ink-binders")).toEqual([
      ["PU-based binders", ["Plasticizing grades", "Film-forming grades"]],
    ]);
    expect(rangeOf("masterbatch")?.map(([title]) => title)).toContain("Patented range");
    // The chemicals have a range sidebar; the films do not.
    for (const product of catalogue) {
      expect(Boolean(product.ranges), product.slug).toBe(product.category === "chemicals");
    }
  });

  it("calls to action: samples or our team for films, more information for high barrier", () => {
    const ctas = Object.fromEntries(catalogue.map((product) => [product.slug, product.cta]));
    for (const product of catalogue) {
      const allowed: ProductCallToAction[] =
        product.slug === "high-barrier-films"
          ? ["information"]
          : product.category === "films"
            ? ["contact", "samples"]
            : ["contact"];
      expect(allowed, product.slug).toContain(ctas[product.slug]);
    }
    expect(enquirySubject(findProduct("bopp-films")!)).toBe("Sample request: BOPP Films");
    expect(enquirySubject(findProduct("high-barrier-films")!)).toBe(
      "Information request: High Barrier Films",
    );
    expect(enquirySubject(findProduct("adhesives")!)).toBe("Enquiry: Lamination Adhesives");
    expect(productPageCopy.calls.information.label).toBe("Request More Information");
  });

  it("each have a small, text-free illustration on the shared canvas", () => {
    for (const product of catalogue) {
      const file = illustration(product.illustration.key);
      expect(statSync(file).size, product.slug).toBeLessThan(6_000);
      const svg = readFileSync(file, "utf8");
      expect(svg, product.slug).toMatch(/^<svg [^>]*viewBox="0 0 560 420"/);
      expect(svg, product.slug).not.toMatch(/<text|<image|<script|href=/);
    }
  });

  it("gives every film, and only films, the density and gauge the roll calculator starts from", () => {
    for (const product of catalogue) {
      if (product.category === "films") {
        // Between polyolefins (about 0.90 g/cm³) and polyester (1.40 g/cm³).
        expect(product.density, product.slug).toBeGreaterThanOrEqual(0.85);
        expect(product.density, product.slug).toBeLessThanOrEqual(1.45);
        expect(product.gauge, product.slug).toBeGreaterThan(0);
      } else {
        expect(product.density, product.slug).toBeUndefined();
        expect(product.gauge, product.slug).toBeUndefined();
      }
    }
  });
});
