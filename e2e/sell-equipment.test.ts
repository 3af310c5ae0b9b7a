import { getEdition } from "../app/i18n/editions.ts";
import { paths } from "../app/content/paths.ts";
import { localizePath, locales, type Locale } from "../app/i18n/locales.ts";
import { fillTemplate, plural } from "../app/lib/text.ts";
import { formatMoney } from "../app/lib/money.ts";
import { photoSizeLimit } from "../app/islands/offer-form/fields.ts";
import { SqliteOfferStore } from "../server/offers/sqlite-offer-store.ts";
import { decompressionBomb } from "../server/test-utils/offers.ts";

import {
  expect,
  expectNoAxeViolations,
  expectStyledClasses,
  gotoReady,
  once,
  test,
  type Page,
} from "./fixtures.ts";
import type { Uploads } from "./uploads.fixture.ts";

/**
 * The seller's page in every edition, at 1440 and 390 px: the form by
 * keyboard, its messages, photos chosen, previewed and removed, an offer
 * sent to the real production server and stored with its photos, a refused
 * file, and the plain form post without JavaScript.
 */

const copyOf = (locale: Locale) => getEdition(locale).t.sellEquipment;
const pathOf = (locale: Locale) => localizePath(paths.sellEquipment, locale);
const form = (page: Page, locale: Locale) =>
  page.getByRole("form", { name: copyOf(locale).form.title });

/** The offers the e2e server stored (its data directory, read-only). */
async function storedOffers() {
  const store = new SqliteOfferStore(process.env.E2E_DATA_DIR!, { readOnly: true });
  try {
    return await store.list({ includeSpam: true });
  } finally {
    await store.close();
  }
}

/** Chooses files through the page's own button, as a seller does. */
async function choosePhotos(
  page: Page,
  locale: Locale,
  files: Parameters<Page["setInputFiles"]>[1],
) {
  const { photos } = copyOf(locale).form;
  const chooser = page.waitForEvent("filechooser");
  await page
    .getByRole("button", { name: new RegExp(`^(${photos.add}|${photos.addMore})$`) })
    .click();
  await (await chooser).setFiles(files);
}

/** Fills every field a seller must, with `model` to find the offer again. */
async function fillOffer(page: Page, locale: Locale, model: string) {
  const { labels } = copyOf(locale).form;
  const scope = form(page, locale);
  await scope.getByLabel(labels.machineType).selectOption("gravure-printing-press");
  await scope.getByLabel(labels.manufacturer, { exact: true }).fill("Rotomec");
  await scope.getByLabel(new RegExp(`^${labels.model}`)).fill(model);
  await scope.getByLabel(labels.year).fill("2011");
  await scope.getByLabel(labels.country).selectOption("EG");
  await scope.getByLabel(labels.condition, { exact: true }).selectOption("running");
  await scope.getByLabel(new RegExp(`^${labels.askingPrice}`)).fill("380 000");
  await scope.getByLabel(labels.name, { exact: true }).fill("Karim Haddad");
  await scope.getByLabel(labels.email).fill("karim@example.com");
  await scope.getByLabel(labels.phone).fill("+20 100 123 4567");
}

