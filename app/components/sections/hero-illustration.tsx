import { cn } from "~/lib/cn";

/** Every company-page hero illustration is drawn on this canvas (4:3). */
export const HERO_ILLUSTRATION_SIZE = { width: 560, height: 420 } as const;

/**
 * A decorative hero illustration for PageHero's media slot. It is part of
 * the first paint, so it loads eagerly with high priority.
 */
export function HeroIllustration({ src, large = false }: { src: string; large?: boolean }) {
  return (
    <img
      src={src}
      {...HERO_ILLUSTRATION_SIZE}
      alt=""
      fetchPriority="high"
      className={cn(
        "mx-auto h-auto w-full",
        large ? "max-w-80 sm:max-w-md lg:max-w-none" : "max-w-72 sm:max-w-sm lg:max-w-lg",
      )}
    />
  );
}
