import type { DropdownId, NavGroup } from "~/content/navigation";
import { normalizePathname } from "~/content/paths";
import { COMPACT_HEADER_SCROLL_PX } from "~/lib/breakpoints";

/** Header state from spec section 4: one open dropdown at most, and the mobile menu. */
export interface HeaderState {
  openDropdown: DropdownId | null;
  mobileMenuOpen: boolean;
}

export type HeaderAction =
  | { type: "toggle-dropdown"; id: DropdownId }
  | { type: "close-dropdowns" }
  | { type: "toggle-mobile-menu" }
  | { type: "close-mobile-menu" }
  /** Any navigation closes every dropdown and the mobile menu. */
  | { type: "navigated" };

export const initialHeaderState: HeaderState = { openDropdown: null, mobileMenuOpen: false };

export function headerReducer(state: HeaderState, action: HeaderAction): HeaderState {
  switch (action.type) {
    case "toggle-dropdown":
      // Opening one dropdown closes the others.
      return { ...state, openDropdown: state.openDropdown === action.id ? null : action.id };
    case "close-dropdowns":
      return state.openDropdown === null ? state : { ...state, openDropdown: null };
    case "toggle-mobile-menu":
      // Closing the menu also closes the dropdowns.
      return state.mobileMenuOpen
        ? { openDropdown: null, mobileMenuOpen: false }
        : { ...state, mobileMenuOpen: true };
    case "close-mobile-menu":
    case "navigated":
      return state.mobileMenuOpen || state.openDropdown !== null ? initialHeaderState : state;
  }
}

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
