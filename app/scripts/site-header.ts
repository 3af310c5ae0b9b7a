import { desktopMediaQuery } from "~/lib/breakpoints";
import { isScrolled } from "~/components/layout/header-state";

/**
 * What the header's platform features leave to script (see
 * components/layout/site-header.tsx):
 * - Escape closes the open dropdown and returns focus to its toggle; a
 *   click outside, or tabbing out of it on desktop, closes it too;
 * - the mobile menu popover: `aria-expanded` on its toggle, its dropdowns
 *   close with it, and it closes when the desktop layout takes over;
 * - the compact header after 50 px of scroll.
 * Returns a function that removes every listener (for tests).
 */
export function enhanceSiteHeader(root: Document = document): () => void {
  const header = root.querySelector<HTMLElement>("[data-site-header]");
  const menu = header?.querySelector<HTMLElement>("nav[popover]");
  if (!header || !menu) return () => {};
  const view = root.defaultView ?? window;
  const dropdowns = [...menu.querySelectorAll<HTMLDetailsElement>("details")];
  const menuToggle = header.querySelector<HTMLButtonElement>(`[popovertarget="${menu.id}"]`);
  const controller = new AbortController();
  const { signal } = controller;

  const openDropdown = () => dropdowns.find((details) => details.open);
  const closeDropdowns = () => dropdowns.forEach((details) => (details.open = false));

  root.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape") return;
      const open = openDropdown();
      if (!open) return;
      // Only the dropdown: the menu around it stays open until the next Escape.
      event.preventDefault();
      open.open = false;
      open.querySelector("summary")?.focus();
    },
    { signal },
  );

  root.addEventListener(
    "pointerdown",
    (event) => {
      // Outside the navigation only: inside it, the <details> group already
      // keeps one open, and closing one under a tap would move the next one
      // away from the finger on phones.
      if (!menu.contains(event.target as Node)) closeDropdowns();
    },
    { signal },
  );

  const desktop = view.matchMedia(desktopMediaQuery);

  // Tabbing out of an open desktop dropdown closes it. (A pointer leaving it
  // is the pointerdown listener's job: relatedTarget is null then.)
  menu.addEventListener(
    "focusout",
    (event) => {
      const open = openDropdown();
      const next = (event as FocusEvent).relatedTarget;
      if (desktop.matches && open && next instanceof Node && !open.contains(next)) {
        open.open = false;
      }
    },
    { signal },
  );

  const syncToggle = (open: boolean) => menuToggle?.setAttribute("aria-expanded", String(open));
  syncToggle(false);
  menu.addEventListener(
    "toggle",
    (event) => {
      const open = (event as ToggleEvent).newState === "open";
      syncToggle(open);
      if (!open) closeDropdowns();
    },
    { signal },
  );

  desktop.addEventListener(
    "change",
    () => {
      if (desktop.matches && menu.matches(":popover-open")) menu.hidePopover();
    },
    { signal },
  );

  const updateScrolled = () => header.toggleAttribute("data-scrolled", isScrolled(view.scrollY));
  updateScrolled();
  view.addEventListener("scroll", updateScrolled, { passive: true, signal });

  return () => controller.abort();
}
