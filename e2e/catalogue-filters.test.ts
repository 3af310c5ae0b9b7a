import { paths } from "../app/content/paths.ts";
import { getEdition } from "../app/i18n/editions.ts";
import { localizePath, type Locale } from "../app/i18n/locales.ts";

import {
  expect,
  expectNoAxeViolations,
  expectStyledClasses,
  gotoReady,
  isPhone,
  once,
  test,
  type Page,
} from "./fixtures.ts";
import { listedMachines, machineText } from "./site-data.ts";

/**
 * The catalogue's filters and order as a buyer uses them: from a shared
 * link, across back and forward, across the language switch, and to the
 * contact form when nothing matches. The single controls' behaviour is in
 * app/islands/catalogue/*.test.ts(x); used-equipment.test.ts has the rest.
 */

const words = (locale: Locale) => getEdition(locale).t;
const catalogue = (page: Page, locale: Locale = "en") =>
  page.getByRole("region", { name: words(locale).usedEquipment.catalogue.title });
const cardHeadings = (page: Page, locale: Locale = "en") =>
  catalogue(page, locale).getByRole("listitem").getByRole("heading", { level: 3 });
const combobox = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });
const status = (page: Page, locale: Locale = "en") => catalogue(page, locale).getByRole("status");

/** The names of these machines in an edition, in the order given. */
const names = (slugs: readonly string[], locale: Locale) =>
  slugs.map((slug) => machineText(slug, locale).name);

/** Phones keep the location and the years behind "More filters". */
async function showMoreFilters(page: Page, locale: Locale = "en") {
  const toggle = page.getByRole("button", {
    name: new RegExp(`^${words(locale).usedEquipment.catalogue.moreFilters}`),
  });
  if (isPhone(page) && (await toggle.getAttribute("aria-expanded")) === "false") {
    await toggle.click();
  }
}

/** The controls' values in an edition, by their labels there. */
function controls(page: Page, locale: Locale) {
  const copy = words(locale).usedEquipment.catalogue;
  return {
    search: page.getByRole("searchbox", { name: copy.searchLabel }),
    type: combobox(page, copy.typeLabel),
    from: combobox(page, copy.yearFrom),
    to: combobox(page, copy.yearTo),
    country: combobox(page, copy.locationLabel),
    priced: page.getByRole("checkbox", { name: copy.priced }),
    sort: combobox(page, copy.sortLabel),
  };
}

/** 2015 to 2019, newest first: the slitter (2019), the BOPP line (2018), the laminator (2017), the metallizer (2016), the press (2015). */
const rangeByYear = [
  "slitting-machine-2019",
  "bopp-film-line-2018",
  "extrusion-laminator-2017",
  "metallizer-2016",
  "gravure-printing-press-2015",
];

test.describe("catalogue filters from the URL", () => {
  test("restores the years, the order and the type from a shared link", async ({ page }) => {
    await gotoReady(page, `${paths.usedEquipment}?from=2015&to=2019&sort=year`);
    const en = controls(page, "en");
    // The years are set, so the phone's panel shows them.
    await expect(en.from).toHaveValue("2015");
    await expect(en.to).toHaveValue("2019");
    await expect(en.sort).toHaveValue("year");
    await expect(cardHeadings(page)).toHaveText(names(rangeByYear, "en"));
    await expect(status(page)).toHaveText("5 machines out of 6");

    await gotoReady(page, `${paths.usedEquipment}?type=metallizer`);
    await expect(en.type).toHaveValue("metallizer");
    await expect(en.type.locator("option:checked")).toHaveText("Metallizer");
    await expect(cardHeadings(page)).toHaveText(["Metallizer"]);
    await expect(status(page)).toHaveText("1 machine out of 6");
  });

  test("restores 'with a price' and the price order: currency by currency, on request last", async ({
    page,
  }) => {
    await gotoReady(page, `${paths.usedEquipment}?sort=price`);
    await expect(cardHeadings(page)).toHaveText(
      names(
        [
          "extrusion-laminator-2017", // €780,000
          "gravure-printing-press-2015", // €1,250,000
          "slitting-machine-2019", // $385,000
          "cpp-film-line-2020", // $1,950,000
          "bopp-film-line-2018", // on request
          "metallizer-2016", // on request
        ],
        "en",
      ),
    );
    await expect(page.getByText(/^Prices are never converted/)).toBeVisible();

    await gotoReady(page, `${paths.usedEquipment}?priced=1&sort=price`);
    await expect(controls(page, "en").priced).toBeChecked();
    await expect(cardHeadings(page)).toHaveCount(4);
    await expect(status(page)).toHaveText("4 machines out of 6");
  });

  test("a backwards range shows the years between, says so, and swaps on request", async ({
    page,
  }) => {
    await gotoReady(page, `${paths.usedEquipment}?from=2019&to=2017`);
    const sentence = "“From” is later than “To”: showing 2017 to 2019.";
    const notice = page.getByRole("search").getByText(sentence);
    await expect(notice).toBeVisible();
    // The count reads it out with the number of machines.
    await expect(status(page)).toHaveText(`3 machines out of 6 ${sentence}`);
    await expect(cardHeadings(page)).toHaveText(
      names(["bopp-film-line-2018", "slitting-machine-2019", "extrusion-laminator-2017"], "en"),
    );
    await expect(controls(page, "en").from).toHaveAccessibleDescription(/showing 2017 to 2019/);
    await expectNoAxeViolations(page);
    await expectStyledClasses(page);

    await page.getByRole("button", { name: "Swap the years" }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\?from=2017&to=2019$/);
    await expect(cardHeadings(page)).toHaveCount(3);
  });
});

