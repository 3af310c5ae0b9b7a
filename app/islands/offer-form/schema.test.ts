// @vitest-environment node
import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";
import { locales } from "~/i18n/locales";

import { photoProblem } from "./fields";
import { createOfferSchema, offerFieldErrors, parsePrice, type OfferInput } from "./schema";

const valid: OfferInput = {
  machineType: "metallizer",
  manufacturer: " Leybold ",
  model: "",
  year: "2016",
  country: "TR",
  condition: "stopped",
  availability: "",
  askingPrice: "",
  currency: "EUR",
  description: "",
  name: "Selin Kaya",
  company: "",
  email: "selin@example.com",
  phone: "+90 212 000 0000",
  answerLanguage: "fr",
  photos: [{ name: "line.jpg", type: "image/jpeg", size: 420_000 }],
};

const schemaFor = (locale: (typeof locales)[number], currentYear = 2026) => {
  const { t, intl } = getEdition(locale);
  return createOfferSchema(t.sellEquipment.messages, t.sellEquipment.form.labels, {
    intl,
    currentYear,
  });
};

describe("the offer schema", () => {
  it("accepts a complete offer: trimmed text, the year and the price as numbers", () => {
    const result = schemaFor("en").parse({ ...valid, askingPrice: "250,000" });
    expect(result).toMatchObject({
      manufacturer: "Leybold",
      year: 2016,
      askingPrice: 250000,
      availability: "",
      answerLanguage: "fr",
    });
    expect(schemaFor("en").parse(valid).askingPrice).toBeNull();
  });

  it.each(locales)("says what is wrong in the %s edition's words, at each field", (locale) => {
    const { messages, form } = getEdition(locale).t.sellEquipment;
    const result = schemaFor(locale).safeParse({
      ...valid,
      machineType: "",
      manufacturer: "  ",
      year: "1949",
      country: "UK",
      condition: "broken",
      askingPrice: "about 200k",
      email: "selin@",
      phone: "",
      model: "x".repeat(81),
      photos: [],
    });
    expect(result.success).toBe(false);
    const errors = offerFieldErrors(result.error!);
    expect(errors).toEqual({
      machineType: messages.machineTypeRequired,
      manufacturer: messages.manufacturerRequired,
      year: messages.yearRange.replace("{min}", "1950").replace("{max}", "2026"),
      country: messages.countryRequired,
      condition: messages.conditionRequired,
      askingPrice: messages.priceInvalid,
      email: messages.emailInvalid,
      phone: messages.phoneRequired,
      model: messages.tooLong.replace("{label}", form.labels.model).replace("{max}", "80"),
      photos: messages.photosRequired,
    });
  });

  it("takes years from 1950 to the current one", () => {
    const year = (value: string, currentYear = 2026) =>
      schemaFor("en", currentYear).safeParse({ ...valid, year: value }).success;
    expect([year("1950"), year("2026"), year("2027", 2027)]).toEqual([true, true, true]);
    expect([year("1949"), year("2027"), year("20"), year("2o16"), year("")]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("takes 1 to 12 JPEG, PNG or WebP photos, naming any other", () => {
    const photos = (count: number, type = "image/jpeg") =>
      Array.from({ length: count }, (_, index) => ({ name: `p${index}.jpg`, type, size: 1 }));
    const errors = (list: OfferInput["photos"]) => {
      const result = schemaFor("en").safeParse({ ...valid, photos: list });
      return result.success ? {} : offerFieldErrors(result.error);
    };
    expect(errors(photos(12))).toEqual({});
    expect(errors(photos(13)).photos).toBe("Send 12 photos at most");
    expect(errors([{ name: "scan.gif", type: "image/gif", size: 1 }]).photos).toBe(
      "scan.gif is not a JPEG, PNG or WebP photo we can open",
    );
  });
});

describe("parsePrice", () => {
  it("reads the grouping of every market", () => {
    expect(
      ["250000", "250 000", "250,000", "250.000", "250\u202f000", "250'000"].map(parsePrice),
    ).toEqual(Array(6).fill(250000));
    expect(["", "12a", "-5", "1".repeat(13)].map(parsePrice)).toEqual([null, null, null, null]);
  });
});

describe("photoProblem", () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it("gives HEIC photos their own advice, by type or by name", () => {
    expect(photoProblem(file("IMG_0001.HEIC", "image/heic"))).toBe("heic");
    expect(photoProblem(file("IMG_0001.heif", ""))).toBe("heic");
  });
  it("refuses other formats and photos over 25 MB", () => {
    expect(photoProblem(file("scan.pdf", "application/pdf"))).toBe("type");
    expect(photoProblem(file("scan.tif", "image/tiff"))).toBe("type");
    expect(photoProblem(file("big.jpg", "image/jpeg", 26 * 1024 * 1024))).toBe("tooBig");
  });
  it("takes JPEG, PNG and WebP, and a typeless file by its name", () => {
    expect(photoProblem(file("a.jpg", "image/jpeg"))).toBeNull();
    expect(photoProblem(file("a.png", "image/png"))).toBeNull();
    expect(photoProblem(file("a.webp", "image/webp"))).toBeNull();
    expect(photoProblem(file("a.JPEG", ""))).toBeNull();
  });
});