for (const locale of locales) {
  test.describe(`the seller's page (${locale})`, () => {
    test("hero, how it works and the form; axe clean, empty and with every message", async ({
      page,
      cspViolations,
    }) => {
      const copy = copyOf(locale);
      await gotoReady(page, pathOf(locale));
      await expect(page.locator("h1")).toHaveText(copy.hero.title);
      await expect(
        page.getByRole("region", { name: copy.process.title }).locator("ol > li"),
      ).toHaveCount(3);
      await expectNoAxeViolations(page);
      await expectStyledClasses(page);

      // Nothing is said before the first attempt; then every required field says what it needs.
      const scope = form(page, locale);
      await expect(scope.getByText(copy.messages.manufacturerRequired)).toHaveCount(0);
      await scope.getByRole("button", { name: copy.form.submit }).click();
      await expect(scope.getByLabel(copy.form.labels.machineType)).toBeFocused();
      await expect(scope.getByLabel(copy.form.labels.machineType)).toHaveAccessibleDescription(
        copy.messages.machineTypeRequired,
      );
      for (const message of [
        copy.messages.manufacturerRequired,
        copy.messages.yearRequired,
        copy.messages.countryRequired,
        copy.messages.conditionRequired,
        copy.messages.photosRequired,
        copy.messages.nameRequired,
        copy.messages.emailRequired,
        copy.messages.phoneRequired,
      ]) {
        await expect(scope.getByText(message, { exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await expectStyledClasses(page);

      // Corrections clear their message as the seller types.
      await scope.getByLabel(copy.form.labels.manufacturer, { exact: true }).fill("Bobst");
      await expect(scope.getByText(copy.messages.manufacturerRequired)).toHaveCount(0);
      expect(await storedOffers()).not.toContainEqual(
        expect.objectContaining({ facts: expect.objectContaining({ manufacturer: "Bobst" }) }),
      );
      expect(await cspViolations()).toEqual([]);
    });

    test("photos: previewed, removed, and a HEIC or unreadable file explained", async ({
      page,
      cspViolations,
      uploads,
    }) => {
      const { photos } = copyOf(locale).form;
      await gotoReady(page, pathOf(locale));
      await choosePhotos(page, locale, [
        await uploads.photo("whole-line.jpg"),
        await uploads.photo("nameplate.jpg", 800, 600),
        { name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: Buffer.from("heic") },
        { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") },
      ]);
      const list = page.getByRole("list", { name: photos.listLabel });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      // Each preview is drawn from a blob: URL, which this page's policy allows.
      await expect(list.locator("img").first()).toHaveJSProperty("complete", true);
      expect(
        await list
          .locator("img")
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      const alert = page.getByRole("alert").filter({ hasText: "IMG_0042.HEIC" });
      await expect(alert).toContainText(
        fillTemplate(photos.problems.heic, { name: "IMG_0042.HEIC" }),
      );
      await expect(alert).toContainText(
        fillTemplate(photos.problems.unreadable, { name: "notes.jpg" }),
      );

      await page
        .getByRole("button", { name: fillTemplate(photos.remove, { name: "nameplate.jpg" }) })
        .click();
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list).not.toContainText("nameplate.jpg");
      await expectNoAxeViolations(page);
      await expectStyledClasses(page);
      expect(await cspViolations()).toEqual([]);
    });

    test("a two-photo offer reaches the server, with progress, and is stored with its photos", async ({
      page,
      cspViolations,
      uploads,
    }) => {
      const copy = copyOf(locale);
      const model = `4003 ${locale} ${test.info().project.name} ${crypto.randomUUID().slice(0, 8)}`;
      await gotoReady(page, pathOf(locale));
      const opened = Date.now();
      await fillOffer(page, locale, model);
      await choosePhotos(page, locale, [
        await uploads.photo("line.jpg", 3200, 2400),
        await uploads.photo("panel.jpg"),
      ]);
      await expect(
        page.getByRole("list", { name: copy.form.photos.listLabel }).getByRole("listitem"),
      ).toHaveCount(2, { timeout: 30_000 });
      // A person takes more than 3 seconds; faster is treated as a bot (answered, not kept).
      await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - opened)));
      await form(page, locale).getByRole("button", { name: copy.form.submit }).click();

      const thanks = page.getByRole("status").filter({ hasText: copy.form.sent.title });
      await expect(thanks).toBeVisible({ timeout: 20_000 });
      await expect(thanks).toBeFocused();
      const offer = (await storedOffers()).find((stored) => stored.facts.model === model);
      expect(offer).toMatchObject({
        channel: "script",
        edition: locale,
        spam: null,
        facts: { manufacturer: "Rotomec", year: 2011, country: "EG", askingPrice: 380000 },
      });
      expect(offer!.photos).toHaveLength(2);
      // Shrunk in the browser to 2560 px before the upload.
      expect(offer!.photos[0]).toMatchObject({ width: 2560, height: 1920 });
      // The short reference, and what the server says it received.
      await expect(thanks).toContainText(offer!.reference!);
      await expect(thanks.getByTestId("offer-received")).toContainText(
        fillTemplate(copy.form.sent.received, {
          photos: plural(copy.form.sent.photoCount, 2, getEdition(locale).intl, { count: 2 }),
          price: fillTemplate(copy.form.sent.price, {
            price: formatMoney(380000, "USD", getEdition(locale).intl),
          }),
        }),
      );
      // "Offer another machine" keeps the seller's own details, and nothing of the machine.
      await thanks.getByRole("button", { name: copy.form.sent.another }).click();
      const again = form(page, locale);
      await expect(again.getByLabel(copy.form.labels.name, { exact: true })).toHaveValue(
        "Karim Haddad",
      );
      await expect(again.getByLabel(copy.form.labels.email)).toHaveValue("karim@example.com");
      await expect(again.getByLabel(copy.form.labels.phone)).toHaveValue("+20 100 123 4567");
      await expect(again.getByLabel(new RegExp(`^${copy.form.labels.model}`))).toHaveValue("");
      await expectNoAxeViolations(page);
      await expectStyledClasses(page);
      expect(await cspViolations()).toEqual([]);
    });
  });
}

test(
  "after a network failure, sending again keeps everything and stores the offer once",
  once,
  async ({ page, uploads }) => {
    const copy = copyOf("en");
    const model = `retry ${crypto.randomUUID().slice(0, 8)}`;
    await gotoReady(page, pathOf("en"));
    const opened = Date.now();
    await fillOffer(page, "en", model);
    await choosePhotos(page, "en", [
      await uploads.photo("line.jpg"),
      await uploads.photo("plate.jpg", 800, 600),
    ]);
    await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - opened)));
    // The connection drops during the upload.
    let attempts = 0;
    await page.route("**/api/offers", async (route) => {
      attempts += 1;
      if (attempts === 1) await route.abort("connectionreset");
      else await route.continue();
    });
    const submit = form(page, "en").getByRole("button", { name: copy.form.submit });
    await submit.click();
    const failure = page.getByRole("alert").filter({ hasText: copy.form.failure.title });
    await expect(failure).toContainText(copy.form.failure.reasons.network);
    await expect(failure).toBeFocused();
    // Nothing was lost: the fields and both photos are still there.
    await expect(form(page, "en").getByLabel(/^Model/)).toHaveValue(model);
    await expect(
      page.getByRole("list", { name: copy.form.photos.listLabel }).getByRole("listitem"),
    ).toHaveCount(2);
    await submit.click();
    await expect(page.getByRole("status").filter({ hasText: copy.form.sent.title })).toBeVisible({
      timeout: 20_000,
    });
    const stored = (await storedOffers()).filter((offer) => offer.facts.model === model);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.photos).toHaveLength(2);
  },
);

