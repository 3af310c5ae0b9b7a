import type { ReactNode } from "react";

import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { InlineSvg } from "~/components/ui/inline-svg";
import { getEdition } from "~/i18n/editions";
import type { Locale } from "~/i18n/locales";
import { productIllustration } from "~/templates/product/product-illustrations";

/**
 * The film sample request around its one island: the form arrives as
 * `children` (app/pages/[...locale]/sample-request.astro hydrates it).
 */
export function SampleRequestPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { hero } = getEdition(locale).t.sampleRequest;
  return (
    <>
      <PageHero
        title={hero.title}
        lead={hero.lead}
        // On a phone the form comes first: the film rolls are decoration.
        mediaOnPhone={false}
        media={
          <InlineSvg
            markup={productIllustration("bopp-films")}
            className="mx-auto w-full max-w-sm lg:max-w-md"
          />
        }
      />
      <div className="bg-ink-50 py-12 sm:py-16 lg:py-20">
        <Container className="max-w-4xl">{children}</Container>
      </div>
    </>
  );
}
