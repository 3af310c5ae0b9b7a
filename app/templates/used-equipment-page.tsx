import type { ReactNode } from "react";
import heroIllustration from "~/assets/illustrations/equipment/hero.svg?raw";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, ButtonLink } from "~/components/ui/button";
import { InlineSvg } from "~/components/ui/inline-svg";
import { usedEquipmentCopy } from "~/content/equipment";
import { contactWithSubject, paths, SELL_EQUIPMENT_SUBJECT } from "~/content/paths";
import { EQUIPMENT_SECTION_ID } from "~/features/equipment-catalogue/equipment-catalogue";

const { hero, closing } = usedEquipmentCopy;

/**
 * The used-equipment page around its one island: the catalogue arrives as
 * `children` (app/pages/machinery/used-equipment.astro hydrates it).
 */
export function UsedEquipmentPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink href={paths.contact} variant="accent" size="lg">
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
      <CtaBand
        title={closing.title}
        body={closing.body}
        actions={
          <>
            <ButtonLink href={paths.contact} variant="accent" size="lg">
              {closing.contact}
            </ButtonLink>
            <ButtonLink
              href={contactWithSubject(SELL_EQUIPMENT_SUBJECT)}
              variant="outline-inverse"
              size="lg"
            >
              {closing.sell}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