/** Fills the form and chooses `count` photos, ready to send (past the 3-second trap). */
async function readyOffer(page: Page, uploads: Uploads, model: string, count: number) {
  await gotoReady(page, pathOf("en"));
  const opened = Date.now();
  await fillOffer(page, "en", model);
  await choosePhotos(
    page,
    "en",
    await Promise.all(
      Array.from({ length: count }, (_, index) =>
        uploads.photo(`photo-${index + 1}.jpg`, 1200, 900),
      ),
    ),
  );
  await expect(
    page.getByRole("list", { name: copyOf("en").form.photos.listLabel }).getByRole("listitem"),
  ).toHaveCount(count, { timeout: 30_000 });
  await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - opened)));
}

test(
  "D1: corrections after a failure that follows a stored offer are what is stored, and what the page says it received",
  once,
  async ({ page, uploads }) => {
    const copy = copyOf("en");
    const model = `d1 ${crypto.randomUUID().slice(0, 8)}`;
    await readyOffer(page, uploads, model, 3);
    await form(page, "en")
      .getByLabel(/^Asking price/)
      .fill("185000");
    // The whole offer reaches the server, then the connection is cut before the answer.
    let attempts = 0;
    await page.route("**/api/offers", async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await route.fetch();
        await route.abort("connectionreset");
      } else await route.continue();
    });
    const submit = form(page, "en").getByRole("button", { name: copy.form.submit });
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: copy.form.failure.title })).toBeVisible({
      timeout: 30_000,
    });
    // The seller corrects the price and adds a fourth photo, then sends again.
    await form(page, "en")
      .getByLabel(/^Asking price/)
      .fill("175000");
    await choosePhotos(page, "en", [await uploads.photo("photo-4.jpg", 1200, 900)]);
    await expect(
      page.getByRole("list", { name: copy.form.photos.listLabel }).getByRole("listitem"),
    ).toHaveCount(4);
    await submit.click();
    const thanks = page.getByRole("status").filter({ hasText: copy.form.sent.title });
    await expect(thanks).toBeVisible({ timeout: 30_000 });
    await expect(thanks.getByTestId("offer-received")).toHaveText(
      "We received 4 photos and an asking price of $175,000.",
    );
    const stored = (await storedOffers()).filter((offer) => offer.facts.model === model);
    // The first, complete attempt is kept as it was; the page's reference is the corrected one.
    expect(stored).toHaveLength(2);
    const reference = (await thanks.textContent())!.match(/O-\d{4}-\d{3,}/)![0];
    const corrected = stored.find((offer) => offer.reference === reference)!;
    expect(corrected.facts.askingPrice).toBe(175000);
    expect(corrected.photos).toHaveLength(4);
    expect(stored.find((offer) => offer !== corrected)!.facts.askingPrice).toBe(185000);
  },
);

