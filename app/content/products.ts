/**
 * The product catalogue, in two parts. This module is the index (slug,
 * names, summary, category): navigation, the route table, prerendering, page
 * titles and the sitemap read it, and it ships in every page's JavaScript, so
 * it stays small. Each product's page content is in product-details.ts, keyed
 * by slug and read only by the product route's build-time loader: the
 * typechecker refuses an index entry without its content (and the reverse).
 * Adding a product: an entry here, its content there, and its illustration in
 * assets/illustrations/products/.
 *
 * Every product has the same shape; the specification card and the range
 * lists are optional sections. Specification values are the specification's
 * (section 9), written the same way everywhere: an en dash in ranges,
 * "microns", "mm", "inch". A value the specification does not give is left
 * out, never invented.
 */

/** At least one entry: an empty section is a type error, not a blank box. */
export type NonEmptyList<T> = readonly [T, ...T[]];

export type ProductCategory = "films" | "chemicals";

/** A product's call to action (its label and subject are in product-page.ts, `calls`); every one leads to /contact. */
export type ProductCallToAction = "contact" | "samples" | "information";

export interface ProductFeature {
  title: string;
  /** One sentence. */
  body: string;
}

/** One row of the technical-specification card. */
export interface ProductSpecification {
  label: string;
  value: string;
}

/** A family of the product range: its grades, a one-line note, or both. */
export type ProductRangeGroup =
  | { title: string; items: NonEmptyList<string>; note?: string }
  | { title: string; items?: undefined; note: string };

/** The last segment of each product's path, /products/<slug>. Never change a published one. */
export type ProductSlug =
  | "bopp-films"
  | "cpp-films"
  | "pet-films"
  | "thermal-lamination-films"
  | "wet-lamination-films"
  | "high-barrier-films"
  | "metallized-films"
  | "masterbatch"
  | "inks"
  | "ink-binders"
  | "adhesives";

/** A product as navigation, page titles and the sitemap know it. */
export interface ProductSummary {
  slug: ProductSlug;
  /** Full name, used as the page heading and title. */
  name: string;
  /** Short label for menus. */
  navLabel: string;
  /** One sentence for cards and the meta description (≤ 160 characters). */
  summary: string;
  category: ProductCategory;
}

/** A product's page content (product-details.ts). */
export interface ProductDetails {
  /** The hero's lead paragraph. */
  lead: string;
  /** The overview, one string per paragraph. */
  description: NonEmptyList<string>;
  features: NonEmptyList<ProductFeature>;
  /** The technical-specification card; only values the specification gives. */
  specifications?: NonEmptyList<ProductSpecification>;
  /** The range lists of the sidebar. */
  ranges?: NonEmptyList<ProductRangeGroup>;
  applications: NonEmptyList<string>;
  cta: ProductCallToAction;
  /** The closing call-to-action band. */
  closing: { title: string; body: string };
  /**
   * Films only: the typical density of the film in g/cm³, which the roll
   * calculator starts from (yield = 1000 ÷ (thickness × density)). Each value
   * names its published source in a comment.
   */
  density?: number;
  /** Films only: a common gauge of the range in µm, the calculator's first thickness. */
  gauge?: number;
  illustration: {
    /** File name without extension in app/assets/illustrations/products/. */
    key: ProductSlug;
    alt: string;
  };
}

export const products = [
  {
    slug: "bopp-films",
    name: "BOPP Films",
    navLabel: "BOPP Films",
    summary:
      "Biaxially oriented polypropylene films for printing, lamination and overwrap: 15–60 microns, up to 2000 mm wide, corona or flame treated.",
    category: "films",
  },
  {
    slug: "cpp-films",
    name: "CPP Films",
    navLabel: "CPP Films",
    summary:
      "Cast polypropylene films for heat sealing and lamination: 20–100 microns, up to 2500 mm wide, corona or flame treated.",
    category: "films",
  },
  {
    slug: "pet-films",
    name: "PET Films",
    navLabel: "PET Films",
    summary:
      "BOPET films with high clarity, stiffness and heat resistance: 12–250 microns, up to 3000 mm wide, plain, metallized, coated or printed.",
    category: "films",
  },
  {
    slug: "thermal-lamination-films",
    name: "Thermal Lamination Films",
    navLabel: "Thermal Lamination Films",
    summary:
      "Pre-coated thermal lamination films in gloss and matte finishes for print protection and premium packaging.",
    category: "films",
  },
  {
    slug: "wet-lamination-films",
    name: "Wet Lamination Films",
    navLabel: "Wet Lamination Films",
    summary:
      "Films for wet (adhesive) lamination: 15–50 microns, up to 2000 mm wide, corona treated or coated.",
    category: "films",
  },
  {
    slug: "high-barrier-films",
    name: "High Barrier Films",
    navLabel: "High Barrier Films",
    summary:
      "High barrier films that protect food, pharmaceutical, beverage, chemical and medical products from oxygen, moisture, aroma and light.",
    category: "films",
  },
  {
    slug: "metallized-films",
    name: "Metallized Films",
    navLabel: "Metallized Films",
    summary:
      "Metallized BOPP, CPP and PET films with a vacuum-deposited aluminium layer: a light, oxygen and moisture barrier for snacks, coffee and confectionery.",
    category: "films",
  },
  {
    slug: "masterbatch",
    name: "Masterbatch",
    navLabel: "Masterbatch",
    summary:
      "Colour and additive masterbatch for film extrusion, including a patented range, supplied to converter specifications.",
    category: "chemicals",
  },
  {
    slug: "inks",
    name: "Printing Inks",
    navLabel: "Inks",
    summary:
      "Gravure and flexographic printing inks for flexible packaging films, matched to substrate, press and end use.",
    category: "chemicals",
  },
  {
    slug: "ink-binders",
    name: "Ink Binders",
    navLabel: "Ink Binders",
    summary:
      "PU-based ink binders in plasticizing and film-forming grades for flexible packaging ink formulation.",
    category: "chemicals",
  },
  {
    slug: "adhesives",
    name: "Lamination Adhesives",
    navLabel: "Adhesives",
    summary:
      "Solvent-based, solvent-free, water-based and hot melt adhesives for flexible packaging lamination.",
    category: "chemicals",
  },
] satisfies readonly ProductSummary[];

/** The slug of a product in the catalogue: "bopp-films", "adhesives", … */
/** A whole product of the catalogue: its index entry and its page content. */
export type Product = ProductSummary & ProductDetails & { slug: ProductSlug };
