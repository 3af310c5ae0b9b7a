import { RotateCcw, SearchX } from "lucide-react";

import { Button } from "~/components/ui/button";

import { useCatalogueCopy } from "./catalogue-copy";

/** Shown instead of the grid when no machine matches the filters. */
export function NoResults({ onReset }: { onReset: () => void }) {
  const copy = useCatalogueCopy().empty;
  return (
    <div className="rounded-card border border-dashed border-ink-300 bg-white px-6 py-14 text-center sm:py-20">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <SearchX aria-hidden="true" size={28} strokeWidth={1.75} />
      </span>
      <h3 className="mt-5 text-xl font-semibold">{copy.title}</h3>
      <p className="mt-2 text-ink-600">{copy.body}</p>
      <Button onClick={onReset} className="mt-7">
        <RotateCcw aria-hidden="true" size={18} strokeWidth={2} />
        {copy.reset}
      </Button>
    </div>
  );
}
