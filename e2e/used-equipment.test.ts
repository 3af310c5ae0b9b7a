import { paths } from "../app/content/paths.ts";
import { contactWithSubject } from "../app/i18n/links.ts";

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
import { listedMachines } from "./site-data.ts";

const equipment = listedMachines;
const allNames = equipment.map((item) => item.name);
/** The contact form's subject for a machine: its name and our reference. */
const subjectOf = (item: { name: string; reference: string }) =>
  new URLSearchParams({ subject: `${item.name} (${item.reference})` }).toString();

const catalogue = (page: Page) => page.getByRole("region", { name: "Available Equipment" });
const cardHeadings = (page: Page) =>
  catalogue(page).getByRole("listitem").getByRole("heading", { level: 3 });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search" });
const location = (page: Page) => page.getByRole("combobox", { name: "Location" });
const yearFrom = (page: Page) => page.getByRole("combobox", { name: "From" });
const yearTo = (page: Page) => page.getByRole("combobox", { name: "To" });
const sortBy = (page: Page) => page.getByRole("combobox", { name: "Sort by" });
/** Phones keep the location and the years behind "More filters"; desktop always shows them. */
async function showMoreFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /^More filters/ });
  if (isPhone(page) && (await toggle.getAttribute("aria-expanded")) === "false") {
    await toggle.click();
  }
}
/** Both ends of the year range at one year. */
async function selectYear(page: Page, year: string) {
  await showMoreFilters(page);
  await yearFrom(page).selectOption(year);
  await yearTo(page).selectOption(year);
}
const status = (page: Page) => catalogue(page).getByRole("status");
const dialog = (page: Page) => page.getByRole("dialog");
const body = (page: Page) => page.locator("body");

