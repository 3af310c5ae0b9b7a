import { useMemo, useRef } from "react";

import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { CatalogueItem } from "../../inventory/catalogue-item";

import { CatalogueCopyProvider, type CatalogueCopy } from "./catalogue-copy";

import { EquipmentCard } from "./machine-card";
import { EquipmentDetailsDialog } from "./machine-dialog";
import {
  filterEquipment,
  hasActiveFilters,
  locationOptions,
  NO_FILTERS,
  yearOptions,
} from "./filter";
import { FilterControls } from "./filter-controls";
import { NoResults } from "./no-results";
import { resultSummary } from "./result-summary";
import { useCatalogueState } from "./use-catalogue-state";

/** The id the hero's 'Browse Equipment' link scrolls to. */
export const EQUIPMENT_SECTION_ID = "equipment";

/**
 * The searchable equipment catalogue: filters, result count, card grid or
 * empty state, and the details dialog, all reproducible from the URL.
 * Not wrapped in a scroll reveal: it is a tool at the fold, and results that
 * fade in after each search would only slow it down.
 */
export function EquipmentCatalogue({
  items,
  copy: words,
}: {
  items: readonly CatalogueItem[];
  copy: CatalogueCopy;
}) {
  const copy = words.catalogue;
  const { state, update } = useCatalogueState(items);
  const locations = useMemo(() => locationOptions(items, words.intl), [items, words.intl]);
  const years = useMemo(() => yearOptions(items), [items]);
  const results = useMemo(
    () => filterEquipment(items, { q: state.q, location: state.location, year: state.year }),
    [items, state.q, state.location, state.year],
  );
  const openItem = items.find((item) => item.slug === state.item);
  const openerRef = useRef<HTMLElement | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  const openDetails = (slug: string, opener: HTMLElement) => {
    openerRef.current = opener;
    update({ item: slug });
  };
  const closeDetails = () => {
    update({ item: "" });
    openerRef.current = null;
  };
  // The button that was pressed disappears with the filters; focus moves to
  // the count, which reads the new result, without opening a phone keyboard.
  const resetFilters = () => {
    update(NO_FILTERS);
    countRef.current?.focus();
  };

  return (
    <CatalogueCopyProvider value={words}>
      <Section id={EQUIPMENT_SECTION_ID} tone="muted" title={copy.title} intro={copy.intro}>
        <FilterControls filters={state} locations={locations} years={years} onChange={update} />
        <div className="mt-5 mb-5 flex min-h-11 items-center justify-between gap-4">
          <p
            ref={countRef}
            role="status"
            tabIndex={-1}
            className="text-sm font-medium text-ink-500 outline-none"
          >
            {resultSummary(results.length, items.length, copy, words.intl)}
          </p>
          {hasActiveFilters(state) && results.length > 0 ? (
            <Button variant="ghost" onClick={resetFilters} className="-me-3 px-3">
              {copy.clearFilters}
            </Button>
          ) : null}
        </div>
        {results.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {results.map((item) => (
              <EquipmentCard key={item.slug} item={item} onOpen={openDetails} />
            ))}
          </ul>
        ) : (
          <NoResults onReset={resetFilters} />
        )}
        <EquipmentDetailsDialog item={openItem} onClose={closeDetails} returnFocusRef={openerRef} />
      </Section>
    </CatalogueCopyProvider>
  );
}
