import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { FileText } from "lucide-react";

import { buttonStyles, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { InlineSvg } from "~/components/ui/inline-svg";
import { Reveal } from "~/components/ui/reveal";
import { getEdition, type EditionText } from "~/i18n/editions";
import { paths, type ProductSlug } from "~/content/paths";
import { enquirySubject } from "~/i18n/routes";
import { contactWithSubject, productDataSheetPath, sampleRequestLink } from "~/i18n/links";
import { type Product } from "~/content/products";
import type { Locale } from "~/i18n/locales";

import { APPLICATIONS_ID, ApplicationsCard } from "./applications-card";
import { EnquiryCard } from "./enquiry-card";
import { FeatureGrid } from "./feature-grid";
import { gradeTable, isFilm } from "./grade-table";
import { GradeSampleLinks, GradeTableSection } from "./grade-table-section";
import { productIllustration } from "./product-illustrations";
import { ProductOverview } from "./product-overview";
import { RANGE_ID, RangeCard } from "./range-card";
import { RollCalculatorSection } from "~/templates/roll-calculator/roll-calculator-section";
import { SPECIFICATIONS_ID, SpecificationCard } from "./specification-card";

/** A whole product in an edition's words: its catalogue entry and its page content. */
export function productIn(t: EditionText, slug: ProductSlug): Product {
  const summary = t.products.find((entry) => entry.slug === slug);
  if (!summary) throw new Error(`No product ${slug} in the catalogue`);
  return { ...summary, ...t.productDetails[slug], slug };
}

/** Where the hero's second button goes: the first card of the sidebar. */
function sidebarJump(
  product: Product,
  copy: EditionText["productPage"],
): { id: string; label: string } {
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
export function ProductPage({ locale, slug }: { locale: Locale; slug: ProductSlug }) {
  const { t, href, intl } = getEdition(locale);
  const copy = t.productPage;
  const product = productIn(t, slug);
  // A film's "Request Samples" opens the sample request with the film chosen;
  // the other calls to action name the product in the contact form's subject.
  const contactLink = href(
    product.cta === "samples" && isFilm(t, slug)
      ? sampleRequestLink(slug)
      : contactWithSubject(enquirySubject(product, copy)),
  );
  const jump = sidebarJump(product, copy);
  const fullWidthOnPhone = "max-sm:w-full";
  const grades = isFilm(t, slug) ? gradeTable(t, intl, slug, product.name) : null;

  return (
    <>
      <PageHero
        eyebrow={copy.categories[product.category]}
        title={product.name}
        lead={product.lead}
        actions={
          <>
            <ButtonLink href={contactLink} variant="accent" size="lg" className={fullWidthOnPhone}>
              {copy.calls[product.cta].label}
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
          <div className="grid min-w-0 gap-14 lg:col-span-7 xl:col-span-8 xl:gap-16">
            <Reveal>
              <ProductOverview title={copy.overview} paragraphs={product.description} />
            </Reveal>
            <Reveal>
              <FeatureGrid title={copy.features} features={product.features} />
            </Reveal>
            {grades ? (
              // min-w-0: the table scrolls inside its region instead of widening the page.
              <Reveal className="min-w-0">
                <GradeTableSection title={copy.grades.title} table={grades} labels={copy.grades}>
                  <ButtonLink
                    href={href(productDataSheetPath(slug))}
                    type="application/pdf"
                    variant="secondary"
                    size="md"
                  >
                    <FileText aria-hidden="true" size={18} className="shrink-0" />
                    {copy.grades.dataSheet}
                  </ButtonLink>
                </GradeTableSection>
                <GradeSampleLinks
                  lead={copy.grades.sampleLinks}
                  links={grades.grades.map((grade) => ({
                    label: grade.name,
                    href: href(sampleRequestLink(slug, grade.key)),
                  }))}
                />
              </Reveal>
            ) : null}
            {product.density && product.gauge ? (
              <Reveal>
                <RollCalculatorSection
                  locale={locale}
                  film={{ density: product.density, gauge: product.gauge }}
                />
              </Reveal>
            ) : null}
          </div>
          <div className="grid gap-6 lg:col-span-5 xl:col-span-4">
            {product.specifications ? (
              <Reveal>
                <SpecificationCard title={copy.specifications} rows={product.specifications} />
              </Reveal>
            ) : null}
            {product.ranges ? (
              <Reveal>
                <RangeCard title={copy.range} groups={product.ranges} />
              </Reveal>
            ) : null}
            <Reveal>
              <ApplicationsCard title={copy.applications} items={product.applications} />
            </Reveal>
            {/* Desktop only: on phones the closing band follows right after. */}
            <Reveal className="max-lg:hidden">
              <EnquiryCard
                copy={copy.enquiry}
                callLabel={copy.calls[product.cta].label}
                contactLink={contactLink}
              />
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
              {copy.calls[product.cta].label}
            </ButtonLink>
            <ButtonLink href={href(paths.productProcurement)} variant="outline-inverse" size="lg">
              {copy.sourcing}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
