import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while hydrating (and when prerendering), true afterwards. Values the
 * prerendered HTML cannot know (query parameters, the visitor's clock) must
 * only be rendered once this is true, or hydration fails.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
