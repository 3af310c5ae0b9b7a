import { ArrowRight, X } from "lucide-react";
import { useId, type RefObject } from "react";

import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FactGrid } from "~/components/ui/fact-grid";
import type { CatalogueItem } from "../../inventory/catalogue-item";

import { inquiryLink, useCatalogueCopy } from "./catalogue-copy";
import { EquipmentBadges } from "./machine-badges";
import { EquipmentImageView } from "./machine-image";

interface EquipmentDetailsDialogProps {
  /** The machine to show; the dialog is closed when there is none. */
  item: CatalogueItem | undefined;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The details of one machine: a modal dialog, a bottom sheet on phones. */
export function EquipmentDetailsDialog({
  item,
  onClose,
  returnFocusRef,
}: EquipmentDetailsDialogProps) {
  const words = useCatalogueCopy();
  const copy = words.details;
  const headingId = useId();
  return (
    <Dialog
      open={item !== undefined}
      onClose={onClose}
      labelledBy={headingId}
      returnFocusRef={returnFocusRef}
      className="w-full rounded-2xl max-sm:mb-0 max-sm:max-h-[92dvh] max-sm:max-w-full max-sm:rounded-b-none sm:w-[36rem] lg:w-[60rem]"
    >
      {item ? (
        <div className="relative grid lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
          {/* First in the dialog, so showModal() puts focus here, not on a link. */}
          <button
            type="button"
            onClick={onClose}
            aria-label={copy.closeIcon}
            className="absolute end-3 top-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-brand-900 shadow-card transition-colors hover:bg-brand-50"
          >
            <X aria-hidden="true" size={22} strokeWidth={2} />
          </button>
          {/* The illustration keeps its shape; on desktop the column below it
              continues the drawing's floor colour. */}
          <div className="relative bg-brand-100">
            <EquipmentImageView
              image={item.image}
              sizes="(min-width: 1024px) 512px, (min-width: 640px) 576px, 100vw"
              loading="eager"
              className="aspect-[3/2] h-auto w-full object-cover"
            />
            <EquipmentBadges item={item} className="absolute start-4 top-4" />
          </div>
          <div className="flex flex-col p-6 sm:p-8">
            <div lang={item.lang}>
              <h2 id={headingId} className="text-2xl font-bold tracking-tight lg:pe-10">
                {item.name}
              </h2>
              <p className="mt-3 leading-relaxed text-ink-600">{item.description}</p>
            </div>
            <a
              href={item.href}
              className="mt-4 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {copy.viewPage}
              <ArrowRight
                aria-hidden="true"
                size={18}
                strokeWidth={2}
                className="rtl:-scale-x-100"
              />
            </a>
            <FactGrid
              className="mt-6"
              facts={[
                { label: copy.price, value: item.price.text },
                { label: copy.maker, value: <bdi>{item.maker}</bdi> },
                ...(item.model ? [{ label: copy.model, value: <bdi>{item.model}</bdi> }] : []),
                { label: copy.year, value: item.year },
                { label: copy.condition, value: item.conditionLabel },
                { label: copy.location, value: item.place },
                { label: copy.reference, value: <bdi>{item.reference}</bdi> },
              ]}
            />
            <div className="mt-8 grid gap-3 sm:grid-cols-2 lg:mt-auto lg:pt-8">
              <ButtonLink href={inquiryLink(words, item)} variant="accent">
                {copy.requestInfo}
              </ButtonLink>
              <Button variant="secondary" onClick={onClose}>
                {copy.close}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
