import { CalendarClock, Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { buttonStyles } from "~/components/ui/button";
import { PostalAddressLines } from "~/components/ui/postal-address";
import { company, mailtoHref, telHref } from "~/content/company";
import { paths } from "~/content/paths";
import { getEdition } from "~/i18n/editions";
import { formatHours, zoneName } from "~/lib/hours";
import { fillTemplate } from "~/lib/text";
import type { Locale } from "~/i18n/locales";

const linkStyles =
  "font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 transition-colors hover:text-brand-900 hover:decoration-brand-500";

function DetailCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4 rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" size={24} strokeWidth={1.75} />
      </span>
      <div className="min-w-0">
        <h3 className="text-base font-semibold text-brand-950">{title}</h3>
        <div className="mt-1 leading-relaxed break-words text-ink-600">{children}</div>
      </div>
    </li>
  );
}

/**
 * The office's hours in an edition's words, with their time zone, and the
 * time at the office now (filled from the visitor's clock by
 * app/scripts/office-clock.ts, which the page runs).
 */
export function OfficeHours({ locale }: { locale: Locale }) {
  const { t, intl } = getEdition(locale);
  return (
    <>
      <ul>
        {t.company.hours.map((entry) => (
          <li key={entry.dayOfWeek.join()}>{formatHours(entry, t.ui.hours, intl)}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        {fillTemplate(t.ui.hours.zone, { zone: zoneName(company.timeZone, intl) })}
      </p>
      {/* Filled from the visitor's clock by app/scripts/office-clock.ts. */}
      <p
        hidden
        data-office-clock
        data-time-zone={company.timeZone}
        data-intl={intl}
        data-words={JSON.stringify(t.ui.hours)}
        className="mt-1 text-sm font-medium text-brand-800"
      />
    </>
  );
}

/** The four ways to reach the company, all from the company module. */
export function ContactDetails({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = getEdition(locale);
  const copy = t.contact.details;
  const { address } = t.company;
  const titleId = "contact-details-title";
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {copy.title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-ink-600">{copy.intro}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <DetailCard icon={MapPin} title={copy.address}>
          <PostalAddressLines address={address} locale={locale} className="not-italic" />
        </DetailCard>
        <DetailCard icon={Phone} title={copy.phone}>
          <a href={telHref} dir="ltr" className={`${linkStyles} whitespace-nowrap`}>
            {company.phone.display}
          </a>
        </DetailCard>
        <DetailCard icon={Mail} title={copy.email}>
          <a href={mailtoHref} dir="ltr" className={linkStyles}>
            {company.email}
          </a>
        </DetailCard>
        <DetailCard icon={Clock} title={copy.hours}>
          <OfficeHours locale={locale} />
        </DetailCard>
      </ul>
    </section>
  );
}

/** The hero's shortcuts: down to the form, or straight to a phone call. */
export function ContactHeroActions({ locale }: { locale: Locale }) {
  const { t, href } = getEdition(locale);
  const contactHero = t.contact.hero;
  const fullWidthOnPhone = "max-sm:w-full";
  return (
    <>
      <a
        href={`#${contactHero.formAnchor}`}
        className={buttonStyles({ variant: "accent", size: "lg", className: fullWidthOnPhone })}
      >
        <Mail aria-hidden="true" size={20} />
        {contactHero.formAction}
      </a>
      <a
        href={telHref}
        className={buttonStyles({
          variant: "outline-inverse",
          size: "lg",
          className: fullWidthOnPhone,
        })}
      >
        <Phone aria-hidden="true" size={20} />
        <span dir="ltr">{company.phone.display}</span>
      </a>
      <a
        href={href(paths.requestCall)}
        className={buttonStyles({
          variant: "outline-inverse",
          size: "lg",
          className: fullWidthOnPhone,
        })}
      >
        <CalendarClock aria-hidden="true" size={20} />
        {t.callRequest.link}
      </a>
    </>
  );
}
