import { readFile } from "node:fs/promises";

import axe from "axe-core";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

import { paths } from "../app/content/paths.ts";
import { products } from "../app/content/products.ts";
import { getEdition } from "../app/i18n/editions.ts";
import { productPath } from "../app/i18n/links.ts";
import { localeSettings, type Locale } from "../app/i18n/locales.ts";
import { WEBFONT_FLAG } from "../app/scripts/webfont.ts";
import { STYLED_CLASSES_FILE } from "../scripts/postbuild/prune-css.ts";

import { Editor } from "./editor.fixture.ts";
import { Uploads } from "./uploads.fixture.ts";

/**
 * What every spec imports: `test` with this site's fixtures, `expect`, the
 * @once tag, and the helpers that open, check and watch a page. The data
 * behind a fixture lives in a `*.fixture.ts` of its own; the route and
 * machine lists in site-data.ts (e2e/README.md).
 */

export { expect };
export type { Locator, Page };

declare global {
  interface Window {
    /** axe-core, once expectNoAxeViolations has put it into the page. */
    axe: typeof axe;
  }
}

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

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 992;
}

/**
 * The site's shell around every page, in one edition's words: the fixed
 * header with its navigation (a popover menu on phones, <details> dropdowns,
 * the language switcher), the skip link, the footer and the floating
 * WhatsApp button. Locators only, and the steps a visitor takes with them.
 */
export class Shell {
  readonly page: Page;
  readonly locale: Locale;

  constructor(page: Page, locale: Locale = "en") {
    this.page = page;
    this.locale = locale;
  }

  /** The same page's shell in another edition's words (after a switch of language). */
  edition(locale: Locale): Shell {
    return new Shell(this.page, locale);
  }

  private get copy() {
    return getEdition(this.locale).t.navigation;
  }

  /** The fixed header. */
  get header(): Locator {
    return this.page.locator("body > header");
  }

  /** The logo's link home, at the header's start. */
  get homeLink(): Locator {
    return this.page.getByRole("link", { name: this.copy.homeLink }).first();
  }

  /** The main navigation: a bar from 992 px, the popover menu below. */
  get nav(): Locator {
    return this.page.getByRole("navigation", { name: this.copy.mainLabel });
  }

  /** The phone layout's menu toggle (hidden from 992 px). */
  get menuButton(): Locator {
    return this.page.getByRole("button", { name: this.copy.menu });
  }

  /** A dropdown's toggle: a <summary>, a button to assistive technology. */
  toggle(name: string): Locator {
    return this.nav.locator("summary").filter({ hasText: name });
  }

  /** A dropdown: the <details> around its toggle. */
  dropdown(name: string): Locator {
    return this.toggle(name).locator("xpath=..");
  }

  /** The language switcher's toggle, named by this edition's own language. */
  get languageToggle(): Locator {
    return this.toggle(localeSettings[this.locale].nativeName);
  }

  /** The navigation's link to the same page in `locale`, named in its own language. */
  languageLink(locale: Locale): Locator {
    return this.nav.getByRole("link", { name: localeSettings[locale].nativeName });
  }

  get skipLink(): Locator {
    return this.page.getByRole("link", { name: this.copy.skipLink });
  }

  get footer(): Locator {
    return this.page.locator("#site-footer");
  }

  /** The floating WhatsApp button (it steps aside while it would cover a form). */
  get whatsapp(): Locator {
    return this.page.locator("[data-floating-whatsapp]");
  }

  /** On a phone, opens the menu so the navigation shows; on desktop it always shows. */
  async openMenu() {
    if (isPhone(this.page)) await this.menuButton.click();
  }

  /** Opens the menu if needed, then the dropdown `name`. */
  async openDropdown(name: string) {
    await this.openMenu();
    await this.toggle(name).click();
  }

  /** Opens the menu if needed, then the language switcher. */
  async openLanguages() {
    await this.openMenu();
    await this.languageToggle.click();
  }
}

