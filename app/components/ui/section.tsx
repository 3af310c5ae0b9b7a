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
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? "h2" : "h3";
  const dark = tone === "brand";
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("py-16 sm:py-20 lg:py-24", tones[tone], className)}
    >
      <Container>
        {title ? (
          <header
            className={cn("mb-10 max-w-3xl lg:mb-12", align === "center" && "mx-auto text-center")}
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
                className={cn(
                  "mt-4 text-lg leading-relaxed",
                  dark ? "text-brand-100" : "text-ink-600",
                )}
              >
                {intro}
              </div>
            ) : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