test(
  "D2: the fields and photos are locked while sending; Cancel stops the upload and keeps everything",
  once,
  async ({ page, uploads }) => {
    const copy = copyOf("en");
    const model = `d2 ${crypto.randomUUID().slice(0, 8)}`;
    await readyOffer(page, uploads, model, 2);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let attempts = 0;
    await page.route("**/api/offers", async (route) => {
      attempts += 1;
      if (attempts === 1) {
        // Held until the seller cancels; the server never sees it.
        await held;
        await route.abort("aborted").catch(() => {});
      } else {
        await held;
        await route.continue();
      }
    });
    const scope = form(page, "en");
    await scope.getByRole("button", { name: copy.form.submit }).click();
    const photosList = page.getByRole("list", { name: copy.form.photos.listLabel });
    await expect(scope.getByLabel(/^Model/)).toBeDisabled();
    await expect(scope.getByLabel(copy.form.labels.machineType)).toBeDisabled();
    await expect(page.getByRole("button", { name: copy.form.photos.addMore })).toBeDisabled();
    await expect(
      photosList.getByRole("button", {
        name: fillTemplate(copy.form.photos.remove, { name: "photo-1.jpg" }),
      }),
    ).toBeDisabled();
    await scope.getByRole("button", { name: copy.form.cancel }).click();
    release();
    const cancelled = page.getByRole("status").filter({ hasText: copy.form.cancelled });
    await expect(cancelled).toBeVisible();
    await expect(scope.getByLabel(/^Model/)).toBeEnabled();
    await expect(scope.getByLabel(/^Model/)).toHaveValue(model);
    await expect(photosList.getByRole("listitem")).toHaveCount(2);

    await page.unroute("**/api/offers");
    expect((await storedOffers()).filter((offer) => offer.facts.model === model)).toEqual([]);
  },
);

test(
  "after the last byte, the page says the photos are being checked until the server answers",
  once,
  async ({ page, uploads }) => {
    const copy = copyOf("en");
    const model = `processing ${crypto.randomUUID().slice(0, 8)}`;
    const processing = fillTemplate(copy.form.processing.other!, { count: 12 });
    // No route on the request: the browser's own upload events drive the
    // progress. The server's answer, once it has come, is held back from the
    // page (DevTools' Fetch domain, at the response stage) until the page says
    // the photos are being checked: however fast the server and however slow
    // the browser, the state between the last byte and the answer is seen.
    await gotoReady(page, pathOf("en"));
    const opened = Date.now();
    await fillOffer(page, "en", model);
    // Twelve photos, the most an offer takes.
    await choosePhotos(
      page,
      "en",
      await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          uploads.photo(`photo-${index + 1}.jpg`, 1600, 1200),
        ),
      ),
    );
    await expect(
      page.getByRole("list", { name: copy.form.photos.listLabel }).getByRole("listitem"),
    ).toHaveCount(12, { timeout: 30_000 });
    await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - opened)));
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressTexts: string[] }).progressTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector("[data-testid=offer-progress]")?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const devtools = await page.context().newCDPSession(page);
    const answer = new Promise<string>((held) =>
      devtools.on("Fetch.requestPaused", (event) => held(event.requestId)),
    );
    await devtools.send("Fetch.enable", {
      patterns: [{ urlPattern: "*/api/offers", requestStage: "Response" }],
    });
    await form(page, "en").getByRole("button", { name: copy.form.submit }).click();
    const requestId = await answer;
    // The server has answered; the page, which has not heard yet, says it is checking.
    await expect(page.getByTestId("offer-progress")).toHaveText(processing);
    await devtools.send("Fetch.continueRequest", { requestId });
    await expect(page.getByRole("status").filter({ hasText: copy.form.sent.title })).toBeVisible();
    await devtools.detach();
    const seen = await page.evaluate(
      () => (window as unknown as { progressTexts: string[] }).progressTexts,
    );
    expect(seen.at(-1)).toBe(processing);
    const stored = (await storedOffers()).filter((offer) => offer.facts.model === model);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.photos).toHaveLength(12);
  },
);

