import heroImage from "~/assets/illustrations/company/export.svg?raw";
import { CheckList } from "~/components/sections/check-list";
import { EngagementSection } from "~/components/sections/engagement-section";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HighlightPanel } from "~/components/sections/highlight-panel";
import { HeroIllustration } from "~/components/sections/hero-illustration";
import { PageHero } from "~/components/sections/page-hero";
import { Testimonials } from "~/components/sections/testimonials";
import { ButtonLink } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { Section } from "~/components/ui/section";
import { paths } from "~/content/paths";
import { getEdition } from "~/i18n/editions";
import { contactWithSubject } from "~/i18n/links";
import { testimonialEntries as testimonials } from "~/content/testimonial-entries";
import type { Locale } from "~/i18n/locales";
import type { RevealPreset } from "~/lib/reveal";

// Spec, section 9: the export page reveals with the page settings.
const reveal: RevealPreset = "page";

export function ExportDevelopmentPage({ locale }: { locale: Locale }) {
  const { t, href } = getEdition(locale);
  const { hero, intro, services, engagement, valueBanner, businessValue } = t.exportDevelopment;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        media={<HeroIllustration svg={heroImage} />}
      />
      <Section eyebrow={intro.eyebrow} title={intro.title}>
        <Reveal
          preset={reveal}
          className="grid gap-5 text-lg leading-relaxed text-ink-600 lg:grid-cols-2 lg:gap-12"
        >
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Reveal>
      </Section>
      <FeatureGrid
        tone="muted"
        eyebrow={services.eyebrow}
        title={services.title}
        intro={services.intro}
        cards={services.cards}
        columns={4}
        reveal={reveal}
      />
      <EngagementSection
        engagement={engagement}
        reveal={reveal}
        action={
          <ButtonLink href={href(paths.requestCall)} variant="primary" size="lg">
            {t.callRequest.link}
          </ButtonLink>
        }
      />
      <Section
        tone="brand"
        align="center"
        eyebrow={valueBanner.eyebrow}
        title={valueBanner.title}
        intro={valueBanner.body}
      />
      {/* Empty until real testimonials are added to the content. */}
      <Testimonials items={testimonials} copy={t.testimonials} />
      <Section
        title={businessValue.title}
        intro={businessValue.body}
        aside={
          <Reveal preset={reveal}>
            <HighlightPanel>
              <p className="text-xl leading-relaxed font-medium text-white">
                {businessValue.prompt}
              </p>
              <ButtonLink
                href={href(contactWithSubject(businessValue.subject))}
                variant="accent"
                size="lg"
                className="mt-8"
              >
                {businessValue.action}
              </ButtonLink>
              <ButtonLink
                href={href(paths.requestCall)}
                variant="outline-inverse"
                size="lg"
                className="ms-0 mt-3 sm:ms-3 sm:mt-8"
              >
                {t.callRequest.link}
              </ButtonLink>
            </HighlightPanel>
          </Reveal>
        }
      >
        <CheckList items={businessValue.outcomes} />
      </Section>
    </>
  );
}
