import type { ProductSlug } from "./paths.ts";

/**
 * The product catalogue. Navigation, the route table, prerendering and the
 * sitemap all read this list, so adding a product is one entry here.
 */
export interface Product {
  slug: ProductSlug;
  /** Full name, used as the page heading. */
  name: string;
  /** Short label for menus. */
  navLabel: string;
  /** One sentence for cards and the meta description (≤ 160 characters). */
  summary: string;
}

export const products = [
  {
    slug: "bopp-films",
    name: "BOPP Films",
    navLabel: "BOPP Films",
    summary:
      "Biaxially oriented polypropylene films for printing, lamination and overwrap: 15–60 microns, up to 2000 mm wide, corona or flame treated.",
  },
  {
    slug: "cpp-films",
    name: "CPP Films",
    navLabel: "CPP Films",
    summary:
      "Cast polypropylene films for heat sealing and lamination: 20–100 microns, up to 2500 mm wide, corona or flame treated.",
  },
  {
    slug: "pet-films",
    name: "PET Films",
    navLabel: "PET Films",
    summary:
      "BOPET films with high clarity, stiffness and heat resistance: 12–250 microns, up to 3000 mm wide, plain, metallized, coated or printed.",
  },
  {
    slug: "thermal-lamination-films",
    name: "Thermal Lamination Films",
    navLabel: "Thermal Lamination Films",
    summary:
      "Pre-coated thermal lamination films in gloss and matte finishes for print protection and premium packaging.",
  },
  {
    slug: "wet-lamination-films",
    name: "Wet Lamination Films",
    navLabel: "Wet Lamination Films",
    summary:
      "Films for wet (adhesive) lamination: 15–50 microns, up to 2000 mm wide, corona treated or coated.",
  },
  {
    slug: "high-barrier-films",
    name: "High Barrier Films",
    navLabel: "High Barrier Films",
    summary:
      "High barrier films that protect food, pharmaceutical, beverage, chemical and medical products from oxygen, moisture, aroma and light.",
  },
  {
    slug: "masterbatch",
    name: "Masterbatch",
    navLabel: "Masterbatch",
    summary:
      "Colour and additive masterbatch for film extrusion, including a patented range, supplied to converter specifications.",
  },
  {
    slug: "inks",
    name: "Printing Inks",
    navLabel: "Inks",
    summary:
      "Gravure and flexographic printing inks for flexible packaging films, matched to substrate, press and end use.",
  },
  {
    slug: "ink-binders",
    name: "Ink Binders",
    navLabel: "Ink Binders",
    summary:
      "PU-based ink binders in plasticizing and film-forming grades for flexible packaging ink formulation.",
  },
  {
    slug: "adhesives",
    name: "Lamination Adhesives",
    navLabel: "Adhesives",
    summary:
      "Solvent-based, solvent-free, water-based and hot melt adhesives for flexible packaging lamination.",
  },
] as const satisfies readonly Product[];

export function findProduct(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}
