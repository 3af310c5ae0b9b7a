import { Globe, Menu, Minus, Plus, X } from "lucide-react";
import type { ReactNode } from "react";

import { buttonStyles } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getEdition } from "~/i18n/editions";
import type { DropdownId, NavGroup } from "~/content/navigation";
import { paths } from "~/content/paths";
import { alternatePaths, localeSettings, locales, localizePath, type Locale } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { typeset } from "~/lib/typography";

import { isGroupActive, isLinkActive } from "./header-state";
import { Logo } from "./logo";
import { queryLinks } from "./query-links";

/** Ids the header script (app/scripts/site-header.ts) and the stylesheet rely on. */
export const SITE_MENU_ID = "site-menu";
export const DROPDOWN_GROUP_NAME = "site-nav";
export const dropdownId = (id: DropdownId) => `nav-${id}-menu`;

const topLinkStyles =
  "flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-[0.9375rem] font-medium text-ink-700 transition-colors hover:bg-brand-50 hover:text-brand-800 max-lg:w-full max-lg:px-4 max-lg:text-base";

/**
 * The fixed site header, rendered to static HTML: the platform gives it its
 * behaviour. One navigation serves both layouts: a horizontal bar with
 * dropdowns from 992 px, and below it a full-height menu that is a popover
 * (`popovertarget` opens it, Escape and a tap outside close it, the
 * stylesheet locks scrolling while it is open). Dropdowns are `<details>`
 * sharing one `name`, so only one is open at a time, and they work without
 * JavaScript. A small module adds what the platform does not: Escape and a
 * click outside for the dropdowns, the compact header and `aria-expanded`
 * on the menu toggle.
 */
export function SiteHeader({ locale, path }: { locale: Locale; path: string }) {
  const { t, navigation } = getEdition(locale);
  const pathname = path;
  const href = (to: string) => localizePath(to, locale);
  return (
    <header
      data-site-header=""
      className={cn(
        // No backdrop-filter here: it would make the header the containing block of
        // the fixed mobile menu panel.
        "fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-transparent bg-white transition-[height,box-shadow,border-color] duration-200 print:hidden",
        "data-scrolled:h-(--header-height-compact) data-scrolled:border-ink-200 data-scrolled:shadow-[0_4px_20px_rgb(10_39_57/0.08)]",
      )}
    >
      <Container className="flex h-full items-center justify-between gap-6">
        <a
          href={href(paths.home)}
          className="shrink-0 rounded-lg"
          aria-label={t.navigation.homeLink}
        >
          <Logo />
        </a>

        <nav
          id={SITE_MENU_ID}
          popover="auto"
          aria-label={t.navigation.mainLabel}
          className={cn(
            // Phones: a panel below the header (the popover's top layer), filling the screen.
            "max-lg:inset-x-0 max-lg:top-(--header-height) max-lg:bottom-0 max-lg:m-0 max-lg:h-auto max-lg:max-h-none max-lg:w-full max-lg:max-w-none max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:border-0 max-lg:border-t max-lg:border-ink-200 max-lg:bg-white max-lg:p-0 max-lg:pb-10 max-lg:text-ink-800",
            "max-lg:in-data-scrolled:top-(--header-height-compact)",
            // Desktop: an ordinary bar in the header, whatever the popover state.
            "lg:static lg:m-0 lg:flex lg:size-auto lg:flex-1 lg:items-center lg:justify-end lg:gap-4 lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0",
          )}
        >
          <ul className="flex max-lg:flex-col max-lg:gap-1 max-lg:px-5 max-lg:pt-4 lg:items-center lg:gap-0.5">
            {navigation.map((entry) =>
              entry.kind === "link" ? (
                <li key={entry.to}>
                  <a
                    href={href(entry.to)}
                    aria-current={isLinkActive(entry.to, pathname) ? "page" : undefined}
                    className={cn(
                      topLinkStyles,
                      "aria-current:font-semibold aria-current:text-brand-700 lg:aria-current:bg-brand-50",
                    )}
                  >
                    {entry.label}
                  </a>
                </li>
              ) : (
                <Dropdown
                  key={entry.id}
                  group={entry}
                  active={isGroupActive(entry, pathname)}
                  pathname={pathname}
                  locale={locale}
                />
              ),
            )}
            <LanguageSwitcher locale={locale} path={path} label={t.navigation.languages} />
          </ul>
          <div className="max-lg:px-9 max-lg:pt-6 lg:ms-2">
            <a
              href={href(paths.contact)}
              className={buttonStyles({ variant: "primary", className: "max-lg:w-full" })}
            >
              {t.navigation.headerCta}
            </a>
          </div>
        </nav>

        <button
          type="button"
          popoverTarget={SITE_MENU_ID}
          aria-controls={SITE_MENU_ID}
          className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
        >
          <span className="sr-only">{t.navigation.menu}</span>
          <Menu aria-hidden="true" size={26} className="menu-icon-open" />
          <X aria-hidden="true" size={26} className="menu-icon-close" />
        </button>
      </Container>
    </header>
  );
}

