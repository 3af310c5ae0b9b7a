import heroIllustration from "~/assets/illustrations/equipment/hero.svg";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, ButtonLink } from "~/components/ui/button";
import { equipment, usedEquipmentCopy } from "~/content/equipment";
import { contactWithSubject, paths, SELL_EQUIPMENT_SUBJECT } from "~/content/paths";
import {
  EquipmentCatalogue,
  EQUIPMENT_SECTION_ID,
} from "~/features/equipment-catalogue/equipment-catalogue";
import { metaForPath } from "~/lib/seo";

export const meta = () => metaForPath(paths.usedEquipment);

const { hero, closing } = usedEquipmentCopy;

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink to={paths.contact} variant="accent" size="lg">
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
        media={
          <img
            src={heroIllustration}
            width={560}
            height={420}
            alt=""
            fetchPriority="high"
            className="h-auto w-full"
          />
        }
      />
      <EquipmentCatalogue items={equipment} />
      <CtaBand
        title={closing.title}
        body={closing.body}
        actions={
          <>
            <ButtonLink to={paths.contact} variant="accent" size="lg">
              {closing.contact}
            </ButtonLink>
            <ButtonLink
              to={contactWithSubject(SELL_EQUIPMENT_SUBJECT)}
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
