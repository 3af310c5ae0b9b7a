import { ArrowRight, BellRing, ChevronRight, FileText, Share2 } from "lucide-react";

import { CheckList } from "~/components/sections/check-list";
import { MachineryClosingBand } from "~/components/sections/machinery-closing-band";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { company } from "~/content/company";
import { getEdition } from "~/i18n/editions";
import { paths } from "~/content/paths";
import { alertFormLink, contactWithSubject } from "~/i18n/links";
import { cardSummary } from "~/inventory/card-summary";
import type { CatalogueItem } from "~/inventory/catalogue-item";
import { machineFacts } from "~/inventory/machine-facts";
import { EquipmentImageView } from "~/islands/catalogue/machine-image";
import { inquirySubject, whatsappText, type MachineIn } from "~/inventory/machine-text";
import { localeSettings, type Locale } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { formatFileSize } from "~/lib/text";
import { whatsappShareUrl } from "~/lib/whatsapp";
import type { Crumb } from "~/site/structured-data";

import { MachineDocuments } from "./machine-documents";
import { MachineFactList } from "./machine-fact-list";
import { MachineGallery, type GalleryPhoto } from "./machine-gallery";
import { MachineVideo, type VideoView } from "./machine-video";

export const SIMILAR_ID = "similar";

interface MachinePageProps {
  locale: Locale;
  machine: MachineIn;
  /** The photos, or none: then the machine type's drawing shows. */
  photos: readonly GalleryPhoto[];
  illustration: string;
  trail: readonly Crumb[];
  similar: readonly CatalogueItem[];
  /** The page's own address, printed on paper. */
  pageUrl: string;
  /** The machine's spec sheet in this edition: its path and its size in bytes. */
  specSheet: { path: string; bytes: number };
  /** The machine running, with its poster made responsive; none when the listing has no video. */
  video?: VideoView | undefined;
}

const linkStyle =
  "inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

const statusStyles = {
  available: "bg-success-50 text-success-700 ring-success-700/20",
  reserved: "bg-accent-100 text-accent-700 ring-accent-700/20",
  sold: "bg-danger-50 text-danger-700 ring-danger-700/20",
} as const;

/**
 * One machine's page, the way dealer marketplaces present a listing: photos
 * and the key facts above the fold with a one-click inquiry, then the
 * description, the specifications and similar machines. Static HTML; the
 * gallery's small module is the only script besides the site's, and the
 * full-screen viewer (./photo-viewer.ts, PhotoSwipe) loads on the first tap.
 */
