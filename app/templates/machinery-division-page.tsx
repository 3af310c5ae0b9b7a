import heroImage from "~/assets/illustrations/company/machinery.svg?raw";
import machineImage from "~/assets/illustrations/equipment/bopp-film-line.svg?url";
import { CheckList } from "~/components/sections/check-list";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeroIllustration } from "~/components/sections/hero-illustration";
import { MachineryClosingBand } from "~/components/sections/machinery-closing-band";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { getEdition } from "~/i18n/editions";
import { paths } from "~/content/paths";
import type { Locale } from "~/i18n/locales";
import type { RevealPreset } from "~/lib/reveal";

// Pages without their own animation settings reveal with the root settings.
const reveal: RevealPreset = "root";

export function MachineryDivisionPage({ locale }: { locale: Locale }) {
  const { t, href } = getEdition(locale);
  const { hero, expertise, machineTypes, advantages, closing } = t.machineryDivision;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        media={<HeroIllustration svg={heroImage} />}
        actions={
          <ButtonLink href={href(paths.usedEquipment)} variant="accent" size="lg">
            {hero.action}
          </ButtonLink>
        }
      />
      <FeatureGrid
        tone="muted"
        eyebrow={expertise.eyebrow}
        title={expertise.title}
        intro={expertise.intro}
        cards={expertise.cards}
        reveal={reveal}
      />
      <Section
        eyebrow={machineTypes.eyebrow}
        title={machineTypes.title}
        intro={machineTypes.intro}
        aside={
          <Reveal preset={reveal}>
            <img
              src={machineImage}
              width={480}
              height={320}
              alt=""
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-3xl"
            />
          </Reveal>
        }
      >
        <CheckList items={machineTypes.items} />
      </Section>
      <FeatureGrid
        tone="muted"
        eyebrow={advantages.eyebrow}
        title={advantages.title}
        cards={advantages.cards}
        columns={4}
        reveal={reveal}
      />
      <MachineryClosingBand locale={locale} copy={closing} reveal={reveal} />
    </>
  );
}