interface Fixtures {
  /** The site's shell (header, menus, footer) of the test's page, in English. */
  shell: Shell;
  /**
   * Content-Security-Policy violations of the test's page, watched from
   * before its first script runs (watchPolicy); call it to read them.
   */
  cspViolations: () => Promise<string[]>;
  /** The editor at /admin on its in-browser test backend (e2e/editor.fixture.ts). */
  editor: Editor;
}

interface WorkerFixtures {
  /** Photos and files to upload, made once per worker (e2e/uploads.fixture.ts). */
  uploads: Uploads;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  shell: async ({ page }, use) => {
    await use(new Shell(page));
  },
  cspViolations: async ({ page }, use) => {
    await use(await watchPolicy(page));
  },
  editor: async ({ page }, use) => {
    await use(new Editor(page));
  },
  uploads: [
    async ({}, use) => {
      const uploads = new Uploads();
      await use(uploads);
      uploads.remove();
    },
    { scope: "worker" },
  ],
});

/**
 * Opens a page and waits until it is interactive: the site script has
 * enhanced the header and the reveals, and every island has hydrated. Islands
 * hydrate when they scroll into view (`client:visible`), so each is brought
 * into view, then the page returns to the top.
 *
 * Astro drops an island's `ssr` attribute once it has handed the island to
 * React, which hydrates in later tasks and then renders again with what only
 * the browser knows (app/lib/use-hydrated.ts): the seller's form then hides
 * the fields its machine type does not ask for. The forms mark that render by
 * leaving validation to their schema (`novalidate`), so it is waited for too;
 * on a fast host a test could otherwise see the prerendered form.
 */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
  const islands = await page.evaluate(() => {
    const pending = [...document.querySelectorAll("astro-island[ssr]")];
    for (const island of pending) {
      island.firstElementChild?.scrollIntoView({ behavior: "instant", block: "center" });
    }
    // An island that hydrates on its first use (client:interaction, the
    // catalogue) is woken by the event focus in a control sends. Not by
    // focus itself, which would move where the next Tab starts. The paths a
    // visitor takes are e2e/catalogue-filters.test.ts's.
    for (const island of document.querySelectorAll('astro-island[ssr][client="interaction"]')) {
      island.querySelector("input")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
    return pending.length;
  });
  if (islands === 0) return;
  // Astro drops `ssr` when it hands the island to React, which hydrates
  // later, in its own time: a control is live once React has put its props on
  // it. A form's event before then is lost, as a hurried visitor's would be
  // (the catalogue keeps them: e2e/catalogue-filters.test.ts).
  await page.waitForFunction(
    () =>
      document.querySelector("astro-island[ssr]") === null &&
      document.querySelector("astro-island form:not([novalidate])") === null &&
      // The catalogue has no form: it marks the render after hydration itself.
      [...document.querySelectorAll("astro-island")].every((island) =>
        island.querySelector("form[novalidate], [data-hydrated]"),
      ) &&
      [...document.querySelectorAll("astro-island :is(input, select, textarea, button)")].every(
        (control) => Object.keys(control).some((key) => key.startsWith("__reactProps$")),
      ),
  );
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

/** The rule sets every check runs: WCAG 2.x A and AA, and axe's best practices. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe (WCAG 2.x A/AA and best practices) and fails on any violation.
 *
 * axe-core is put into the page once per document and run there. The
 * Playwright wrapper (@axe-core/playwright) sent its 560 KB source twice per
 * check (once to the page, once to each frame), and the page compiled it
 * again each time: about 0.4 s of a 0.7 to 1.4 s check, on some 200 checks
 * of the suite. The site's pages have no frames of their own; the one that
 * can hold one (a machine's YouTube player, after the click) frames another
 * origin, which axe could not enter either way, so axe checks the frame
 * element and not what the player draws (`iframes: false`).
 */
export async function expectNoAxeViolations(page: Page) {
  // Check the settled page: content mid-way through a scroll reveal has
  // partial opacity, which axe would report as low contrast.
  await settleReveals(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const results = await window.axe.run(document, {
      runOnly: { type: "tag", values: tags },
      // Every rule still runs; axe skips collecting the passes (faster).
      resultTypes: ["violations"],
      iframes: false,
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
  }, axeTags);
  const summary = violations.map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.targets.join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/**
 * The same page narrowed to the phone layout (390 px): its h1 still shows, the
 * heading outline holds and axe passes. The walks over every route check each
 * page at 1440 px, then call this, so a page loads once for both sizes.
 */
export async function expectSoundAtPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(page.locator("h1")).toBeVisible();
  await expectHeadingOutline(page);
  await expectNoAxeViolations(page);
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

/**
 * Records CSP violations (events and console reports) from before the first
 * script runs. The `cspViolations` fixture does this for the test's page.
 */
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

/** React DOM's production build links every error to this page. */
export const reactDomMarker = "react.dev/errors";

/** The pages that show the roll calculator: its own and every film's. */
const calculatorPaths: readonly string[] = [
  paths.rollCalculator,
  ...products
    .filter((product) => product.category === "films")
    .map((product) => productPath(product.slug)),
];

/** What names the calculator's module: the form it looks for. */
const calculatorMarker = "data-roll-calculator";

/**
 * Watches the script files a content page requests from now on; the check
 * it returns scrolls through the page (nothing may hydrate on the way
 * either) and expects no framework: not one script file, one small site
 * module written into the page, and on the calculator's pages its vanilla
 * module under 5 KB.
 */
export function watchScripts(page: Page): (path: string) => Promise<void> {
  const scripts = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") {
      scripts.set(response.url(), await response.text().catch(() => ""));
    }
  });
  return async (path) => {
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await page.waitForLoadState("networkidle");
    expect(await page.locator("astro-island").count()).toBe(0);
    // Not one script file: the site module is written into the page…
    expect([...scripts.keys()]).toEqual([]);
    // …and it is small and holds no framework.
    const modules = await page
      .locator('script[type="module"]:not([src])')
      .evaluateAll((elements) => elements.map((element) => element.textContent ?? ""));
    const calculator = modules.filter((module) => module.includes(calculatorMarker));
    const site = modules.filter((module) => !module.includes(calculatorMarker));
    expect(site).toHaveLength(1);
    expect(site[0]!.length).toBeLessThan(8 * 1024);
    expect(calculator).toHaveLength(calculatorPaths.includes(path) ? 1 : 0);
    for (const module of [...site, ...calculator]) {
      expect(module.includes(reactDomMarker)).toBe(false);
    }
    for (const module of calculator) expect(module.length).toBeLessThan(5 * 1024);
  };
}

