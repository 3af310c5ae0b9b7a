import { describe, expect, it } from "vitest";

import type { Locale } from "../../app/i18n/locales.ts";

import { confirmationEmail } from "./offer-email.ts";
import type { Offer } from "./offer-store.ts";

const settings = { to: "machines@flexpack.example", from: "FlexPack <web@flexpack.example>" };

/** What the seller's confirmation reads of an offer: a press by Bobst, two photos, no price. */
const offer = (answerLanguage: Locale) =>
  ({
    id: "5c1d9e2a-7b3f-4a6e-8d0c-1f2e3a4b5c6d",
    reference: "O-2611-017",
    receivedAt: new Date(Date.UTC(2026, 10, 28)),
    photos: [{}, {}],
    facts: {
      answerLanguage,
      machineType: "gravure-printing-press",
      otherType: "",
      manufacturer: "Bobst",
      model: "RS 4003",
      year: 2015,
      name: "Karim Haddad",
      email: "karim@example.com",
      askingPrice: null,
      currency: "EUR",
    },
  }) as unknown as Offer;

describe("confirmationEmail", () => {
  it("joins the machine and the signature with the Arabic comma in Arabic", () => {
    const email = confirmationEmail(offer("ar"), settings);
    expect(email.subject).toBe(
      "عرض الآلة رقم O-2611-017: آلة طباعة روتوغرافور، Bobst RS 4003، 2015",
    );
    expect(email.text).toContain("فريق الآلات، FlexPack Consulting");
    expect(email.html).toContain("فريق الآلات، FlexPack Consulting");
    expect(`${String(email.subject)}${String(email.text)}${String(email.html)}`).not.toMatch(
      /[\u0600-\u06ff], |, [\u0600-\u06ff]/u,
    );
  });

  it("keeps the Latin comma in English and French", () => {
    expect(confirmationEmail(offer("en"), settings).subject).toBe(
      "Your machine offer O-2611-017: Gravure printing press, Bobst RS 4003, 2015",
    );
    expect(confirmationEmail(offer("fr"), settings).text).toContain(", FlexPack Consulting");
  });
});
