// @vitest-environment node
import { describe, expect, it } from "vitest";

import { getEdition } from "~/i18n/editions";

import type { Translation } from "~/content/translation";

import { compareTranslations, localize } from "./translation";

import type { IconName } from "~/content/types";

/** Typed as an English module is: text is `string`, structure narrower. */
const english: {
  hero: { title: string; icon: IconName };
  cards: { title: string; to: "/one"; year: number }[];
  count: { one?: string; other: string; few?: string };
} = {
  hero: { title: "Hello", icon: "award" },
  cards: [{ title: "One", to: "/one", year: 2018 }],
  count: { one: "1 machine", other: "{count} machines" },
};

describe("Translation", () => {
  it("carries the text and none of the structure", () => {
    const text: Translation<typeof english> = {
      hero: { title: "Bonjour" },
      cards: [{ title: "Un" }],
      count: { other: "{count} machines" },
    };
    const missing: Translation<typeof english> = {
      // @ts-expect-error -- a missing text key is a type error
      hero: {},
      cards: [{ title: "Un" }],
      count: text.count,
    };
    const extra: Translation<typeof english> = {
      // @ts-expect-error -- so is a structure key: the icon is written once, in English
      hero: { title: "a", icon: "award" },
      cards: text.cards,
      count: text.count,
    };
    expect([missing, extra]).toHaveLength(2);
  });
});

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

  it("names the key that is extra, not text, or of the wrong length", () => {
    const bad = (text: unknown) => () =>
      localize(english, text as Translation<typeof english>, "locales/xx");
    expect(
      bad({ hero: { title: "a", colour: "x" }, cards: [{ title: "Un" }], count: { other: "x" } }),
    ).toThrow("Unexpected key in translation: locales/xx.hero.colour");
    expect(
      bad({ hero: { title: "a" }, cards: [{ title: "Un", year: 2019 }], count: { other: "x" } }),
    ).toThrow("Unexpected key in translation: locales/xx.cards[0].year");
    expect(bad({ hero: { title: 1 }, cards: [{ title: "Un" }], count: { other: "x" } })).toThrow(
      "Translation locales/xx.hero.title must be text",
    );
    expect(bad({ hero: { title: "a" }, cards: [], count: { other: "x" } })).toThrow(
      "Translation locales/xx.cards must have 1 entries",
    );
    expect(bad({ hero: { title: "a" }, cards: [{ title: "Un" }], count: { one: "x" } })).toThrow(
      "Missing translation: locales/xx.count.other",
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

describe("compareTranslations", () => {
  const fr = { hero: { title: "Bonjour" }, cards: [{ title: "Un" }], count: { other: "x" } };

  it("names text one translation carries and another lacks", () => {
    expect(() => compareTranslations({ fr, ar: { ...fr, hero: {} } })).toThrow(
      "Missing translation: locales/ar.hero.title (locales/fr has it)",
    );
    expect(() => compareTranslations({ fr, ar: { ...fr, cards: [{}] } })).toThrow(
      "Missing translation: locales/ar.cards[0].title (locales/fr has it)",
    );
  });

  it("lets each language write the plural forms it needs", () => {
    expect(() =>
      compareTranslations({
        fr: { ...fr, count: { one: "1", other: "x" } },
        ar: { ...fr, count: { other: "x", few: "y", many: "z" } },
      }),
    ).not.toThrow();
  });

  it("passes the site's French and Arabic", () => {
    expect(() => getEdition("fr") && getEdition("ar")).not.toThrow();
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
