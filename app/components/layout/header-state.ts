/**
 * The header's state as pure functions of the path and the scroll position:
 * active links are computed at build time, the compact header in the browser.
 */
import type { NavGroup } from "~/content/navigation";
import { normalizePathname } from "~/lib/pathname";
import { COMPACT_HEADER_SCROLL_PX } from "~/lib/breakpoints";

/** Home and About (plain links) are active on an exact match only. */
export function isLinkActive(to: string, pathname: string): boolean {
  return normalizePathname(pathname) === normalizePathname(to);
}

/** A dropdown parent is active when the path starts with its prefix. */
export function isGroupActive(group: Pick<NavGroup, "match">, pathname: string): boolean {
  return normalizePathname(pathname).startsWith(group.match);
}

export function isScrolled(scrollY: number): boolean {
  return scrollY > COMPACT_HEADER_SCROLL_PX;
}
