import { filmProperties } from "../app/content/film-grades.ts";
import { company } from "../app/content/company.ts";
import { getEdition } from "../app/i18n/editions.ts";
import { latinAbbreviations, latinNames } from "../app/content/glossary/latin.ts";
import { paths } from "../app/content/paths.ts";
import { productPath } from "../app/i18n/links.ts";
import { offerCurrencies } from "../app/islands/offer-form/fields.ts";
import { localeSettings, localizePath, splitLocale, type Locale } from "../app/i18n/locales.ts";

import {
  expect,
  expectHeadingOutline,
  expectNoAxeViolations,
  expectSoundAtPhoneWidth,
  gotoReady,
  isPhone,
  once,
  test,
  type Page,
} from "./fixtures.ts";
import { editionPages, islandPaths, machines, machineText } from "./site-data.ts";

/**
 * The French and Arabic editions: every route in both, right to left done
 * by the server, the words of each edition only, and the interactive parts
 * (header, menu, catalogue, dialog, form) working in Arabic.
 */

const translated = editionPages.filter((page) => page.locale !== "en");

/**
 * Latin words an Arabic page may show: the brand, the partner, the postal
 * address (kept in Latin for couriers), the industry's abbreviations as
 * buyers write them and the file formats the forms name (the glossary's
 * lists, app/content/glossary/latin.ts).
 * Email addresses and URLs are removed before the check.
 */
const arabicLatinAllowlist = new Set<string>([
  ...[company.name, company.partner.name, ...Object.values(company.address)].flatMap(
    (name) => name.match(/[A-Za-z]+/g) ?? [],
  ),
  ...latinAbbreviations,
  ...latinNames,
  // The test standards of the film grade tables (ASTM D1003, ISO 5-2), codes as labs write them.
  ...Object.values(filmProperties).flatMap(
    ({ method }) => method.standard.match(/[A-Za-z]+/g) ?? [],
  ),
  // The seller's form: currency codes, as banks write them.
  ...offerCurrencies,
  // The machines' makers and models as they write them, and our references: on the catalogue's cards.
  ...machines.flatMap((machine) =>
    [machine.maker, machine.model ?? "", machine.reference].flatMap(
      (name) => name.match(/[A-Za-z][A-Za-z-]*/g) ?? [],
    ),
  ),
]);

/**
 * Words that only an English sentence has; none is a French word. Letters
 * are Unicode-aware: "façon" does not end in the word "on".
 */
const englishOnlyWords =
  /(?<!\p{L})(the|and|with|your|our|we|is|are|this|that|from|which|will|for|of|to|in|on)(?!\p{L})/iu;

/** Words of a page's visible text that its edition should not show. */
async function foreignWords(page: Page, locale: Locale): Promise<string[]> {
  // What is read as well as what is seen: accessible names and text alternatives.
  const labels = await page
    .locator("[aria-label], [title], img[alt], [placeholder]")
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        ["aria-label", "title", "alt", "placeholder"]
          .map((name) => element.getAttribute(name) ?? "")
          .filter(Boolean),
      ),
    );
  const text = [await page.locator("body").innerText(), ...labels].join("\n");
  const cleaned = text
    .replace(/[\w.+-]+@[\w.-]+\.\w+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    // The language switcher names the other editions in their own language.
    .replace(/\b(English|Français)\b/g, " ");
  if (locale === "ar") {
    return [...cleaned.matchAll(/[A-Za-z][A-Za-z-]*/g)]
      .map((match) => match[0])
      .filter((word) => !arabicLatinAllowlist.has(word));
  }
  return cleaned
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((sentence) => sentence.replace(/\b(FlexPack Consulting|Example Films Group)\b/g, ""))
    .filter((sentence) => englishOnlyWords.test(sentence));
}

/**
 * One test per page covers both sizes: it checks the page at 1440 px, then
 * narrows the window to the phone layout (390 px) and checks again, so each
 * of the 38 pages is loaded once, not twice (the suite's time budget).
 */
test.describe("every route in French and Arabic", once, () => {
  for (const { path, locale } of translated) {
    test(`${path}: one h1, lang and dir from the server, its own words only, no policy violation, axe clean at 1440 and 390 px`, async ({
      page,
      cspViolations,
    }) => {
      const response = await page.request.get(path);
      const html = await response.text();
      const { lang, dir } = localeSettings[locale];
      expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);

      await gotoReady(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expectHeadingOutline(page);
      expect(await foreignWords(page, locale)).toEqual([]);
      // Its policy blocks nothing the page needs, and only the island pages hydrate.
      expect(await cspViolations()).toEqual([]);
      const islands = islandPaths.includes(splitLocale(path).path) ? 1 : 0;
      await expect(page.locator("astro-island")).toHaveCount(islands);
      await expectNoAxeViolations(page);

      await expectSoundAtPhoneWidth(page);
    });
  }
});

