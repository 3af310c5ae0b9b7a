import { expect, test, type Page } from "@playwright/test";

import { gotoReady, isPhone } from "./support";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** A dropdown is a <details>; its <summary> is the toggle (a button to assistive technology). */
const toggle = (page: Page, name: string) => nav(page).locator("summary").filter({ hasText: name });
const dropdown = (page: Page, name: string) => toggle(page, name).locator("xpath=..");
const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });

async function openMenuIfPhone(page: Page) {
  if (isPhone(page)) await menuButton(page).click();
}

test.describe("header dropdowns", () => {
  test("open one at a time, with a plus when closed and a minus when open", async ({ page }) => {
    await gotoReady(page, "/about");
    await openMenuIfPhone(page);
    const services = toggle(page, "Services");
    const products = toggle(page, "Products");
    await expect(dropdown(page, "Services")).toHaveJSProperty("open", false);
    await expect(services.locator("svg.lucide-plus")).toHaveCount(1);

    await services.click();
    await expect(dropdown(page, "Services")).toHaveJSProperty("open", true);
    await expect(services.locator("svg.lucide-minus")).toHaveCount(1);
    await expect(page.locator("#nav-services-menu")).toBeVisible();

    await products.click();
    await expect(dropdown(page, "Products")).toHaveJSProperty("open", true);
    await expect(dropdown(page, "Services")).toHaveJSProperty("open", false);
    await expect(page.locator("#nav-services-menu")).toBeHidden();
    await expect(page.locator("#nav-products-menu").getByRole("link")).toHaveCount(10);
  });

  test("Escape closes the open dropdown and returns focus to its button", async ({ page }) => {
    await gotoReady(page, "/about");
    await openMenuIfPhone(page);
    await toggle(page, "Machinery").click();
    await expect(page.locator("#nav-machinery-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#nav-machinery-menu")).toBeHidden();
    await expect(toggle(page, "Machinery")).toBeFocused();
  });

  test("a navigation closes every dropdown", async ({ page }) => {
    await gotoReady(page, "/about");
    await openMenuIfPhone(page);
    await toggle(page, "Machinery").click();
    await page.locator("#nav-machinery-menu").getByRole("link", { name: "Used Equipment" }).click();
    await expect(page).toHaveURL(/\/machinery\/used-equipment$/);
    await expect(page.locator("#nav-machinery-menu")).toBeHidden();
    if (isPhone(page)) await expect(nav(page)).toBeHidden();
  });

  test("marks the current page and its parent as active", async ({ page }) => {
    await gotoReady(page, "/products/inks");
    await openMenuIfPhone(page);
    await expect(toggle(page, "Products")).toHaveAttribute("data-active", "");
    await expect(toggle(page, "Services")).not.toHaveAttribute("data-active", "");
    await toggle(page, "Products").click();
    await expect(
      page.locator("#nav-products-menu").getByRole("link", { name: "Inks", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(nav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Home and About are active on an exact match only", async ({ page }) => {
    await gotoReady(page, "/about");
    await openMenuIfPhone(page);
    await expect(nav(page).getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("works with the keyboard alone", async ({ page }) => {
    await gotoReady(page, "/about");
    if (isPhone(page)) {
      await menuButton(page).focus();
      await page.keyboard.press("Enter");
      await expect(nav(page)).toBeVisible();
    }
    await toggle(page, "Services").focus();
    await page.keyboard.press("Enter");
    await expect(dropdown(page, "Services")).toHaveJSProperty("open", true);
    await page.keyboard.press("Tab");
    await expect(
      page.locator("#nav-services-menu").getByRole("link", { name: "Product Procurement" }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/product-procurement$/);
    await expect(page.locator("#nav-services-menu")).toBeHidden();
  });
});

test.describe("desktop header", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 992, "desktop layout only");

  test("a click outside closes the open dropdown", async ({ page }) => {
    await gotoReady(page, "/about");
    await toggle(page, "Products").click();
    await expect(page.locator("#nav-products-menu")).toBeVisible();
    await page.locator("h1").click();
    await expect(page.locator("#nav-products-menu")).toBeHidden();
  });

  test("the menu toggle is not shown", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(menuButton(page)).toBeHidden();
    await expect(nav(page)).toBeVisible();
  });
});

test.describe("compact header", () => {
  test("turns compact after 50 px of scroll without moving the content", async ({ page }) => {
    await gotoReady(page, "/");
    const header = page.locator("body > header");
    await expect(header).not.toHaveAttribute("data-scrolled", "");
    const mainTop = await page
      .locator("main")
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const tall = await header.evaluate((el) => el.getBoundingClientRect().height);

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).not.toHaveAttribute("data-scrolled", "");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-scrolled", "");
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().height))
      .toBeLessThan(tall);
    const mainTopAfter = await page
      .locator("main")
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(mainTopAfter).toBe(mainTop);
  });
});

test.describe("mobile menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 992, "phone layout only");

  test("opens with the toggle, locks scrolling, and releases it when closed", async ({ page }) => {
    await gotoReady(page, "/about");
    await expect(nav(page)).toBeHidden();
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page)).toBeVisible();
    // The panel fills the screen below the header (a containing-block bug once collapsed it).
    const panel = await nav(page).boundingBox();
    expect(panel?.height).toBeGreaterThan(600);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await toggle(page, "Products").click();
    await expect(page.locator("#nav-products-menu")).toBeVisible();
    await menuButton(page).click();
    await expect(nav(page)).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe("hidden");

    // Closing the menu closed the dropdowns too.
    await menuButton(page).click();
    await expect(dropdown(page, "Products")).toHaveJSProperty("open", false);
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await gotoReady(page, "/about");
    await menuButton(page).click();
    await expect(nav(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe("hidden");
  });

  test("the Contact Us button is in the menu", async ({ page }) => {
    await gotoReady(page, "/");
    await menuButton(page).click();
    await nav(page).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe("hidden");
  });
});
