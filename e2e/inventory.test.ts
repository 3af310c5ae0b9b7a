import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { promisify } from "node:util";

import { company } from "../app/content/company.ts";
import { removedMachines } from "../app/content/removed-machines.ts";
import { getEdition } from "../app/i18n/editions.ts";
import { paths } from "../app/content/paths.ts";
import { contactWithSubject, machinePath, specSheetPath } from "../app/i18n/links.ts";
import { isAvailableNow, machineFacts } from "../app/inventory/machine-facts.ts";
import { readInventory } from "../app/inventory/read-inventory.ts";
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
        // Every fact the listing gives, in the edition's words (machine-facts.ts), in one list.
        const facts = page.getByRole("main").locator("dl");
        const expected = machineFacts(shown, locale);
        await expect(facts.getByRole("term")).toHaveText(expected.map((fact) => fact.label));
        await expect(facts.getByRole("definition")).toHaveText(expected.map((fact) => fact.value));
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
          // The subject names the machine by the reference buyers quote, not its address.
          await expect(inquiry).toHaveAttribute(
            "href",
            localizePath(contactWithSubject(`${shown.name} (${machine.reference})`), locale),
          );
        }
        // "Share on WhatsApp" and the chat button carry the name, the reference and the page.
        const message = `${shown.name} (${machine.reference}) ${absoluteUrl(path)}`;
        const share = page.getByRole("link", { name: t.usedEquipment.machine.shareWhatsApp });
        await expect(share).toHaveAttribute(
          "href",
          `https://wa.me/?${new URLSearchParams({ text: message }).toString()}`,
        );
        await expect(share).toHaveAttribute("target", "_blank");
        const chat = new URL(
          (await page.locator("[data-floating-whatsapp]").getAttribute("href"))!,
        );
        expect(chat.origin + chat.pathname).toBe(company.whatsappUrl);
        expect(chat.searchParams.get("text")).toBe(message);

        // Its own title, canonical and alternates.
        const title = fillTemplate(t.usedEquipment.machine.metaTitle[machine.status], {
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
          sku: machine.reference,
          brand: { "@type": "Brand", name: machine.maker },
          itemCondition: "https://schema.org/UsedCondition",
          productionDate: String(machine.year),
          offers: { "@type": "Offer", itemCondition: "https://schema.org/UsedCondition" },
        });
        const offer = product?.offers as Record<string, unknown>;
        if (machine.price === "on-request") expect(offer).not.toHaveProperty("price");
        else
          expect(offer).toMatchObject({
            price: machine.price.amount,
            priceCurrency: machine.price.currency,
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

/**
 * What a buyer decides from, read as the page says it in each edition: the
 * price in its own currency or on request, the maker, the condition, where
 * the machine stands and when it can leave, and the reference to quote.
 */
test.describe("a machine's facts, as buyers read them", () => {
  const terms = async (page: Page) => {
    const list = page.getByRole("main").locator("dl");
    const labels = await list.getByRole("term").allTextContents();
    const values = await list.getByRole("definition").allTextContents();
    // Whitespace as a reader sees it: the French no-break spaces are spaces.
    const plain = (text: string) => text.replace(/[\s\u00a0\u202f\u200f]+/g, " ").trim();
    return Object.fromEntries(labels.map((label, index) => [plain(label), plain(values[index]!)]));
  };
  const bopp = "bopp-film-line-2018";
  // The line leaves in March 2027; from then on, its page says it is available now.
  const later = !isAvailableNow("2027-03");

  test(
    "en: an asking price, the maker and model, the hours and the city",
    once,
    async ({ page }) => {
      await gotoReady(page, machinePath("gravure-printing-press-2015"));
      expect(await terms(page)).toEqual({
        Price: "€1,250,000",
        Manufacturer: "Bobst",
        Model: "RS 4003 MP",
        "Manufacturer Year": "2015",
        "Running hours": "61,500 hours",
        Condition: "Good",
        Location: "Reggio Emilia, Italy",
        Availability: "Available now",
        Reference: "FP-1024",
      });
    },
  );

  test(
    "a sold machine's page asks no price and offers no date nor the buying service",
    once,
    async ({ page }) => {
      await gotoReady(page, machinePath("duplex-slitter-rewinder-2012"));
      const facts = await terms(page);
      expect(facts).not.toHaveProperty("Price");
      expect(facts).not.toHaveProperty("Availability");
      expect(facts).toMatchObject({ Reference: expect.stringMatching(/^FP-\d+$/) });
      await expect(page.locator("#machine-service")).toHaveCount(0);
    },
  );

  test("fr: price on request, available from a month, in French", once, async ({ page }) => {
    await gotoReady(page, localizePath(machinePath(bopp), "fr"));
    expect(await terms(page)).toMatchObject({
      Prix: "Prix sur demande",
      Constructeur: "Brückner Maschinenbau",
      "Heures de fonctionnement": "51 200 heures",
      État: "Très bon état",
      Localisation: "Kerpen, Allemagne",
      Disponibilité: later ? "À partir de mars 2027" : "Immédiate",
      Référence: "FP-1031",
    });
    await gotoReady(page, localizePath(machinePath("gravure-printing-press-2015"), "fr"));
    expect((await terms(page)).Prix).toBe("1 250 000 €");
  });

  test(
    "ar: right to left, Western digits, the city in Arabic, Latin names isolated",
    once,
    async ({ page }) => {
      await gotoReady(page, localizePath(machinePath(bopp), "ar"));
      expect(await terms(page)).toMatchObject({
        السعر: "السعر عند الطلب",
        "الشركة المصنِّعة": "Brückner Maschinenbau",
        "ساعات التشغيل": "51,200 ساعة",
        "الحالة الفنية": "جيدة جدًا",
        الموقع: "كيربن، ألمانيا",
        "موعد الإتاحة": later ? "متاحة اعتبارًا من مارس 2027" : "متاحة فورًا",
        المرجع: "FP-1031",
      });
      const list = page.getByRole("main").locator("dl");
      // The reference and the maker keep their order inside Arabic.
      await expect(list.locator("bdi", { hasText: "FP-1031" })).toHaveCount(1);
      await expect(list.locator("bdi", { hasText: "Brückner Maschinenbau" })).toHaveCount(1);
      // The list reads from the right: its first term starts at the right edge.
      const box = (await list.boundingBox())!;
      const first = (await list.getByRole("term").first().boundingBox())!;
      expect(box.x + box.width - (first.x + first.width)).toBeLessThan(24);
      await gotoReady(page, localizePath(machinePath("slitting-machine-2019"), "ar"));
      expect((await terms(page)).السعر).toBe("385,000 دولار أمريكي");
    },
  );
});

test.describe("a removed machine", () => {
  const removed = removedMachines[0]!;
  test(
    "its address and its sheet's lead to the catalogue of its type, in every edition",
    once,
    async ({ page, request }) => {
      for (const locale of locales) {
        const catalogue = localizePath(`${paths.usedEquipment}?type=${removed.type}`, locale);
        for (const from of [machinePath(removed.slug), specSheetPath(removed.slug)]) {
          const response = await request.get(localizePath(from, locale), { maxRedirects: 0 });
          expect(response.status(), from).toBe(301);
          expect(response.headers().location, from).toBe(catalogue);
        }
      }
      const arrived = await page.goto(localizePath(machinePath(removed.slug), "fr"));
      expect(arrived?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(localizePath(paths.usedEquipment, "fr"));
      expect(new URL(page.url()).searchParams.get("type")).toBe(removed.type);
    },
  );
});

test.describe("the serial number", () => {
  const run = promisify(execFile);
  const client = resolve(import.meta.dirname, "../build/client");
  const serials = readInventory().listings.flatMap((listing) =>
    listing.data.serial ? [listing.data.serial] : [],
  );

  /** Every file under `dir`, recursively, but the compressed copies of the others. */
  async function files(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  }

  test("is nowhere in the built site: pages, data, scripts, spec sheets", once, async () => {
    test.setTimeout(120_000);
    expect(serials.length).toBeGreaterThan(0);
    const found: string[] = [];
    let pdfs = 0;
    for (const file of [...(await files(client)), resolve(client, "../hosting.json")]) {
      if (/\.(avif|webp|jpe?g|png|ico|woff2?|ttf)$/i.test(file)) continue;
      const pdf = file.endsWith(".pdf");
      // Machines' PDFs are counted below; the films' data sheets are read as well.
      if (pdf && file.includes(`${sep}machinery${sep}used-equipment${sep}`)) pdfs++;
      const text = pdf
        ? (await run("pdftotext", [file, "-"], { encoding: "utf8" })).stdout
        : await readFile(file, "utf8");
      for (const serial of serials) if (text.includes(serial)) found.push(`${file}: ${serial}`);
    }
    // A spec sheet per machine and edition, and each listing's own documents (one file for every edition).
    const documents = machines.reduce((count, machine) => count + machine.documents.length, 0);
    expect(pdfs).toBe(machines.length * locales.length + documents);
    expect(found).toEqual([]);
  });
});

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
