import { paths } from "../app/content/paths.ts";
import { getEdition } from "../app/i18n/editions.ts";
import { productPath } from "../app/i18n/links.ts";
import { localizePath } from "../app/i18n/locales.ts";

import {
  expect,
  expectHeadingOutline,
  expectNoAxeViolations,
  gotoReady,
  test,
  type Page,
} from "./fixtures.ts";

/**
 * The roll and yield calculator (app/templates/roll-calculator/): a buyer
 * types a film and a roll, reads the results in the edition's numbers, and a
 * wrong value is named in the edition's words, never shown as NaN.
 */

const result = (page: Page, name: string) => page.locator(`output [data-result="${name}"]`);

test("the roll calculator answers as values are typed, in English and Arabic", async ({ page }) => {
  const en = getEdition("en").t.rollCalculator;
  await gotoReady(page, paths.rollCalculator);
  await expectHeadingOutline(page);
  // Prefilled with 20 µm BOPP: 1000 ÷ (20 × 0.905) = 55.2 m²/kg; 600 mm on a 76 mm core, 1000 mm wide.
  await expect(result(page, "yield")).toHaveText("55.2");
  await expect(result(page, "length")).toHaveText("13,910");
  await expect(result(page, "weight")).toHaveText("251.8");

  // 12 µm PET at 1.40 g/cm³: 59.5 m²/kg, and twice the length of a 20 µm roll's 13 910 × 20 ÷ 12.
  await page.getByLabel(en.form.fields.thickness).fill("12");
  await page.getByLabel(en.form.fields.density).fill("1.4");
  await expect(result(page, "yield")).toHaveText("59.5");
  await expect(result(page, "length")).toHaveText("23,184");

  // An outer diameter below the core's: the edition's message once the field is left, no NaN.
  const outer = page.getByLabel(en.form.fields.outer);
  await outer.fill("50");
  await expect(result(page, "length")).toHaveText(en.results.missing);
  await outer.blur();
  await expect(outer).toHaveAttribute("aria-invalid", "true");
  await expect(outer).toHaveAccessibleDescription(en.errors.core);
  await expect(page.getByRole("status")).not.toContainText("NaN");
  await expectNoAxeViolations(page);
  await outer.fill("600");
  await expect(outer).not.toHaveAttribute("aria-invalid");

  // A film page in Arabic: the section prefilled with the film, numbers in Western digits.
  const ar = getEdition("ar").t.rollCalculator;
  await gotoReady(page, localizePath(productPath("bopp-films"), "ar"));
  const section = page.getByRole("region", { name: ar.section.title });
  await section.scrollIntoViewIfNeeded();
  await expect(result(page, "yield")).toHaveText("55.2");
  const width = section.getByLabel(ar.form.fields.width);
  await width.fill("500");
  await expect(result(page, "weight")).toHaveText("125.9");
  await width.fill("");
  await width.blur();
  await expect(width).toHaveAccessibleDescription(ar.errors.empty);
  await expect(result(page, "weight")).toHaveText(ar.results.missing);
  await expectNoAxeViolations(page);
});
