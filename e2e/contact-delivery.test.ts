import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

import { paths } from "../app/content/paths.ts";

import { expect, gotoReady, once, test, type Page } from "./fixtures.ts";

/**
 * The contact form against the real production server, nothing intercepted:
 * the message is sent, the visitor is thanked, and `npm run inquiries`
 * shows it. With JavaScript and without.
 */

const SENT = "Thank you for your message! We will get back to you soon.";

/** What `npm run inquiries -- --csv` prints for the e2e server's data directory. */
function storedCsv(): string {
  return execFileSync(
    process.execPath,
    [resolve(import.meta.dirname, "../scripts/inquiries.ts"), "--csv"],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: "utf8",
    },
  );
}

const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });
const field = (page: Page, name: string) =>
  form(page).getByRole("textbox", { name: name === "Phone" ? /^Phone/ : name, exact: true });

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

const message = (label: string) =>
  `${label} ${crypto.randomUUID()}: please quote 20 tonnes of BOPP.`;

test.describe("sending a message to the production server", once, () => {
  test("with JavaScript: thanked, and stored once", async ({ page }) => {
    const text = message("Script");
    await gotoReady(page, paths.contact);
    // The form notes when it was shown once React has hydrated it.
    const opened = Date.now();
    await fill(page, {
      Name: "Amina Yusuf",
      Email: "amina@example.com",
      Subject: "BOPP quote",
      Message: text,
    });
    // A person takes more than 3 seconds; faster is treated as a bot (answered, not kept).
    await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - opened)));
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const status = form(page).getByRole("status");
    await expect(status).toContainText(SENT, { timeout: 10_000 });
    await expect(status).toContainText("We answer within one working day.");
    const reference = /Your reference: (C-\d{4}-\d{3,})\./.exec((await status.textContent())!)?.[1];
    expect(reference).toBeDefined();
    await expect(field(page, "Message")).toHaveValue("");

    const rows = storedCsv()
      .split("\r\n")
      .filter((row) => row.includes(text));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain("amina@example.com");
    expect(rows[0]).toContain(",form,");
    // The reference shown is the stored message's.
    expect(rows[0]).toContain(`,${reference},`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the plain form post lands on the thank-you and is stored", async ({ page }) => {
      const text = message("Plain");
      await page.goto(paths.contact);
      await fill(page, {
        Name: "Jean Dupont",
        Email: "jean@example.fr",
        Subject: "Used slitter",
        Message: text,
      });
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/contact\?sent=1&ref=C-\d{4}-\d{3,}#message-sent$/);
      // The page lands on the thank-you, not on the empty form above it.
      await expect(page.getByText(SENT)).toBeInViewport();

      const rows = storedCsv()
        .split("\r\n")
        .filter((row) => row.includes(text));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(",form without JavaScript,");
    });

    test("an address the server refuses comes back with the text kept, and can be corrected", async ({
      page,
    }) => {
      const text = message("Corrected");
      await page.goto(paths.contact);
      // The browser's own check passes "jean@example"; the shared schema does not.
      await fill(page, {
        Name: "Jean Dupont",
        Email: "jean@example",
        Subject: "Used slitter",
        Message: text,
      });
      await form(page).getByRole("button", { name: "Send Message" }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Your message was not sent.",
      );
      const email = page.getByRole("textbox", { name: "Email" });
      await expect(email).toHaveAccessibleDescription("Please enter a valid email");
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(text);
      await page.getByRole("link", { name: "Email: Please enter a valid email" }).click();
      await expect(email).toBeFocused();

      await email.fill("jean@example.fr");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText(SENT)).toBeVisible();
      expect(
        storedCsv()
          .split("\r\n")
          .filter((row) => row.includes(text)),
      ).toHaveLength(1);
    });
  });
});
