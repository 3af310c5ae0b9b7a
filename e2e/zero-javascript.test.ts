import { paths } from "../app/content/paths.ts";

import { expect, once, reactDomMarker, test } from "./fixtures.ts";

/**
 * Content pages ship no framework: their only script is the site's small
 * module (header, reveals, year, web font), written into the page; a page
 * with the roll calculator (its own and every film's) has the calculator's
 * module beside it, vanilla and under 5 KB. Only the used-equipment
 * catalogue, the contact form and the seller's offer form are React islands.
 * Each English content page is checked by the walk that loads it anyway
 * (e2e/routes.test.ts, with expectNoFrameworkScript below); the French and
 * Arabic pages' islands are counted by e2e/editions.test.ts. Here: the
 * islands load React only when they must.
 */

test.describe("framework runtime", once, () => {
  test("the catalogue runs React only when it is used", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fetchedAhead: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "fetch") fetchedAhead.push(response.url());
    });
    await page.goto(paths.usedEquipment, { waitUntil: "load" });
    // Scroll through every card: reading is not using.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await page.waitForLoadState("networkidle");
    await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
    // Its modules are fetched ahead, while the browser is idle, into the
    // cache only: neither compiled (no modulepreload) nor run.
    const island = page.locator("astro-island");
    const modules = await Promise.all(
      ["renderer-url", "component-url"].map(
        async (name) => new URL((await island.getAttribute(name))!, page.url()).href,
      ),
    );
    await expect.poll(() => modules.filter((url) => fetchedAhead.includes(url))).toEqual(modules);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
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
