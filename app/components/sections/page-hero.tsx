import type { ReactNode } from "react";

import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";

interface PageHeroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** An illustration: an <img> with explicit width and height. */
  media?: ReactNode;
  /** False hides the illustration below the desktop breakpoint (tool pages). */
  mediaOnPhone?: boolean;
  size?: "default" | "large";
}

/**
 * The top of every page: the one h1, a lead paragraph, calls to action and
 * an optional illustration. Never animated: it is the largest paint.
 */
export function PageHero({
  title,
  eyebrow,
  lead,
  actions,
  media,
  mediaOnPhone = true,
  size = "default",
}: PageHeroProps) {
  return (
    <div className="relative isolate overflow-hidden bg-brand-900 text-brand-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(66_133_173/0.45),transparent_70%),radial-gradient(40rem_24rem_at_0%_110%,rgb(242_171_47/0.16),transparent_70%)] rtl:bg-[radial-gradient(60rem_30rem_at_15%_-10%,rgb(66_133_173/0.45),transparent_70%),radial-gradient(40rem_24rem_at_100%_110%,rgb(242_171_47/0.16),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] [mask-image:linear-gradient(to_bottom,black,transparent)] bg-[size:3rem_3rem]"
      />
      <Container
        className={cn(
          "grid items-center gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16",
          size === "large" ? "py-16 sm:py-20 lg:py-28" : "py-14 sm:py-16 lg:py-20",
          !media && "lg:grid-cols-1",
        )}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-4 text-sm font-semibold tracking-wider text-accent-300 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1
            className={cn(
              "font-bold tracking-tight text-white",
              size === "large"
                ? "text-4xl leading-[1.1] sm:text-5xl lg:text-display"
                : "text-4xl leading-tight sm:text-5xl",
            )}
          >
            {title}
          </h1>
          {lead ? (
            <div className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">
              {lead}
            </div>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {media ? (
          <div
            className={cn(
              "mx-auto w-full max-w-xl lg:max-w-none",
              !mediaOnPhone && "max-lg:hidden",
            )}
          >
            {media}
          </div>
        ) : null}
      </Container>
    </div>
  );
}
