import { describe, expect, it } from "vitest";

import { mainNavigation, type NavGroup } from "~/content/navigation";

import {
  headerReducer,
  initialHeaderState,
  isGroupActive,
  isLinkActive,
  isScrolled,
} from "./header-state";

const group = (id: NavGroup["id"]) =>
  mainNavigation.find((entry): entry is NavGroup => entry.kind === "group" && entry.id === id)!;

describe("headerReducer", () => {
  it("opens one dropdown at a time", () => {
    let state = headerReducer(initialHeaderState, { type: "toggle-dropdown", id: "services" });
    expect(state.openDropdown).toBe("services");
    state = headerReducer(state, { type: "toggle-dropdown", id: "products" });
    expect(state.openDropdown).toBe("products");
  });

  it("closes an open dropdown when it is toggled again", () => {
    const open = headerReducer(initialHeaderState, { type: "toggle-dropdown", id: "machinery" });
    expect(headerReducer(open, { type: "toggle-dropdown", id: "machinery" }).openDropdown).toBe(
      null,
    );
  });

  it("closes every dropdown and the mobile menu on navigation", () => {
    let state = headerReducer(initialHeaderState, { type: "toggle-mobile-menu" });
    state = headerReducer(state, { type: "toggle-dropdown", id: "products" });
    expect(state).toEqual({ openDropdown: "products", mobileMenuOpen: true });
    expect(headerReducer(state, { type: "navigated" })).toEqual(initialHeaderState);
  });

  it("closes the dropdowns when the mobile menu closes", () => {
    let state = headerReducer(initialHeaderState, { type: "toggle-mobile-menu" });
    state = headerReducer(state, { type: "toggle-dropdown", id: "services" });
    expect(headerReducer(state, { type: "toggle-mobile-menu" })).toEqual(initialHeaderState);
    expect(headerReducer(state, { type: "close-mobile-menu" })).toEqual(initialHeaderState);
  });

  it("keeps the same state object when there is nothing to close", () => {
    expect(headerReducer(initialHeaderState, { type: "navigated" })).toBe(initialHeaderState);
    expect(headerReducer(initialHeaderState, { type: "close-dropdowns" })).toBe(initialHeaderState);
  });
});

describe("active state", () => {
  it("matches Home and About exactly", () => {
    expect(isLinkActive("/", "/")).toBe(true);
    expect(isLinkActive("/", "/about")).toBe(false);
    expect(isLinkActive("/about", "/about")).toBe(true);
    expect(isLinkActive("/about", "/about/")).toBe(true);
    expect(isLinkActive("/about", "/about/team")).toBe(false);
  });

  it("marks a parent active when the path starts with its prefix", () => {
    expect(isGroupActive(group("services"), "/services")).toBe(true);
    expect(isGroupActive(group("services"), "/services/product-procurement")).toBe(true);
    expect(isGroupActive(group("products"), "/products/inks")).toBe(true);
    expect(isGroupActive(group("machinery"), "/machinery/used-equipment")).toBe(true);
    expect(isGroupActive(group("services"), "/export-development")).toBe(false);
    expect(isGroupActive(group("products"), "/")).toBe(false);
  });
});

describe("isScrolled", () => {
  it("turns compact only past 50 px", () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(50)).toBe(false);
    expect(isScrolled(51)).toBe(true);
  });
});
