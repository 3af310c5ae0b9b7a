import { ChevronDown, Search } from "lucide-react";
import { useId, type KeyboardEvent, type ReactNode } from "react";

import { cn } from "~/lib/cn";

import { useCatalogueCopy } from "./catalogue-copy";
import type { EquipmentFilters, LocationOption } from "./filter";
import { MAX_QUERY_LENGTH } from "./url-state";

const control =
  "min-h-12 w-full rounded-xl border bg-white text-base text-ink-800 transition-colors hover:border-brand-300 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0";
const idle = "border-ink-300";
/** A control with a value gets a brand border, so active filters stand out. */
const active = "border-brand-500 bg-brand-50/40";

interface FilterControlsProps {
  filters: EquipmentFilters;
  locations: readonly LocationOption[];
  years: readonly string[];
  onChange: (patch: Partial<EquipmentFilters>) => void;
}

/** Search box, location and year dropdowns. Filtering happens on every change. */
export function FilterControls({ filters, locations, years, onChange }: FilterControlsProps) {
  const copy = useCatalogueCopy().catalogue;
  const id = useId();
  // Enter (or the phone keyboard's search key) has nothing to submit: the
  // list is already filtered. Hide the keyboard so the results show.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") event.currentTarget.blur();
  };
  return (
    // <search>, not a <form>: there is nothing to submit.
    <search
      aria-label={copy.filterLabel}
      className="grid gap-4 rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5 lg:grid-cols-[minmax(0,1fr)_14rem_12rem]"
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
      {/* One column on a phone: "Toutes les localisations" and «جميع السنوات» must not be clipped at 390 px; two from 448 px, location the wider. */}
      <div className="grid grid-cols-1 gap-3 min-[28rem]:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:contents">
        <Field label={copy.locationLabel} htmlFor={`${id}-location`}>
          <Select
            id={`${id}-location`}
            value={filters.location}
            emptyLabel={copy.allLocations}
            options={locations}
            onChange={(location) => onChange({ location })}
          />
        </Field>
        <Field label={copy.yearLabel} htmlFor={`${id}-year`}>
          <Select
            id={`${id}-year`}
            value={filters.year}
            emptyLabel={copy.allYears}
            options={years}
            onChange={(year) => onChange({ year })}
          />
        </Field>
      </div>
    </search>
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
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-brand-950">
        {label}
      </label>
      {children}
    </div>
  );
}

interface SelectProps {
  id: string;
  value: string;
  emptyLabel: string;
  /** Plain strings are their own labels. */
  options: readonly (string | LocationOption)[];
  onChange: (value: string) => void;
}

function Select({ id, value, emptyLabel, options, onChange }: SelectProps) {
  return (
    <div className="relative">
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(control, value ? active : idle, "cursor-pointer appearance-none ps-3.5 pe-9")}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => {
          const { value: optionValue, label } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          );
        })}
      </select>
      <ChevronDown
        aria-hidden="true"
        size={18}
        className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-ink-500"
      />
    </div>
  );
}
