import heroImage from "~/assets/illustrations/contact/reach-us.svg";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { contactHero } from "~/content/contact";
import { paths } from "~/content/paths";
import { ContactDetails, ContactHeroActions } from "~/features/contact-form/contact-details";
import { ContactFormCard } from "~/features/contact-form/contact-form";
import { metaForPath } from "~/lib/seo";

export const meta = () => metaForPath(paths.contact);

export default function Page() {
  return (
    <>
      <PageHero
        title={contactHero.title}
        lead={contactHero.lead}
        actions={<ContactHeroActions />}
        media={
          <img
            src={heroImage}
            width={560}
            height={400}
            alt=""
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-72 sm:max-w-sm lg:max-w-lg"
          />
        }
      />
      <div className="bg-ink-50 py-16 sm:py-20 lg:py-24">
        {/*
          No scroll reveal here: the form is what visitors come for, and on a
          phone it would still be fading in when they reach it.
        */}
        <Container className="grid items-start gap-12 lg:grid-cols-12 lg:gap-14">
          <ContactDetails className="lg:col-span-5" />
          <ContactFormCard className="lg:col-span-7" />
        </Container>
      </div>
    </>
  );
}
