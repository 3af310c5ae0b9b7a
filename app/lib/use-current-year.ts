import { useSyncExternalStore } from "react";

declare const __BUILD_YEAR__: number;

const subscribe = () => () => {};

/**
 * The current year, correct in the browser even when the prerendered HTML is
 * from an older build: hydration uses the build year (as in the HTML), then
 * React re-renders with the visitor's clock.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
