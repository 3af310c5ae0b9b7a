import { company } from "../app/content/company.ts";
import { getEdition } from "../app/i18n/editions.ts";
import { paths } from "../app/content/paths.ts";
import { contactWithSubject, machinePath } from "../app/i18n/links.ts";
import { absoluteUrl } from "../app/site/url.ts";
import { localeSettings, locales, localizePath, type Locale } from "../app/i18n/locales.ts";
import { fillTemplate } from "../app/lib/text.ts";

import {
  expect,
  expectNoAxeViolations,
  gotoReady,
  isPhone,
  once,
  test,
  type Page,
} from "./fixtures.ts";
import { listedMachines, machines, machineText } from "./site-data.ts";

/**
 * The used-equipment inventory: a page per machine in every edition, the
 * photo gallery, the catalogue's links to those pages, and sold machines.
 */

const withPhotos = machines.find((machine) => machine.photos.length > 1)!;
const sold = machines.find((machine) => machine.status === "sold")!;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * One template in four states: with photos, with its drawing, reserved and
 * sold. Axe checks the first machine of each state, in the editions by turns
 * (the gallery tests check the photo pages in English and Arabic as well).
 */
const stateOf = (machine: (typeof machines)[number]) =>
  machine.status !== "available"
    ? machine.status
    : machine.photos.length > 0
      ? "photos"
      : "drawing";
const axeChecks = new Map(
  [...new Set(machines.map(stateOf))].map((state, index) => [
    machines.find((machine) => stateOf(machine) === state)!.slug,
    locales[index % locales.length],
  ]),
);

// One test per machine and edition: a failure names its page, and each test
// loads one page whatever the number of machines and editions.
for (const machine of machines) {
  for (const locale of locales) {
    const path = localizePath(machinePath(machine.slug), locale);
    test(
      `${machine.slug}: its page in ${locale} (${path})`,
      once,
      async ({ page, cspViolations }) => {
        const shown = machineText(machine.slug, locale);
        const { t } = getEdition(locale);
        await gotoReady(page, path);
        const html = page.locator("html");
        await expect(html).toHaveAttribute("lang", localeSettings[locale].lang);
        await expect(html).toHaveAttribute("dir", localeSettings[locale].dir);

        await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown.name);
        const facts = page.locator("main dl");
        await expect(facts.getByRole("definition")).toHaveText([
          String(machine.year),
          shown.locationName,
          t.usedEquipment.status[machine.status],
          machine.slug,
        ]);
        await expect(page.locator("main table tr")).toHaveCount(machine.specs.length);
        const crumbs = page.getByRole("navigation", { name: t.usedEquipment.machine.breadcrumb });
        await expect(crumbs.getByRole("link").last()).toHaveAttribute(
          "href",
          localizePath(paths.usedEquipment, locale),
        );

        const inquiry = page.getByRole("link", { name: t.usedEquipment.machine.requestInfo });
        if (machine.status === "sold") {
          await expect(inquiry).toHaveCount(0);
        } else {
          await expect(inquiry).toHaveAttribute(
            "href",
            localizePath(contactWithSubject(`${shown.name} (${machine.slug})`), locale),
          );
        }

        // Its own title, canonical and alternates.
        const title = fillTemplate(t.usedEquipment.machine.metaTitle, {
          name: shown.name,
          year: machine.year,
        });
        await expect(page).toHaveTitle(`${title} | ${company.name}`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          absoluteUrl(path),
        );
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(
          locales.length + 1,
        );
        const product = (await jsonLd(page)).find((data) => data["@type"] === "Product");
        expect(product).toMatchObject({
          name: shown.name,
          sku: machine.slug,
          itemCondition: "https://schema.org/UsedCondition",
          productionDate: String(machine.year),
        });
        expect((product?.image as string[]).length).toBe(Math.max(1, machine.photos.length));

        // A content page: no framework, no island.
        await expect(page.locator("astro-island")).toHaveCount(0);
        if (locale === axeChecks.get(machine.slug)) await expectNoAxeViolations(page);
        expect(await cspViolations()).toEqual([]);
      },
    );
  }
}

