// @vitest-environment node
import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";
import { type NavGroup } from "~/content/navigation";
import { buildNavigation } from "~/i18n/routes";

import { isGroupActive, isLinkActive, isScrolled } from "./header-state";

const { t } = getEdition("en");
const mainNavigation = buildNavigation(t.navigation, t.products);

const group = (id: NavGroup["id"]) =>
  mainNavigation.find((entry): entry is NavGroup => entry.kind === "group" && entry.id === id)!;

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