export function MachinePage({
  locale,
  machine,
  photos,
  illustration,
  trail,
  similar,
  pageUrl,
  specSheet,
  video,
}: MachinePageProps) {
  const { t, href } = getEdition(locale);
  const copy = t.usedEquipment.machine;
  const closing = t.usedEquipment.closing;
  const sold = machine.status === "sold";
  const inquiry = href(contactWithSubject(inquirySubject(machine)));
  const share = whatsappShareUrl(whatsappText(machine, pageUrl));

  return (
    <>
      <nav aria-label={copy.breadcrumb} className="border-b border-ink-200 bg-ink-50 print:hidden">
        <Container>
          <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 py-3 text-sm text-ink-600">
            {trail.map((crumb, index) => {
              const last = index === trail.length - 1;
              return (
                <li key={crumb.path} className="flex items-center gap-1.5">
                  {last ? (
                    <span aria-current="page" className="font-medium text-ink-800">
                      {crumb.name}
                    </span>
                  ) : (
                    <>
                      <a
                        href={href(crumb.path)}
                        className="inline-flex min-h-6 items-center underline-offset-4 hover:text-brand-700 hover:underline"
                      >
                        {crumb.name}
                      </a>
                      <ChevronRight
                        aria-hidden="true"
                        size={14}
                        className="text-ink-400 rtl:-scale-x-100"
                      />
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </Container>
      </nav>

      <div className="bg-white py-8 sm:py-12 print:py-0">
        {/* On paper the firm's header and footer are gone: who sells it, and where the page lives. */}
        <Container className="mb-4 hidden border-b-2 border-accent-500 pb-2 text-sm text-ink-600 print:block">
          <strong className="text-brand-950">{company.name}</strong> ·{" "}
          <bdi>{company.phone.display}</bdi> · <bdi>{company.email}</bdi> · <bdi>{pageUrl}</bdi>
        </Container>
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:gap-12 print:grid-cols-2 print:gap-6">
          <div>
            {photos.length > 0 ? (
              <MachineGallery name={machine.name} photos={photos} copy={copy.gallery} />
            ) : (
              <img
                src={illustration}
                width={480}
                height={320}
                alt=""
                fetchPriority="high"
                className="aspect-[3/2] h-auto w-full rounded-2xl bg-brand-50"
              />
            )}
          </div>

          <div className="flex flex-col">
            <div className="flex flex-wrap items-center gap-2 text-sm font-semibold">
              <span
                className={cn(
                  "rounded-full px-3 py-1 ring-1 ring-inset",
                  statusStyles[machine.status],
                )}
              >
                {t.usedEquipment.status[machine.status]}
              </span>
            </div>
            <div lang={machine.lang}>
              <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-brand-950 sm:text-4xl print:mt-2 print:text-2xl">
                {machine.name}
              </h1>
              <p className="mt-3 text-lg leading-relaxed text-ink-600 print:text-sm">
                {machine.summary}
              </p>
            </div>
            {machine.lang ? <p className="mt-3 text-sm text-ink-500">{copy.untranslated}</p> : null}

            {sold ? (
              <div className="mt-6 rounded-xl border border-danger-600/30 bg-danger-50 p-5">
                <h2 className="font-semibold text-danger-700">{copy.sold.title}</h2>
                <p className="mt-1 text-ink-700">{copy.sold.body}</p>
              </div>
            ) : machine.status === "reserved" ? (
              <div className="mt-6 rounded-xl border border-accent-600/30 bg-accent-100 p-5 text-ink-800">
                <p>{copy.reserved}</p>
                {/* The alert for its type: this machine too, if it turns available again. */}
                <p className="mt-3 print:hidden">
                  <a
                    href={alertFormLink({ type: machine.type }, locale)}
                    className={cn(linkStyle, "gap-2")}
                  >
                    <BellRing aria-hidden="true" size={18} className="shrink-0" />
                    {t.usedEquipment.empty.alert}
                  </a>
                </p>
              </div>
            ) : null}

            <MachineFactList facts={machineFacts(machine, locale)} className="mt-6 print:mt-4" />

            <div className="mt-6 grid gap-3 sm:grid-cols-2 print:hidden">
              {sold ? (
                <ButtonLink href={`#${SIMILAR_ID}`} variant="accent" size="lg">
                  {copy.sold.similarLink}
                </ButtonLink>
              ) : (
                <ButtonLink href={inquiry} variant="accent" size="lg">
                  {copy.requestInfo}
                </ButtonLink>
              )}
              <ButtonLink href={href(paths.usedEquipment)} variant="secondary" size="lg">
                {copy.backToCatalogue}
              </ButtonLink>
            </div>

            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 print:hidden">
              <li className="flex items-center gap-2">
                <FileText aria-hidden="true" size={20} className="shrink-0 text-brand-700" />
                <a
                  href={href(specSheet.path)}
                  type="application/pdf"
                  aria-describedby="spec-sheet-size"
                  className={linkStyle}
                >
                  {copy.specSheet.link}
                </a>
                <span id="spec-sheet-size" className="text-sm text-ink-500">
                  {formatFileSize(specSheet.bytes, localeSettings[locale].intl)}
                </span>
              </li>
              <li className="flex items-center gap-2">
                <Share2 aria-hidden="true" size={20} className="shrink-0 text-brand-700" />
                <a href={share} target="_blank" rel="noopener noreferrer" className={linkStyle}>
                  {copy.shareWhatsApp}
                  <span className="sr-only"> {t.ui.newTab}</span>
                </a>
              </li>
            </ul>

            {/* Buying with our team: not for a machine nobody can buy any more. */}
            {sold ? null : (
              <section
                aria-labelledby="machine-service"
                className="mt-8 border-t border-ink-200 pt-6 print:hidden"
              >
                <h2 id="machine-service" className="font-semibold text-brand-950">
                  {copy.service.title}
                </h2>
                <CheckList items={copy.service.points} size="sm" className="mt-3" />
              </section>
            )}
          </div>
        </Container>

        <Container className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:gap-12 print:mt-6 print:grid-cols-1 print:gap-6">
          <section aria-labelledby="machine-description">
            <h2
              id="machine-description"
              className="text-2xl font-bold tracking-tight print:text-lg"
            >
              {copy.description}
            </h2>
            <div
              lang={machine.lang}
              className="mt-4 space-y-4 text-lg leading-relaxed text-ink-700 print:mt-2 print:space-y-2 print:text-sm [&_a]:text-brand-700 [&_a]:underline [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1"
              dangerouslySetInnerHTML={{ __html: machine.description }}
            />
          </section>
          {machine.specs.length > 0 || machine.documents.length > 0 ? (
            <div className="flex flex-col gap-10 lg:row-span-2">
              {machine.specs.length > 0 ? (
                <MachineSpecs machine={machine} title={copy.specs} />
              ) : null}
              {machine.documents.length > 0 ? (
                <MachineDocuments
                  documents={machine.documents}
                  copy={copy.documents}
                  intl={localeSettings[locale].intl}
                />
              ) : null}
            </div>
          ) : null}
          {video ? (
            <MachineVideo
              video={video}
              name={machine.name}
              copy={copy.video}
              illustration={illustration}
            />
          ) : null}
        </Container>
      </div>

      {similar.length > 0 ? (
        <section
          id={SIMILAR_ID}
          aria-labelledby="machine-similar"
          className="scroll-mt-(--header-height) bg-ink-50 py-14 sm:py-16 print:hidden"
        >
          <Container>
            <h2 id="machine-similar" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {sold ? copy.similarAvailable : copy.similar}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {similar.map((item) => (
                <SimilarMachine
                  key={item.slug}
                  item={item}
                  linkLabel={t.usedEquipment.details.viewPage}
                  intl={localeSettings[locale].intl}
                />
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      <div className="print:hidden">
        <MachineryClosingBand locale={locale} copy={closing} />
      </div>
    </>
  );
}

/** A card linking to another machine's page; the whole card is the link's target. */
function SimilarMachine({
  item,
  linkLabel,
  intl,
}: {
  item: CatalogueItem;
  linkLabel: string;
  /** The edition's Intl tag: the summary is cut at a word's end in its language. */
  intl: string;
}) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-card transition-shadow hover:shadow-card-hover has-[:focus-visible]:shadow-card-hover">
      <div className="aspect-[3/2] overflow-hidden bg-brand-50">
        <EquipmentImageView
          image={item.image}
          decorative
          className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
        />
      </div>
      <div lang={item.lang} className="flex flex-1 flex-col p-6">
        <p className="text-sm font-medium text-ink-500">
          <span className="font-semibold text-brand-950">{item.price.text}</span> · {item.year} ·{" "}
          {item.locationName}
        </p>
        <h3 className="mt-1 text-lg font-semibold">
          <a href={item.href} className="after:absolute after:inset-0">
            {item.name}
          </a>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 leading-relaxed text-ink-600">
          {cardSummary(item, intl)}
        </p>
        <span
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700"
        >
          {linkLabel}
          <ArrowRight size={18} strokeWidth={2} className="rtl:-scale-x-100" />
        </span>
      </div>
    </li>
  );
}

/** The specifications' table, in the edition's language or in English, marked. */
function MachineSpecs({ machine, title }: { machine: MachineIn; title: string }) {
  return (
    <section aria-labelledby="machine-specs">
      <h2 id="machine-specs" className="text-2xl font-bold tracking-tight print:text-lg">
        {title}
      </h2>
      <table lang={machine.specsLang} className="mt-4 w-full text-start print:mt-2 print:text-sm">
        <tbody className="divide-y divide-ink-200 border-y border-ink-200">
          {machine.specs.map((spec) => (
            <tr key={spec.label}>
              <th
                scope="row"
                className="w-2/5 py-3 pe-4 text-start align-top font-medium text-ink-500 print:py-1.5"
              >
                {spec.label}
              </th>
              <td className="py-3 font-semibold text-brand-950 print:py-1.5">{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