test.describe("catalogue filters across navigation", () => {
  test("back and forward keep the filters and the order", async ({ page }) => {
    await gotoReady(page, paths.usedEquipment);
    const en = controls(page, "en");
    await en.type.selectOption({ label: "Metallizer" });
    await expect(cardHeadings(page)).toHaveText(["Metallizer"]);
    await en.type.selectOption("");
    await showMoreFilters(page);
    await en.from.selectOption("2016");
    await en.sort.selectOption("year");
    const filtered = names(
      ["cpp-film-line-2020", "slitting-machine-2019", "bopp-film-line-2018"],
      "en",
    ).concat(names(["extrusion-laminator-2017", "metallizer-2016"], "en"));
    await expect(cardHeadings(page)).toHaveText(filtered);
    await expect(page).toHaveURL(/\?from=2016&sort=year$/);

    // To a machine's page and back: the same list, in the same order.
    await cardHeadings(page).nth(1).getByRole("link").click();
    await expect(page).toHaveURL(/\/machinery\/used-equipment\/slitting-machine-2019$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?from=2016&sort=year$/);
    await expect(cardHeadings(page)).toHaveText(filtered);
    await expect(en.from).toHaveValue("2016");
    await expect(en.sort).toHaveValue("year");

    await page.goForward();
    await expect(page).toHaveURL(/slitting-machine-2019$/);
    await page.goBack();
    await expect(cardHeadings(page)).toHaveText(filtered);
  });

  test("the language switch keeps the filters: English, French, Arabic and back", async ({
    page,
    shell,
  }) => {
    await gotoReady(page, paths.usedEquipment);
    const en = controls(page, "en");
    await en.search.fill("line");
    await showMoreFilters(page);
    await en.from.selectOption("2017");
    await en.priced.check();
    await en.sort.selectOption("year");
    // "line", from 2017, with a price (the BOPP line's is on request), newest first.
    const expected = ["cpp-film-line-2020", "extrusion-laminator-2017"];
    await expect(cardHeadings(page)).toHaveText(names(expected, "en"));
    const query = "?q=line&from=2017&priced=1&sort=year";
    await expect(page).toHaveURL(new RegExp(`\\${query}$`));

    await shell.openLanguages();
    await expect(shell.languageLink("fr")).toHaveAttribute(
      "href",
      `${localizePath(paths.usedEquipment, "fr")}${query}`,
    );
    await shell.languageLink("fr").click();
    await expect(page).toHaveURL(new RegExp(`/fr/machinery/used-equipment\\${query}$`));
    const fr = controls(page, "fr");
    await expect(fr.search).toHaveValue("line");
    await expect(fr.from).toHaveValue("2017");
    await expect(fr.priced).toBeChecked();
    await expect(fr.sort).toHaveValue("year");
    await expect(cardHeadings(page, "fr")).toHaveText(names(expected, "fr"));

    // A change on the French page goes with the next switch.
    await fr.sort.selectOption("");
    const french = shell.edition("fr");
    await french.openLanguages();
    await french.languageLink("ar").click();
    await expect(page).toHaveURL(/\/ar\/machinery\/used-equipment\?q=line&from=2017&priced=1$/);
    const ar = controls(page, "ar");
    await expect(ar.search).toHaveValue("line");
    await expect(ar.from).toHaveValue("2017");
    await expect(ar.priced).toBeChecked();
    await expect(ar.sort).toHaveValue("");
    await expect(cardHeadings(page, "ar")).toHaveCount(2);

    const arabic = shell.edition("ar");
    await arabic.openLanguages();
    await arabic.languageLink("en").click();
    await expect(page).toHaveURL(/\/machinery\/used-equipment\?q=line&from=2017&priced=1$/);
    await expect(en.search).toHaveValue("line");
    await expect(en.priced).toBeChecked();
    await expect(cardHeadings(page)).toHaveCount(2);
  });
});