// One test per width: each walks one page, and the two run side by side.
for (const width of [390, 1440]) {
  test(`the WhatsApp button never covers a form control (${width} px)`, once, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, pathOf("ar"));
    // Scrolled through the form, step by step: wherever the button shows, no
    // control is under it. The walk runs in the page: at each step a scroll
    // (instant: a smooth one would still be under way at the look), two
    // frames for the button to step aside (the scroll event's frame runs its
    // check: whatsapp-clear.ts), however slow the host, and the end of its
    // fade, then a look.
    const walk = await page.evaluate(async () => {
      const button = document.querySelector<HTMLElement>("[data-floating-whatsapp]")!;
      const found: string[] = [];
      let aside = 0;
      let formInView = 0;
      const height = document.documentElement.scrollHeight;
      for (let y = 0; y < height; y += 300) {
        window.scrollTo({ top: y, behavior: "instant" });
        for (let frame = 0; frame < 2; frame++) {
          await new Promise((done) => requestAnimationFrame(done));
        }
        await Promise.all(button.getAnimations().map((animation) => animation.finished));
        if (button.hasAttribute("data-covered")) aside += 1;
        const form = document.querySelector("form")!.getBoundingClientRect();
        if (form.top < window.innerHeight && form.bottom > 0) formInView += 1;
        // Shown as Playwright's isVisible() has it: a box, and not visibility: hidden.
        const rect = button.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (!button.checkVisibility({ visibilityProperty: true })) continue;
        const under = [
          ...document.querySelectorAll(
            "form input:not([type=hidden]), form select, form textarea, form button",
          ),
        ]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => element.getBoundingClientRect())
          .filter(
            (r) =>
              r.left < rect.right &&
              r.right > rect.left &&
              r.top < rect.bottom &&
              r.bottom > rect.top,
          ).length;
        if (under > 0) found.push(`scrolled to ${y}: ${under} controls under the button`);
      }
      return { found, aside, formInView };
    });
    expect(walk.found, `at ${width} px`).toEqual([]);
    // The walk did pass over the form; on a phone the form spans the screen,
    // so the button had to step aside.
    expect(walk.formInView, "steps with the form in view").toBeGreaterThan(3);
    if (width < 992) expect(walk.aside, "steps where the button stepped aside").toBeGreaterThan(0);
  });
}

test.describe("the seller's page without JavaScript", once, () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`${locale}: the plain form post sends the original photos and lands on the thank-you`, async ({
      page,
      uploads,
    }) => {
      const copy = copyOf(locale);
      const model = `no-js ${locale} ${crypto.randomUUID().slice(0, 8)}`;
      await page.goto(pathOf(locale));
      await fillOffer(page, locale, model);
      await page
        .getByLabel(copy.form.labels.photos)
        .setInputFiles([await uploads.photo("a.jpg"), await uploads.photo("b.jpg", 900, 700)]);
      // Without JavaScript there is no start time: nothing makes it look automated.
      await form(page, locale).getByRole("button", { name: copy.form.submit }).click();
      const offer = (await storedOffers()).find((stored) => stored.facts.model === model);
      await expect(page).toHaveURL(`${pathOf(locale)}?sent=1&ref=${offer!.reference}#offer-sent`);
      await expect(page.getByText(copy.form.sent.title)).toBeVisible();
      expect(offer).toMatchObject({ channel: "form", edition: locale, spam: null });
      expect(offer!.photos).toHaveLength(2);
    });
  }

  test("a refused offer comes back with the values, the message and the photos to choose again", async ({
    page,
    uploads,
  }) => {
    const copy = copyOf("fr");
    await page.goto(pathOf("fr"));
    await fillOffer(page, "fr", "no-js invalid");
    await form(page, "fr").getByLabel(copy.form.labels.year).fill("1900");
    await page
      .getByLabel(copy.form.labels.photos)
      .setInputFiles([await uploads.photo("plaque.jpg")]);
    await form(page, "fr").getByRole("button", { name: copy.form.submit }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.form.failure.title);
    await expect(page.getByLabel(copy.form.labels.year)).toHaveValue("1900");
    await expect(page.getByLabel(copy.form.labels.year)).toHaveAccessibleDescription(/1950/);
    await expect(page.getByLabel(copy.form.labels.manufacturer, { exact: true })).toHaveValue(
      "Rotomec",
    );
    await expect(page.getByText(copy.serverPage.chooseAgain)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "plaque.jpg" })).toBeVisible();
  });
});

