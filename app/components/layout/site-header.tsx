import { Menu, Minus, Plus, X } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { Link, useLocation } from "react-router";

import { buttonStyles } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { headerCta, mainNavigation, type DropdownId, type NavGroup } from "~/content/navigation";
import { desktopMediaQuery } from "~/lib/breakpoints";
import { cn } from "~/lib/cn";
import { lockScroll } from "~/lib/scroll-lock";

import {
  headerReducer,
  initialHeaderState,
  isGroupActive,
  isLinkActive,
  isScrolled,
} from "./header-state";
import { Logo } from "./logo";

const menuId = "site-menu";
const dropdownId = (id: DropdownId) => `nav-${id}-menu`;

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolled(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

const topLinkStyles =
  "flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-[0.9375rem] font-medium text-ink-700 transition-colors hover:bg-brand-50 hover:text-brand-800 max-lg:w-full max-lg:px-4 max-lg:text-base";

/**
 * The fixed site header. One navigation serves both layouts: a horizontal bar
 * with dropdowns from 992 px, a full-height menu with accordions below it.
 * Dropdowns follow the WAI-ARIA disclosure pattern.
 */
export function SiteHeader() {
  const [state, dispatch] = useReducer(headerReducer, initialHeaderState);
  const scrolled = useScrolled();
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Every navigation closes all dropdowns and the mobile menu.
  useEffect(() => {
    dispatch({ type: "navigated" });
  }, [location.key]);

  useEffect(() => {
    if (!state.mobileMenuOpen) return;
    return lockScroll();
  }, [state.mobileMenuOpen]);

  // Leaving the mobile layout closes the mobile menu (and its scroll lock).
  useEffect(() => {
    const query = window.matchMedia(desktopMediaQuery);
    const onChange = () => {
      if (query.matches) dispatch({ type: "close-mobile-menu" });
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // Escape closes the open dropdown, then the menu; a click outside closes dropdowns.
  useEffect(() => {
    if (state.openDropdown === null && !state.mobileMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (state.openDropdown !== null) {
        const toggle = document.querySelector<HTMLElement>(
          `[aria-controls="${dropdownId(state.openDropdown)}"]`,
        );
        dispatch({ type: "close-dropdowns" });
        toggle?.focus();
      } else {
        dispatch({ type: "close-mobile-menu" });
        menuButtonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (navRef.current?.contains(target) || menuButtonRef.current?.contains(target)) return;
      dispatch({ type: state.mobileMenuOpen ? "close-mobile-menu" : "close-dropdowns" });
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [state.openDropdown, state.mobileMenuOpen]);

  // Tabbing out of an open desktop dropdown closes it. (A pointer leaving it
  // is handled by the outside-click listener; relatedTarget is null then.)
  useEffect(() => {
    const navElement = navRef.current;
    if (!navElement || state.openDropdown === null || state.mobileMenuOpen) return;
    const group = navElement
      .querySelector(`[aria-controls="${dropdownId(state.openDropdown)}"]`)
      ?.closest("li");
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (group && next instanceof Node && !group.contains(next)) {
        dispatch({ type: "close-dropdowns" });
      }
    };
    navElement.addEventListener("focusout", onFocusOut);
    return () => navElement.removeEventListener("focusout", onFocusOut);
  }, [state.openDropdown, state.mobileMenuOpen]);

  return (
    <header
      data-scrolled={scrolled ? "" : undefined}
      className={cn(
        // No backdrop-filter here: it would make the header the containing block of
        // the fixed mobile menu panel.
        "fixed inset-x-0 top-0 z-40 border-b bg-white transition-[height,box-shadow,border-color] duration-200",
        scrolled
          ? "h-(--header-height-compact) border-ink-200 shadow-[0_4px_20px_rgb(10_39_57/0.08)]"
          : "h-(--header-height) border-transparent",
      )}
    >
      <Container className="flex h-full items-center justify-between gap-6">
        <Link to="/" className="shrink-0 rounded-lg" aria-label="FlexPack Consulting home">
          <Logo />
        </Link>

        <nav
          ref={navRef}
          id={menuId}
          aria-label="Main"
          className={cn(
            "lg:flex lg:flex-1 lg:items-center lg:justify-end lg:gap-4",
            state.mobileMenuOpen
              ? "max-lg:fixed max-lg:inset-x-0 max-lg:top-(--header-height) max-lg:bottom-0 max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:border-t max-lg:border-ink-200 max-lg:bg-white max-lg:pb-10"
              : "max-lg:hidden",
            state.mobileMenuOpen && scrolled && "max-lg:top-(--header-height-compact)",
          )}
        >
          <ul className="flex max-lg:flex-col max-lg:gap-1 max-lg:px-5 max-lg:pt-4 lg:items-center lg:gap-0.5">
            {mainNavigation.map((entry) =>
              entry.kind === "link" ? (
                <li key={entry.to}>
                  {/* Not NavLink: the prerenderer renders "/about/", and the
                      active state must be the same in the HTML and after hydration. */}
                  <Link
                    to={entry.to}
                    aria-current={isLinkActive(entry.to, location.pathname) ? "page" : undefined}
                    className={cn(
                      topLinkStyles,
                      "aria-current:font-semibold aria-current:text-brand-700 lg:aria-current:bg-brand-50",
                    )}
                  >
                    {entry.label}
                  </Link>
                </li>
              ) : (
                <DropdownItem
                  key={entry.id}
                  group={entry}
                  open={state.openDropdown === entry.id}
                  active={isGroupActive(entry, location.pathname)}
                  pathname={location.pathname}
                  onToggle={() => dispatch({ type: "toggle-dropdown", id: entry.id })}
                />
              ),
            )}
          </ul>
          <div className="max-lg:px-9 max-lg:pt-6 lg:ms-2">
            <Link
              to={headerCta.to}
              className={buttonStyles({ variant: "primary", className: "max-lg:w-full" })}
            >
              {headerCta.label}
            </Link>
          </div>
        </nav>

        <button
          ref={menuButtonRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
          aria-expanded={state.mobileMenuOpen}
          aria-controls={menuId}
          onClick={() => dispatch({ type: "toggle-mobile-menu" })}
        >
          <span className="sr-only">Menu</span>
          {state.mobileMenuOpen ? (
            <X aria-hidden="true" size={26} />
          ) : (
            <Menu aria-hidden="true" size={26} />
          )}
        </button>
      </Container>
    </header>
  );
}

interface DropdownItemProps {
  group: NavGroup;
  open: boolean;
  active: boolean;
  pathname: string;
  onToggle: () => void;
}

function DropdownItem({ group, open, active, pathname, onToggle }: DropdownItemProps) {
  const wide = group.items.length > 5;
  return (
    <li className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={dropdownId(group.id)}
        data-active={active ? "" : undefined}
        className={cn(
          topLinkStyles,
          "max-lg:justify-between",
          active && "text-brand-700 lg:bg-brand-50",
        )}
        onClick={onToggle}
      >
        {group.label}
        {open ? (
          <Minus aria-hidden="true" size={16} strokeWidth={2.25} />
        ) : (
          <Plus aria-hidden="true" size={16} strokeWidth={2.25} />
        )}
      </button>
      <ul
        id={dropdownId(group.id)}
        hidden={!open}
        className={cn(
          "max-lg:ms-4 max-lg:mt-1 max-lg:mb-2 max-lg:border-s-2 max-lg:border-brand-100 max-lg:ps-2",
          "lg:absolute lg:top-full lg:mt-2 lg:rounded-2xl lg:border lg:border-ink-200 lg:bg-white lg:p-2 lg:shadow-card-hover",
          wide ? "lg:end-0 lg:grid lg:w-[34rem] lg:grid-cols-2 lg:gap-x-1" : "lg:start-0 lg:w-72",
        )}
      >
        {group.items.map((item) => {
          const current = isLinkActive(item.to, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] text-ink-700 transition-colors hover:bg-brand-50 hover:text-brand-800",
                  current && "bg-brand-50 font-semibold text-brand-800",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
