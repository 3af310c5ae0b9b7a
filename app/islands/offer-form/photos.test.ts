// @vitest-environment node
import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";
import { locales } from "~/i18n/locales";
import { fillTemplate } from "~/lib/text";

import { photoSizeLimit } from "./fields";
import { formatBytes } from "./photos";

/** The unit after a size: "MB", "Mo", «ميغابايت». */
const unitOf = (size: string) => size.replace(/^[\d.,\u202f]+[\u00a0\u202f]/u, "");

describe("photo sizes", () => {
  it.each(locales)(
    "the upload's progress and the photo rules name the unit in the same words (%s)",
    (locale) => {
      const { t, intl } = getEdition(locale);
      const rules = fillTemplate(t.sellEquipment.form.photos.rules, { size: photoSizeLimit(intl) });
      const progress = formatBytes(3.2 * 1024 * 1024, intl);
      expect(rules).toContain(photoSizeLimit(intl));
      expect(rules).toContain(unitOf(progress));
      // The number never parts from its unit at a line end.
      expect(progress).toMatch(/^[\d.,]+[\u00a0\u202f]\S/u);
    },
  );

  it("says «ميغابايت» in Arabic, not «م.ب»", () => {
    const { intl } = getEdition("ar");
    expect(formatBytes(3.2 * 1024 * 1024, intl)).toBe("3.2\u00a0ميغابايت");
    expect(photoSizeLimit(intl)).toBe("25\u00a0ميغابايت");
  });
});
