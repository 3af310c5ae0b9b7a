/**
 * Scroll-reveal constants from the specification (section 9). Pages (home,
 * product and export pages) use 800 ms ease-in-out, once, with a 100 px
 * offset; the root-level default is 1000 ms, once. Offsets and throttling
 * otherwise follow the old animation library's defaults.
 */
export interface RevealSettings {
  durationMs: number;
  easing: string;
  once: boolean;
  /** Distance in px the element must scroll into the viewport before it shows. */
  offsetPx: number;
}

export const ANIMATION_LIBRARY_DEFAULTS = {
  offsetPx: 120,
  durationMs: 400,
  throttleMs: 99,
  debounceMs: 50,
} as const;

export const REVEAL_ROOT: RevealSettings = {
  durationMs: 1000,
  easing: "ease-in-out",
  once: true,
  offsetPx: ANIMATION_LIBRARY_DEFAULTS.offsetPx,
};

export const REVEAL_PAGE: RevealSettings = {
  durationMs: 800,
  easing: "ease-in-out",
  once: true,
  offsetPx: 100,
};

export type RevealPreset = "root" | "page";

export const revealPresets: Record<RevealPreset, RevealSettings> = {
  root: REVEAL_ROOT,
  page: REVEAL_PAGE,
};

export function isRevealPreset(value: unknown): value is RevealPreset {
  return typeof value === "string" && Object.hasOwn(revealPresets, value);
}

/**
 * Whether an element should start hidden: only when it is still below the
 * reveal line, so nothing the visitor already sees ever disappears.
 */
export function startsBelowFold(elementTop: number, viewportHeight: number, offsetPx: number) {
  return elementTop > viewportHeight - offsetPx;
}
