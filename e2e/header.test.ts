import { products as productCatalogue } from "../app/content/products.ts";

import { expect, gotoReady, isPhone, test } from "./fixtures.ts";

// A dropdown is a <details>; its <summary> is the toggle (a button to assistive technology).

test.describe("header dropdowns", () => {
  test("open one at a time, with a plus when closed and a minus when open", async ({
    page,
    shell,
  }) => {
    await gotoReady(page, "/about");
    await shell.openMenu();
    const services = shell.toggle("Services");
    const products = shell.toggle("Products");
    await expect(shell.dropdown("Services")).toHaveJSProperty("open", false);
    await expect(services.locator("svg.lucide-plus")).toHaveCount(1);

    await services.click();
    await expect(shell.dropdown("Services")).toHaveJSProperty("open", true);
    await expect(services.locator("svg.lucide-minus")).toHaveCount(1);
    await expect(page.locator("#nav-services-menu")).toBeVisible();

    await products.click();
    await expect(shell.dropdown("Products")).toHaveJSProperty("open", true);
    await expect(shell.dropdown("Services")).toHaveJSProperty("open", false);
    await expect(page.locator("#nav-services-menu")).toBeHidden();
    // Every product and the roll calculator.
    await expect(page.locator("#nav-products-menu").getByRole("link")).toHaveCount(
      productCatalogue.length + 1,
    );
  });

  test("Escape closes the open dropdown and returns focus to its button", async ({
    page,
    shell,
  }) => {
    await gotoReady(page, "/about");
    await shell.openMenu();
    await shell.toggle("Machinery").click();
    await expect(page.locator("#nav-machinery-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#nav-machinery-menu")).toBeHidden();
    await expect(shell.toggle("Machinery")).toBeFocused();
  });

  test("a navigation closes every dropdown", async ({ page, shell }) => {
    await gotoReady(page, "/about");
    await shell.openMenu();
    await shell.toggle("Machinery").click();
    await page.locator("#nav-machinery-menu").getByRole("link", { name: "Used Equipment" }).click();
    await expect(page).toHaveURL(/\/machinery\/used-equipment$/);
    await expect(page.locator("#nav-machinery-menu")).toBeHidden();
    if (isPhone(page)) await expect(shell.nav).toBeHidden();
  });

  test("marks the current page and its parent as active", async ({ page, shell }) => {
    await gotoReady(page, "/products/inks");
    await shell.openMenu();
    await expect(shell.toggle("Products")).toHaveAttribute("data-active", "");
    await expect(shell.toggle("Services")).not.toHaveAttribute("data-active", "");
    await shell.toggle("Products").click();
    await expect(
      page.locator("#nav-products-menu").getByRole("link", { name: "Inks", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(shell.nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Home and About are active on an exact match only", async ({ page, shell }) => {
    await gotoReady(page, "/about");
    await shell.openMenu();
    await expect(shell.nav.getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(shell.nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("works with the keyboard alone", async ({ page, shell }) => {
    await gotoReady(page, "/about");
    if (isPhone(page)) {
      await shell.menuButton.focus();
      await page.keyboard.press("Enter");
      await expect(shell.nav).toBeVisible();
    }
    await shell.toggle("Services").focus();
    await page.keyboard.press("Enter");
    await expect(shell.dropdown("Services")).toHaveJSProperty("open", true);
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

  test("a click outside closes the open dropdown", async ({ page, shell }) => {
    await gotoReady(page, "/about");
    await shell.toggle("Products").click();
    await expect(page.locator("#nav-products-menu")).toBeVisible();
    // The heading's start: the long menu covers its end side.
    await page.locator("h1").click({ position: { x: 4, y: 4 } });
    await expect(page.locator("#nav-products-menu")).toBeHidden();
  });

  test("the menu toggle is not shown", async ({ page, shell }) => {
    await gotoReady(page, "/");
    await expect(shell.menuButton).toBeHidden();
    await expect(shell.nav).toBeVisible();
  });
});

test.describe("compact header", () => {
  test("turns compact after 50 px of scroll without moving the content", async ({
    page,
    shell,
  }) => {
    await gotoReady(page, "/");
    const header = shell.header;
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

  test("opens with the toggle, locks scrolling, and releases it when closed", async ({
    page,
    shell,
  }) => {
    await gotoReady(page, "/about");
    await expect(shell.nav).toBeHidden();
    await shell.menuButton.click();
    await expect(shell.menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(shell.nav).toBeVisible();
    // The panel fills the screen below the header (a containing-block bug once collapsed it).
    const panel = await shell.nav.boundingBox();
    expect(panel?.height).toBeGreaterThan(600);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await shell.toggle("Products").click();
    await expect(page.locator("#nav-products-menu")).toBeVisible();
    await shell.menuButton.click();
    await expect(shell.nav).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe("hidden");

    // Closing the menu closed the dropdowns too.
    await shell.menuButton.click();
    await expect(shell.dropdown("Products")).toHaveJSProperty("open", false);
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page, shell }) => {
    await gotoReady(page, "/about");
    await shell.menuButton.click();
    await expect(shell.nav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(shell.nav).toBeHidden();
    await expect(shell.menuButton).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe("hidden");
  });

  test("the Contact Us button is in the menu", async ({ page, shell }) => {
    await gotoReady(page, "/");
    await shell.menuButton.click();
    await shell.nav.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe("hidden");
  });
});
