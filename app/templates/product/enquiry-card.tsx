import { Mail, Phone } from "lucide-react";

import { ButtonLink } from "~/components/ui/button";
import { company, mailtoHref, telHref } from "~/content/company";

const linkStyles =
  "inline-flex min-h-11 items-center gap-3 font-semibold text-white underline decoration-white/30 underline-offset-4 transition-colors hover:decoration-accent-300";

/** The sidebar's short way to ask about the product, with the phone and email. */
export function EnquiryCard({
  copy,
  callLabel,
  contactLink,
}: {
  copy: { title: string; body: string };
  callLabel: string;
  contactLink: string;
}) {
  const headingId = "product-enquiry-title";
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-brand-800 p-6 text-brand-100 shadow-card"
    >
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {copy.title}
      </h2>
      <p className="mt-2 leading-relaxed">{copy.body}</p>
      <ButtonLink href={contactLink} variant="accent" className="mt-5 w-full">
        {callLabel}
      </ButtonLink>
      <ul className="mt-4 grid gap-1 text-sm">
        <li>
          <a href={telHref} className={`${linkStyles} whitespace-nowrap`}>
            <Phone aria-hidden="true" size={18} className="shrink-0 text-accent-300" />
            <span dir="ltr">{company.phone.display}</span>
          </a>
        </li>
        <li>
          <a href={mailtoHref} className={linkStyles}>
            <Mail aria-hidden="true" size={18} className="shrink-0 text-accent-300" />
            <span dir="ltr">{company.email}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
