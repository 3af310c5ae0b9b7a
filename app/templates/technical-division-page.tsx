import heroImage from "~/assets/illustrations/company/technical.svg?raw";
import { CtaBand } from "~/components/sections/cta-band";
import { EngagementSection } from "~/components/sections/engagement-section";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeroIllustration } from "~/components/sections/hero-illustration";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/content/paths";
import { getEdition } from "~/i18n/editions";
import { contactWithSubject } from "~/i18n/links";
import type { Locale } from "~/i18n/locales";
import type { RevealPreset } from "~/lib/reveal";

// Pages without their own animation settings reveal with the root settings.
const reveal: RevealPreset = "root";

export function TechnicalDivisionPage({ locale }: { locale: Locale }) {
  const { t, href } = getEdition(locale);
  const { hero, services, filmSolutions, engagement, closing } = t.technicalDivision;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        media={<HeroIllustration svg={heroImage} />}
        actions={
          <>
            <ButtonLink href={href(contactWithSubject(hero.subject))} variant="accent" size="lg">
              {hero.action}
            </ButtonLink>
            <ButtonLink href={href(paths.requestCall)} variant="outline-inverse" size="lg">
              {t.callRequest.link}
            </ButtonLink>
          </>
        }
      />
      <FeatureGrid
        eyebrow={services.eyebrow}
        title={services.title}
        intro={services.intro}
        cards={services.cards}
        reveal={reveal}
      />
      <FeatureGrid
        tone="muted"
        eyebrow={filmSolutions.eyebrow}
        title={filmSolutions.title}
        intro={filmSolutions.intro}
        cards={filmSolutions.cards}
        columns={2}
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
      <CtaBand
        reveal={reveal}
        title={closing.title}
        body={closing.body}
        actions={
          <>
            <ButtonLink href={href(contactWithSubject(hero.subject))} variant="accent" size="lg">
              {closing.action}
            </ButtonLink>
            <ButtonLink href={href(paths.requestCall)} variant="outline-inverse" size="lg">
              {t.callRequest.link}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
