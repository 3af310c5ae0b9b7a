import heroImage from "~/assets/illustrations/company/about.svg?raw";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HighlightPanel } from "~/components/sections/highlight-panel";
import { HeroIllustration } from "~/components/sections/hero-illustration";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { getEdition } from "~/i18n/editions";
import { company } from "~/content/company";
import { paths } from "~/content/paths";
import type { Locale } from "~/i18n/locales";
import type { RevealPreset } from "~/lib/reveal";
import { fillTemplate } from "~/lib/text";

// Pages without their own animation settings reveal with the root settings.
const reveal: RevealPreset = "root";

export function AboutPage({ locale }: { locale: Locale }) {
  const { t, href } = getEdition(locale);
  const { hero, solutions, experience, closing } = t.about;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        media={<HeroIllustration svg={heroImage} />}
      />
      <FeatureGrid
        eyebrow={solutions.eyebrow}
        title={solutions.title}
        intro={solutions.intro}
        cards={solutions.cards}
        columns={2}
        reveal={reveal}
      />
      <Section
        tone="muted"
        eyebrow={experience.eyebrow}
        title={experience.title}
        aside={
          <Reveal preset={reveal}>
            <HighlightPanel
              figure={fillTemplate(experience.statFigure, { years: company.experienceYears })}
              caption={experience.statCaption}
              title={experience.areasTitle}
              items={experience.areas}
            />
          </Reveal>
        }
      >
        <div className="space-y-5 text-lg leading-relaxed text-ink-600">
          {experience.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
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
