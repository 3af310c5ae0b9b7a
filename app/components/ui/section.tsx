import { useId, type ReactNode } from "react";

import { cn } from "~/lib/cn";

import { Container } from "./container";

export type SectionTone = "white" | "muted" | "brand";

const tones: Record<SectionTone, string> = {
  white: "bg-white",
  muted: "bg-ink-50",
  brand: "bg-brand-900 text-brand-50",
};

interface SectionProps {
  /** The visible heading; it also names the section landmark. */
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  id?: string;
  /** Heading level: h2 by default. */
  level?: 2 | 3;
  align?: "start" | "center";
  /**
   * Content beside the heading and children from the desktop breakpoint up
   * (an illustration, a highlight panel); below them on smaller screens.
   */
  aside?: ReactNode;
  /** The side the aside takes on desktop. */
  asidePlacement?: "start" | "end";
  className?: string;
  children?: ReactNode;
}

/** A page section: optional eyebrow, heading and intro, then content. */
export function Section({
  title,
  eyebrow,
  intro,
  tone = "white",
  id,
  level = 2,
  align = "start",
  aside,
  asidePlacement = "end",
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? "h2" : "h3";
  const dark = tone === "brand";
  const header = title ? (
    <header
      className={cn(
        "max-w-3xl",
        // Space before what follows; a heading-only banner needs none.
        aside ? "mb-8" : children ? "mb-10 lg:mb-12" : undefined,
        align === "center" && "mx-auto text-center",
      )}
    >
      {eyebrow ? (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-wider uppercase",
            dark ? "text-accent-300" : "text-accent-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={headingId}
        className={cn("text-3xl font-bold tracking-tight sm:text-4xl", dark && "text-white")}
      >
        {title}
      </Heading>
      {intro ? (
        <div
          className={cn("mt-4 text-lg leading-relaxed", dark ? "text-brand-100" : "text-ink-600")}
        >
          {intro}
        </div>
      ) : null}
    </header>
  ) : null;

  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("py-16 sm:py-20 lg:py-24", tones[tone], className)}
    >
      <Container>
        {aside ? (
          <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
            <div>
              {header}
              {children}
            </div>
            <div className={cn(asidePlacement === "start" && "lg:order-first")}>{aside}</div>
          </div>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </Container>
    </section>
  );
}
