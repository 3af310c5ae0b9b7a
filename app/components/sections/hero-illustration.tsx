import { InlineSvg } from "~/components/ui/inline-svg";

/** Every company-page hero illustration is drawn on this canvas (4:3). */
export const HERO_ILLUSTRATION_SIZE = { width: 560, height: 420 } as const;

/**
 * A decorative hero illustration for PageHero's media slot, written into the
 * HTML (`?raw` import): it is part of the first paint.
 */
export function HeroIllustration({ svg, large = false }: { svg: string; large?: boolean }) {
  return (
    <InlineSvg
      markup={svg}
      className={
        large
          ? "mx-auto w-full max-w-80 sm:max-w-md lg:max-w-none"
          : "mx-auto w-full max-w-72 sm:max-w-sm lg:max-w-lg"
      }
    />
  );
}
