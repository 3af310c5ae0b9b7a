import { Clock, Phone, Video } from "lucide-react";
import type { ReactNode } from "react";

import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { company, telHref } from "~/content/company";
import { getEdition } from "~/i18n/editions";
import type { Locale } from "~/i18n/locales";
import { OfficeHours } from "~/templates/contact-details";

/**
 * "Request a call" around its one island: the form arrives as `children`
 * (app/pages/[...locale]/request-a-call.astro hydrates it). Beside it, the
 * office's hours with their zone and the time there now, so the page says
 * when we answer even before (or without) its script.
 */
export function CallRequestPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = getEdition(locale);
  const { hero, office } = t.callRequest;
  const titleId = "office-hours-title";
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <a
            href={`#${hero.formAnchor}`}
            className={buttonStyles({ variant: "accent", size: "lg", className: "max-sm:w-full" })}
          >
            {hero.action}
          </a>
        }
      />
      <div className="bg-ink-50 py-12 sm:py-16 lg:py-20">
        <Container className="grid items-start gap-8 lg:grid-cols-12 lg:gap-12">
          <aside
            aria-labelledby={titleId}
            className="rounded-card border border-ink-200 bg-white p-6 shadow-card lg:sticky lg:top-24 lg:col-span-4"
          >
            <h2 id={titleId} className="flex items-center gap-3 text-xl font-bold text-brand-950">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Clock aria-hidden="true" size={22} strokeWidth={1.75} />
              </span>
              {office.title}
            </h2>
            <div className="mt-4 leading-relaxed text-ink-600">
              <OfficeHours locale={locale} />
            </div>
            <p className="mt-5 flex gap-3 border-t border-ink-200 pt-5 text-sm leading-relaxed text-ink-600">
              <Video aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-brand-600" />
              {office.how}
            </p>
            <p className="mt-3 flex items-center gap-3 text-sm">
              <Phone aria-hidden="true" size={20} className="shrink-0 text-brand-600" />
              <a
                href={telHref}
                dir="ltr"
                className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {company.phone.display}
              </a>
            </p>
          </aside>
          <div className="lg:col-span-8">{children}</div>
        </Container>
      </div>
    </>
  );
}
