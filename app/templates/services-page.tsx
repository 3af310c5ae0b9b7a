import heroImage from "~/assets/illustrations/company/procurement.svg?raw";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeroIllustration } from "~/components/sections/hero-illustration";
import { PageHero } from "~/components/sections/page-hero";
import { StepsList } from "~/components/sections/steps-list";
import { ButtonLink } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { getEdition } from "~/i18n/editions";
import { paths } from "~/content/paths";
import type { Locale } from "~/i18n/locales";
import type { RevealPreset } from "~/lib/reveal";

/** Shared by /services and /services/product-procurement (one canonical URL). */
// Pages without their own animation settings reveal with the root settings.
const reveal: RevealPreset = "root";

export function ServicesPage({ locale }: { locale: Locale }) {
  const { t, href } = getEdition(locale);
  const { hero, steps, exportBlock, value, closing } = t.procurement.page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <ButtonLink href={href(paths.contact)} variant="accent" size="lg">
            {hero.action}
          </ButtonLink>
        }
        media={<HeroIllustration svg={heroImage} />}
      />
      <Section eyebrow={steps.eyebrow} title={steps.title} intro={steps.intro}>
        <StepsList steps={t.procurement.steps} reveal={reveal} />
      </Section>
      <Section
        tone="brand"
        eyebrow={exportBlock.eyebrow}
        title={exportBlock.title}
        intro={exportBlock.intro}
        aside={
          <Reveal preset={reveal}>
            <div className="rounded-3xl border border-white/10 bg-white/5 p-8 sm:p-10">
              <CheckList items={t.procurement.exportServices} tone="dark" />
            </div>
          </Reveal>
        }
      >
        <ButtonLink href={exportBlock.link.to} variant="inverse" size="lg">
          {exportBlock.link.label}
        </ButtonLink>
      </Section>
      <FeatureGrid
        tone="muted"
        eyebrow={value.eyebrow}
        title={value.title}
        cards={value.cards}
        reveal={reveal}
      />
      <CtaBand
        reveal={reveal}
        title={closing.title}
        body={closing.body}
        actions={
          <ButtonLink href={href(paths.contact)} variant="accent" size="lg">
            {closing.action}
          </ButtonLink>
        }
      />
    </>
  );
}
