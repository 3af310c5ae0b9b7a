import { company } from "~/content/company";
import { findPage, type PageEntry } from "~/content/pages";
import { shareImage } from "~/content/resources";
import { absoluteUrl, siteLanguage } from "~/content/site";

import { structuredDataFor, type JsonLd } from "./structured-data";

/** One tag of the document head, rendered by `HeadSeo`. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string }
  | { "script:ld+json": JsonLd };

export interface MetaInput {
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/about". */
  canonical: string;
  /** schema.org objects, rendered as <script type="application/ld+json">. */
  structuredData?: readonly JsonLd[];
}

/** "About Us | FlexPack Consulting"; the home page leads with the brand. */
export function formatTitle(title: string, isHome = false): string {
  return isHome ? `${company.name} | ${title}` : `${title} | ${company.name}`;
}

/**
 * Builds the complete meta list for a page: title,
 * description, canonical link, Open Graph and Twitter card tags with the
 * share image, and structured data. Every URL is absolute (SITE_URL).
 */
export function buildMeta({
  title,
  description,
  canonical,
  structuredData = [],
}: MetaInput): MetaDescriptor[] {
  const fullTitle = formatTitle(title, canonical === "/");
  const url = absoluteUrl(canonical);
  const image = absoluteUrl(shareImage.path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: siteLanguage.ogLocale },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: shareImage.type },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

export function metaForPage(page: PageEntry): MetaDescriptor[] {
  return buildMeta({
    title: page.title,
    description: page.description,
    canonical: page.canonical,
    structuredData: structuredDataFor(page),
  });
}

/** Meta for a path of the route table; throws at build time for a missing entry. */
export function metaForPath(path: string): MetaDescriptor[] {
  const page = findPage(path);
  if (!page) throw new Error(`No page entry for ${path}: add it to app/content/pages.ts`);
  return metaForPage(page);
}
