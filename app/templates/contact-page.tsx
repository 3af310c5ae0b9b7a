import type { ReactNode } from "react";
import heroImage from "~/assets/illustrations/contact/reach-us.svg?raw";
import { PageHero } from "~/components/sections/page-hero";
import { InlineSvg } from "~/components/ui/inline-svg";
import { Container } from "~/components/ui/container";
import { getEdition } from "~/i18n/editions";
import { ContactDetails, ContactHeroActions } from "~/templates/contact-details";
import type { Locale } from "~/i18n/locales";

/**
 * The contact page around its one island: the form arrives as `children`
 * (app/pages/[...locale]/contact.astro hydrates it) and takes the wider column.
 */
export function ContactPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { hero } = getEdition(locale).t.contact;
  return (
    <>
      <PageHero
        title={hero.title}
        lead={hero.lead}
        actions={<ContactHeroActions locale={locale} />}
        media={
          <InlineSvg
            markup={heroImage}
            className="mx-auto w-full max-w-72 sm:max-w-sm lg:max-w-lg"
          />
        }
      />
      <div className="bg-ink-50 py-16 sm:py-20 lg:py-24">
        {/*
          No scroll reveal here: the form is what visitors come for, and on a
          phone it would still be fading in when they reach it.
        */}
        <Container className="grid items-start gap-12 lg:grid-cols-12 lg:gap-14">
          <ContactDetails locale={locale} className="lg:col-span-5" />
          <div className="lg:col-span-7">{children}</div>
        </Container>
      </div>
    </>
  );
}
