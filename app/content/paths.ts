import { apiPaths } from "./api-paths.ts";
import type { ProductSlug } from "./products.ts";

/**
 * Every internal path of the site. Pages link through these constants, and
 * the route table, prerender list and sitemap are built from them, so a path
 * is written exactly once.
 */
export const paths = {
  home: "/",
  about: "/about",
  services: "/services",
  productProcurement: "/services/product-procurement",
  exportDevelopment: "/export-development",
  technicalDivision: "/technical-division",
  machinery: "/machinery",
  machineryDivision: "/machinery/machinery-division",
  usedEquipment: "/machinery/used-equipment",
  contact: "/contact",
  sellEquipment: "/sell-equipment",
} as const;

/**
 * The editor (app/features/cms/) and its API on the server: not pages of the
 * site. Nothing links to them, the sitemap and search engines leave them
 * out, and they have policies of their own.
 */
export const editorPath = "/admin";
export const editorApi = apiPaths.cms;

// Product slugs come from the catalogue, so adding a product is one entry there.
export type { ProductSlug };

export function productPath(slug: ProductSlug): `/products/${ProductSlug}` {
  return `/products/${slug}`;
}

/** A used machine's own page: "/machinery/used-equipment/bopp-film-line-2018". */
export function machinePath(slug: string): string {
  return `${paths.usedEquipment}/${slug}`;
}

/**
 * A machine's spec sheet, typeset by the build in every edition:
 * "/machinery/used-equipment/bopp-film-line-2018/spec-sheet.pdf". Not a page:
 * the sitemap leaves it out, and its headers come from the hosting table.
 */
export function specSheetPath(slug: string): string {
  return `${machinePath(slug)}/spec-sheet.pdf`;
}

/** A link to the contact page (or an edition's, e.g. "/fr/contact") with the subject field prefilled. */
export function contactWithSubject(subject: string, contactPath: string = paths.contact): string {
  return `${contactPath}?${new URLSearchParams({ subject }).toString()}`;
}

/** "/about/" → "/about"; the prerenderer requests paths with a trailing slash. */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
