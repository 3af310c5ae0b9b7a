import type { ComponentType, ReactNode, SVGProps } from "react";

import { cn } from "~/lib/cn";

interface CardProps {
  title: ReactNode;
  /** Heading level inside the page outline: h3 by default. */
  level?: 2 | 3 | 4;
  icon?: ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  as?: "article" | "li" | "div";
}

/** The one card of the design system: icon, heading, body and an optional footer. */
export function Card({
  title,
  level = 3,
  icon: Icon,
  children,
  footer,
  className,
  as: Element = "article",
}: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <Element
      className={cn(
        // No hover effect: most cards are not clickable, and a lift would suggest they are.
        "flex h-full flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-7",
        className,
      )}
    >
      {/* On phones the icon sits beside the heading: a grid of six cards stays short. */}
      <div className="flex items-center gap-4 sm:block">
        {Icon ? (
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:mb-5 sm:size-12">
            <Icon aria-hidden="true" size={24} strokeWidth={1.75} />
          </span>
        ) : null}
        <Heading className="text-lg font-semibold text-brand-950">{title}</Heading>
      </div>
      {children ? <div className="mt-3 flex-1 leading-relaxed text-ink-600">{children}</div> : null}
      {footer ? <div className="mt-6">{footer}</div> : null}
    </Element>
  );
}

/** A responsive grid of cards, rendered as a list. */
export function CardGrid({
  children,
  columns = 3,
  className,
}: {
  children: ReactNode;
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        "grid gap-6",
        columns === 2 && "md:grid-cols-2",
        columns === 3 && "md:grid-cols-2 lg:grid-cols-3",
        columns === 4 && "sm:grid-cols-2 lg:grid-cols-4",
        className,
      )}
    >
      {children}
    </ul>
  );
}