const itemLinkStyles =
  "flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] text-ink-700 transition-colors hover:bg-brand-50 hover:text-brand-800";

interface NavDisclosureProps {
  /** The panel's id, for the summary's aria-controls. */
  id: string;
  summary: ReactNode;
  active?: boolean;
  /** The desktop panel's placement and width. */
  panelClassName: string;
  /** Phones show plus and minus; the language switcher shows neither on desktop. */
  iconsOnDesktop?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * One disclosure of the navigation: a <details> in the header's group (one
 * open at a time), a summary with a plus when closed and a minus when open,
 * and its panel: a list under the bar on desktop, indented in the phone menu.
 */
function NavDisclosure({
  id,
  summary,
  active = false,
  panelClassName,
  iconsOnDesktop = true,
  className,
  children,
}: NavDisclosureProps) {
  const desktop = iconsOnDesktop ? "" : "lg:hidden";
  return (
    <li className={cn("relative", className)}>
      <details name={DROPDOWN_GROUP_NAME} className="group/dropdown">
        <summary
          aria-controls={id}
          data-active={active ? "" : undefined}
          className={cn(
            topLinkStyles,
            "cursor-pointer list-none max-lg:justify-between [&::-webkit-details-marker]:hidden",
            active && "text-brand-700 lg:bg-brand-50",
          )}
        >
          {summary}
          <Plus
            aria-hidden="true"
            size={16}
            strokeWidth={2.25}
            className={cn("group-open/dropdown:hidden", desktop)}
          />
          <Minus
            aria-hidden="true"
            size={16}
            strokeWidth={2.25}
            className={cn("hidden group-open/dropdown:block", desktop)}
          />
        </summary>
        <ul
          id={id}
          className={cn(
            "max-lg:ms-4 max-lg:mt-1 max-lg:mb-2 max-lg:border-s-2 max-lg:border-brand-100 max-lg:ps-2",
            "lg:absolute lg:top-full lg:z-10 lg:mt-2 lg:rounded-2xl lg:border lg:border-ink-200 lg:bg-white lg:p-2 lg:shadow-card-hover",
            panelClassName,
          )}
        >
          {children}
        </ul>
      </details>
    </li>
  );
}

interface DropdownProps {
  group: NavGroup;
  active: boolean;
  pathname: string;
  locale: Locale;
}

function Dropdown({ group, active, pathname, locale }: DropdownProps) {
  const wide = group.items.length > 5;
  return (
    <NavDisclosure
      id={dropdownId(group.id)}
      summary={group.label}
      active={active}
      panelClassName={
        wide ? "lg:end-0 lg:grid lg:w-[34rem] lg:grid-cols-2 lg:gap-x-1" : "lg:start-0 lg:w-72"
      }
    >
      {group.items.map((item) => {
        const current = isLinkActive(item.to, pathname);
        return (
          <li key={item.to}>
            <a
              href={localizePath(item.to, locale)}
              aria-current={current ? "page" : undefined}
              className={cn(itemLinkStyles, current && "bg-brand-50 font-semibold text-brand-800")}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </NavDisclosure>
  );
}

/**
 * The same page in the other editions, named in their own language (never
 * a flag), each link marked with its language so it is read and indexed in
 * it. A dropdown like the others: one open at a time, no script needed.
 * An island may give the links its state (the catalogue's filters) through
 * their `data-edition-link` attribute (./query-links.ts).
 */
function LanguageSwitcher({
  locale,
  path,
  label,
}: {
  locale: Locale;
  path: string;
  label: string;
}) {
  const targets = alternatePaths(path);
  return (
    <NavDisclosure
      id="nav-language-menu"
      className="max-lg:mt-3 max-lg:border-t max-lg:border-ink-200 max-lg:pt-3"
      iconsOnDesktop={false}
      panelClassName="lg:end-0 lg:w-48"
      summary={
        <span className="inline-flex items-center gap-2">
          <Globe aria-hidden="true" size={18} strokeWidth={2} className="shrink-0" />
          <span className="sr-only">{typeset(`${label}: `, locale)}</span>
          {localeSettings[locale].nativeName}
        </span>
      }
    >
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <li key={other}>
            <a
              href={targets[other]}
              {...{ [queryLinks.edition]: "" }}
              lang={localeSettings[other].lang}
              hrefLang={localeSettings[other].lang}
              className={itemLinkStyles}
            >
              {localeSettings[other].nativeName}
            </a>
          </li>
        ))}
    </NavDisclosure>
  );
}
