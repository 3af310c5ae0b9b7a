import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

/**
 * A form in its card, under its heading and a line of introduction: the
 * heading's id names the section (and the form inside, through `titleId`).
 */
export function FormCard({
  id,
  titleId,
  title,
  intro,
  className,
  children,
}: {
  id?: string;
  titleId: string;
  title: string;
  intro: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn(
        "rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8 lg:p-10",
        className,
      )}
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 mb-8 leading-relaxed text-ink-600">{intro}</p>
      {children}
    </section>
  );
}
