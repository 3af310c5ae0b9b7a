import type { ReactNode } from "react";
import heroIllustration from "~/assets/illustrations/equipment/hero.svg?raw";
import { MachineryClosingBand } from "~/components/sections/machinery-closing-band";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, ButtonLink } from "~/components/ui/button";
import { InlineSvg } from "~/components/ui/inline-svg";
import { getEdition } from "~/i18n/editions";
import { contactWithSubject } from "~/i18n/links";
import { EQUIPMENT_SECTION_ID } from "~/islands/catalogue/catalogue";
import type { Locale } from "~/i18n/locales";

/**
 * The used-equipment page around its one island: the catalogue arrives as
 * `children` (app/pages/[...locale]/machinery/used-equipment.astro hydrates it).
 */
export function UsedEquipmentPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t, href } = getEdition(locale);
  const { hero, closing } = t.usedEquipment;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink
              href={href(contactWithSubject(hero.quoteSubject))}
              variant="accent"
              size="lg"
            >
              {hero.quote}
            </ButtonLink>
            {/* A plain anchor: a router link to a bare hash would drop the
                catalogue's query string. */}
            <a
              href={`#${EQUIPMENT_SECTION_ID}`}
              className={buttonStyles({ variant: "outline-inverse", size: "lg" })}
            >
              {hero.browse}
            </a>
          </>
        }
        // On phones the catalogue matters more than the picture: keep it in the first screen.
        mediaOnPhone={false}
        media={<InlineSvg markup={heroIllustration} className="w-full" />}
      />
      {children}
      {/* "Looking for specific equipment?": the catalogue gives its contact link the search. */}
      <MachineryClosingBand locale={locale} copy={closing} searchInquiry />
    </>
  );
}
