import { fillTemplate } from "../lib/text.ts";
import type { NavEntry, NavigationCopy } from "../content/navigation.ts";
import { pages as pageCopy, type PageEntry } from "../content/pages.ts";
import { paths } from "../content/paths.ts";

import { productPath } from "./links.ts";
import {
  products,
  type Product,
  type ProductCallToAction,
  type ProductSlug,
  type ProductSummary,
} from "../content/products.ts";
import { productPage as productPageCopy } from "../content/product-page.ts";
import type { Localized } from "../content/translation.ts";

/**
 * The site's routes and links, built from the data in app/content/: the
 * route table and the navigation in an edition's words (the edition builder,
 * ./editions.ts, calls these), the path of a product, a machine or a spec
 * sheet, and a contact link with its subject prefilled.
 */

type PageKey = keyof typeof pageCopy;

/**
 * The route table in one edition's words. /services is an alias of the
 * procurement page: same text, canonical there.
 */
export function buildPages(
  copy: Localized<typeof pageCopy>,
  productList: readonly Pick<ProductSummary, "slug" | "name" | "summary">[],
): PageEntry[] {
  const page = (key: PageKey) => ({ path: paths[key], canonical: paths[key], ...copy[key] });
  return [
    page("home"),
    page("about"),
    { ...page("productProcurement"), path: paths.services },
    page("productProcurement"),
    page("exportDevelopment"),
    page("technicalDivision"),
    page("machineryDivision"),
    page("usedEquipment"),
    page("sellEquipment"),
    page("contact"),
    page("sampleRequest"),
    page("requestCall"),
    page("privacy"),
    page("legal"),
    page("rollCalculator"),
    ...productList.map((product) => ({
      path: productPath(product.slug as ProductSlug),
      canonical: productPath(product.slug as ProductSlug),
      title: product.name,
      description: product.summary,
    })),
  ];
}

/** The English route table. */
export const pages: readonly PageEntry[] = buildPages(pageCopy, products);

export function findPage(path: string): PageEntry | undefined {
  return pages.find((page) => page.path === path);
}

/** Like findPage, for paths that are known to exist; throws otherwise. */
export function getPage(path: string): PageEntry {
  const page = findPage(path);
  if (!page) throw new Error(`No page entry for ${path}`);
  return page;
}

/** The header's entries in one edition's words; paths are below the edition prefix. */
export function buildNavigation(
  copy: NavigationCopy,
  products: readonly Pick<ProductSummary, "slug" | "navLabel">[],
): readonly NavEntry[] {
  return [
    { kind: "link", label: copy.main.home, to: paths.home },
    { kind: "link", label: copy.main.about, to: paths.about },
    {
      kind: "group",
      id: "services",
      label: copy.main.services,
      match: "/services",
      items: [
        { label: copy.services.productProcurement, to: paths.productProcurement },
        { label: copy.services.exportDevelopment, to: paths.exportDevelopment },
        { label: copy.services.technicalDivision, to: paths.technicalDivision },
      ],
    },
    {
      kind: "group",
      id: "products",
      label: copy.main.products,
      match: "/products",
      items: [
        ...products.map((product) => ({
          label: product.navLabel,
          to: productPath(product.slug as ProductSlug),
        })),
        { label: copy.rollCalculator, to: paths.rollCalculator },
      ],
    },
    {
      kind: "group",
      id: "machinery",
      label: copy.main.machinery,
      match: "/machinery",
      items: [
        { label: copy.machinery.machineryDivision, to: paths.machineryDivision },
        { label: copy.machinery.usedEquipment, to: paths.usedEquipment },
      ],
    },
  ];
}

/** The footer's link columns in one edition's words. */
export function buildFooterNavigation(copy: NavigationCopy) {
  const { company: companyLinks, services } = copy.footer;
  return {
    company: {
      title: companyLinks.title,
      links: [
        { label: companyLinks.home, to: paths.home },
        { label: companyLinks.about, to: paths.about },
        { label: companyLinks.machineryDivision, to: paths.machineryDivision },
        { label: companyLinks.contact, to: paths.contact },
      ],
    },
    services: {
      title: services.title,
      links: [
        // The old site pointed this at a missing strategic-sourcing page.
        { label: services.strategicSourcing, to: paths.services },
        { label: services.exportDevelopment, to: paths.exportDevelopment },
        { label: services.technicalDivision, to: paths.technicalDivision },
        { label: services.usedMachinery, to: paths.usedEquipment },
      ],
    },
    legal: {
      title: copy.footer.legal.title,
      links: [
        { label: copy.footer.legal.privacy, to: paths.privacy },
        { label: copy.footer.legal.legal, to: paths.legal },
      ],
    },
  } as const;
}

/** "Sample request: BOPP Films": prefilled in the contact form's subject. */
export function enquirySubject(
  product: Pick<Product, "name" | "cta">,
  copy: { calls: Record<ProductCallToAction, { subject: string }> } = productPageCopy,
): string {
  return fillTemplate(copy.calls[product.cta].subject, { product: product.name });
}
