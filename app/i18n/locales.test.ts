// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  alternatePaths,
  localeSettings,
  localizePath,
  localeStaticPaths,
  locales,
  ownLocaleFirst,
  splitLocale,
} from "./locales";

describe("ownLocaleFirst", () => {
  it("lists the page's own edition first and keeps the others in order", () => {
    expect(ownLocaleFirst(locales, "fr")).toEqual(["fr", "en", "ar"]);
    expect(ownLocaleFirst(locales, "ar")).toEqual(["ar", "en", "fr"]);
    expect(ownLocaleFirst(locales, "en")).toEqual(["en", "fr", "ar"]);
  });
});

describe("localeSettings: punctuation", () => {
  it("gives each edition its comma and colon: the Arabic comma, the French no-break space", () => {
    const { en, fr, ar } = localeSettings;
    expect([en.comma, fr.comma, ar.comma]).toEqual([", ", ", ", "، "]);
    expect([en.colon, fr.colon, ar.colon]).toEqual([": ", "\u00a0: ", ": "]);
  });
});

describe("localizePath", () => {
  it("keeps English unprefixed and prefixes the other editions", () => {
    expect(localizePath("/about", "en")).toBe("/about");
    expect(localizePath("/products/bopp-films", "fr")).toBe("/fr/products/bopp-films");
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/", "en")).toBe("/");
  });

  it("keeps the query and fragment, and leaves non-site links alone", () => {
    expect(localizePath("/contact?subject=Metallizer#form", "ar")).toBe(
      "/ar/contact?subject=Metallizer#form",
    );
    expect(localizePath("/?q=1", "fr")).toBe("/fr?q=1");
    for (const link of ["#main", "mailto:a@b.example", "https://example.com/x", "//cdn/x"]) {
      expect(localizePath(link, "fr")).toBe(link);
    }
  });
});

describe("splitLocale", () => {
  it("reads the edition from the first segment, and is the inverse of localizePath", () => {
    expect(splitLocale("/fr/about")).toEqual({ locale: "fr", path: "/about" });
    expect(splitLocale("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocale("/ar/")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocale("/about")).toEqual({ locale: "en", path: "/about" });
    // English has no prefix: /en/… is not the English edition, and /french is no edition.
    expect(splitLocale("/en/about")).toEqual({ locale: "en", path: "/en/about" });
    expect(splitLocale("/french")).toEqual({ locale: "en", path: "/french" });
    for (const locale of ["en", "fr", "ar"] as const) {
      for (const path of ["/", "/about", "/machinery/used-equipment"]) {
        expect(splitLocale(localizePath(path, locale))).toEqual({ locale, path });
      }
    }
  });
});

describe("alternates", () => {
  it("gives the same page in every edition", () => {
    expect(alternatePaths("/contact")).toEqual({
      en: "/contact",
      fr: "/fr/contact",
      ar: "/ar/contact",
    });
  });

  it("routes English at the root and the others under their prefix", () => {
    expect(localeStaticPaths().map(({ params }) => params.locale)).toEqual([undefined, "fr", "ar"]);
  });
});

describe("Arabic settings", () => {
  it("is right to left and writes Western digits whatever the ICU default", () => {
    expect(localeSettings.ar.dir).toBe("rtl");
    expect(new Intl.NumberFormat(localeSettings.ar.intl, { useGrouping: false }).format(2018)).toBe(
      "2018",
    );
    expect(new Intl.NumberFormat(localeSettings.ar.intl).format(1234.5)).toMatch(
      /^1[^0-9]?234[^0-9]5$/,
    );
  });
});
