import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { InlineSvg } from "~/components/ui/inline-svg";
import { Reveal } from "~/components/ui/reveal";
import { contactWithSubject, paths } from "~/content/paths";
import { enquirySubject, productPageCopy as copy, type Product } from "~/content/products";

import { APPLICATIONS_ID, ApplicationsCard } from "./applications-card";
import { EnquiryCard } from "./enquiry-card";
import { FeatureGrid } from "./feature-grid";
import { productIllustration } from "./product-illustrations";
import { ProductOverview } from "./product-overview";
import { RANGE_ID, RangeCard } from "./range-card";
import { SPECIFICATIONS_ID, SpecificationCard } from "./specification-card";

/** Where the hero's second button goes: the first card of the sidebar. */
function sidebarJump(product: Product): { id: string; label: string } {
  if (product.specifications) return { id: SPECIFICATIONS_ID, label: copy.jumpTo.specifications };
  if (product.ranges) return { id: RANGE_ID, label: copy.jumpTo.range };
  return { id: APPLICATIONS_ID, label: copy.jumpTo.applications };
}

/**
 * The one template of every product page: hero, overview and features, a
 * sidebar with the specification, range and application cards (beside the
 * content on desktop, below it on phones), and the closing call to action.
 * Sections a product does not have are simply not rendered.
 */
export function ProductPage({ product }: { product: Product }) {
  // The calls to action name the product in the contact form's subject.
  const contactLink = contactWithSubject(enquirySubject(product));
  const jump = sidebarJump(product);
  const fullWidthOnPhone = "max-sm:w-full";

  return (
    <>
      <PageHero
        eyebrow={copy.categories[product.category]}
        title={product.name}
        lead={product.lead}
        actions={
          <>
            <ButtonLink href={contactLink} variant="accent" size="lg" className={fullWidthOnPhone}>
              {product.cta}
            </ButtonLink>
            <a
              href={`#${jump.id}`}
              className={buttonStyles({
                variant: "outline-inverse",
                size: "lg",
                className: fullWidthOnPhone,
              })}
            >
              {jump.label}
            </a>
          </>
        }
        media={
          <InlineSvg
            markup={productIllustration(product.illustration.key)}
            label={product.illustration.alt}
            className="mx-auto w-full max-w-sm sm:max-w-md lg:max-w-none"
          />
        }
      />
      <div className="bg-ink-50 py-16 sm:py-20 lg:py-24">
        <Container className="grid items-start gap-12 lg:grid-cols-12 lg:gap-14">
          <div className="grid gap-14 lg:col-span-7 xl:col-span-8 xl:gap-16">
            <Reveal>
              <ProductOverview paragraphs={product.description} />
            </Reveal>
            <Reveal>
              <FeatureGrid features={product.features} />
            </Reveal>
          </div>
          <div className="grid gap-6 lg:col-span-5 xl:col-span-4">
            {product.specifications ? (
              <Reveal>
                <SpecificationCard rows={product.specifications} />
              </Reveal>
            ) : null}
            {product.ranges ? (
              <Reveal>
                <RangeCard groups={product.ranges} />
              </Reveal>
            ) : null}
            <Reveal>
              <ApplicationsCard items={product.applications} />
            </Reveal>
            {/* Desktop only: on phones the closing band follows right after. */}
            <Reveal className="max-lg:hidden">
              <EnquiryCard product={product} contactLink={contactLink} />
            </Reveal>
          </div>
        </Container>
      </div>
      <CtaBand
        reveal="page"
        title={product.closing.title}
        body={product.closing.body}
        actions={
          <>
            <ButtonLink href={contactLink} variant="accent" size="lg">
              {product.cta}
            </ButtonLink>
            <ButtonLink href={paths.productProcurement} variant="outline-inverse" size="lg">
              {copy.sourcing}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
