import { company } from "~/content/company";
import { getEdition } from "~/i18n/editions";
import type { PageEntry } from "~/content/pages";
import { shareImage } from "~/content/resources";
import { absoluteUrl } from "~/site/url";
import { fillTemplate } from "~/lib/text";

import { defaultLocale, localeSettings, locales, localizePath, type Locale } from "../i18n/locales";
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
  /** Canonical path of the page below the edition prefix, e.g. "/about". */
  canonical: string;
  /** The page's edition; the canonical link points into it. */
  locale?: Locale;
  /** schema.org objects, rendered as <script type="application/ld+json">. */
  structuredData?: readonly JsonLd[];
  /** The link-preview image, when the page has its own (a machine's photo); else the site's. */
  image?: ShareImage;
}

export interface ShareImage {
  /** A path on the site, e.g. "/assets/overview.abc123.jpg". */
  path: string;
  type: string;
  width: number;
  height: number;
  alt: string;
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
  locale = defaultLocale,
  structuredData = [],
  image: ownImage,
}: MetaInput): MetaDescriptor[] {
  const fullTitle = formatTitle(title, canonical === "/");
  const url = absoluteUrl(localizePath(canonical, locale));
  const share = ownImage ?? {
    ...shareImage,
    alt: fillTemplate(getEdition(locale).t.ui.shareImageAlt, {
      tagline: getEdition(locale).t.company.tagline,
    }),
  };
  const image = absoluteUrl(share.path);
  const imageAlt = share.alt;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(canonical),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: localeSettings[locale].ogLocale },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({
        property: "og:locale:alternate",
        content: localeSettings[other].ogLocale,
      })),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: share.type },
    { property: "og:image:width", content: String(share.width) },
    { property: "og:image:height", content: String(share.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

/**
 * The page in every edition, and `x-default` (English) for everyone else:
 * reciprocal and absolute, the same list on each edition's page.
 */
export function alternateLinks(canonical: string): MetaDescriptor[] {
  return [
    ...locales.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: localeSettings[locale].lang,
      href: absoluteUrl(localizePath(canonical, locale)),
    })),
    {
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(localizePath(canonical, defaultLocale)),
    },
  ];
}

export function findPageIn(path: string, locale: Locale = defaultLocale): PageEntry | undefined {
  return getEdition(locale).pages.find((page) => page.path === path);
}

export function metaForPage(page: PageEntry, locale: Locale = defaultLocale): MetaDescriptor[] {
  return buildMeta({
    title: page.title,
    description: page.description,
    canonical: page.canonical,
    locale,
    structuredData: structuredDataFor(page, locale),
  });
}

/** Meta for a path of the route table in an edition; throws at build time for a missing entry. */
export function metaForPath(path: string, locale: Locale = defaultLocale): MetaDescriptor[] {
  const page = findPageIn(path, locale);
  if (!page) throw new Error(`No page entry for ${path}: add it to app/content/pages.ts`);
  return metaForPage(page, locale);
}
