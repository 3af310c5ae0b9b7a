import { Mail, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import heroImage from "~/assets/illustrations/company/machinery.svg?raw";
import { HeroIllustration } from "~/components/sections/hero-illustration";
import { PageHero } from "~/components/sections/page-hero";
import { StepsList } from "~/components/sections/steps-list";
import { buttonStyles } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Section } from "~/components/ui/section";
import { company, mailtoHref, telHref } from "~/content/company";
import { getEdition } from "~/i18n/editions";
import type { Locale } from "~/i18n/locales";

function DirectLink({
  icon: Icon,
  label,
  href,
  children,
  external,
}: {
  icon: LucideIcon;
  label: string;
  href: string;
  children: ReactNode;
  /** Opens in a new tab; the words say so to screen readers. */
  external?: string;
}) {
  return (
    <li className="flex items-center gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" size={20} strokeWidth={1.75} />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-ink-500">{label}</p>
        <a
          href={href}
          dir="ltr"
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className="font-semibold whitespace-nowrap text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900 hover:decoration-brand-500"
        >
          {children}
          {external ? <span className="sr-only"> {external}</span> : null}
        </a>
      </div>
    </li>
  );
}

/**
 * The seller's page: what happens to an offer, then the offer form (the
 * page's one island, passed as `children`) beside the direct contacts.
 */
export function SellEquipmentPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = getEdition(locale);
  const { hero, process, direct, form } = t.sellEquipment;
  const directTitleId = "sell-direct-title";
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        media={<HeroIllustration svg={heroImage} />}
        actions={
          <a
            href={`#${form.formAnchor}`}
            className={buttonStyles({ variant: "accent", size: "lg", className: "max-sm:w-full" })}
          >
            {hero.action}
          </a>
        }
      />
      <Section eyebrow={process.eyebrow} title={process.title}>
        <StepsList steps={process.steps} />
      </Section>
      {/* No scroll reveal: the form is what sellers come for. */}
      <div className="bg-ink-50 py-16 sm:py-20 lg:py-24">
        <Container className="grid items-start gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-8">{children}</div>
          <aside
            aria-labelledby={directTitleId}
            className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8 lg:sticky lg:top-28 lg:col-span-4"
          >
            <h2 id={directTitleId} className="text-xl font-bold tracking-tight text-brand-950">
              {direct.title}
            </h2>
            <p className="mt-3 leading-relaxed text-ink-600">{direct.body}</p>
            <ul className="mt-6 space-y-4">
              <DirectLink
                icon={MessageCircle}
                label={direct.whatsapp}
                href={company.whatsappUrl}
                external={t.ui.newTab}
              >
                {company.phone.display}
              </DirectLink>
              <DirectLink icon={Phone} label={direct.phone} href={telHref}>
                {company.phone.display}
              </DirectLink>
              <DirectLink icon={Mail} label={direct.email} href={mailtoHref}>
                {company.email}
              </DirectLink>
            </ul>
          </aside>
        </Container>
      </div>
    </>
  );
}