test.describe("messages that say what happened, without JavaScript", once, () => {
  test.use({ javaScriptEnabled: false });

  /** The first bytes of an iPhone photo: an ISO media file of the HEIC brand. */
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
    Buffer.alloc(2000, 7),
  ]);

  test("HEIC, too many pixels and a text too long: each explained, with the form and values kept", async ({
    page,
  }) => {
    const copy = copyOf("en");
    await page.goto(pathOf("en"));
    await fillOffer(page, "en", "no-js messages");
    // A description pasted far past the form's limit (the browser's own limit taken off).
    const description = form(page, "en").getByLabel(/^Description/);
    await description.evaluate((field) => field.removeAttribute("maxlength"));
    await description.fill("Long text. ".repeat(3000));
    await page
      .getByLabel(copy.form.labels.photos)
      .setInputFiles([{ name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: heic }]);
    await form(page, "en").getByRole("button", { name: copy.form.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.form.failure.title);
    await expect(
      page
        .getByText(fillTemplate(copy.form.photos.problems.heic, { name: "IMG_0042.HEIC" }))
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel(/^Description/)).toHaveAccessibleDescription(
      /Description must be 5,000 characters or fewer/,
    );
    await expect(page.getByLabel(copy.form.labels.name, { exact: true })).toHaveValue(
      "Karim Haddad",
    );

    // Sent again from this page, with a decompression bomb.
    await page.getByLabel(/^Description/).fill("Eight colours.");
    await page
      .getByLabel(copy.form.labels.photos)
      .setInputFiles([{ name: "bomb.png", mimeType: "image/png", buffer: decompressionBomb() }]);
    await page.getByRole("button", { name: copy.form.submit }).click();
    await expect(
      page
        .getByText(fillTemplate(copy.form.photos.problems.tooManyPixels, { name: "bomb.png" }))
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel(/^Description/)).toHaveValue("Eight colours.");
  });

  test("a photo over 25 MB: the form again, with the values and the advice", async ({
    page,
    uploads,
  }) => {
    // 25 MB through the browser's own form post: room for a slow host.
    test.setTimeout(180_000);
    const copy = copyOf("ar");
    await page.goto(pathOf("ar"));
    await fillOffer(page, "ar", "no-js too big");
    // A file on disk, as the seller's is: the browser reads it from there,
    // rather than taking 25 MB through the test protocol.
    await page
      .getByLabel(copy.form.labels.photos)
      .setInputFiles(uploads.file("huge.jpg", 25 * 1024 * 1024 + 4096));
    await Promise.all([
      page.waitForURL(/\/api\/offers$/, { timeout: 150_000 }),
      form(page, "ar").getByRole("button", { name: copy.form.submit }).click({ noWaitAfter: true }),
    ]);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(
      page
        .getByText(
          fillTemplate(copy.form.photos.problems.tooBig, {
            name: "huge.jpg",
            size: photoSizeLimit(getEdition("ar").intl),
          }),
        )
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel(copy.form.labels.name, { exact: true })).toHaveValue(
      "Karim Haddad",
    );
    await expect(page.getByRole("button", { name: copy.form.submit })).toBeVisible();
  });
});

test("the server's page for a refused offer passes axe", once, async ({ page, request }) => {
  // The page a browser without JavaScript gets (axe itself needs script to run).
  const response = await request.post("/api/offers", {
    headers: { accept: "text/html" },
    multipart: { edition: "ar", manufacturer: "", year: "1900", name: "كريم" },
  });
  expect(response.status()).toBe(400);
  await page.setContent(await response.text());
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoAxeViolations(page);
  await expectStyledClasses(page);
});

test(
  "the page is reached from the machinery pages' 'Sell Your Equipment'",
  once,
  async ({ page }) => {
    await gotoReady(page, paths.machineryDivision);
    await page.getByRole("link", { name: "Sell Your Equipment" }).click();
    await expect(page).toHaveURL(paths.sellEquipment);
    await expect(page.locator("h1")).toHaveText(copyOf("en").hero.title);
  },
);
