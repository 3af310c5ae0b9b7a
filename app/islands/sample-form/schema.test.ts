import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";
import { locales } from "~/i18n/locales";

import { sampleCatalogue, sampleFields } from "./fields";
import { sampleProducts } from "./form-copy";
import { createSampleSchema } from "./schema";

const english = getEdition("en").t;
const catalogue = sampleCatalogue(sampleProducts(english));
const schema = createSampleSchema(
  english.sampleRequest.messages,
  english.sampleRequest.form.labels,
  catalogue,
);

const valid = {
  product: "pet-films",
  grade: "pet-metallized",
  thickness: "12",
  width: "",
  core: "",
  quantity: "2",
  quantityUnit: "rolls",
  application: "  Coffee\r\nlaminates ",
  country: "NG",
  city: "Apapa",
  company: "Lagos Flexibles",
  name: "Chidi Okafor",
  email: "chidi@example.com",
  phone: "+234 1 000 0000",
};

describe("the sample request's rules", () => {
  it("offers the films with grade tables, each with its own grades", () => {
    expect(Object.keys(catalogue)).toEqual([
      "bopp-films",
      "cpp-films",
      "pet-films",
      "thermal-lamination-films",
      "wet-lamination-films",
      "high-barrier-films",
      "metallized-films",
    ]);
    expect(catalogue["pet-films"]).toContain("pet-metallized");
  });

  it("accepts a request: numbers parsed, text cleaned, blanks as null", () => {
    const result = schema.parse(valid);
    expect(result).toMatchObject({
      thickness: 12,
      width: null,
      quantity: 2,
      quantityUnit: "rolls",
      application: "Coffee\nlaminates",
    });
  });

  it("reads numbers as each edition types them", () => {
    expect(schema.parse({ ...valid, thickness: "12,5" }).thickness).toBe(12.5);
    expect(schema.parse({ ...valid, width: "١٠٠٠" }).width).toBe(1000);
  });

  it("says what is wrong at each field, and refuses a grade of another film", () => {
    const result = schema.safeParse({
      ...valid,
      grade: "bopp-matte",
      width: "3 m",
      quantity: "0",
      email: "chidi",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      grade: "This grade is not made in the film you chose",
      width: "Roll width in mm: enter a number from 10 to 5,000",
      quantity: "Trial quantity: enter a number from 1 to 100,000",
      email: "Please enter a valid email",
    });
  });

  it.each(locales)("has every message in the %s edition", (locale) => {
    const { t, intl } = getEdition(locale);
    const local = createSampleSchema(
      t.sampleRequest.messages,
      t.sampleRequest.form.labels,
      catalogue,
      intl,
    );
    // An empty form, as the server reads a missing field.
    const result = local.safeParse(Object.fromEntries(sampleFields.map((field) => [field, ""])));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0])).toEqual([
      "product",
      "quantity",
      "application",
      "country",
      "city",
      "company",
      "name",
      "email",
      "phone",
    ]);
    for (const issue of result.error!.issues) expect(issue.message).not.toMatch(/^Invalid|\{/);
  });
});
