import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

import { pages } from "../app/i18n/routes.ts";
import { machinePath } from "../app/i18n/links.ts";
import {
  catalogueOrder,
  isListed,
  machineFromSource,
  machineIn,
} from "../app/inventory/machine-text.ts";
import { readInventory } from "../app/inventory/read-inventory.ts";
import { localizePath, locales, type Locale } from "../app/i18n/locales.ts";
import { WEBFONT_FLAG } from "../app/scripts/webfont.ts";

export { pages };

/**
 * Marks a test or group as viewport-independent (server answers, content,
 * routing, the form's protocol): it runs once, in the desktop project, and
 * the phone project leaves it out (playwright.config.ts). What depends on
 * the layout (axe, the keyboard walk, the menus, dialogs) runs at both sizes.
 */
export const once = { tag: "@once" } as const;

/**
 * The time limit of the few tests that must walk a list in one go (the crawl
 * follows links from page to page): the time one step took on an idle host,
 * times three for a slow day on this shared two-core machine, times two as a
 * margin, for every step, plus a start. Every other walk is one test per
 * page, so that its time does not grow with the site and a failure names
 * its page.
 */
export function walkTimeout(steps: number, idleStepMs: number): number {
  return 20_000 + steps * idleStepMs * 3 * 2;
}

/** Every path of the route table. */
export const routePaths = pages.map((page) => page.path);

/** Every page of every edition: the route table under each edition's prefix. */
export const editionPages = locales.flatMap((locale) =>
  pages.map((page) => ({
    locale: locale as Locale,
    path: localizePath(page.path, locale),
    canonical: localizePath(page.canonical, locale),
  })),
);

export const editionPaths = editionPages.map((page) => page.path);

/** Every machine of the inventory (app/content/inventory/), in the catalogue's order. */
export const machines = readInventory().listings.map(machineFromSource).sort(catalogueOrder);

/** The machines of the catalogue grid: all but the sold ones. */
export const listedMachines = machines.filter(isListed);

/** A machine in an edition's words, as its page shows it. */
export const machineText = (slug: string, locale: Locale) =>
  machineIn(
    machines.find((machine) => machine.slug === slug)!,
    locale,
  );

/** Every machine's page in every edition, sold ones included. */
export const machinePages = locales.flatMap((locale) =>
  machines.map((machine) => ({
    locale: locale as Locale,
    slug: machine.slug,
    path: localizePath(machinePath(machine.slug), locale),
  })),
);

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 992;
}

/**
 * Opens a page and waits until it is interactive: the site script has
 * enhanced the header and the reveals, and every island has hydrated. Islands
 * hydrate when they scroll into view (`client:visible`), so each is brought
 * into view, then the page returns to the top.
 */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
  const islands = await page.evaluate(() => {
    const pending = [...document.querySelectorAll("astro-island[ssr]")];
    for (const island of pending) {
      island.firstElementChild?.scrollIntoView({ behavior: "instant", block: "center" });
    }
    return pending.length;
  });
  if (islands === 0) return;
  await page.waitForFunction(() => document.querySelector("astro-island[ssr]") === null);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * Ends scroll reveals, so content is where and how the visitor finally sees
 * it. A constructed stylesheet: the page's policy rightly blocks a <style> tag.
 */
export async function settleReveals(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      "[data-reveal]{transition:none!important;opacity:1!important;transform:none!important}",
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** Runs axe (WCAG 2.x A/AA and best practices) and fails on any violation. */
export async function expectNoAxeViolations(page: Page) {
  // Check the settled page: content mid-way through a scroll reveal has
  // partial opacity, which axe would report as low contrast.
  await settleReveals(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Every rule still runs; axe skips collecting the passes (faster).
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself: the site has no frames, and the default
    // mode opens a second page for every check to merge frame results.
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/**
 * The visible heading outline: it starts at h1 and never skips a level
 * (axe's heading-order rule is a best practice that only looks at order).
 */
export async function expectHeadingOutline(page: Page) {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role='heading']")]
      .filter(
        (heading) =>
          heading.checkVisibility({ visibilityProperty: true }) &&
          !heading.closest("[aria-hidden='true'], [inert]"),
      )
      .map((heading) => Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1))),
  );
  const problems: string[] = [];
  if (levels[0] !== 1) problems.push(`starts with h${levels[0]}`);
  levels.forEach((level, index) => {
    const previous = levels[index - 1];
    if (previous !== undefined && level > previous + 1) {
      problems.push(`h${previous} followed by h${level} (heading ${index + 1})`);
    }
  });
  expect(problems).toEqual([]);
}

/**
 * A returning visitor: the first page a browser opens renders in the
 * fallback font and fetches Inter for the next ones (app/scripts/webfont.ts).
 * Tests that compare two views of a page start here, so both use Inter.
 */
export async function asReturningVisitor(page: Page) {
  await page.goto("/about");
  await page.waitForFunction((flag) => localStorage.getItem(flag) === "1", WEBFONT_FLAG);
}

/** Records CSP violations (events and console reports) from before the first script runs. */
export async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reports.push(message.text());
  });
  page.on("pageerror", (error) => reports.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
      ),
    );
  });
  return async () => [
    ...reports,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}
