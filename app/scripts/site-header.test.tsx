import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SiteHeader } from "~/components/layout/site-header";

import { enhanceSiteHeader } from "./site-header";

let desktop = true;
let release: () => void = () => {};

function details(id: string): HTMLDetailsElement {
  return document.querySelector(`#nav-${id}-menu`)!.closest("details")!;
}

function setScrollY(value: number) {
  Object.defineProperty(window, "scrollY", { value, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => {
  desktop = true;
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return query.includes("min-width") ? desktop : false;
    },
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  setScrollY(0);
  document.body.innerHTML = `${renderToStaticMarkup(<SiteHeader locale="en" path="/about" />)}<p id="outside" tabindex="-1">Text</p>`;
  release = enhanceSiteHeader(document);
});

afterEach(() => {
  release();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("enhanceSiteHeader", () => {
  it("closes the open dropdown on Escape, returns focus to its toggle and keeps the menu open", () => {
    details("services").open = true;
    // jsdom does not treat <summary> as focusable; browsers do (e2e/header.test.ts).
    const focus = vi.spyOn(details("services").querySelector("summary")!, "focus");
    const escape = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    document.dispatchEvent(escape);
    expect(details("services").open).toBe(false);
    expect(focus).toHaveBeenCalled();
    // Cancelled, so the menu popover around it does not close on the same key.
    expect(escape.defaultPrevented).toBe(true);
  });

  it("leaves Escape alone when no dropdown is open (the menu popover closes itself)", () => {
    const escape = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    document.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
  });

  it("closes dropdowns on a click outside the navigation, not inside it", () => {
    details("products").open = true;
    document
      .querySelector("#nav-products-menu a")!
      .dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(details("products").open).toBe(true);
    document.querySelector("#outside")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(details("products").open).toBe(false);
  });

  it("closes a desktop dropdown when focus leaves it, but not on phones", () => {
    const link = document.querySelector<HTMLElement>("#nav-machinery-menu a")!;
    const home = document.querySelector<HTMLElement>('nav a[href="/"]')!;
    details("machinery").open = true;
    link.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: home }));
    expect(details("machinery").open).toBe(false);

    desktop = false;
    details("machinery").open = true;
    link.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: home }));
    expect(details("machinery").open).toBe(true);
  });

  it("mirrors the menu popover on its toggle and closes the dropdowns with it", () => {
    const toggle = document.querySelector('[popovertarget="site-menu"]')!;
    const menu = document.querySelector("#site-menu")!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    details("services").open = true;
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(details("services").open).toBe(false);
  });

  it("turns the header compact past 50 px of scroll, and back", () => {
    const header = document.querySelector("[data-site-header]")!;
    setScrollY(50);
    expect(header).not.toHaveAttribute("data-scrolled");
    setScrollY(51);
    expect(header).toHaveAttribute("data-scrolled");
    setScrollY(0);
    expect(header).not.toHaveAttribute("data-scrolled");
  });
});

describe("SiteHeader markup", () => {
  it("marks the current page and its parent at build time", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <SiteHeader locale="en" path="/products/inks" />,
    );
    expect(document.querySelector('a[href="/products/inks"]')).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(details("products").querySelector("summary")).toHaveAttribute("data-active");
    expect(details("services").querySelector("summary")).not.toHaveAttribute("data-active");
    // One group name: the browser keeps only one dropdown open.
    const names = new Set(
      [...document.querySelectorAll("details")].map((d) => d.getAttribute("name")),
    );
    expect(names).toEqual(new Set(["site-nav"]));
  });
});

describe("SiteHeader in another edition", () => {
  it("links inside the edition and marks the current page by its path below the prefix", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <SiteHeader locale="ar" path="/products/inks" />,
    );
    const current = document.querySelector('[aria-current="page"]');
    expect(current).toHaveAttribute("href", "/ar/products/inks");
    const hrefs = [...document.querySelectorAll("nav a")].map((a) => a.getAttribute("href"));
    const internal = hrefs.filter((href) => !document.querySelector(`a[href="${href}"][hreflang]`));
    expect(internal.every((href) => href === "/ar" || href!.startsWith("/ar/"))).toBe(true);
  });

  it("offers the same page in each other language, by its native name", () => {
    document.body.innerHTML = renderToStaticMarkup(<SiteHeader locale="fr" path="/about" />);
    const switcher = [...document.querySelectorAll<HTMLAnchorElement>("a[hreflang]")];
    expect(
      switcher.map((a) => [a.textContent, a.getAttribute("href"), a.lang, a.hreflang]),
    ).toEqual([
      ["English", "/about", "en", "en"],
      ["العربية", "/ar/about", "ar", "ar"],
    ]);
    // It is one of the header's dropdowns: one open at a time with the others.
    expect(switcher[0]!.closest("details")).toHaveAttribute("name", "site-nav");
  });
});
