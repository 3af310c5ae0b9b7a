import { Mail, Phone } from "lucide-react";

import heroImage from "~/assets/illustrations/contact/reach-us.svg";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/ui/reveal";
import { company, telHref } from "~/content/company";
import { contactHero } from "~/content/contact";
import { paths } from "~/content/paths";
import { ContactDetails } from "~/features/contact-form/contact-details";
import { ContactFormCard } from "~/features/contact-form/contact-form";
import { metaForPath } from "~/lib/seo";

export const meta = () => metaForPath(paths.contact);

export default function Page() {
  return (
    <>
      <PageHero
        title={contactHero.title}
        lead={contactHero.lead}
        actions={
          <>
            <a
              href={`#${contactHero.formAnchor}`}
              className={buttonStyles({
                variant: "accent",
                size: "lg",
                className: "max-sm:w-full",
              })}
            >
              <Mail aria-hidden="true" size={20} />
              {contactHero.formAction}
            </a>
            <a
              href={telHref}
              className={buttonStyles({
                variant: "outline-inverse",
                size: "lg",
                className: "max-sm:w-full",
              })}
            >
              <Phone aria-hidden="true" size={20} />
              {company.phone.display}
            </a>
          </>
        }
        media={
          <img
            src={heroImage}
            width={560}
            height={400}
            alt={contactHero.imageAlt}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-md lg:max-w-lg"
          />
        }
      />
      <div className="bg-ink-50 py-16 sm:py-20 lg:py-24">
        <Container className="grid items-start gap-12 lg:grid-cols-12 lg:gap-14">
          <Reveal preset="root" className="lg:col-span-5">
            <ContactDetails />
          </Reveal>
          <Reveal preset="root" className="lg:col-span-7">
            <ContactFormCard />
          </Reveal>
        </Container>
      </div>
    </>
  );
}
