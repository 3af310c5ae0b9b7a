import { paths } from "../app/content/paths.ts";
import { products } from "../app/content/products.ts";
import { productPath } from "../app/i18n/links.ts";

import { expect, once, test } from "./fixtures.ts";
import { islandPaths, routePaths } from "./site-data.ts";

/**
 * Content pages ship no framework: their only script is the site's small
 * module (header, reveals, year, web font), written into the page; a page
 * with the roll calculator (its own and every film's) has the calculator's
 * module beside it, vanilla and under 5 KB. Only the used-equipment
 * catalogue, the contact form and the seller's offer form are React islands.
 */
// The French and Arabic pages get the same check in e2e/editions.test.ts.
const contentPages = routePaths.filter((path) => !islandPaths.includes(path));

/** The pages that show the roll calculator. */
const calculatorPaths: readonly string[] = [
  paths.rollCalculator,
  ...products
    .filter((product) => product.category === "films")
    .map((product) => productPath(product.slug)),
];

/** What names the calculator's module: the form it looks for. */
const calculatorMarker = "data-roll-calculator";

/** React DOM's production build links every error to this page. */
const reactDomMarker = "react.dev/errors";

test.describe("framework runtime", once, () => {
  // One test per page: a failure names its page, and the time of each stays
  // the same as the site grows.
  for (const path of contentPages) {
    test(`${path} requests no framework script`, async ({ page }) => {
      const scripts = new Map<string, string>();
      page.on("response", async (response) => {
        if (response.request().resourceType() === "script") {
          scripts.set(response.url(), await response.text().catch(() => ""));
        }
      });
      await page.goto(path, { waitUntil: "load" });
      // Scroll through the page: nothing may hydrate on the way either.
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
    });
  }

  test("the catalogue runs React only when it is used", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.usedEquipment, { waitUntil: "load" });
    // Scroll through every card: reading is not using.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await page.waitForLoadState("networkidle");
    await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
    // Its modules are fetched ahead, while the browser is idle, and not run.
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(2);
    const hydrated = await page.evaluate(() =>
      [...document.querySelectorAll("astro-island *")].some((node) =>
        Object.keys(node).some((key) => key.startsWith("__react")),
      ),
    );
    expect(hydrated).toBe(false);

    await page.getByRole("searchbox").focus();
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  });

  test("an island loads React only when it scrolls into view", async ({ page }) => {
    // A phone screen: the contact form is well below the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const reactRequests: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      if ((await response.text().catch(() => "")).includes(reactDomMarker)) {
        reactRequests.push(response.url());
      }
    });
    await page.goto(paths.contact, { waitUntil: "networkidle" });
    await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
    expect(reactRequests).toEqual([]);

    await page.getByRole("button", { name: "Send Message" }).scrollIntoViewIfNeeded();
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
    // The response handler reads the body asynchronously: wait for it.
    await expect.poll(() => reactRequests.length).toBe(1);
  });
});
