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
  /** The film sample request, prefilled from a film's page (?product=…&grade=…). */
  sampleRequest: "/sample-request",
  /** Consulting: a call at times the visitor picks in their own time zone. */
  requestCall: "/request-a-call",
  sellEquipment: "/sell-equipment",
  privacy: "/privacy",
  legal: "/legal",
  /** A tool for film buyers, beside the films it calculates (the Products menu). */
  rollCalculator: "/products/roll-calculator",
} as const;

/**
 * The editor (app/admin/) and its API on the server: not pages of the
 * site. Nothing links to them, the sitemap and search engines leave them
 * out, and they have policies of their own.
 */
export const editorPath = "/admin";
export const editorApi = apiPaths.cms;

// Product slugs come from the catalogue, so adding a product is one entry there.
export type { ProductSlug };