test.describe("machine page gallery", () => {
  for (const locale of ["en", "ar"] as const satisfies Locale[]) {
    // Keyboards are a desktop matter; phones swipe the strip (native scrolling).
    test(`is operable by keyboard (${locale})`, once, async ({ page }) => {
      const { t } = getEdition(locale);
      const copy = t.usedEquipment.machine.gallery;
      await gotoReady(page, localizePath(machinePath(withPhotos.slug), locale));
      const total = withPhotos.photos.length;
      const gallery = page.locator("[data-gallery]");
      await expect(gallery).toHaveAttribute("data-enhanced", "true");
      const track = gallery.locator("[data-gallery-track]");
      const counter = gallery.locator("[data-gallery-position]");
      const thumbnails = gallery.locator("[data-gallery-thumbnail]");
      /** The slide that fills the strip. */
      const showing = () =>
        track.evaluate((strip) => {
          const box = strip.getBoundingClientRect();
          return [...strip.children].findIndex((slide) => {
            const { left } = slide.getBoundingClientRect();
            return Math.abs(left - box.left) < 2;
          });
        });

      await expect(counter).toHaveText(`1 / ${total}`);
      await track.focus();
      await expect(track).toBeFocused();
      // Forward is to the left in Arabic.
      await page.keyboard.press(locale === "ar" ? "ArrowLeft" : "ArrowRight");
      await expect(counter).toHaveText(`2 / ${total}`);
      await expect.poll(showing).toBe(1);
      await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
      await page.keyboard.press("End");
      await expect(counter).toHaveText(`${total} / ${total}`);
      await expect.poll(showing).toBe(total - 1);
      await expect(gallery.getByRole("button", { name: copy.next })).toBeDisabled();
      await page.keyboard.press("Home");
      await expect.poll(showing).toBe(0);
      await expect(gallery.getByRole("button", { name: copy.previous })).toBeDisabled();

      // The buttons and the thumbnails, by keyboard too.
      await gallery.getByRole("button", { name: copy.next }).focus();
      await page.keyboard.press("Enter");
      await expect(counter).toHaveText(`2 / ${total}`);
      await thumbnails.last().focus();
      await page.keyboard.press("Enter");
      await expect(counter).toHaveText(`${total} / ${total}`);
      await expect.poll(showing).toBe(total - 1);
      // The page itself did not jump to the photo.
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(400);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("machine page photo viewer", () => {
  const total = withPhotos.photos.length;
  const photoAlts = (locale: Locale) =>
    machineText(withPhotos.slug, locale).photos.map((photo) => photo.alt);

  for (const locale of ["en", "ar"] as const satisfies Locale[]) {
    test(
      `opens full screen, zooms, moves by keyboard and gives focus back (${locale})`,
      once,
      async ({ page, cspViolations }) => {
        const copy = getEdition(locale).t.usedEquipment.machine.gallery;
        await gotoReady(page, localizePath(machinePath(withPhotos.slug), locale));
        // A machine page ships no viewer until it is asked for.
        const scripts = await page.evaluate(() =>
          performance.getEntriesByType("resource").map((entry) => entry.name),
        );
        expect(scripts.filter((name) => name.includes("photo-viewer"))).toEqual([]);

        const open = page.getByRole("button", { name: copy.fullScreen });
        await open.focus();
        await page.keyboard.press("Enter");
        const viewer = page.getByRole("dialog", {
          name: fillTemplate(copy.viewer.label, {
            name: machineText(withPhotos.slug, locale).name,
          }),
        });
        await expect(viewer).toBeVisible();
        const counter = viewer.locator(".pswp__counter");
        await expect(counter).toHaveText(`1 / ${total}`);
        const shown = viewer.locator(
          '.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)',
        );
        await expect(shown).toHaveAttribute("alt", photoAlts(locale)[0]!);
        // The full-size photo, not the page's: wider than the strip's 1280 px candidate.
        await expect
          .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(1280);

        // Forward is the left arrow in Arabic, as on the page's own strip.
        await page.keyboard.press(locale === "ar" ? "ArrowLeft" : "ArrowRight");
        await expect(counter).toHaveText(`2 / ${total}`);
        await expect(shown).toHaveAttribute("alt", photoAlts(locale)[1]!);
        // The arrow that goes forward is named "next" in either direction.
        const nextButton = viewer.getByRole("button", { name: copy.next });
        const forwardSide = await nextButton.evaluate((button) => button.getBoundingClientRect().x);
        expect(locale === "ar" ? forwardSide < 200 : forwardSide > 1000).toBe(true);
        await nextButton.click();
        await expect(counter).toHaveText(`3 / ${total}`);
        // The last photo: there is no next one.
        await expect(nextButton).toBeHidden();

        // Zoom in and out with the zoom button.
        const photo = viewer.locator(
          '.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)',
        );
        const scale = () => photo.evaluate((image) => image.getBoundingClientRect().width);
        await expect(viewer).toHaveClass(/pswp--zoom-allowed/);
        const fitted = await scale();
        await viewer.getByRole("button", { name: copy.viewer.zoom }).click();
        await expect.poll(scale).toBeGreaterThan(fitted * 1.2);
        await viewer.getByRole("button", { name: copy.viewer.zoom }).click();
        await expect.poll(scale).toBeLessThan(fitted * 1.05);

        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(viewer).toBeHidden();
        await expect(open).toBeFocused();
        // The page's strip now shows the photo the visitor last saw.
        await expect(page.locator("[data-gallery-position]")).toHaveText(`3 / ${total}`);
        expect(await cspViolations()).toEqual([]);
      },
    );
  }

  for (const locale of ["en", "ar"] as const satisfies Locale[]) {
    test(`opens on the photo tapped, closes by a tap, follows a swipe (${locale})`, async ({
      page,
    }) => {
      test.skip(!isPhone(page), "touch: the phone project");
      const copy = getEdition(locale).t.usedEquipment.machine.gallery;
      await gotoReady(page, localizePath(machinePath(withPhotos.slug), locale));
      const viewer = page.getByRole("dialog");
      const counter = viewer.locator(".pswp__counter");
      await page.locator("[data-gallery-photo]").first().tap();
      await expect(counter).toHaveText(`1 / ${total}`);
      // On a loaded host PhotoSwipe can still be settling the first photo and
      // drop a tap (as a phone can); a person taps again.
      await expect(async () => {
        await viewer.getByRole("button", { name: copy.viewer.close }).tap({ timeout: 2_000 });
        await expect(viewer).toBeHidden({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });

      await page.getByRole("button", { name: copy.fullScreen }).tap();
      await expect(counter).toHaveText(`1 / ${total}`);
      // Gestures count once the opening fade has ended.
      await expect(viewer).toHaveAttribute("data-open");
      // A finger drawn across the screen towards the start of the line goes forward.
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (fromX: number, toX: number) => {
        const point = (x: number) => [{ x, y: 420, id: 1 }];
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchStart",
          touchPoints: point(fromX),
        });
        for (let step = 1; step <= 8; step++) {
          const x = fromX + ((toX - fromX) * step) / 8;
          await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(x) });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };
      const [start, end] = locale === "ar" ? [60, 330] : [330, 60];
      await swipe(start, end);
      await expect(counter).toHaveText(`2 / ${total}`);
      await expect(
        viewer.locator(
          '.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)',
        ),
      ).toHaveAttribute("alt", photoAlts(locale)[1]!);
      await swipe(end, start);
      await expect(counter).toHaveText(`1 / ${total}`);
    });
  }
});

test.describe("photos", () => {
  test(
    "are responsive AVIF and WebP with their size reserved; cards stay under 40 KB",
    once,
    async ({ page, request }) => {
      await gotoReady(page, machinePath(withPhotos.slug));
      const images = page.locator("main img");
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
      }
      const lead = page.locator("[data-gallery-track] img").first();
      await expect(lead).toHaveAttribute("loading", "eager");
      await expect(page.locator("[data-gallery-track] img").nth(1)).toHaveAttribute(
        "loading",
        "lazy",
      );
      expect(await lead.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);

      // Every width a card can download: the card's candidates on the catalogue.
      await gotoReady(page, paths.usedEquipment);
      const srcsets = await page
        .locator('#equipment li source[type="image/avif"]')
        .evaluateAll((sources) => sources.map((source) => source.getAttribute("srcset") ?? ""));
      expect(srcsets.length).toBeGreaterThanOrEqual(2);
      for (const srcset of srcsets) {
        for (const candidate of srcset.split(",").map((entry) => entry.trim().split(" ")[0]!)) {
          const body = await (await request.get(candidate)).body();
          expect(body.length, candidate).toBeLessThan(40 * 1024);
        }
      }
    },
  );
});

test.describe("catalogue and machine pages", () => {
  test("the dialog links to the machine's page", async ({ page }) => {
    const machine = listedMachines[0]!;
    await gotoReady(page, paths.usedEquipment);
    await page.getByRole("button", { name: `Details of ${machine.name}` }).click();
    const dialog = page.getByRole("dialog", { name: machine.name });
    await dialog.getByRole("link", { name: "View the full listing" }).click();
    await expect(page).toHaveURL(machinePath(machine.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(machine.name);
  });

  test(
    "a sold machine leaves the grid, but its page answers, marked sold",
    once,
    async ({ page }) => {
      await gotoReady(page, paths.usedEquipment);
      const names = page.locator("#equipment li h3");
      await expect(names).toHaveText(listedMachines.map((machine) => machine.name));
      await expect(page.locator("#equipment")).not.toContainText(sold.name);
      // A shared link to its dialog shows the catalogue, not the sold machine.
      await gotoReady(page, `${paths.usedEquipment}?item=${sold.slug}`);
      await expect(page.getByRole("dialog")).toHaveCount(0);

      const response = await page.goto(machinePath(sold.slug));
      expect(response?.status()).toBe(200);
      const copy = getEdition("en").t.usedEquipment.machine;
      await expect(page.getByRole("heading", { name: copy.sold.title })).toBeVisible();
      await page.getByRole("link", { name: copy.sold.similarLink }).click();
      const similar = page.getByRole("region", { name: copy.similarAvailable });
      await expect(similar).toBeInViewport();
      const links = similar.getByRole("heading", { level: 3 }).getByRole("link");
      await expect(links).toHaveCount(3);
      const listed = new Set(listedMachines.map((machine) => machinePath(machine.slug)));
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
        expect(listed.has(href!), href!).toBe(true);
      }
    },
  );
});
