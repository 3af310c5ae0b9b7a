import { company } from "../app/content/company.ts";
import { WEBFONT_FLAG } from "../app/scripts/webfont.ts";

import { expect, gotoReady, once, test, type Page } from "./fixtures.ts";
import { routePaths } from "./site-data.ts";

test.describe("footer", () => {
  test("has company and service links, address and contact links", async ({ page, shell }) => {
    await gotoReady(page, "/about");
    const footer = shell.footer;
    await expect(footer.locator("address")).toContainText(company.address.locality);
    await expect(footer.getByRole("link", { name: company.phone.display })).toHaveAttribute(
      "href",
      `tel:${company.phone.e164}`,
    );
    await expect(footer.getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    const whatsapp = footer.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", company.whatsappUrl);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");

    // The old site's strategic-sourcing link pointed at a missing page.
    await footer.getByRole("link", { name: "Strategic Sourcing" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("shows the visitor's current year, even when the build is older", once, async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-06-15T12:00:00Z"));
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await gotoReady(page, "/");
    await expect(page.getByTestId("copyright-year")).toHaveText("2031");
    expect(errors.filter((text) => /hydrat|#418|#425/i.test(text))).toEqual([]);
  });
});

test.describe("WhatsApp button", () => {
  for (const path of routePaths) {
    test(`is on ${path}`, once, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`href="${company.whatsappUrl}"`);
    });
  }

  test("never covers the contact form's Send button at 390 px in Arabic, up to the end of the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/ar/contact");
    const floating = page.locator("[data-floating-whatsapp]");
    const submit = page.locator("main form").getByRole("button", { name: /إرسال/ });
    // Visible over the Send button's box: the floating button is hidden (data-covered) or clear of it.
    const covers = () =>
      page.evaluate(() => {
        const button = document.querySelector<HTMLElement>("[data-floating-whatsapp]")!;
        const send = document.querySelector<HTMLElement>("main form button[type=submit]")!;
        const a = button.getBoundingClientRect();
        const b = send.getBoundingClientRect();
        const visible = getComputedStyle(button).visibility !== "hidden";
        const meets = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return visible && meets;
      });
    await expect(submit).toBeVisible();
    // The Send button at the bottom of the view, then the page scrolled to its end.
    await submit.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await expect.poll(covers).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(covers).toBe(false);
    // Scrolled to the end, the button covers nothing of the footer either.
    const clear = await floating.evaluate((button) => {
      const a = button.getBoundingClientRect();
      return [...document.querySelectorAll("footer a, footer p, footer li")].every((element) => {
        const b = element.getBoundingClientRect();
        return !(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom);
      });
    });
    expect(clear).toBe(true);
  });

  test("is named and opens the chat in a new tab", async ({ page }) => {
    await gotoReady(page, "/contact");
    const button = page.getByRole("link", { name: /Chat with .* on WhatsApp/ });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("document", () => {
  test("has a skip link to the main content and the landmarks", async ({ page, shell }) => {
    await gotoReady(page, "/about");
    await page.keyboard.press("Tab");
    const skip = shell.skipLink;
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
  });

  test("hydrates without errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // Chromium asks for /favicon.ico by itself; a missing icon is not a page error.
      if (message.location().url.endsWith("/favicon.ico")) return;
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of ["/", "/services", "/products/bopp-films", "/contact"]) {
      await gotoReady(page, path);
    }
    expect(errors).toEqual([]);
  });
});

test.describe("web font", () => {
  const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

  test(
    "the first page never waits for Inter or swaps to it; the next pages use it",
    once,
    async ({ page }) => {
      await page.goto("/about");
      // First view: the metric-matched fallback…
      expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
      // …and Inter is fetched in the background after the page has loaded, for the next pages.
      await expect
        .poll(() => page.evaluate((flag) => localStorage.getItem(flag), WEBFONT_FLAG))
        .toBe("1");
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType(
          "navigation",
        )[0] as PerformanceNavigationTiming;
        const fonts = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".woff2"));
        return {
          loadEnd: navigation.loadEventEnd,
          fontStarts: fonts.map((font) => font.startTime),
        };
      });
      expect(timing.fontStarts).toHaveLength(1);
      expect(timing.fontStarts[0]).toBeGreaterThanOrEqual(timing.loadEnd);
      // This page keeps its font: no text re-wraps under the reader.
      expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);

      await page.goto("/contact");
      await expect(page.locator("html")).toHaveAttribute("data-webfont", "");
      expect(await bodyFont(page)).toMatch(/^"Inter Variable"/);
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('400 1em "Inter Variable"')))
        .toBe(true);
      // The first page fetched the very file the stylesheet loads: it comes from the cache.
      const fontLoads = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".woff2"))
          .map((entry) => (entry as PerformanceResourceTiming).transferSize),
      );
      expect(fontLoads).toEqual([0]);
    },
  );
});

