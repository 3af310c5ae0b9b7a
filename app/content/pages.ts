import { capitalize } from "../lib/text.ts";

import { company } from "./company.ts";
import { paths, productPath } from "./paths.ts";
import { products } from "./products.ts";

/**
 * Every page of the route table with its search-engine title and
 * description. The prerender list and the sitemap are generated from this.
 */
export interface PageEntry {
  path: string;
  /** The canonical path; differs only for aliases such as /services. */
  canonical: string;
  title: string;
  description: string;
}

const staticPages = [
  {
    path: paths.home,
    title: "Flexible Packaging Sourcing, Films & Machinery",
    description:
      "Procurement, export development and technical advisory for flexible packaging converters and brands, plus films, inks, adhesives and used machinery.",
  },
  {
    path: paths.about,
    title: "About Us",
    description: `${capitalize(company.experience)} in flexible packaging: sourcing and procurement, export growth in the Middle East and Africa, process advisory and machinery services.`,
  },
  {
    path: paths.services,
    canonical: paths.productProcurement,
    title: "Product Procurement & Strategic Sourcing",
    description:
      "Our nine-step sourcing procedure for films, inks and adhesives: supplier identification, qualification, samples, contracts, production monitoring and logistics.",
  },
  {
    path: paths.productProcurement,
    title: "Product Procurement & Strategic Sourcing",
    description:
      "Our nine-step sourcing procedure for films, inks and adhesives: supplier identification, qualification, samples, contracts, production monitoring and logistics.",
  },
  {
    path: paths.exportDevelopment,
    title: "Export Market Development",
    description:
      "Grow flexible packaging exports in the Middle East and Africa: market intelligence, distributor and agent networks, volume business and export team support.",
  },
  {
    path: paths.technicalDivision,
    title: "Technical Division",
    description:
      "Technical and process advisory for film and packaging converters: product development, process optimization, quality and testing, compliance and training.",
  },
  {
    path: paths.machineryDivision,
    title: "Machinery Division",
    description:
      "We buy, sell, dismantle, commission and maintain used film and packaging machinery and whole plants, and supply new machinery worldwide.",
  },
  {
    path: paths.usedEquipment,
    title: "Used Packaging Machinery",
    description:
      "Browse used film lines, printing presses, laminators, metallizers and slitters. Search by name, location and year, and request details or a quote.",
  },
  {
    path: paths.contact,
    title: "Contact Us",
    description:
      "Contact our team about sourcing, export development, technical advisory, films and chemicals, or used machinery. Phone, email, WhatsApp or our form.",
  },
] as const;

export const pages: readonly PageEntry[] = [
  ...staticPages.map((page) => ({ canonical: page.path, ...page })),
  ...products.map((product) => ({
    path: productPath(product.slug),
    canonical: productPath(product.slug),
    title: product.name,
    description: product.summary,
  })),
];

export function findPage(path: string): PageEntry | undefined {
  return pages.find((page) => page.path === path);
}

/** Like findPage, for paths that are known to exist; throws otherwise. */
export function getPage(path: string): PageEntry {
  const page = findPage(path);
  if (!page) throw new Error(`No page entry for ${path}`);
  return page;
}
