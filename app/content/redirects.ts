import { contactWithSubject, normalizePathname, paths, SELL_EQUIPMENT_SUBJECT } from "./paths.ts";

/**
 * Paths outside the route table that old links still point at. The client
 * router and the production server both read this table.
 */
export const redirects: Readonly<Record<string, string>> = {
  [paths.machinery]: paths.machineryDivision,
  [paths.sellEquipment]: contactWithSubject(SELL_EQUIPMENT_SUBJECT),
};

/** Where a path outside the route table ends: its redirect, or home. */
export function redirectTarget(pathname: string): string {
  return redirects[normalizePathname(pathname)] ?? paths.home;
}
