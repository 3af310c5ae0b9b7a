// @vitest-environment node
import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";

import type { Translation } from "~/content/translation";

import { localize } from "./translation";

const english = {
  hero: { title: "Hello", icon: "award" },
  cards: [{ title: "One", to: "/one", year: 2018 }],
  count: { one: "1 machine", other: "{count} machines" } as {
    one?: string;
    other: string;
    few?: string;
  },
} as const;

describe("localize", () => {
  it("lays the text over the English structure", () => {
    const text: Translation<typeof english> = {
      hero: { title: "Bonjour" },
      cards: [{ title: "Un" }],
      count: { one: "1 machine", other: "{count} machines" },
    };
    expect(localize(english, text)).toEqual({
      hero: { title: "Bonjour", icon: "award" },
      cards: [{ title: "Un", to: "/one", year: 2018 }],
      count: { one: "1 machine", other: "{count} machines" },
    });
  });

  it("names the key that is missing, extra or of the wrong length", () => {
    const bad = (text: unknown) => () =>
      localize(english, text as Translation<typeof english>, "locales/xx");
    expect(bad({ hero: {}, cards: [{ title: "Un" }], count: { other: "x" } })).toThrow(
      "Missing translation: locales/xx.hero.title",
    );
    expect(
      bad({ hero: { title: "a", icon: "x" }, cards: [{ title: "Un" }], count: { other: "x" } }),
    ).toThrow("Unexpected key in translation: locales/xx.hero.icon");
    expect(bad({ hero: { title: "a" }, cards: [], count: { other: "x" } })).toThrow(
      "Translation locales/xx.cards must have 1 entries",
    );
  });

  it("accepts the plural forms a language needs beyond English's", () => {
    const arabic = localize(english, {
      hero: { title: "مرحبا" },
      cards: [{ title: "واحد" }],
      count: { other: "{count} آلة", few: "{count} آلات" },
    });
    expect(arabic.count).toEqual({ one: undefined, other: "{count} آلة", few: "{count} آلات" });
  });
});

describe("the editions", () => {
  it("are complete: every page's text exists in French and Arabic", () => {
    for (const locale of ["fr", "ar"] as const) {
      const { t } = getEdition(locale);
      expect(t.home.hero.title).not.toBe(getEdition("en").t.home.hero.title);
      expect(t.productDetails["bopp-films"].specifications).toHaveLength(4);
    }
  });

  it("point every internal link into their own edition", () => {
    const { t } = getEdition("ar");
    expect(t.home.whoWeAre.more.to).toBe("/ar/about");
    expect(t.home.coreServices.cards[0]?.link.to).toBe("/ar/services/product-procurement");
    expect(getEdition("en").t.home.whoWeAre.more.to).toBe("/about");
  });
});
