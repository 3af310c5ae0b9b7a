/**
 * Site-wide settings. SITE_URL is the public origin used by canonical links,
 * the sitemap and Open Graph tags; set it at build time.
 */
const configuredSiteUrl: string | undefined = import.meta.env?.SITE_URL;

export const siteUrl = (configuredSiteUrl || "https://www.flexpack.example").replace(/\/+$/, "");

/** The language of every page: `lang` on <html>, og:locale for link previews. */
export const siteLanguage = { lang: "en", ogLocale: "en_US" } as const;

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
