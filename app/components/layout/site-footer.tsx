import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";

import { Container } from "~/components/ui/container";
import { PostalAddressLines } from "~/components/ui/postal-address";
import { company, mailtoHref, telHref } from "~/content/company";
import { getEdition } from "~/i18n/editions";
import { buildFooterNavigation } from "~/i18n/routes";
import { productPath } from "~/i18n/links";
import { paths, type ProductSlug } from "~/content/paths";
import { formatHours, zoneName } from "~/lib/hours";
import { localizePath, type Locale } from "~/i18n/locales";
import { fillTemplate } from "~/lib/text";

import { Logo } from "./logo";

declare const __BUILD_YEAR__: number;

const linkStyles =
  "inline-flex min-h-8 items-center rounded text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4";

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-1.5 text-[0.9375rem]">{children}</ul>
    </nav>
  );
}

export function SiteFooter({ locale }: { locale: Locale }) {
  const { t, intl } = getEdition(locale);
  const { address, hours } = t.company;
  const footerNavigation = buildFooterNavigation(t.navigation);
  const href = (to: string) => localizePath(to, locale);
  return (
    // Styled and laid out only when it comes near the screen
    // (content-visibility), at about its height until then (1,700 px on a
    // phone, 620 px on a desktop): with the catalogue's off-screen cards, it
    // took the catalogue page's first layout from 813 elements to about 300.
    // The end of the page keeps room for the floating WhatsApp button
    // (whatsapp-button.tsx: 3.5rem high, 1.25rem from the edge, 1.5rem from
    // sm) and a 0.75rem gap, so scrolled to the end it covers no text or link.
    <footer
      id="site-footer"
      className="bg-brand-950 [padding-block-end:calc(3.5rem+1.25rem+0.75rem)] text-brand-100 [contain-intrinsic-block-size:auto_1700px] [content-visibility:auto] sm:[padding-block-end:calc(3.5rem+1.5rem+0.75rem)] sm:[contain-intrinsic-block-size:auto_1000px] lg:[contain-intrinsic-block-size:auto_620px] print:hidden print:[padding-block-end:0]"
    >
      <Container className="grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.4fr] lg:gap-10">
        <div className="sm:col-span-2 lg:col-span-1">
          <a
            href={href(paths.home)}
            className="inline-block rounded-lg"
            aria-label={t.navigation.homeLink}
          >
            <Logo inverse />
          </a>
          <p className="mt-5 max-w-xs leading-relaxed">
            {fillTemplate(t.ui.footer.about, {
              tagline: t.company.tagline,
              experience: t.company.experience,
            })}
          </p>
        </div>

        <FooterColumn id="footer-company" title={footerNavigation.company.title}>
          {footerNavigation.company.links.map((link) => (
            <li key={link.label}>
              <a href={href(link.to)} className={linkStyles}>
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn id="footer-services" title={footerNavigation.services.title}>
          {footerNavigation.services.links.map((link) => (
            <li key={link.label}>
              <a href={href(link.to)} className={linkStyles}>
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn id="footer-products" title={t.navigation.footer.products}>
          {t.products.map((product) => (
            <li key={product.slug}>
              <a href={href(productPath(product.slug as ProductSlug))} className={linkStyles}>
                {product.navLabel}
              </a>
            </li>
          ))}
        </FooterColumn>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {t.ui.footer.contact}
          </h2>
          <ul className="mt-4 space-y-4 text-[0.9375rem]">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-accent-300" />
              <PostalAddressLines
                address={address}
                locale={locale}
                className="leading-relaxed not-italic"
              />
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" size={20} className="shrink-0 text-accent-300" />
              <a href={telHref} dir="ltr" className={`${linkStyles} whitespace-nowrap`}>
                {company.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MessageCircle aria-hidden="true" size={20} className="shrink-0 text-accent-300" />
              <a
                href={company.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={linkStyles}
              >
                {t.ui.footer.whatsapp}
                <span className="sr-only"> {t.ui.newTab}</span>
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" size={20} className="shrink-0 text-accent-300" />
              <a href={mailtoHref} dir="ltr" className={linkStyles}>
                {company.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-accent-300" />
              <span className="leading-relaxed">
                {hours.map((entry) => (
                  <span key={entry.dayOfWeek.join()} className="block">
                    {formatHours(entry, t.ui.hours, intl)}
                  </span>
                ))}
                <span className="block text-sm text-brand-200">
                  {fillTemplate(t.ui.hours.zone, { zone: zoneName(company.timeZone, intl) })}
                </span>
              </span>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm text-brand-200 sm:flex-row sm:justify-between">
          <p>
            © {/* The build's year; app/scripts/current-year.ts sets the visitor's. */}
            <span data-testid="copyright-year" data-current-year="">
              {__BUILD_YEAR__}
            </span>{" "}
            <span dir="ltr">{company.name}</span>. {t.ui.footer.rights}
          </p>
          <nav aria-label={footerNavigation.legal.title}>
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {footerNavigation.legal.links.map((link) => (
                <li key={link.label}>
                  <a href={href(link.to)} className={linkStyles}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
        <Container className="pb-6 text-sm text-brand-200">
          <p>{t.ui.footer.serving}</p>
        </Container>
      </div>
    </footer>
  );
}
