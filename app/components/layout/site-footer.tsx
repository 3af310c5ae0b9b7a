import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";

import { Container } from "~/components/ui/container";
import { company, formatHours, mailtoHref, telHref } from "~/content/company";
import { footerNavigation, homeLinkLabel } from "~/content/navigation";
import { paths, productPath } from "~/content/paths";
import { products } from "~/content/products";

import { Logo } from "./logo";

declare const __BUILD_YEAR__: number;

const linkStyles =
  "inline-flex min-h-8 items-center rounded text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4";

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-1.5 text-[0.9375rem]">{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  const { address } = company;
  return (
    <footer id="site-footer" className="bg-brand-950 text-brand-100">
      <Container className="grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.4fr] lg:gap-10">
        <div className="sm:col-span-2 lg:col-span-1">
          <a href={paths.home} className="inline-block rounded-lg" aria-label={homeLinkLabel}>
            <Logo inverse />
          </a>
          <p className="mt-5 max-w-xs leading-relaxed">
            {company.tagline}, with {company.experience} of experience in films, inks, adhesives and
            machinery.
          </p>
        </div>

        <FooterColumn title={footerNavigation.company.title}>
          {footerNavigation.company.links.map((link) => (
            <li key={link.label}>
              <a href={link.to} className={linkStyles}>
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title={footerNavigation.services.title}>
          {footerNavigation.services.links.map((link) => (
            <li key={link.label}>
              <a href={link.to} className={linkStyles}>
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Products">
          {products.map((product) => (
            <li key={product.slug}>
              <a href={productPath(product.slug)} className={linkStyles}>
                {product.navLabel}
              </a>
            </li>
          ))}
        </FooterColumn>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-4 text-[0.9375rem]">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-accent-300" />
              <address className="leading-relaxed not-italic">
                {address.streetAddress}
                <br />
                {address.locality}, {address.region} {address.postalCode}
                <br />
                {address.country}
              </address>
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" size={20} className="shrink-0 text-accent-300" />
              <a href={telHref} className={`${linkStyles} whitespace-nowrap`}>
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
                WhatsApp chat<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" size={20} className="shrink-0 text-accent-300" />
              <a href={mailtoHref} className={linkStyles}>
                {company.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-accent-300" />
              <span className="leading-relaxed">
                {company.hours.map((hours) => (
                  <span key={hours.days} className="block">
                    {formatHours(hours)}
                  </span>
                ))}
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
            {company.name}. All rights reserved.
          </p>
          <p>Serving converters and brand owners across the Middle East, Africa and beyond.</p>
        </Container>
      </div>
    </footer>
  );
}
