import type { ReactNode } from "react";

import { CheckList } from "./check-list";

interface HighlightPanelProps {
  /** A large figure, e.g. "15+". */
  figure?: ReactNode;
  /** What the figure counts. */
  caption?: ReactNode;
  /** A small heading over the list. */
  title?: ReactNode;
  items?: readonly string[];
  /** Closing content, e.g. a call to action. */
  children?: ReactNode;
}

/**
 * A dark panel beside a section's text: an optional key figure, a check list
 * and closing content such as a call to action.
 */
export function HighlightPanel({ figure, caption, title, items, children }: HighlightPanelProps) {
  return (
    <div className="relative isolate overflow-hidden rounded-3xl bg-brand-800 p-8 text-brand-50 sm:p-10">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(28rem_16rem_at_100%_0%,rgb(66_133_173/0.45),transparent_70%),radial-gradient(24rem_14rem_at_0%_110%,rgb(242_171_47/0.18),transparent_70%)] rtl:bg-[radial-gradient(28rem_16rem_at_0%_0%,rgb(66_133_173/0.45),transparent_70%),radial-gradient(24rem_14rem_at_100%_110%,rgb(242_171_47/0.18),transparent_70%)]"
      />
      {figure ? (
        <p className="mb-8 flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b border-white/15 pb-8">
          <span className="text-6xl font-bold tracking-tight text-accent-300 sm:text-7xl">
            {figure}
          </span>
          <span className="max-w-48 text-lg leading-snug font-medium text-white">{caption}</span>
        </p>
      ) : null}
      {title ? (
        <h3 className="mb-5 text-sm font-semibold tracking-wider text-accent-300 uppercase">
          {title}
        </h3>
      ) : null}
      {items ? <CheckList items={items} tone="dark" /> : null}
      {children ? <div className={items ? "mt-8" : undefined}>{children}</div> : null}
    </div>
  );
}
