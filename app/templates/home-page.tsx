import heroImage from "~/assets/illustrations/company/home-hero.svg?raw";
import equipmentImage from "~/assets/illustrations/equipment/hero.svg?url";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HighlightPanel } from "~/components/sections/highlight-panel";
import { HeroIllustration } from "~/components/sections/hero-illustration";
import { PageHero } from "~/components/sections/page-hero";
import { PartnerCard } from "~/components/sections/partner-card";
import { ButtonLink } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { getEdition } from "~/i18n/editions";
import { company } from "~/content/company";
import { paths } from "~/content/paths";
import type { Locale } from "~/i18n/locales";
import type { RevealPreset } from "~/lib/reveal";

// Spec, section 9: the home page reveals with the page settings.
const reveal: RevealPreset = "page";

export function HomePage({ locale }: { locale: Locale }) {
  const { t, href } = getEdition(locale);
  const { hero, partner, whoWeAre, coreServices, equipment, edge, closing } = t.home;
  return (
    <>
      <PageHero
        size="large"
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink href={href(paths.contact)} variant="accent" size="lg">
              {hero.contact}
            </ButtonLink>
            <ButtonLink href={href(paths.services)} variant="outline-inverse" size="lg">
              {hero.services}
            </ButtonLink>
          </>
        }
        media={<HeroIllustration svg={heroImage} large />}
      />
      <PartnerCard
        partner={{ ...company.partner, description: t.company.partner.description }}
        eyebrow={partner.eyebrow}
        visitLabel={partner.visit}
        visitName={t.ui.partnerLink}
        newTab={t.ui.newTab}
      />
      <Section
        title={whoWeAre.title}
        aside={
          <Reveal preset={reveal}>
            <HighlightPanel items={whoWeAre.highlights} />
          </Reveal>
        }
      >
        <div className="space-y-5 text-lg leading-relaxed text-ink-600">
          {whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ButtonLink href={whoWeAre.more.to} variant="secondary" size="lg" className="mt-8">
          {whoWeAre.more.label}
        </ButtonLink>
      </Section>
      <FeatureGrid
        tone="muted"
        eyebrow={coreServices.eyebrow}
        title={coreServices.title}
        intro={coreServices.intro}
        cards={coreServices.cards}
        reveal={reveal}
      />
      <Section
        eyebrow={equipment.eyebrow}
        title={equipment.title}
        intro={equipment.body}
        asidePlacement="start"
        aside={
          <Reveal preset={reveal}>
            <img
              src={equipmentImage}
              width={560}
              height={420}
              alt=""
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
          </Reveal>
        }
      >
        <CheckList items={equipment.points} />
        {/* Straight to the canonical page: the bare /machinery path would only
            redirect here, an extra hop for every visitor and crawler. */}
        <ButtonLink href={href(paths.machineryDivision)} size="lg" className="mt-10">
          {equipment.learnMore.label}
          <span className="sr-only"> {equipment.learnMore.context}</span>
        </ButtonLink>
      </Section>
      <FeatureGrid
        tone="muted"
        eyebrow={edge.eyebrow}
        title={edge.title}
        cards={edge.cards}
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
