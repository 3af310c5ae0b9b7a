import type { MetaDescriptor } from "react-router";

import { company } from "~/content/company";
import { findPage, type PageEntry } from "~/content/pages";
import { absoluteUrl } from "~/content/site";

export interface MetaInput {
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/about". */
  canonical: string;
}

/** "About Us | FlexPack Consulting"; the home page leads with the brand. */
export function formatTitle(title: string, isHome = false): string {
  return isHome ? `${company.name} | ${title}` : `${title} | ${company.name}`;
}

/**
 * Builds the complete meta list for a page. React Router replaces a parent's
 * meta with the child's, so every route gets its full set from here.
 */
export function buildMeta({ title, description, canonical }: MetaInput): MetaDescriptor[] {
  const fullTitle = formatTitle(title, canonical === "/");
  const url = absoluteUrl(canonical);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

export function metaForPage(page: PageEntry): MetaDescriptor[] {
  return buildMeta({ title: page.title, description: page.description, canonical: page.canonical });
}

/** Meta for a path of the route table; throws at build time for a missing entry. */
export function metaForPath(path: string): MetaDescriptor[] {
  const page = findPage(path);
  if (!page) throw new Error(`No page entry for ${path}: add it to app/content/pages.ts`);
  return metaForPage(page);
}
