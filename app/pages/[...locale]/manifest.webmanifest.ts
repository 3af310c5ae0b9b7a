import type { GetStaticPaths } from "astro";

import { localeStaticPaths, type Locale } from "~/i18n/locales";
import { webManifest } from "~/site/site-files";

/** One manifest per edition: its language, direction, description and start page. */
export const getStaticPaths = localeStaticPaths satisfies GetStaticPaths;

export const GET = ({ props }: { props: { locale: Locale } }) =>
  new Response(JSON.stringify(webManifest(props.locale), null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
