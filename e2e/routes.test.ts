import {
  asReturningVisitor,
  expect,
  expectHeadingOutline,
  expectNoAxeViolations,
  expectSoundAtPhoneWidth,
  gotoReady,
  once,
  test,
  watchScripts,
} from "./fixtures.ts";
import { islandPaths, routePaths } from "./site-data.ts";

test.describe("route table", () => {
  // One test per route covers both sizes, as the editions' walk does
  // (editions.test.ts): the page at 1440 px, then narrowed to the phone
  // layout (390 px), so each route loads once rather than once per project.
  for (const path of routePaths) {
    test(
      `${path} renders one h1, a heading outline without gaps, no policy violation, no framework on a content page, and passes axe at 1440 and 390 px`,
      once,
      async ({ page, cspViolations }) => {
        // A content page ships no framework (e2e/zero-javascript.test.ts).
        const expectNoFramework = islandPaths.includes(path) ? null : watchScripts(page);
        await gotoReady(page, path);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        await expect(page).toHaveTitle(/FlexPack Consulting/);
        await expectHeadingOutline(page);
        // Its policy blocks nothing the page needs (hydration included).
        expect(await cspViolations()).toEqual([]);
        await expectNoAxeViolations(page);

        await expectSoundAtPhoneWidth(page);
        await expectNoFramework?.(path);
      },
    );
  }

  // That each page's served HTML has its h1 and lang before any script runs:
  // e2e/site-hygiene.test.ts, which parses every page as a crawler does.

  test("/services shows the same page as /services/product-procurement", once, async ({ page }) => {
    await gotoReady(page, "/services/product-procurement");
    const procurement = await page.locator("main").innerText();
    await gotoReady(page, "/services");
    expect(await page.locator("main").innerText()).toBe(procurement);
  });
});

test.describe("redirects", once, () => {
  for (const path of ["/does-not-exist", "/products", "/products/foo", "/services/nope"]) {
    test(`${path} ends on the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("h1")).toBeVisible();
    });
  }

  test("an unknown path leaves no dead history entry", async ({ page }) => {
    await gotoReady(page, "/about");
    await page.goto("/no-such-page");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("an in-app link to an unknown path replaces itself with home", async ({ page }) => {
    await gotoReady(page, "/about");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/old-page";
      link.textContent = "old";
      link.id = "old-link";
      document.querySelector("main")?.append(link);
    });
    // A plain anchor causes a full load of the fallback page, which redirects.
    await page.click("#old-link");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("/machinery lands on the machinery division", async ({ page }) => {
    await page.goto("/machinery");
    await expect(page).toHaveURL(/\/machinery\/machinery-division$/);
  });
});

test.describe("scrolling", () => {
  test("a new page starts at the top and back restores the position", async ({ page, shell }) => {
    // Both views of home in the same font, so the same height.
    await asReturningVisitor(page);
    await gotoReady(page, "/");
    const link = shell.footer.getByRole("link", { name: "About Us" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await link.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    // Back where the reader was: the link they followed in view again. The
    // offset itself may differ: sections the jump to the end passed over
    // held an estimated height (app/scripts/lazy-render.ts), and a return
    // lays out the whole page.
    await expect(link).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before / 2);
  });

  test("a #hash target lands below the fixed header", async ({ page, shell }) => {
    await gotoReady(page, "/about");
    await page.evaluate(() => {
      const spacer = document.createElement("div");
      spacer.style.height = "4000px";
      document.querySelector("main")?.append(spacer);
      document.body.append(spacer.cloneNode());
      document.documentElement.style.scrollBehavior = "auto";
      window.location.hash = "footer-services";
    });
    const headerBottom = await shell.header.evaluate((el) => el.getBoundingClientRect().bottom);
    const targetTop = await page
      .locator("#footer-services")
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(targetTop).toBeGreaterThanOrEqual(headerBottom);
    expect(targetTop).toBeLessThan(headerBottom + 60);
  });
});
