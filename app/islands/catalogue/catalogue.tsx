import { BellRing } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";

import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

import {
  CatalogueCopyProvider,
  matchAlertLink,
  searchInquiryLink,
  type CatalogueCopy,
} from "./catalogue-copy";

import { EquipmentCard } from "./machine-card";
import { EquipmentDetailsDialog } from "./machine-dialog";
import {
  filterEquipment,
  hasActiveFilters,
  hasSeveralCurrencies,
  NO_FILTERS,
  typeOptions,
  yearOptions,
  type CatalogueListing,
} from "./filter";
import { FilterControls, SortSelect } from "./filter-controls";
import { NoResults } from "./no-results";
import { updatePageLinks } from "./page-links";
import { describeSearch, resultSummary, reversedYearsNotice } from "./result-summary";
import { serializeCatalogueParams } from "./url-state";
import { useCatalogueState } from "./use-catalogue-state";

/** The id the hero's 'Browse Equipment' link scrolls to. */
export const EQUIPMENT_SECTION_ID = "equipment";

/**
 * The searchable equipment catalogue: filters, result count and order, card
 * grid or empty state, and the details dialog, all reproducible from the
 * URL. It also hands its state to two links of the static page around it
 * (./page-links.ts): the language switch and "Looking for specific equipment?".
 * Not wrapped in a scroll reveal: it is a tool at the fold, and results that
 * fade in after each search would only slow it down.
 */
export function EquipmentCatalogue({
  items,
  copy: words,
}: {
  items: readonly CatalogueListing[];
  copy: CatalogueCopy;
}) {
  const copy = words.catalogue;
  const { state, update, hydrated } = useCatalogueState(items);
  const locations = words.locations;
  const types = useMemo(
    () => typeOptions(items, copy.typeNames, words.typeOrder, state.type),
    [items, copy.typeNames, words.typeOrder, state.type],
  );
  const years = useMemo(
    () => yearOptions(items, state.from, state.to),
    [items, state.from, state.to],
  );
  const results = useMemo(() => filterEquipment(items, state), [items, state]);
  const search = describeSearch(state, words.searchWords, {
    type: (type) => types.find((option) => option.value === type)?.label ?? type,
    country: (code) => locations.find((option) => option.value === code)?.label ?? code,
  });
  const reversed = reversedYearsNotice(state, copy.reversedYears);
  const openItem = items.find((item) => item.slug === state.item);
  const openerRef = useRef<HTMLElement | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  const query = serializeCatalogueParams(state).toString();
  const inquiry = searchInquiryLink(words, search);
  useEffect(() => updatePageLinks(new URLSearchParams(query), inquiry), [query, inquiry]);

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
  // The order is not a filter: it stays.
  const resetFilters = () => {
    update({ ...NO_FILTERS, sort: state.sort });
    countRef.current?.focus();
  };

  return (
    <CatalogueCopyProvider value={words}>
      <Section id={EQUIPMENT_SECTION_ID} tone="muted" title={copy.title} intro={copy.intro}>
        <FilterControls
          filters={state}
          types={types}
          locations={locations}
          years={years}
          onChange={update}
        />
        <div className="mt-5 mb-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          {/* Wraps: on a phone the count, "Clear filters" and the alert link do
              not fit on one line, and would otherwise shrink to a word a line. */}
          <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-1">
            {/* A polite live region: each change of the filters is read out once it settles. */}
            {/* data-hydrated: the state now follows the URL, and a change is
                kept (the end-to-end tests wait for it, e2e/fixtures.ts). */}
            <p
              ref={countRef}
              role="status"
              tabIndex={-1}
              data-hydrated={hydrated ? "" : undefined}
              className="text-sm font-medium text-ink-500 outline-none"
            >
              {results.length === items.length
                ? words.listedCount
                : resultSummary(results.length, items.length, copy, words.intl)}
              {reversed ? <span className="sr-only"> {reversed}</span> : null}
            </p>
            {hasActiveFilters(state) && results.length > 0 ? (
              <>
                <Button variant="ghost" onClick={resetFilters} className="px-3">
                  {copy.clearFilters}
                </Button>
                <a
                  href={matchAlertLink(words, state)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  <BellRing aria-hidden="true" size={16} strokeWidth={2} className="shrink-0" />
                  {copy.alertSearch}
                </a>
              </>
            ) : null}
          </div>
          {results.length > 0 ? (
            <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
          ) : null}
        </div>
        {state.sort === "price" && hasSeveralCurrencies(results) ? (
          <p className="-mt-2 mb-5 text-sm text-ink-500">{copy.sortPriceNote}</p>
        ) : null}
        {results.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {results.map((item) => (
              <EquipmentCard key={item.slug} item={item} onOpen={openDetails} />
            ))}
          </ul>
        ) : (
          <NoResults filters={state} onReset={resetFilters} />
        )}
        <EquipmentDetailsDialog item={openItem} onClose={closeDetails} returnFocusRef={openerRef} />
      </Section>
    </CatalogueCopyProvider>
  );
}
