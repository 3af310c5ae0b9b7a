import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

import { getEdition } from "../app/i18n/editions.ts";
import { productPath } from "../app/i18n/links.ts";

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
 * The film sample request from the BOPP page against the real production
 * server, with JavaScript and without: the film page opens the form, the
 * visitor sends it, is thanked with its S- reference (with JavaScript) and
 * the reply time, and `npm run inquiries` shows it stored as a sample.
 */

const BOPP = productPath("bopp-films");

/** What `npm run inquiries -- --csv` prints for the e2e server's data directory. */
function storedRows(marker: string): string[] {
  const csv = execFileSync(
    process.execPath,
    [resolve(import.meta.dirname, "../scripts/inquiries.ts"), "--csv"],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: "utf8" },
  );
  return csv.split("\r\n").filter((row) => row.includes(marker));
}

const form = (page: Page) => page.getByRole("form", { name: "Your Sample Request" });

async function fillRest(page: Page, application: string) {
  const sample = form(page);
  await sample.getByRole("textbox", { name: "Trial quantity" }).fill("50");
  await sample.getByRole("textbox", { name: "Application" }).fill(application);
  await sample.getByRole("combobox", { name: "Delivery country" }).selectOption("MA");
  await sample.getByRole("textbox", { name: "City or port" }).fill("Casablanca port");
  await sample.getByRole("textbox", { name: "Company" }).fill("Atlas Converting");
  await sample.getByRole("textbox", { name: "Name" }).fill("Youssef Benali");
  await sample.getByRole("textbox", { name: "Email" }).fill("youssef@atlas.example");
  await sample.getByRole("textbox", { name: "Phone" }).fill("+212 522 000 000");
}

test.describe("a sample request from the BOPP page", once, () => {
  test("with JavaScript: the film and grade come prefilled, errors point at their field, the reference comes back", async ({
    page,
  }) => {
    const application = `Biscuit packs ${crypto.randomUUID()}`;
    await gotoReady(page, BOPP);
    await page
      .getByRole("list", { name: "Request a sample of one grade:" })
      .getByRole("link", { name: "Heat-sealable, coextruded" })
      .click();
    await expect(page).toHaveURL(/\/sample-request\?product=bopp-films&grade=bopp-heat-sealable$/);
    await gotoReady(page, page.url());
    const sample = form(page);
    await expect(sample.getByRole("combobox", { name: "Film" })).toHaveValue("bopp-films");
    const grade = sample.getByRole("combobox", { name: "Grade" });
    await expect(grade).toHaveValue("bopp-heat-sealable");
    // Only BOPP's grades once the film is chosen.
    await expect(grade.locator("option")).toHaveCount(6);
    const opened = Date.now();

    await sample.getByRole("button", { name: "Send Sample Request" }).click();
    const quantity = sample.getByRole("textbox", { name: "Trial quantity" });
    await expect(quantity).toBeFocused();
    await expect(quantity).toHaveAccessibleDescription("Please give the trial quantity");

    await sample.getByRole("textbox", { name: "Thickness in µm" }).fill("١٢٫٥");
    await fillRest(page, application);
    // A person takes more than 3 seconds; faster is treated as a bot (answered, not kept).
    await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - opened)));
    await sample.getByRole("button", { name: "Send Sample Request" }).click();
    const status = sample.getByRole("status");
    await expect(status).toContainText("Thank you: your sample request S-", { timeout: 10_000 });
    await expect(status).toContainText("is with our films desk.");
    await expect(status).toContainText("We answer within one working day.");
    await expect(sample.locator("#sample-sent")).toBeFocused();
    const reference = /(S-\d{4}-\d{3,})/.exec((await status.textContent())!)![1]!;

    const rows = storedRows(application);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`,${reference},`);
    expect(rows[0]).toContain("sample");
    expect(rows[0]).toContain("Grade: Heat-sealable, coextruded");
    expect(rows[0]).toContain("Thickness: 12.5 µm");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page's button leads to the form, which posts and lands on the thank-you", async ({
      page,
    }) => {
      const application = `Coffee sachets ${crypto.randomUUID()}`;
      await page.goto(BOPP);
      await page.getByRole("link", { name: "Request Samples" }).first().click();
      await expect(page).toHaveURL(/\/sample-request\?product=bopp-films$/);
      // The static page cannot read the query: the visitor chooses the film and grade.
      const sample = form(page);
      await sample.getByRole("combobox", { name: "Film" }).selectOption("bopp-films");
      await sample.getByRole("combobox", { name: "Grade" }).selectOption("bopp-matte");
      await fillRest(page, application);
      await page.waitForTimeout(3200);
      await sample.getByRole("button", { name: "Send Sample Request" }).click();

      await expect(page).toHaveURL(/\/sample-request\?sent=1&ref=S-\d{4}-\d{3,}#sample-sent$/);
      const thanks = page.locator("#sample-sent");
      await expect(thanks).toBeVisible();
      await expect(thanks).toContainText("Thank you: your sample request is with our films desk.");
      const reference = new URL(page.url()).searchParams.get("ref")!;
      const rows = storedRows(application);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(`,${reference},`);
      expect(rows[0]).toContain("Grade: Matte, heat-sealable");
    });
  });
});

test("in Arabic, right to left, the form is accessible with its errors shown", async ({ page }) => {
  const { form: copy, messages } = getEdition("ar").t.sampleRequest;
  await gotoReady(page, "/ar/sample-request?product=pet-films");
  const sample = page.getByRole("form", { name: copy.title });
  await expect(sample.getByRole("combobox", { name: copy.labels.product })).toHaveValue(
    "pet-films",
  );
  await sample.getByRole("textbox", { name: copy.labels.email }).fill("amina@");
  await sample.getByRole("button", { name: copy.submit }).click();
  const quantity = sample.getByRole("textbox", { name: copy.labels.quantity });
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveAccessibleDescription(messages.quantityRequired);
  await expect(sample.getByRole("textbox", { name: copy.labels.email })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(page);
  await expectStyledClasses(page);
});