function query(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

async function expectScrollLocked(page: Page, locked: boolean) {
  if (locked) await expect(body(page)).toHaveAttribute("data-scroll-locked", "");
  else await expect(body(page)).not.toHaveAttribute("data-scroll-locked");
  const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  expect(overflow === "hidden").toBe(locked);
}

/** Fails the test on any console error or uncaught exception (hydration errors included). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("used equipment: prerendered page", () => {
  test("the HTML lists every machine before JavaScript runs", once, async ({ request }) => {
    const html = await (await request.get(paths.usedEquipment)).text();
    for (const item of equipment) {
      // Each name links to the machine's own page, crawlable without JavaScript.
      expect(html).toContain(`href="/machinery/used-equipment/${item.slug}"`);
      expect(html).toContain(`>${item.name}</a></h3>`);
    }
    expect(html).toContain(">6 machines</p>");
  });

  test("hero links: Request a Quote and Browse Equipment", async ({ page, shell }) => {
    await gotoReady(page, `${paths.usedEquipment}?q=line`);
    await expect(page.getByRole("link", { name: "Request a Quote" })).toHaveAttribute(
      "href",
      contactWithSubject("Quote request: used machinery"),
    );
    await page.getByRole("link", { name: "Browse Equipment" }).click();
    // The list lands just below the fixed header, and the search is kept.
    const header = shell.header;
    await expect
      .poll(async () => {
        const headerBottom = await header.evaluate((el) => el.getBoundingClientRect().bottom);
        const top = await catalogue(page).evaluate((el) => el.getBoundingClientRect().top);
        return top >= headerBottom && top <= headerBottom + 48;
      })
      .toBe(true);
    expect(page.url()).toMatch(/\?q=line#equipment$/);
    await expect(search(page)).toHaveValue("line");
    await expect(cardHeadings(page)).toHaveText([
      // Featured first, then the newest.
      "BOPP Film Line",
      "CPP Film Line",
      "Extrusion Laminator",
    ]);
  });
});

test.describe("used equipment: filtering", () => {
  test("the search narrows the list on every keystroke, without history entries", async ({
    page,
  }) => {
    await gotoReady(page, paths.usedEquipment);
    await expect(cardHeadings(page)).toHaveText(allNames);
    const historyLength = await page.evaluate(() => history.length);

    await search(page).pressSequentially("f");
    // "f" starts a word of two names; descriptions count whole words only.
    await expect(cardHeadings(page)).toHaveText(["BOPP Film Line", "CPP Film Line"]);
    await search(page).pressSequentially("ilm");
    // "film" is a whole word of five descriptions: the names first.
    await expect(cardHeadings(page)).toHaveCount(6);
    await expect(cardHeadings(page).nth(0)).toHaveText("BOPP Film Line");
    await expect(cardHeadings(page).nth(1)).toHaveText("CPP Film Line");
    await search(page).pressSequentially(" l");
    // "l" starts a word of the laminator's name, and its description has "film".
    await expect(cardHeadings(page)).toHaveText([
      "BOPP Film Line",
      "CPP Film Line",
      "Extrusion Laminator",
    ]);
    await expect(status(page)).toHaveText("3 machines out of 6");
    await search(page).press("Backspace");
    await search(page).pressSequentially("xyz");
    await expect(cardHeadings(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No equipment found" })).toBeVisible();

    await expect.poll(() => query(page).get("q")).toBe("film xyz");
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("the search ignores case and looks in descriptions", once, async ({ page }) => {
    await gotoReady(page, paths.usedEquipment);
    await search(page).fill("ALUMINIUM");
    await expect(cardHeadings(page)).toHaveText(["Metallizer"]);
    await search(page).fill("gravure");
    await expect(cardHeadings(page)).toHaveText(["Gravure Printing Press"]);
    // Enter has nothing to submit; it closes the phone keyboard.
    await search(page).press("Enter");
    await expect(search(page)).not.toBeFocused();
    await expect(cardHeadings(page)).toHaveText(["Gravure Printing Press"]);
  });

  test(
    "the dropdowns offer the data's locations (A–Z) and years (newest first)",
    once,
    async ({ page }) => {
      await gotoReady(page, paths.usedEquipment);
      await expect(location(page).locator("option")).toHaveText([
        "All Locations",
        "China",
        "Germany",
        "Italy",
        "Japan",
        "UK",
        "USA",
      ]);
      await expect(yearFrom(page).locator("option")).toHaveText([
        "Any",
        "2020",
        "2019",
        "2018",
        "2017",
        "2016",
        "2015",
      ]);
    },
  );

  test("each dropdown filters on its own", once, async ({ page }) => {
    await gotoReady(page, paths.usedEquipment);
    await location(page).selectOption("Japan");
    await expect(cardHeadings(page)).toHaveText(["Extrusion Laminator"]);
    await expect.poll(() => query(page).get("country")).toBe("JP");
    await location(page).selectOption("");
    await expect(cardHeadings(page)).toHaveText(allNames);

    await yearFrom(page).selectOption("2019");
    await expect(cardHeadings(page)).toHaveText(["CPP Film Line", "Slitting Machine"]);
    await expect.poll(() => query(page).get("from")).toBe("2019");
    await yearFrom(page).selectOption({ label: "Any" });
    await expect(cardHeadings(page)).toHaveText(allNames);
    await expect.poll(() => page.url()).not.toContain("?");
  });

  test("all filters apply together", once, async ({ page }) => {
    await gotoReady(page, paths.usedEquipment);
    // "line" is in two names and in the laminator's description.
    await search(page).fill("line");
    await expect(cardHeadings(page)).toHaveText([
      // Featured first, then the newest.
      "BOPP Film Line",
      "CPP Film Line",
      "Extrusion Laminator",
    ]);
    await selectYear(page, "2018");
    await expect(cardHeadings(page)).toHaveText(["BOPP Film Line"]);
    await location(page).selectOption("China");
    await expect(cardHeadings(page)).toHaveCount(0);
    await yearFrom(page).selectOption("");
    await yearTo(page).selectOption("");
    await expect(cardHeadings(page)).toHaveText(["CPP Film Line"]);
    await expect.poll(() => page.url()).toMatch(/\?q=line&country=CN$/);
  });

  test("the empty state's reset clears every control", async ({ page }) => {
    await gotoReady(page, paths.usedEquipment);
    await search(page).fill("press");
    await showMoreFilters(page);
    await location(page).selectOption("Italy");
    await expect(cardHeadings(page)).toHaveText(["Gravure Printing Press"]);
    await selectYear(page, "2020");
    await expect(cardHeadings(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No equipment found" })).toBeVisible();
    await expect(catalogue(page).getByText("Try adjusting your search filters")).toBeVisible();
    await expect(status(page)).toHaveText("No match among 6 machines");

    await page.getByRole("button", { name: "Reset all filters" }).click();
    await expect(search(page)).toHaveValue("");
    await showMoreFilters(page);
    await expect(location(page)).toHaveValue("");
    await expect(yearFrom(page)).toHaveValue("");
    await expect(yearTo(page)).toHaveValue("");
    await expect(cardHeadings(page)).toHaveText(allNames);
    await expect(status(page)).toBeFocused();
    await expect.poll(() => page.url()).not.toContain("?");
  });
});

test.describe("used equipment: filtered states", () => {
  test("pass axe with a filter on and in the empty state; Clear filters resets", async ({
    page,
  }) => {
    await gotoReady(page, `${paths.usedEquipment}?location=DE`);
    await expect(cardHeadings(page)).toHaveText(["BOPP Film Line"]);
    await expectNoAxeViolations(page);
    await expectStyledClasses(page);
    await search(page).fill("zzz");
    await expect(page.getByRole("heading", { name: "No equipment found" })).toBeVisible();
    // One reset at a time: the empty state has its own.
    await expect(page.getByRole("button", { name: "Clear filters" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectStyledClasses(page);
    await search(page).fill("");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(location(page)).toHaveValue("");
    await expect(cardHeadings(page)).toHaveText(allNames);
    await expect(page.getByRole("button", { name: "Clear filters" })).toHaveCount(0);
  });
});

test.describe("used equipment: details dialog", () => {
  const closeWays = {
    "the Close button": (page: Page) =>
      dialog(page).getByRole("button", { name: "Close", exact: true }).click(),
    "the × button": (page: Page) =>
      dialog(page).getByRole("button", { name: "Close details" }).click(),
    Escape: (page: Page) => page.keyboard.press("Escape"),
    "a click on the backdrop": (page: Page) => page.mouse.click(8, 8),
  };

  for (const [way, close] of Object.entries(closeWays)) {
    test(`opens from Details and closes with ${way}`, async ({ page }) => {
      await gotoReady(page, `${paths.usedEquipment}?from=2016&to=2016`);
      const details = page.getByRole("button", { name: "Details of Metallizer" });
      await details.click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAccessibleName("Metallizer");
      await expect(dialog(page).getByRole("term")).toHaveText([
        "Price",
        "Manufacturer",
        "Model",
        "Manufacturer Year",
        "Condition",
        "Location",
        "Reference",
      ]);
      await expectScrollLocked(page, true);
      await expect.poll(() => query(page).get("item")).toBe("metallizer-2016");

      await close(page);
      await expect(dialog(page)).toBeHidden();
      await expectScrollLocked(page, false);
      await expect(details).toBeFocused();
      await expect.poll(() => query(page).get("item")).toBeNull();
      expect(query(page).get("from")).toBe("2016");
    });
  }

  test("a click inside the dialog does not close it", async ({ page }) => {
    await gotoReady(page, paths.usedEquipment);
    await page.getByRole("button", { name: "Details of Slitting Machine" }).click();
    await dialog(page).getByRole("heading", { name: "Slitting Machine" }).click();
    await dialog(page).getByRole("term").first().click();
    await expect(dialog(page)).toBeVisible();
  });

  test("shows the machine and passes axe while open", async ({ page }) => {
    await gotoReady(page, paths.usedEquipment);
    await page.getByRole("button", { name: "Details of CPP Film Line" }).click();
    const open = dialog(page);
    await expect(open.getByRole("heading", { level: 2 })).toHaveText("CPP Film Line");
    await expect(open.getByRole("definition")).toHaveText([
      "$1,950,000",
      "Windmöller & Hölscher",
      "FILMEX II",
      "2020",
      "Very good",
      "Foshan, China",
      "FP-1036",
    ]);
    await expect(open.getByRole("img")).toHaveCount(0); // the illustration is decorative
    await expect(open.locator("img")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectStyledClasses(page);
  });

  test(
    "Request More Info goes to the contact page with the machine as subject",
    once,
    async ({ page }) => {
      await gotoReady(page, paths.usedEquipment);
      await page.getByRole("button", { name: "Details of Extrusion Laminator" }).click();
      await dialog(page).getByRole("link", { name: "Request More Info" }).click();
      await expect(page).toHaveURL(
        `/contact?${subjectOf({ name: "Extrusion Laminator", reference: "FP-1027" })}`,
      );
      await expectScrollLocked(page, false);
    },
  );
});

test.describe("used equipment: cards", () => {
  test(
    "Inquire Now goes to the contact page with the machine as subject",
    once,
    async ({ page }) => {
      await gotoReady(page, paths.usedEquipment);
      for (const item of equipment) {
        await expect(
          page.getByRole("link", { name: `Inquire Now about ${item.name}` }),
        ).toHaveAttribute("href", `/contact?${subjectOf(item)}`);
      }
      await page.getByRole("link", { name: "Inquire Now about Gravure Printing Press" }).click();
      await expect(page).toHaveURL(
        `/contact?${subjectOf({ name: "Gravure Printing Press", reference: "FP-1024" })}`,
      );
    },
  );

  test("Quick View shows on keyboard focus and opens the details", async ({ page }) => {
    await gotoReady(page, paths.usedEquipment);
    const quickView = page.getByRole("button", { name: "Quick View of BOPP Film Line" });
    await expect(quickView).toHaveCSS("opacity", "0");
    // The order, beside the count, is the last control before the cards.
    await sortBy(page).focus();
    await page.keyboard.press("Tab");
    await expect(quickView).toBeFocused();
    await expect(quickView).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toHaveAccessibleName("BOPP Film Line");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(quickView).toBeFocused();
  });

  test("Quick View shows on hover", async ({ page }) => {
    test.skip(isPhone(page), "no hover on touch screens");
    await gotoReady(page, paths.usedEquipment);
    const quickView = page.getByRole("button", { name: "Quick View of Metallizer" });
    await expect(quickView).toHaveCSS("opacity", "0");
    await page.getByRole("heading", { name: "Metallizer" }).hover();
    await expect(quickView).toHaveCSS("opacity", "1");
    await quickView.click();
    await expect(dialog(page)).toHaveAccessibleName("Metallizer");
  });

  test("closing links: Contact Our Team and Sell Your Equipment", once, async ({ page }) => {
    await gotoReady(page, paths.usedEquipment);
    await expect(page.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute(
      "href",
      paths.contact,
    );
    await page.getByRole("link", { name: "Sell Your Equipment" }).click();
    await expect(page).toHaveURL(paths.sellEquipment);
    await expect(page.locator("h1")).toHaveText("Sell Your Equipment");
  });
});

test.describe("used equipment: shareable state", () => {
  test(
    "a shared link shows its state on arrival, before the catalogue is scrolled to",
    once,
    async ({ page }) => {
      // On a phone the catalogue starts below the first screen; the island
      // hydrates at once for a link with catalogue parameters all the same.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${paths.usedEquipment}?item=cpp-film-line-2020`);
      await expect(dialog(page)).toHaveAccessibleName("CPP Film Line");
      await expectScrollLocked(page, true);
    },
  );

  test(
    "a shared link reproduces the view, with no hydration error",
    once,
    async ({ page, context }) => {
      await gotoReady(page, paths.usedEquipment);
      await search(page).fill("line");
      await selectYear(page, "2020");
      await page.getByRole("button", { name: "Details of CPP Film Line" }).click();
      await expect(dialog(page)).toBeVisible();
      await expect.poll(() => query(page).get("item")).toBe("cpp-film-line-2020");
      const shared = page.url();

      const other = await context.newPage();
      const errors = collectErrors(other);
      await gotoReady(other, shared);
      await expect(search(other)).toHaveValue("line");
      await expect(yearFrom(other)).toHaveValue("2020");
      await expect(yearTo(other)).toHaveValue("2020");
      await expect(location(other)).toHaveValue("");
      await expect(dialog(other)).toHaveAccessibleName("CPP Film Line");
      await expectScrollLocked(other, true);

      await dialog(other).getByRole("button", { name: "Close", exact: true }).click();
      await expectScrollLocked(other, false);
      await expect(cardHeadings(other)).toHaveText(["CPP Film Line"]);
      await expect.poll(() => other.url()).toMatch(/\?q=line&from=2020&to=2020$/);
      expect(errors).toEqual([]);
    },
  );

  test("the menu link to this page starts a fresh view", once, async ({ page, shell }) => {
    await gotoReady(page, `${paths.usedEquipment}?q=press&from=2015&to=2015`);
    await expect(cardHeadings(page)).toHaveText(["Gravure Printing Press"]);
    await shell.openDropdown("Machinery");
    await shell.nav.getByRole("link", { name: "Used Equipment" }).click();
    await expect(page).toHaveURL(/\/machinery\/used-equipment$/);
    await expect(search(page)).toHaveValue("");
    await expect(yearFrom(page)).toHaveValue("");
    await expect(cardHeadings(page)).toHaveText(allNames);
  });

  test("invalid parameters are ignored", once, async ({ page }) => {
    const errors = collectErrors(page);
    await gotoReady(
      page,
      `${paths.usedEquipment}?country=Atlantis&from=99&type=spaceship&sort=cheapest&item=no-such-machine&q=press`,
    );
    await expect(search(page)).toHaveValue("press");
    await expect(location(page)).toHaveValue("");
    await expect(yearFrom(page)).toHaveValue("");
    await expect(cardHeadings(page)).toHaveText(["Gravure Printing Press"]);
    await expect(dialog(page)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("back leaves the page in one step after any number of changes", once, async ({ page }) => {
    await gotoReady(page, paths.about);
    await gotoReady(page, paths.usedEquipment);
    await search(page).pressSequentially("slit");
    await location(page).selectOption("USA");
    await page.getByRole("button", { name: "Details of Slitting Machine" }).click();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\?q=slit&country=US$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.goForward();
    await expect(page).toHaveURL(/\?q=slit&country=US$/);
    await expect(search(page)).toHaveValue("slit");
    await expect(cardHeadings(page)).toHaveText(["Slitting Machine"]);
  });
});