/** The classes the site's whole stylesheet names, before the build pruned each page's (prune-css.ts). */
let styledClasses: ReadonlySet<string> | undefined;
async function siteStyledClasses(): Promise<ReadonlySet<string>> {
  styledClasses ??= new Set(
    JSON.parse(
      await readFile(new URL(`../build/${STYLED_CLASSES_FILE}`, import.meta.url), "utf8"),
    ) as string[],
  );
  return styledClasses;
}

/**
 * Expects that every class on the page's elements now, which the site's
 * stylesheet styles, is still styled by the page's own pruned stylesheet:
 * the build kept the rules of what React rendered after hydration (the
 * catalogue's filters and empty result, the forms' errors). Call it in the
 * state to check, after the interaction that made it.
 */
export async function expectStyledClasses(page: Page) {
  const site = await siteStyledClasses();
  const { used, styled } = await page.evaluate(() => {
    const used = new Set<string>();
    for (const element of document.querySelectorAll("*")) {
      for (const name of element.classList) used.add(name);
    }
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name = ""] of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) {
            styled.add(name.replace(/\\(.)/g, "$1"));
          }
        }
        if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    return { used: [...used], styled: [...styled] };
  });
  const kept = new Set(styled);
  expect(used.filter((name) => site.has(name) && !kept.has(name))).toEqual([]);
}
