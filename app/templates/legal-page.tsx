import { Fragment, type ReactNode } from "react";

import { PageHero } from "~/components/sections/page-hero";
import { PostalAddressLines } from "~/components/ui/postal-address";
import { Section } from "~/components/ui/section";
import { company, mailtoHref, telHref } from "~/content/company";
import { paths } from "~/content/paths";
import type { LegalSection } from "~/content/types";
import { getEdition } from "~/i18n/editions";
import type { Locale } from "~/i18n/locales";
import { fillTemplateParts } from "~/lib/text";

const linkStyles = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** A legal text's sentence with its {email}, {privacy} and {legal} as links. */
function Sentence({ text, links }: { text: string; links: Record<string, ReactNode> }) {
  return (
    <>
      {fillTemplateParts(text, links).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

function LegalSections({
  sections,
  links,
}: {
  sections: readonly LegalSection[];
  links: Record<string, ReactNode>;
}) {
  return sections.map((section) => (
    <section key={section.title} className="mt-12 first:mt-0">
      <h2 className="text-2xl font-bold tracking-tight text-brand-950">{section.title}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-ink-700">
          <Sentence text={paragraph} links={links} />
        </p>
      ))}
      {section.items?.length ? (
        <ul className="mt-4 list-disc space-y-3 ps-6 leading-relaxed text-ink-700 marker:text-accent-600">
          {section.items.map((item) => (
            <li key={item}>
              <Sentence text={item} links={links} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}

/**
 * The privacy notice and the legal notice: one template for both, a hero
 * then sections of text. The legal notice starts with the publisher's
 * facts, from the company data.
 */
export function LegalPage({ locale, page }: { locale: Locale; page: "privacy" | "legal" }) {
  const { t, href } = getEdition(locale);
  const copy = t[page];
  const links: Record<string, ReactNode> = {
    email: (
      <a href={mailtoHref} dir="ltr" className={linkStyles}>
        {company.email}
      </a>
    ),
    privacy: (
      <a href={href(paths.privacy)} className={linkStyles}>
        {t.legal.links.privacy}
      </a>
    ),
    legal: (
      <a href={href(paths.legal)} className={linkStyles}>
        {t.privacy.links.legal}
      </a>
    ),
  };
  const publisher = t.legal.publisher;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section>
        <div className="max-w-3xl">
          <p className="mb-10 text-sm text-ink-500">{copy.updated}</p>
          {page === "legal" ? (
            <section className="mb-12 rounded-card border border-ink-200 bg-ink-50 p-6 sm:p-8">
              <h2 className="text-2xl font-bold tracking-tight text-brand-950">
                {publisher.title}
              </h2>
              <p className="mt-4 leading-relaxed text-ink-700">{publisher.intro}</p>
              <dl className="mt-5 grid gap-x-6 gap-y-3 text-ink-700 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-ink-900">{publisher.address}</dt>
                <dd>
                  <PostalAddressLines
                    address={t.company.address}
                    locale={locale}
                    className="not-italic"
                  />
                </dd>
                <dt className="font-semibold text-ink-900">{publisher.phone}</dt>
                <dd>
                  <a href={telHref} dir="ltr" className={`${linkStyles} whitespace-nowrap`}>
                    {company.phone.display}
                  </a>
                </dd>
                <dt className="font-semibold text-ink-900">{publisher.email}</dt>
                <dd>{links.email}</dd>
              </dl>
              <p className="mt-5 leading-relaxed text-ink-700">{publisher.responsible}</p>
            </section>
          ) : null}
          <LegalSections sections={copy.sections} links={links} />
        </div>
      </Section>
    </>
  );
}