test.describe("language switcher", () => {
  test("leads to the same page in each other edition, by native name", async ({ page, shell }) => {
    await gotoReady(page, productPath("bopp-films"));
    await shell.openLanguages();
    const arabic = shell.languageLink("ar");
    await expect(arabic).toHaveAttribute("hreflang", "ar");
    await expect(arabic).toHaveAttribute("lang", "ar");
    await arabic.click();
    await expect(page).toHaveURL(/\/ar\/products\/bopp-films$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    const arabicShell = shell.edition("ar");
    await arabicShell.openLanguages();
    await arabicShell.languageLink("fr").click();
    await expect(page).toHaveURL(/\/fr\/products\/bopp-films$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

test.describe("right to left", () => {
  const { t } = getEdition("ar");

  test("the header mirrors: logo at the start (right), menu and dropdowns work", async ({
    page,
    shell,
  }) => {
    const arabic = shell.edition("ar");
    await gotoReady(page, localizePath(paths.usedEquipment, "ar"));
    const width = page.viewportSize()!.width;
    const logo = await arabic.homeLink.boundingBox();
    expect(logo!.x + logo!.width).toBeGreaterThan(width * 0.6);

    if (isPhone(page)) {
      await arabic.menuButton.click();
      await expect(arabic.nav).toBeVisible();
      await expect(arabic.menuButton).toHaveAttribute("aria-expanded", "true");
    }
    const machinery = arabic.dropdown(t.navigation.main.machinery);
    const toggle = arabic.toggle(t.navigation.main.machinery);
    await expect(toggle).toHaveAttribute("data-active", "");
    await toggle.click();
    const current = machinery.getByRole("link", { name: t.navigation.machinery.usedEquipment });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(machinery).not.toHaveAttribute("open", "");
  });

  test("the catalogue filters by an Arabic location and the dialog reads right to left", async ({
    page,
  }) => {
    const germany = machineText("bopp-film-line-2018", "ar");
    await gotoReady(page, localizePath(paths.usedEquipment, "ar"));
    if (isPhone(page)) {
      await page
        .getByRole("button", { name: new RegExp(t.usedEquipment.catalogue.moreFilters) })
        .click();
    }
    await page
      .getByLabel(t.usedEquipment.catalogue.locationLabel)
      .selectOption({ label: germany.locationName });
    const cards = page.locator("#equipment li h3");
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveText(germany.name);
    // Shared links carry the country's code, whatever the edition.
    await expect(page).toHaveURL(/country=DE/);

    await page.getByRole("button", { name: new RegExp(t.usedEquipment.catalogue.details) }).click();
    const dialog = page.getByRole("dialog", { name: germany.name });
    await expect(dialog).toBeVisible();
    // The close button sits at the dialog's end: the left side in Arabic.
    const box = await dialog.boundingBox();
    const close = await dialog
      .getByRole("button", { name: t.usedEquipment.details.closeIcon })
      .boundingBox();
    expect(close!.x - box!.x).toBeLessThan(box!.width / 2);
    const inquire = dialog.getByRole("link", { name: t.usedEquipment.details.requestInfo });
    await expect(inquire).toHaveAttribute("href", /^\/ar\/contact\?subject=/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the form speaks Arabic: its messages, 'Sending…' and the thank-you", async ({ page }) => {
    const form = t.contact.form;
    await gotoReady(page, localizePath(paths.contact, "ar"));
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByText(t.contact.messages.nameRequired)).toBeVisible();
    await expect(page.getByText(t.contact.messages.emailRequired)).toBeVisible();
    await expect(page.getByLabel(form.labels.email)).toHaveAttribute("dir", "ltr");
    await expect(page.getByLabel(form.labels.message)).toHaveAttribute("dir", "auto");

    await page.getByLabel(form.labels.name).fill("أمينة يوسف");
    await page.getByLabel(form.labels.email).fill("amina@example.com");
    await page.getByLabel(form.labels.subject).fill("عرض سعر لأفلام BOPP");
    await page.getByLabel(form.labels.message).fill("نرجو تزويدنا بعرض سعر لعشرين طنًا.");
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByRole("button", { name: form.sending })).toBeDisabled();
    await expect(page.getByText(form.sent)).toBeVisible({ timeout: 10_000 });
  });
});

test.describe("the editions' head", once, () => {
  test("reciprocal hreflang alternates, self canonical, og:locale per edition", async ({
    request,
  }) => {
    for (const locale of ["en", "fr", "ar"] as const) {
      const path = localizePath(paths.about, locale);
      const html = await (await request.get(path)).text();
      const alternates = [
        ...html.matchAll(/<link rel="alternate" href="([^"]+)" hrefLang="([^"]+)"/g),
      ].map((match) => [match[2], new URL(match[1]!).pathname]);
      expect(alternates).toEqual([
        ["en", "/about"],
        ["fr", "/fr/about"],
        ["ar", "/ar/about"],
        ["x-default", "/about"],
      ]);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(new URL(canonical!).pathname).toBe(path);
      expect(html).toContain(
        `<meta property="og:locale" content="${localeSettings[locale].ogLocale}"`,
      );
      expect(html).toContain(`"inLanguage":"${localeSettings[locale].lang}"`);
    }
  });

  test("each page ships its own edition's words only", async ({ request }) => {
    const arabic = await (await request.get(localizePath(paths.usedEquipment, "ar"))).text();
    const french = getEdition("fr").t;
    const english = getEdition("en").t;
    for (const text of [
      english.usedEquipment.catalogue.allLocations,
      french.usedEquipment.catalogue.allLocations,
    ]) {
      expect(arabic).not.toContain(text);
    }
    expect(arabic).toContain(getEdition("ar").t.usedEquipment.catalogue.allLocations);
  });

  test("per-edition redirects and unknown paths stay in the edition", async ({ request }) => {
    const target = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([301, 302, 303, 307, 308], path).toContain(response.status());
      return new URL(response.headers().location!, "http://x").pathname;
    };
    expect(await target("/fr/machinery")).toBe("/fr/machinery/machinery-division");
    expect(await target("/ar/machinery")).toBe("/ar/machinery/machinery-division");
    expect(await target("/fr/no-such-page")).toBe("/fr");
    expect(await target("/ar/products")).toBe("/ar");
  });
});
