import { useMemo, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";

import type { EquipmentItem } from "~/content/equipment";
import { useHydrated } from "~/lib/use-hydrated";

import {
  EMPTY_CATALOGUE_STATE,
  parseCatalogueParams,
  serializeCatalogueParams,
  type CatalogueState,
} from "./url-state";

/** Marks the history entries the catalogue writes itself. */
const OWN_WRITE = "equipmentCatalogue";

function isOwnWrite(state: unknown): boolean {
  return typeof state === "object" && state !== null && OWN_WRITE in state;
}

/**
 * The catalogue's state, shared through the URL (?q=&location=&year=&item=).
 *
 * - Until hydration it is empty, like the prerendered HTML; the URL applies
 *   right after, so hydration never mismatches.
 * - Every change is written to the URL with history REPLACE (no entry per
 *   keystroke). The controls read a local copy: URL updates go through the
 *   router asynchronously, and a controlled input must update synchronously.
 * - Any navigation the catalogue did not make (back/forward, a link to this
 *   page) hands the state back to the URL.
 */
export function useCatalogueState(items: readonly EquipmentItem[]) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [local, setLocal] = useState<CatalogueState | null>(null);
  const [seenKey, setSeenKey] = useState(location.key);

  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (!(navigationType === "REPLACE" && isOwnWrite(location.state))) setLocal(null);
  }

  const fromUrl = useMemo(() => parseCatalogueParams(searchParams, items), [searchParams, items]);
  const state = hydrated ? (local ?? fromUrl) : EMPTY_CATALOGUE_STATE;

  function update(patch: Partial<CatalogueState>) {
    const next = { ...state, ...patch };
    setLocal(next);
    setSearchParams(serializeCatalogueParams(next, searchParams), {
      replace: true,
      preventScrollReset: true,
      state: { [OWN_WRITE]: true },
    });
  }

  return { state, update };
}
