import { useMemo, useSyncExternalStore } from "react";

import { useHydrated } from "~/lib/use-hydrated";

import type { CatalogueListing } from "./filter";
import {
  EMPTY_CATALOGUE_STATE,
  parseCatalogueParams,
  serializeCatalogueParams,
  type CatalogueState,
} from "./url-state";

/** replaceState fires no event, so the catalogue's own writes are announced here. */
const ownWriteListeners = new Set<() => void>();

function subscribeToQuery(onChange: () => void): () => void {
  ownWriteListeners.add(onChange);
  // Back/forward inside the page (entries made by fragment links or other
  // scripts) can land on a URL with another query.
  window.addEventListener("popstate", onChange);
  return () => {
    ownWriteListeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

const readQuery = () => window.location.search;
/** The prerendered HTML is built without a query. */
const prerenderedQuery = () => "";

function replaceQuery(params: URLSearchParams): void {
  const url = new URL(window.location.href);
  url.search = params.toString();
  // Replace, not push: no history entry per keystroke. The hash stays, and so
  // does the entry's state, which belongs to the browser or to other scripts.
  window.history.replaceState(window.history.state, "", url);
  for (const listener of ownWriteListeners) listener();
}

/**
 * The catalogue's state, shared through the URL (?q=&type=&from=&to=&country=&sort=&item=).
 *
 * - Until hydration it is empty, like the prerendered HTML; the URL applies
 *   in the first render after, so hydration never mismatches.
 * - Every change is written to the URL with history.replaceState, which is
 *   synchronous, so the URL is the only copy and controlled inputs keep up.
 * - Back/forward (popstate) hands the state back to the URL.
 */
export function useCatalogueState(items: readonly CatalogueListing[]) {
  const hydrated = useHydrated();
  const query = useSyncExternalStore(subscribeToQuery, readQuery, prerenderedQuery);
  const state = useMemo(
    () =>
      hydrated ? parseCatalogueParams(new URLSearchParams(query), items) : EMPTY_CATALOGUE_STATE,
    [hydrated, query, items],
  );

  function update(patch: Partial<CatalogueState>) {
    // Based on the URL, not on this render's state, so two updates in one
    // event both count. Parameters the catalogue does not own are kept.
    const current = new URLSearchParams(window.location.search);
    const next = { ...parseCatalogueParams(current, items), ...patch };
    replaceQuery(serializeCatalogueParams(next, current));
  }

  return { state, update, hydrated };
}
