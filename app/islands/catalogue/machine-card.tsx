import { Eye, MapPin } from "lucide-react";
import type { MouseEvent } from "react";

import { Button, ButtonLink } from "~/components/ui/button";
import { cardSummary } from "../../inventory/card-summary";
import type { CatalogueItem } from "../../inventory/catalogue-item";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/text";

import { inquiryLink, useCatalogueCopy } from "./catalogue-copy";
import { EquipmentBadges } from "./machine-badges";
import { EquipmentImageView } from "./machine-image";

interface EquipmentCardProps {
  item: CatalogueItem;
  /** Opens the details dialog; the opener gets focus back when it closes. */
  onOpen: (slug: string, opener: HTMLElement) => void;
}

/** One listing of the catalogue grid, rendered as a list item. */
export function EquipmentCard({ item, onOpen }: EquipmentCardProps) {
  const words = useCatalogueCopy();
  const copy = words.catalogue;
  const facts = words.details;
  const open = (event: MouseEvent<HTMLButtonElement>) => onOpen(item.slug, event.currentTarget);
  // A card off screen is styled and laid out when it comes near
  // (content-visibility), at about its height until then: the grid and the
  // footer were most of the catalogue page's first layout (site-footer.tsx).
  return (
    <li className="group flex flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-card transition-shadow duration-200 [contain-intrinsic-block-size:auto_560px] [content-visibility:auto] hover:shadow-card-hover">
      <div className="relative aspect-[3/2] overflow-hidden bg-brand-50">
        <EquipmentImageView
          image={item.image}
          decorative
          className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
        />
        <EquipmentBadges item={item} className="absolute start-3 top-3" />
        {/* Covers the whole image, so a tap on the picture opens the details
            too; it shows on hover and on keyboard focus anywhere in the card. */}
        <button
          type="button"
          onClick={open}
          className="absolute inset-0 flex items-center justify-center bg-brand-950/50 opacity-0 transition-opacity duration-200 group-hover:opacity-100 focus-visible:outline-offset-[-3px] card-focus-visible:opacity-100"
        >
          <span className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-brand-900 shadow-card-hover">
            <Eye aria-hidden="true" size={18} strokeWidth={2} />
            <span aria-hidden="true">{copy.quickView}</span>
            <span className="sr-only">{fillTemplate(copy.quickViewOf, { name: item.name })}</span>
          </span>
        </button>
      </div>
      <div className="flex flex-1 flex-col p-6">
        {/* Maker and model in their own letters: isolated, so Arabic keeps their order. */}
        <p className="text-xs font-semibold tracking-wider text-ink-500 uppercase">
          <bdi>{item.maker}</bdi>
          {item.model ? (
            <>
              {" · "}
              <bdi>{item.model}</bdi>
            </>
          ) : null}
        </p>
        <div lang={item.lang} className="mt-1 flex flex-1 flex-col">
          {/* The machine's own page: a plain link, so search engines find it too. */}
          <h3 className="text-lg font-semibold">
            <a href={item.href} className="underline-offset-4 hover:text-brand-700 hover:underline">
              {item.name}
            </a>
          </h3>
          <p className="mt-2 line-clamp-3 flex-1 leading-relaxed text-ink-600">
            {cardSummary(item, words.intl)}
          </p>
        </div>
        {/* Price and reference, then city (the country is on the badge) and condition: labelled for screen readers only. */}
        <dl className="mt-4 grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1 border-t border-ink-200 pt-4 text-sm text-ink-600">
          <div>
            <dt className="sr-only">{facts.price}</dt>
            <dd
              className={cn(
                "font-bold",
                item.price.amount === null ? "text-base text-ink-700" : "text-lg text-brand-950",
              )}
            >
              {item.price.text}
            </dd>
          </div>
          <div className="text-end">
            <dt className="sr-only">{facts.reference}</dt>
            <dd className="font-medium text-ink-500">
              <bdi>{item.reference}</bdi>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{facts.city}</dt>
            <dd className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" size={14} strokeWidth={2} className="shrink-0" />
              {item.city}
            </dd>
          </div>
          <div className="text-end">
            <dt className="sr-only">{facts.condition}</dt>
            <dd>{item.conditionLabel}</dd>
          </div>
        </dl>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <ButtonLink href={inquiryLink(words, item)} className="px-4">
            <span aria-hidden="true">{copy.inquire}</span>
            <span className="sr-only">{fillTemplate(copy.inquireAbout, { name: item.name })}</span>
          </ButtonLink>
          <Button variant="secondary" onClick={open} className="px-4">
            <span aria-hidden="true">{copy.details}</span>
            <span className="sr-only">{fillTemplate(copy.detailsOf, { name: item.name })}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
