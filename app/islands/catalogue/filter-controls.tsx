import { ArrowLeftRight, ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";

import { cn } from "~/lib/cn";
import { plural } from "~/lib/text";

import { useCatalogueCopy } from "./catalogue-copy";
import {
  extraFilterCount,
  sortOrders,
  type EquipmentFilters,
  type Option,
  type SortOrder,
} from "./filter";
import { reversedYearsNotice } from "./result-summary";
import { MAX_QUERY_LENGTH, PRICED_YES } from "./url-state";

const control =
  "min-h-12 w-full rounded-xl border bg-white text-base text-ink-800 transition-colors hover:border-brand-300 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0";
const idle = "border-ink-300";
/** A control with a value gets a brand border, so active filters stand out. */
const active = "border-brand-500 bg-brand-50/40";
const labelStyles = "mb-1.5 block text-sm font-semibold text-brand-950";

interface FilterControlsProps {
  filters: EquipmentFilters;
  types: readonly Option[];
  locations: readonly Option[];
  years: readonly string[];
  onChange: (patch: Partial<EquipmentFilters>) => void;
}

/**
 * The search box and the filters; the list follows every change. On phones
 * the search and the machine type show, and the location, the years and
 * "with a price" wait behind "More filters" (open when one of them is set);
 * from 992 px they all show, in two rows.
 */
export function FilterControls({
  filters,
  types,
  locations,
  years,
  onChange,
}: FilterControlsProps) {
  const words = useCatalogueCopy();
  const copy = words.catalogue;
  const id = useId();
  const extras = extraFilterCount(filters);
  // Open when it holds a set filter (a shared link's), and then until the
  // visitor closes it: clearing a filter inside must not fold it away.
  const [panel, setPanel] = useState<"auto" | "open" | "closed">("auto");
  if (panel === "auto" && extras > 0) setPanel("open");
  const expanded = panel === "open";
  const reversed = reversedYearsNotice(filters, copy.reversedYears);
  const reversedId = `${id}-reversed`;
  // Enter (or the phone keyboard's search key) has nothing to submit: the
  // list is already filtered. Hide the keyboard so the results show.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") event.currentTarget.blur();
  };
  return (
    // <search>, not a <form>: there is nothing to submit.
    <search
      aria-label={copy.filterLabel}
      className="grid gap-4 rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)] lg:gap-x-5"
    >
      <Field label={copy.searchLabel} htmlFor={`${id}-q`}>
        <div className="relative">
          <Search
            aria-hidden="true"
            size={20}
            className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-ink-400"
          />
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            placeholder={copy.searchPlaceholder}
            value={filters.q}
            onChange={(event) => onChange({ q: event.target.value })}
            onKeyDown={onSearchKeyDown}
            className={cn(
              control,
              filters.q ? active : idle,
              "ps-12 pe-4 placeholder:text-ink-400",
            )}
          />
        </div>
      </Field>
      <Field label={copy.typeLabel} htmlFor={`${id}-type`}>
        <Select
          id={`${id}-type`}
          name="type"
          value={filters.type}
          emptyLabel={copy.allTypes}
          options={types}
          onChange={(type) => onChange({ type })}
        />
      </Field>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={`${id}-more`}
        onClick={() => setPanel(expanded ? "closed" : "open")}
        className="flex min-h-11 items-center gap-2 justify-self-start rounded-lg px-1 text-sm font-semibold text-brand-700 hover:text-brand-900 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" size={18} />
        {copy.moreFilters}
        {extras > 0 ? (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs text-white">
            <span aria-hidden="true">{extras}</span>
            <span className="sr-only"> ({plural(copy.moreFiltersSet, extras, words.intl)})</span>
          </span>
        ) : null}
        <ChevronDown
          aria-hidden="true"
          size={18}
          className={cn("transition-transform", expanded && "rotate-180")}
        />
      </button>
      {/* Phones: the panel below the button. Desktop: its fields join the grid's second row. */}
      <div
        id={`${id}-more`}
        className={cn(expanded ? "grid" : "hidden", "gap-4 sm:grid-cols-2 lg:contents")}
      >
        <Field label={copy.locationLabel} htmlFor={`${id}-country`}>
          <Select
            id={`${id}-country`}
            name="country"
            value={filters.country}
            emptyLabel={copy.allLocations}
            options={locations}
            onChange={(country) => onChange({ country })}
          />
        </Field>
        <fieldset className="min-w-0 lg:col-start-1 lg:row-start-2">
          <legend className={labelStyles}>{copy.yearsLegend}</legend>
          {/* Two short dropdowns ("Any", "2020") side by side even at 390 px: nothing to clip. */}
          <div className="grid grid-cols-2 gap-3">
            <YearSelect
              id={`${id}-from`}
              name="from"
              label={copy.yearFrom}
              value={filters.from}
              emptyLabel={copy.anyYear}
              years={years}
              describedBy={reversed ? reversedId : undefined}
              onChange={(from) => onChange({ from })}
            />
            <YearSelect
              id={`${id}-to`}
              name="to"
              label={copy.yearTo}
              value={filters.to}
              emptyLabel={copy.anyYear}
              years={years}
              describedBy={reversed ? reversedId : undefined}
              onChange={(to) => onChange({ to })}
            />
          </div>
        </fieldset>
        {/* The result count reads this sentence out (catalogue.tsx); here it explains the years. */}
        {reversed ? (
          <p className="-mt-1 flex flex-wrap items-center gap-x-3 text-sm text-ink-700 lg:col-span-3 lg:row-start-3 lg:-mt-2">
            <span id={reversedId}>{reversed}</span>
            <button
              type="button"
              onClick={() => onChange({ from: filters.to, to: filters.from })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              <ArrowLeftRight aria-hidden="true" size={16} />
              {copy.swapYears}
            </button>
          </p>
        ) : null}
        {/* Beside the year dropdowns on desktop, level with them. */}
        <div className="flex items-end lg:col-start-2 lg:row-start-2">
          <label
            className={cn(
              "flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-xl border px-3.5 text-base text-ink-800 transition-colors hover:border-brand-300 has-focus-visible:border-brand-500",
              filters.priced ? active : idle,
            )}
          >
            <input
              type="checkbox"
              name="priced"
              value={PRICED_YES}
              checked={filters.priced}
              onChange={(event) => onChange({ priced: event.target.checked })}
              className="size-5 shrink-0 cursor-pointer accent-brand-700"
            />
            {copy.priced}
          </label>
        </div>
      </div>
    </search>
  );
}

/** The order of the list, beside the result count. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
}) {
  const copy = useCatalogueCopy().catalogue;
  const id = useId();
  const labels: Record<SortOrder, string> = {
    "": copy.sortBest,
    listed: copy.sortListed,
    year: copy.sortYear,
    price: copy.sortPrice,
  };
  return (
    <div className="flex items-center gap-2.5">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-brand-950">
        {copy.sortLabel}
      </label>
      <Select
        id={id}
        name="sort"
        value={value}
        options={sortOrders
          .filter((order) => order !== "")
          .map((order) => ({ value: order, label: labels[order] }))}
        emptyLabel={labels[""]}
        onChange={(sort) => onChange(sort as SortOrder)}
        compact
      />
    </div>
  );
}

function Field({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={htmlFor} className={labelStyles}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A year dropdown of the range, its label ("From", "To") above it, small, under the group's legend. */
function YearSelect({
  id,
  name,
  label,
  describedBy,
  years,
  ...select
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  emptyLabel: string;
  years: readonly string[];
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-600">
        {label}
      </label>
      <Select
        id={id}
        name={name}
        options={years.map((year) => ({ value: year, label: year }))}
        describedBy={describedBy}
        {...select}
      />
    </div>
  );
}

interface SelectProps {
  id: string;
  /** The query parameter it sets: before hydration, client:interaction writes it to the URL. */
  name: string;
  value: string;
  emptyLabel: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  describedBy?: string | undefined;
  /** Beside the count: not full width, and a value is not a filter to highlight. */
  compact?: boolean;
}

function Select({
  id,
  name,
  value,
  emptyLabel,
  options,
  onChange,
  describedBy,
  compact,
}: SelectProps) {
  return (
    <div className={cn("relative", compact && "min-w-0")}>
      <select
        id={id}
        name={name}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          control,
          value && !compact ? active : idle,
          "cursor-pointer appearance-none ps-3.5 pe-9",
          compact && "min-h-11 text-sm font-medium",
        )}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        size={18}
        className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-ink-500"
      />
    </div>
  );
}
