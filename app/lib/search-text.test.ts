// @vitest-environment node
import { describe, expect, it } from "vitest";

import { foldSearchText, searchTerms, searchWords, termMatch } from "./search-text";

describe("foldSearchText", () => {
  it.each([
    // Latin: case, accents, ligatures.
    ["Métalliseur", "metalliseur"],
    ["HÉLIOGRAVURE", "heliogravure"],
    ["Complexeuse à l'œil", "complexeuse a l oeil"],
    ["Straße", "strasse"],
    ["Ünwind—Station", "unwind station"],
    // Arabic: alef forms, hamza carriers, taa marbuta, alef maqsura, diacritics, tatweel.
    ["آلة قطع", "اله قطع"],
    ["الة قطع", "اله قطع"],
    ["أفلام", "افلام"],
    ["إنتاج", "انتاج"],
    ["مُعَدِّنَة", "معدنه"],
    ["مستوى", "مستوي"],
    ["مسؤول", "مسوول"],
    ["طـــباعة", "طباعه"],
    // Arabic-Indic digits.
    ["٢٠١٨", "2018"],
    ["۲۰۱۸", "2018"],
    // Punctuation separates words; spaces collapse.
    ["  BOPP/CPP,  film-line. ", "bopp cpp film line"],
    ["", ""],
  ])("%s → %s", (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe("searchTerms", () => {
  it("splits a query into folded words, none for blank or punctuation", () => {
    expect(searchTerms("  Métal  Film ")).toEqual(["metal", "film"]);
    expect(searchTerms(" .* ")).toEqual([]);
  });
});

describe("termMatch", () => {
  const words = (text: string) => searchWords(foldSearchText(text));

  it.each([
    // [term, text, prefix allowed, expected]
    ["metalliseur", "Métalliseur sous vide", true, 2],
    ["metal", "Métalliseur sous vide", true, 1],
    ["lliseur", "Métalliseur sous vide", true, 0],
    ["laminat", "Extrusion laminator", true, 1],
    ["laminat", "films and laminates", false, 0],
    ["laminate", "films and laminates", false, 2],
    ["film", "BOPP films", false, 2],
    ["cast", "Casts film", false, 2],
    ["press", "two presses", false, 2],
    ["rouleau", "des rouleaux", false, 2],
    // Arabic: the article and its particles do not stand in the way.
    ["اله", "آلة قطع", true, 2],
    ["طباعه", "آلة الطباعة", false, 2],
    ["الطباعه", "آلة طباعة", false, 2],
    ["طبا", "للطباعة", true, 1],
    ["قطع", "آلة تقطيع", true, 0],
  ] as const)("%s in %s (prefix %s): %i", (term, text, prefix, expected) => {
    expect(termMatch(foldSearchText(term), words(text), prefix)).toBe(expected);
  });
});
