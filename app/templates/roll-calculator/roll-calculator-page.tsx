import { useId } from "react";

import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { ProductSlug } from "~/content/paths";
import { getEdition } from "~/i18n/editions";
import { productIn } from "~/templates/product/product-page";
import { contactWithSubject, productPath } from "~/i18n/links";
import type { Locale } from "~/i18n/locales";

import { formatResult } from "./format";
import { RollCalculatorForm } from "./roll-calculator-form";
import { filmYield } from "./roll-math";
import { RollMethod } from "./roll-method";

/** The films the calculator knows: every product with a density, in catalogue order. */
export function calculatorFilms(locale: Locale) {
  const { t } = getEdition(locale);
  return t.products.flatMap(({ slug }) => {
    const { name, density, gauge } = productIn(t, slug as ProductSlug);
    return density && gauge ? [{ slug: slug as ProductSlug, name, density, gauge }] : [];
  });
}

/**
 * The calculator's own page (/products/roll-calculator): the form, how it is
 * calculated, and each film's density with a link to its page.
 */
export function RollCalculatorPage({ locale }: { locale: Locale }) {
  const { t, href, intl } = getEdition(locale);
  const copy = t.rollCalculator;
  const films = calculatorFilms(locale);
  const tableId = useId();

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="bg-ink-50 py-12 sm:py-16">
        <Container className="grid gap-14">
          <RollCalculatorForm locale={locale} film={films[0]!} level={2} wide />
          <div className="grid gap-12 lg:grid-cols-2 lg:gap-14">
            <RollMethod locale={locale} level={2} />
            <section aria-labelledby={tableId} className="grid content-start gap-4">
              <h2 id={tableId} className="text-xl font-semibold text-brand-950">
                {copy.densities.title}
              </h2>
              <p className="leading-relaxed text-ink-600">{copy.densities.intro}</p>
              <div className="overflow-x-auto rounded-card border border-ink-200 bg-white">
                <table className="w-full text-start text-sm">
                  <thead className="bg-brand-50 text-brand-800">
                    <tr>
                      {Object.values(copy.densities.headers).map((header) => (
                        <th key={header} scope="col" className="px-4 py-3 text-start font-semibold">
                          {header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-100">
                    {films.map((film) => (
                      <tr key={film.slug}>
                        <th scope="row" className="px-4 py-3 text-start font-medium">
                          <a
                            href={href(productPath(film.slug))}
                            className="text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
                          >
                            {film.name}
                          </a>
                        </th>
                        <td className="px-4 py-3 tabular-nums">
                          {formatResult(film.density, film.density < 1 ? 3 : 2, intl)}
                        </td>
                        <td className="px-4 py-3 tabular-nums">
                          {formatResult(film.gauge, 0, intl)}
                        </td>
                        <td className="px-4 py-3 tabular-nums">
                          {formatResult(filmYield(film.gauge, film.density), 1, intl)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </div>
        </Container>
      </div>
      <CtaBand
        reveal="page"
        title={copy.closing.title}
        body={copy.closing.body}
        actions={
          <ButtonLink
            href={href(contactWithSubject(copy.closing.subject))}
            variant="accent"
            size="lg"
          >
            {copy.closing.call}
          </ButtonLink>
        }
      />
    </>
  );
}
