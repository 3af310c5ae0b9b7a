import type { GetStaticPaths } from "astro";

import { filmProducts, type FilmSlug } from "~/content/film-grades";
import { filmSheetPdf } from "~/templates/film-sheet/film-sheet";
import { localeStaticPaths, type Locale } from "~/i18n/locales";

/** Every film's technical data sheet in every edition, beside its page. */
export const getStaticPaths = (() =>
  localeStaticPaths().flatMap(({ params, props }) =>
    (Object.keys(filmProducts) as FilmSlug[]).map((slug) => ({
      params: { ...params, slug },
      props: { ...props, slug },
    })),
  )) satisfies GetStaticPaths;

export async function GET({ props }: { props: { locale: Locale; slug: FilmSlug } }) {
  const pdf = await filmSheetPdf(props.slug, props.locale);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
}
