import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

import { paths } from "../app/content/paths.ts";

import {
  expect,
  expectNoAxeViolations,
  expectStyledClasses,
  gotoReady,
  once,
  test,
  type Page,
} from "./fixtures.ts";

/**
 * The machine alert's form against the real production server: reached from
 * an empty search with the criteria prefilled, sent without JavaScript, and
 * the same answer for a new and a known address. The emails and links are
 * tested in server/alerts/.
 */

/** What `npm run alerts -- --pending --csv` prints for the e2e server's data directory. */
function storedCsv(): string {
  return execFileSync(
    process.execPath,
    [resolve(import.meta.dirname, "../scripts/alerts.ts"), "--pending", "--csv"],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: "utf8" },
  );
}

const SENT =
  "If this address can receive our alerts, we have just sent it a link to confirm. Nothing else is sent until the link is opened, and it expires in 7 days.";

async function subscribe(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Your email" }).fill(email);
  await page.getByRole("checkbox", { name: /^I agree/ }).check();
  // A person takes longer than the time trap's 3 seconds.
  await page.waitForTimeout(3200);
  await page.getByRole("button", { name: "Create my alert" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  return (await page.locator("main").innerText()).includes(SENT);
}

test.describe("machine alerts", () => {
  test("the empty search's link opens the form with its criteria prefilled, and it is accessible", async ({
    page,
    cspViolations,
  }) => {
    await gotoReady(page, `${paths.usedEquipment}?type=metallizer&country=US&q=foil&from=2010`);
    await page.getByRole("link", { name: "Tell me when a match is listed" }).click();
    await expect(page).toHaveURL(
      /\/api\/alerts\?lang=en&type=metallizer&from=2010&country=US&q=foil$/,
    );
    await expect(page.getByRole("combobox", { name: "Machine type" })).toHaveValue("metallizer");
    await expect(page.getByRole("combobox", { name: "Built from" })).toHaveValue("2010");
    await expect(page.getByRole("combobox", { name: "Built up to" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Country where the machine is" })).toHaveValue(
      "US",
    );
    await expect(page.getByRole("textbox", { name: "Words to look for" })).toHaveValue("foil");
    await expect(page.getByRole("combobox", { name: "Language of the emails" })).toHaveValue("en");
    await expectNoAxeViolations(page);
    await expectStyledClasses(page);
    expect(await cspViolations()).toEqual([]);
  });

  test("the Arabic form is right to left, accessible, and within its policy", async ({
    page,
    cspViolations,
  }) => {
    await page.goto("/api/alerts?lang=ar&type=slitting-machine");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("combobox", { name: "نوع الآلة" })).toHaveValue("slitting-machine");
    await expectNoAxeViolations(page);
    await expectStyledClasses(page);
    expect(await cspViolations()).toEqual([]);
  });

  test.describe("without JavaScript", once, () => {
    test.use({ javaScriptEnabled: false });

    test("a new and a known address get the same answer, and the request is stored once", async ({
      page,
    }) => {
      const email = `buyer-${crypto.randomUUID()}@example.com`;
      const form = "/api/alerts?lang=en&type=cpp-film-line&from=2015";
      await page.goto(form);
      expect(await subscribe(page, email)).toBe(true);
      const first = await page.locator("main").innerHTML();
      await page.goto(form);
      expect(await subscribe(page, email)).toBe(true);
      expect(await page.locator("main").innerHTML()).toBe(first);

      const rows = storedCsv()
        .split("\r\n")
        .filter((row) => row.startsWith(email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(",cpp-film-line,2015,,,,English (en),pending,");
    });
  });
});
