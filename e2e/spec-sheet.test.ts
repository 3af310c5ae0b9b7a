import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { getEdition } from "../app/i18n/editions.ts";
import { machinePath } from "../app/i18n/links.ts";
import { localizePath, locales, type Locale } from "../app/i18n/locales.ts";

import { expect, gotoReady, once, test, type Page } from "./fixtures.ts";
import { machines, machineText } from "./site-data.ts";

/**
 * The spec sheet: a PDF per machine and edition that the machine page links
 * to, read back the way a buyer's reader reads it (poppler's pdftotext and
 * pdfinfo, Debian's poppler-utils); and the machine page itself on paper.
 */

const run = promisify(execFile);
const MAX_SHEET_BYTES = 400 * 1024;
const A4 = { format: "A4" } as const;

const withPhotos = machines.find((machine) => machine.photos.length > 0)!;
const withoutPhotos = machines.find((machine) => machine.photos.length === 0)!;
/** The machine with the most to say: the longest description and spec list. */
const longest = [...machines].sort(
  (a, b) =>
    b.description.length + b.specs.length * 60 - (a.description.length + a.specs.length * 60),
)[0]!;

async function poppler(
  tool: "pdftotext" | "pdfinfo",
  pdf: Buffer,
  options: string[] = [],
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "spec-sheet-"));
  try {
    const file = join(dir, "sheet.pdf");
    await writeFile(file, pdf);
    const args = tool === "pdftotext" ? [...options, file, "-"] : [...options, file];
    const { stdout } = await run(tool, args, { encoding: "utf8" }).catch((error: unknown) => {
      throw new Error(
        `${tool} failed (Debian: apt-get install poppler-utils): ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    // pdftotext marks right-to-left runs with bidi embedding controls; the letters are what count.
    return stdout.replace(/[\u202a-\u202e\u2066-\u2069]/g, "");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The machine page's link to its sheet, followed: the PDF's bytes and headers. */
async function openSheet(page: Page, locale: Locale, slug: string) {
  await gotoReady(page, localizePath(machinePath(slug), locale));
  const copy = getEdition(locale).t.usedEquipment.machine.specSheet;
  const link = page.getByRole("link", { name: copy.link, exact: true });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toBe(localizePath(`${machinePath(slug)}/spec-sheet.pdf`, locale));
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  const pdf = await response.body();
  return { pdf, response, link };
}

test.describe("spec sheet", () => {
  for (const locale of locales) {
    test(
      `${locale}: the page links its sheet, a PDF with the reference and the name`,
      once,
      async ({ page }) => {
        const { pdf, response } = await openSheet(page, locale, withPhotos.slug);
        expect(response.headers()["content-type"]).toBe("application/pdf");
        expect(response.headers()["content-disposition"]).toContain(`${withPhotos.slug}`);
        expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(pdf.length).toBeLessThanOrEqual(MAX_SHEET_BYTES);

        // The size beside the link is this file's.
        const size = page.locator("#spec-sheet-size");
        const shown = Number.parseInt((await size.textContent())!.replace(/\D/g, ""), 10);
        expect(Math.abs(shown - pdf.length / 1000)).toBeLessThanOrEqual(1);

        const text = await poppler("pdftotext", pdf);
        expect(text).toContain(withPhotos.reference);
        // Arabic names: the next test (poppler reverses letters inside ligature glyphs).
        if (locale !== "ar") expect(text).toContain(machineText(withPhotos.slug, locale).name);
        const info = await poppler("pdfinfo", pdf);
        expect(info).toMatch(/^Pages:\s+[12]$/m);
        expect(info).toMatch(/^Page size:\s+595\.\d* x 841\.\d* pts \(A4\)$/m);
      },
    );
  }

  for (const machine of machines) {
    test(
      `ar: ${machine.slug}'s sheet reads in logical order, right to left`,
      once,
      async ({ page }) => {
        const { pdf } = await openSheet(page, "ar", machine.slug);
        const text = await poppler("pdftotext", pdf);
        const name = machineText(machine.slug, "ar").name;
        // Ligature glyphs (لا, لي) included: see app/templates/spec-sheet/rtl-clusters.ts.
        expect(text).toContain(name);
        expect(text).toContain(machine.reference);
        const info = await poppler("pdfinfo", pdf);
        expect(info).toContain(`Title:           ${name} (${machine.reference})`);
      },
    );
  }

  for (const locale of locales) {
    test(
      `${locale}: no sheet leaves the contacts alone on a second page`,
      once,
      async ({ request }) => {
        const { t } = getEdition(locale);
        for (const machine of machines) {
          const path = localizePath(`${machinePath(machine.slug)}/spec-sheet.pdf`, locale);
          const pdf = await (await request.get(path)).body();
          const pages = Number(/^Pages:\s+(\d+)$/m.exec(await poppler("pdfinfo", pdf))![1]);
          expect(pages, path).toBeLessThanOrEqual(2);
          if (pages === 1) continue;
          // A second page carries the end of the text, not only the contacts' box.
          const second = await poppler("pdftotext", pdf, ["-f", "2", "-l", "2"]);
          const copy = t.usedEquipment.machine.specSheet;
          const boxAndFooter = [
            copy.contactTitle,
            copy.contactBody,
            copy.footnote,
            copy.soldFootnote,
          ];
          let rest = second.replace(/\s+/g, " ");
          for (const words of boxAndFooter) rest = rest.replace(words.replace(/\s+/g, " "), "");
          // What is left of the box and the footer: the firm's name, address, phone, e-mail, site, page.
          rest = rest.replace(
            /FlexPack Consulting|\S+@\S+|www\.\S+|\+[\d ()-]+|\d+\/\d+|.*\d{5}.*$/gm,
            "",
          );
          expect(rest.replace(/[\s·,]+/g, " ").trim().length, path).toBeGreaterThan(80);
        }
      },
    );
  }

  test("a machine without photos gets a sheet too, within the budget", once, async ({ page }) => {
    const { pdf } = await openSheet(page, "fr", withoutPhotos.slug);
    expect(pdf.length).toBeLessThanOrEqual(MAX_SHEET_BYTES);
    expect(await poppler("pdftotext", pdf)).toContain(machineText(withoutPhotos.slug, "fr").name);
  });

  test("the sitemap does not list sheets", once, async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(machinePath(withPhotos.slug));
    expect(sitemap).not.toContain(".pdf");
  });
});

test.describe("machine page on paper", () => {
  for (const locale of ["en", "ar"] as const) {
    test(
      `${locale}: prints on at most two A4 pages, without the site's chrome`,
      once,
      async ({ page }) => {
        await gotoReady(page, localizePath(machinePath(longest.slug), locale));
        const { t } = getEdition(locale);
        await page.emulateMedia({ media: "print" });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("banner")).toBeHidden();
        await expect(page.getByRole("contentinfo")).toBeHidden();
        await expect(page.getByRole("complementary", { name: t.ui.whatsapp.region })).toBeHidden();
        await expect(
          page.getByRole("heading", {
            name:
              longest.status === "sold"
                ? t.usedEquipment.machine.similarAvailable
                : t.usedEquipment.machine.similar,
          }),
        ).toBeHidden();
        await expect(page.getByRole("table")).toBeVisible();

        const pdf = await page.pdf(A4);
        const info = await poppler("pdfinfo", pdf);
        const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages).toBeLessThanOrEqual(2);
        const text = await poppler("pdftotext", pdf);
        expect(text).toContain(longest.reference);
      },
    );
  }
});