/**
 * Holds the catalogue's module (its first fetch is the idle-time preload)
 * until `release` is called: a budget phone on a slow network, or one still
 * evaluating React, while the buyer is already at work.
 */
async function holdCatalogueModule(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/catalogue\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("catalogue: hydrated on first use", () => {
  test("what a buyer types and picks before React wakes is kept", async ({ page }) => {
    const release = await holdCatalogueModule(page);
    await page.goto(localizePath(paths.usedEquipment, "fr"));
    const fr = controls(page, "fr");
    await fr.search.pressSequentially("metalliseur");
    await fr.sort.selectOption("year");
    // Asleep until now: the typed text is in the box and in the address.
    await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
    await expect(page).toHaveURL(/\?q=metalliseur&sort=year$/);
    release();
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
    await expect(cardHeadings(page, "fr")).toHaveText(names(["metallizer-2016"], "fr"));
    await expect(fr.search).toHaveValue("metalliseur");
    await expect(fr.sort).toHaveValue("year");
    // And it goes on from there, as React's own.
    await fr.search.press("Backspace");
    await expect(page).toHaveURL(/\?q=metalliseu&sort=year$/);
  });

  test("a button pressed before React wakes is answered once it has", async ({ page }) => {
    const release = await holdCatalogueModule(page);
    await page.goto(paths.usedEquipment);
    const details = page.getByRole("button", { name: "Details of Metallizer" });
    await details.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
    await expect(page.getByRole("dialog")).toHaveAccessibleName("Metallizer");
    await expect(page).toHaveURL(/\?item=metallizer-2016$/);
  });
});

test.describe("catalogue search, as buyers type", once, () => {
  /** Types `text` in the edition's search box, as a buyer does, and returns the cards' names. */
  async function search(page: Page, locale: Locale, text: string) {
    await gotoReady(page, localizePath(paths.usedEquipment, locale));
    await controls(page, locale).search.pressSequentially(text);
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(text)}$`));
    return cardHeadings(page, locale);
  }

  test("French without accents and the English type name find the machines", async ({ page }) => {
    await expect(await search(page, "fr", "metalliseur")).toHaveText(
      names(["metallizer-2016"], "fr"),
    );
    await expect(await search(page, "fr", "heliogravure")).toHaveText(
      names(["gravure-printing-press-2015"], "fr"),
    );
    // The type's English name, typed on the French page.
    await expect(await search(page, "fr", "laminator")).toHaveText(
      names(["extrusion-laminator-2017"], "fr"),
    );
  });

  test("Arabic without hamza finds every machine whose name starts with آلة", async ({ page }) => {
    const expected = listedMachines
      .map((machine) => machineText(machine.slug, "ar").name)
      .filter((name) => name.startsWith("آلة"));
    expect(expected.length).toBeGreaterThan(1);
    const found = await search(page, "ar", "الة");
    await expect(found).toHaveCount(expected.length);
    expect((await found.allTextContents()).toSorted()).toEqual(expected.toSorted());
  });

  test("a name match ranks above a description that mentions the word", async ({ page }) => {
    const found = await search(page, "en", "laminat");
    await expect(found.first()).toHaveText(machineText("extrusion-laminator-2017", "en").name);
  });
});

test.describe("catalogue: nothing matches", () => {
  test("offers to be told when a match is listed: the alert form with the search", async ({
    page,
  }) => {
    await gotoReady(page, `${paths.usedEquipment}?type=metallizer&country=US`);
    await expect(cardHeadings(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No equipment found" })).toBeVisible();
    await expect(status(page)).toHaveText("No match among 6 machines");
    await expectNoAxeViolations(page);
    await expectStyledClasses(page);

    // The machine alert's form (server/alerts/), the criteria prefilled (e2e/alerts.test.ts).
    await page.getByRole("link", { name: "Tell me when a match is listed" }).click();
    await expect(page).toHaveURL(/\/api\/alerts\?lang=en&type=metallizer&country=US$/);
    await expect(page.getByLabel("Machine type")).toHaveValue("metallizer");
  });

  test("clears the filters from the empty result", async ({ page }) => {
    await gotoReady(page, `${paths.usedEquipment}?type=metallizer&country=US&sort=year`);
    await page.getByRole("button", { name: "Reset all filters" }).click();
    await expect(cardHeadings(page)).toHaveCount(listedMachines.length);
    // The order is not a filter: it stays.
    await expect(page).toHaveURL(/\?sort=year$/);
    await expect(status(page)).toBeFocused();
  });

  test("in Arabic, the alert leads to the Arabic alert form", once, async ({ page }) => {
    await gotoReady(page, `${localizePath(paths.usedEquipment, "ar")}?type=metallizer&country=US`);
    const copy = words("ar");
    await page.getByRole("link", { name: copy.usedEquipment.empty.alert }).click();
    await expect(page).toHaveURL(/\/api\/alerts\?lang=ar&type=metallizer&country=US$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByLabel(copy.machineAlerts.form.labels.country)).toHaveValue("US");
  });
});

test.describe("catalogue: looking for specific equipment", () => {
  test("the closing band's contact link carries the search", once, async ({ page }) => {
    await gotoReady(page, `${paths.usedEquipment}?type=cpp-film-line&from=2018&to=2022`);
    const contact = page.getByRole("link", { name: "Contact Our Team" });
    await contact.click();
    await expect(page.getByLabel("Subject")).toHaveValue(
      "Equipment search: CPP film line, 2018 to 2022",
    );
  });
});

test.describe("catalogue filters on a phone", () => {
  test("fit 390 px in every edition, open from the keyboard, and pass axe", async ({ page }) => {
    test.skip(!isPhone(page), "the phone layout");
    for (const locale of ["en", "fr", "ar"] as const) {
      const copy = words(locale).usedEquipment.catalogue;
      await gotoReady(page, localizePath(paths.usedEquipment, locale));
      const toggle = page.getByRole("button", { name: new RegExp(`^${copy.moreFilters}`) });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(controls(page, locale).country).toBeHidden();

      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      // Focus shows: the site's outline, not the browser's nothing.
      expect(await toggle.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
      const { country, from, to } = controls(page, locale);
      for (const control of [country, from, to]) await expect(control).toBeVisible();

      // Nothing sticks out of the screen, and no label of a dropdown is cut.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, locale).toBeLessThanOrEqual(390);
      // Every option, since the closed dropdown shows the one chosen.
      for (const select of await catalogue(page, locale).getByRole("combobox").all()) {
        const box = (await select.boundingBox())!;
        expect(box.x, locale).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, locale).toBeLessThanOrEqual(390);
        const fits = await select.evaluate((el: HTMLSelectElement) => {
          // The longest option, in the select's font, against its text box.
          const style = getComputedStyle(el);
          const canvas = document.createElement("canvas").getContext("2d")!;
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const longest = Math.max(
            ...[...el.options].map((option) => canvas.measureText(option.text).width),
          );
          const room =
            el.clientWidth -
            parseFloat(style.paddingInlineStart) -
            parseFloat(style.paddingInlineEnd);
          return longest <= room;
        });
        expect(fits, `${locale}: ${await select.getAttribute("id")}`).toBe(true);
      }
      await expectNoAxeViolations(page);
      await expectStyledClasses(page);
    }
  });
});
