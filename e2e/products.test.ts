import { company } from "../app/content/company.ts";
import { paths } from "../app/content/paths.ts";
import { enquirySubject } from "../app/i18n/routes.ts";
import { productPath } from "../app/i18n/links.ts";
import { catalogue } from "../app/content/product-details.ts";
import { type Product } from "../app/content/products.ts";
import { productPage as productPageCopy } from "../app/content/product-page.ts";

import { expect, gotoReady, isPhone, once, settleReveals, test, type Page } from "./fixtures.ts";

const pathOf = (product: Product) => `/products/${product.slug}`;

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const specifications = (page: Page) => region(page, "Technical Specifications");
const range = (page: Page) => region(page, "Product Range");
const applications = (page: Page) => region(page, "Applications");
const features = (page: Page) => region(page, "Key Features");
/** The closing band, a region named by its heading. */
const closingBand = (page: Page, product: Product) => region(page, product.closing.title);
const subjectField = (page: Page) => page.getByRole("textbox", { name: "Subject", exact: true });

async function box(page: Page, locator: ReturnType<Page["locator"]>) {
  const rect = await locator.boundingBox();
  expect(rect).not.toBeNull();
  return rect!;
}

test.describe("product pages", () => {
  for (const product of catalogue) {
    test(
      `${product.name}: heading, specifications, range, applications and a call to action that reaches the sample request or /contact`,
      once,
      async ({ page }) => {
        await gotoReady(page, pathOf(product));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
        await expect(page).toHaveTitle(`${product.name} | ${company.name}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          product.summary,
        );
        await expect(page.getByRole("img", { name: product.illustration.alt })).toBeVisible();

        if (product.specifications) {
          const card = specifications(page);
          await expect(card.getByRole("term")).toHaveText(
            product.specifications.map((s) => s.label),
          );
          await expect(card.getByRole("definition")).toHaveText(
            product.specifications.map((s) => s.value),
          );
        } else {
          await expect(specifications(page)).toHaveCount(0);
        }

        if (product.ranges) {
          const groups = range(page).getByRole("heading", { level: 3 });
          await expect(groups).toHaveText(product.ranges.map((group) => group.title));
          const grades = product.ranges.flatMap((group) => group.items ?? []);
          await expect(range(page).getByRole("listitem")).toHaveText(grades);
        } else {
          await expect(range(page)).toHaveCount(0);
        }

        await expect(applications(page).getByRole("listitem")).toHaveText([
          ...product.applications,
        ]);
        await expect(features(page).getByRole("heading", { level: 3 })).toHaveText(
          product.features.map((feature) => feature.title),
        );

        // The page ends in a call to action: a film's "Request Samples" opens the
        // sample request with the film chosen, the others the contact form about it.
        const cta = closingBand(page, product).getByRole("link", {
          name: productPageCopy.calls[product.cta].label,
          exact: true,
        });
        await expect(cta).toBeVisible();
        await cta.click();
        if (product.cta === "samples") {
          await expect(page).toHaveURL(`${paths.sampleRequest}?product=${product.slug}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Film Samples");
          await expect(page.getByRole("combobox", { name: "Film", exact: true })).toHaveValue(
            product.slug,
          );
        } else {
          await expect(page).toHaveURL(/\/contact\?subject=/);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
          await expect(subjectField(page)).toHaveValue(enquirySubject(product));
        }
      },
    );
  }

  for (const product of catalogue) {
    test(
      `${product.name}: the prerendered HTML already holds the specification and applications`,
      once,
      async ({ request }) => {
        const html = await (await request.get(pathOf(product))).text();
        for (const row of product.specifications ?? []) {
          expect(html).toMatch(new RegExp(`<dt[^>]*>${row.label}</dt><dd[^>]*>${row.value}</dd>`));
        }
        for (const application of product.applications) expect(html).toContain(application);
      },
    );
  }

  test(
    "the hero's call to action names the product in the contact subject",
    once,
    async ({ page }) => {
      await gotoReady(page, productPath("high-barrier-films"));
      const hero = page.getByRole("link", { name: "Request More Information" }).first();
      await hero.click();
      await expect(page).toHaveURL(
        /\/contact\?subject=Information\+request%3A\+High\+Barrier\+Films$/,
      );
      await expect(subjectField(page)).toHaveValue("Information request: High Barrier Films");
    },
  );

  test("the hero's second button jumps to the specification", async ({ page }) => {
    await gotoReady(page, productPath("pet-films"));
    await page.getByRole("link", { name: "View Specifications" }).click();
    await expect(page).toHaveURL(/#specifications$/);
    await expect(specifications(page)).toBeInViewport();
  });

  test("the hero is never hidden by a scroll reveal", async ({ page }) => {
    await gotoReady(page, productPath("adhesives"));
    const hidden = page.locator('[data-reveal="hidden"]');
    await expect(hidden.filter({ has: page.getByRole("heading", { level: 1 }) })).toHaveCount(0);
    await expect(hidden.filter({ has: page.getByRole("img", { name: /drums/ }) })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Contact Our Team" }).first()).toBeInViewport();
  });

  test("the sidebar sits beside the content on desktop and below it on phones", async ({
    page,
  }) => {
    for (const slug of ["bopp-films", "adhesives"] as const) {
      await gotoReady(page, productPath(slug));
      await settleReveals(page);
      const content = await box(page, features(page));
      for (const card of [specifications(page), applications(page)]) {
        const rect = await box(page, card);
        if (isPhone(page)) {
          expect(rect.y, slug).toBeGreaterThanOrEqual(content.y + content.height);
        } else {
          expect(rect.x, slug).toBeGreaterThanOrEqual(content.x + content.width);
          expect(rect.y, slug).toBeLessThan(content.y + content.height);
        }
      }
    }
    const rangeCard = await box(page, range(page));
    const content = await box(page, features(page));
    if (isPhone(page)) expect(rangeCard.y).toBeGreaterThanOrEqual(content.y + content.height);
    else expect(rangeCard.x).toBeGreaterThanOrEqual(content.x + content.width);
  });

  test("the sidebar's enquiry card offers the phone and email on desktop only", async ({
    page,
  }) => {
    await gotoReady(page, productPath("cpp-films"));
    const enquiry = region(page, "Send Us Your Requirements");
    if (isPhone(page)) {
      await expect(enquiry).toBeHidden();
      return;
    }
    await expect(enquiry.getByRole("link", { name: company.phone.display })).toHaveAttribute(
      "href",
      `tel:${company.phone.e164}`,
    );
    // A film's samples are asked for with the sample request, the film chosen.
    await enquiry.getByRole("link", { name: "Request Samples" }).click();
    await expect(page).toHaveURL(/\/sample-request\?product=cpp-films$/);
    await gotoReady(page, page.url());
    await expect(
      page
        .getByRole("form", { name: "Your Sample Request" })
        .getByRole("combobox", { name: "Film" }),
    ).toHaveValue("cpp-films");
  });

  for (const path of ["/products/foo", "/products"]) {
    test(`an unknown product path (${path}) lands on home`, once, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("a menu link opens a product page, with its content in the prerendered HTML", async ({
    page,
    shell,
  }) => {
    const adhesives = catalogue.find((product) => product.slug === "adhesives")!;
    await gotoReady(page, "/about");
    await shell.openDropdown("Products");
    await shell.nav.getByRole("link", { name: adhesives.navLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(adhesives)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adhesives.name);
    await expect(specifications(page).getByRole("definition").first()).toHaveText(
      adhesives.specifications![0]!.value,
    );
  });

  test("no script of the site carries the catalogue's page content", once, async ({ request }) => {
    // Product content is HTML of its own page only; no script (the site's
    // module, the islands and their imports) carries it.
    const scripts = new Set<string>();
    const inline: string[] = [];
    for (const path of ["/", pathOf(catalogue[0]!), paths.usedEquipment, paths.contact]) {
      const html = await (await request.get(path)).text();
      for (const [, src] of html.matchAll(
        /(?:src|component-url|renderer-url)="(\/assets\/[^"]+\.js)"/g,
      )) {
        scripts.add(src!);
      }
      for (const [, code] of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
        inline.push(code!);
      }
    }
    // The islands' components and renderer, the site module written into each page, and
    // the roll calculator's written into the film page (BOPP, the catalogue's first).
    expect(scripts.size).toBeGreaterThan(2);
    expect(inline).toHaveLength(5);
    const codes = [...inline];
    for (const src of scripts) codes.push(await (await request.get(src)).text());
    for (const code of codes) {
      for (const product of catalogue) expect(code).not.toContain(product.lead);
    }
  });

  test(
    "BOPP: the grade table reads by its headers and its data sheet is a PDF (French)",
    once,
    async ({ page, request }) => {
      await gotoReady(page, `/fr${productPath("bopp-films")}`);
      const table = page.getByRole("table", { name: /Films BOPP/ });
      await expect(table.getByRole("columnheader")).toHaveCount(7); // property, five grades, method
      const yieldRow = table.getByRole("row").filter({
        has: page.getByRole("rowheader", { name: /Rendement/ }),
      });
      // French decimals, and the unit in the row header.
      await expect(yieldRow.getByRole("cell").first()).toHaveText("54,9");
      await expect(yieldRow.getByRole("rowheader")).toContainText("m²/kg");
      await expect(page.getByRole("region", { name: /Films BOPP/ })).toHaveAttribute(
        "tabindex",
        "0",
      );

      const link = page.getByRole("link", { name: "Fiche technique (PDF)" });
      const response = await request.get((await link.getAttribute("href"))!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const body = await response.body();
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      expect(body.length).toBeLessThan(200 * 1024);
    },
  );
});