test.describe("sections below the first screen", () => {
  /** The last section of the page's main content: its top, and whether its content is laid out. */
  const lastSection = (page: Page) =>
    page.evaluate(() => {
      const sections = document.querySelectorAll("main > section");
      const section = sections[sections.length - 1]!;
      const heading = section.querySelector("h2")!;
      return {
        skipped: !heading.checkVisibility({ contentVisibilityAuto: true }),
        // The section's own box: a reveal may still be moving the heading.
        top: Math.round(section.getBoundingClientRect().top),
      };
    });

  /** Where the last section is once the page has stopped scrolling. */
  async function settled(page: Page) {
    let last = Number.NaN;
    await expect
      .poll(async () => {
        const now = await page.evaluate(() => window.scrollY);
        const still = now === last;
        last = now;
        return still;
      })
      .toBe(true);
    return lastSection(page);
  }

  test("are laid out as a phone reader nears them, on the Arabic home page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/ar");
    await expect(page.locator("html")).toHaveAttribute("data-lazy-render", "");
    expect((await lastSection(page)).skipped).toBe(true);
    // A printout lays out every section.
    await page.emulateMedia({ media: "print" });
    await expect.poll(async () => (await lastSection(page)).skipped).toBe(false);
    await page.emulateMedia({ media: "screen" });
    await expect.poll(async () => (await lastSection(page)).skipped).toBe(true);
    // Scrolled to, it is laid out.
    await page.locator("main > section").last().locator("h2").scrollIntoViewIfNeeded();
    await expect.poll(async () => (await lastSection(page)).skipped).toBe(false);
    await expect(page.locator("main > section").last().locator("h2")).toBeInViewport();
  });

  test("come back where the reader left them, after a reload and after Back", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Every view of the page in the same fonts, so the same heights: the
    // system's. (A web font held in the cache may still miss a reload's
    // first paint, font-display: optional, and change the heights.)
    await page.route("**/*.woff2", (route) => route.abort());
    await gotoReady(page, "/ar");
    await expect(page.locator("html")).toHaveAttribute("data-lazy-render", "");
    // Read down the page with the wheel until the last section's heading is
    // near the top: each section is laid out as it comes near.
    for (let step = 0; step < 40 && (await lastSection(page)).top > 300; step++) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(50);
    }
    const before = await settled(page);

    // A reload and a return restore an offset: the page renders whole, and
    // the reader's section comes back within a line of where it was.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    await expect(page.locator("html")).not.toHaveAttribute("data-lazy-render");
    const near = (top: number, expected: number) => Math.abs(top - expected) <= 32;
    await expect.poll(async () => near((await lastSection(page)).top, before.top)).toBe(true);

    // On to a link in the footer, away, and Back.
    const link = page.locator('footer a[href="/ar/about"]');
    await link.scrollIntoViewIfNeeded();
    const leaving = await settled(page);
    await link.click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).not.toHaveAttribute("data-lazy-render");
    await expect.poll(async () => near((await lastSection(page)).top, leaving.top)).toBe(true);
    await expect(link).toBeInViewport();
  });
});
