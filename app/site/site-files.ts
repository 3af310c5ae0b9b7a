import { brandColors, themeColor } from "~/content/brand";
import { company } from "~/content/company";
import { getEdition } from "~/i18n/editions";
import { type PageEntry } from "~/content/pages";
import { pages } from "~/i18n/routes";
import { brandAssets, resourcePaths } from "~/content/resources";
import { absoluteUrl } from "~/site/url";

import { defaultLocale, localeSettings, locales, localizePath, type Locale } from "../i18n/locales";

/**
 * The text files generated at build: sitemap.xml, robots.txt and the web
 * app manifest. Pure functions of the content, so they cannot drift from
 * the pages.
 */

/** Pages that are their own canonical (aliases such as /services are left out). */
export function canonicalPages(entries: readonly PageEntry[] = pages): PageEntry[] {
  return entries.filter((page) => page.path === page.canonical);
}

const xmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);
}

/**
 * Every canonical page in every edition, absolute URLs, in the order of the
 * page table; each URL lists all editions of its page (and x-default) as
 * `xhtml:link` alternates, as search engines ask of multilingual sitemaps.
 */
export function sitemapXml(entries: readonly PageEntry[] = pages): string {
  const alternates = (path: string) =>
    [
      ...locales.map((locale) => [localeSettings[locale].lang, localizePath(path, locale)]),
      ["x-default", localizePath(path, defaultLocale)],
    ]
      .map(
        ([lang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(href!))}"/>`,
      )
      .join("\n");
  const urls = canonicalPages(entries)
    .flatMap((page) =>
      locales.map(
        (locale) =>
          `  <url>\n    <loc>${escapeXml(absoluteUrl(localizePath(page.path, locale)))}</loc>\n${alternates(page.path)}\n  </url>`,
      ),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** Everything may be crawled; the sitemap says what there is. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(resourcePaths.sitemap)}\n`;
}

/**
 * The web app manifest. The 192 and 512 px icons keep the mark inside the
 * maskable safe zone on a full-bleed tile, so they serve both purposes.
 */
export function webManifest(locale: Locale = defaultLocale) {
  const icons = [
    { src: brandAssets.icon192, sizes: "192x192", type: "image/png" },
    { src: brandAssets.icon512, sizes: "512x512", type: "image/png" },
  ];
  return {
    name: company.name,
    short_name: company.shortName,
    description: getEdition(locale).t.company.tagline,
    lang: localeSettings[locale].lang,
    dir: localeSettings[locale].dir,
    start_url: localizePath("/", locale),
    scope: "/",
    display: "minimal-ui",
    theme_color: themeColor,
    background_color: brandColors.white,
    icons: [
      ...icons.map((icon) => ({ ...icon, purpose: "any" })),
      ...icons.map((icon) => ({ ...icon, purpose: "maskable" })),
      // The browser fetches the manifest's best icon on every page, around the
      // largest paint: 0.7 KB of SVG (drawn on the main thread, 4–9 ms on the
      // bench host) weighs on the slow-4G largest paint less than the 15 KB
      // PNG it picks otherwise (docs/benchmarks.md, issue 22).
      { src: brandAssets.faviconSvg, sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
