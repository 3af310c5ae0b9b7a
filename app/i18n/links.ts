import { apiPaths } from "../content/api-paths.ts";
import { paths } from "../content/paths.ts";
import type { ProductSlug } from "../content/products.ts";

/**
 * Links into the site: a product's, a machine's and its spec sheet's path,
 * and a contact link with its subject prefilled. Small on purpose: the
 * catalogue island imports it, so it must not pull the route table (and the
 * company data's validation) into the browser.
 */

export function productPath(slug: ProductSlug): `/products/${ProductSlug}` {
  return `/products/${slug}`;
}

/**
 * A film's technical data sheet, typeset by the build in every edition:
 * "/products/bopp-films/data-sheet.pdf". Not a page, like a spec sheet.
 */
export function productDataSheetPath(slug: ProductSlug): string {
  return `${productPath(slug)}/data-sheet.pdf`;
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

/**
 * A PDF beside a machine's listing (a manual, an inspection report):
 * "/machinery/used-equipment/bopp-film-line-2018/documents/inspection-report.pdf".
 * One file for every edition, never prefixed; its headers come from the hosting table.
 */
export function machineDocumentPath(slug: string, file: string): string {
  return `${machinePath(slug)}/documents/${file}`;
}

/** A machine's video file, one for every edition: ".../bopp-film-line-2018/video/running.mp4". */
export function machineVideoPath(slug: string, file: string): string {
  return `${machinePath(slug)}/video/${file}`;
}

/** A link to the contact page (or an edition's, e.g. "/fr/contact") with the subject field prefilled. */
export function contactWithSubject(subject: string, contactPath: string = paths.contact): string {
  return `${contactPath}?${new URLSearchParams({ subject }).toString()}`;
}

/** A search a buyer can leave for a machine alert: the catalogue's filters, "" when not set. */
export interface AlertSearch {
  type?: string;
  from?: string;
  to?: string;
  country?: string;
  q?: string;
}

/**
 * The machine alert's form (the server's, server/alerts/) in an edition, its
 * criteria prefilled: "/api/alerts?lang=fr&type=metallizer&from=2010".
 */
export function alertFormLink(search: AlertSearch, locale: string): string {
  const params = new URLSearchParams({ lang: locale });
  for (const key of ["type", "from", "to", "country", "q"] as const) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  return `${apiPaths.alerts}?${params.toString()}`;
}

/**
 * The film sample request with a film (and a grade) chosen: the product
 * pages' "Request Samples" and each grade's link. Its form reads them once
 * hydrated (app/islands/sample-form/fields.ts, sampleFormParams).
 */
export function sampleRequestLink(product: string, grade?: string): string {
  const query = new URLSearchParams({ product, ...(grade ? { grade } : {}) });
  return `${paths.sampleRequest}?${query.toString()}`;
}
