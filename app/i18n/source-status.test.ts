import { describe, expect, it } from "vitest";

import {
  findings,
  hashText,
  isUnder,
  markHashes,
  parseHashes,
  serializeHashes,
  sourceTexts,
} from "./source-status.ts";

// A module and its translation, as app/content/ and locales/fr/ write them:
// `icon` is structure, so the translation leaves it out.
const english = {
  hero: { title: "Flexible packaging", lead: "Films and inks", icon: "package" },
  steps: ["Ask", "Compare"],
  count: { one: "{count} machine", other: "{count} machines" },
};
const french = {
  hero: { title: "Emballage souple", lead: "Films et encres" },
  steps: ["Demander", "Comparer"],
  count: { one: "{count} machine", other: "{count} machines" },
};

const reviewed = markHashes(english, french);

describe("sourceTexts", () => {
  it("pairs each translated text with its English, by path, leaving structure out", () => {
    expect(sourceTexts(english, french).map(({ path }) => path)).toEqual([
      "hero.title",
      "hero.lead",
      "steps[0]",
      "steps[1]",
      "count",
    ]);
  });

  it("treats a plural message as one text, whatever forms the translation needs", () => {
    const arabic = {
      ...french,
      count: { zero: "لا آلات", few: "{count} آلات", other: "{count} آلة" },
    };
    const [count] = sourceTexts(english, arabic).filter(({ path }) => path === "count");
    expect(count?.english).toBe("one: {count} machine | other: {count} machines");
    expect(count?.translation).toBe("zero: لا آلات | few: {count} آلات | other: {count} آلة");
  });
});

describe("findings", () => {
  it("finds nothing in a translation marked against today's English", () => {
    expect(findings(english, french, reviewed)).toEqual([]);
  });

  it("names a key whose English changed, with the English now and the translation", () => {
    const changed = { ...english, hero: { ...english.hero, title: "Premium flexible packaging" } };
    expect(findings(changed, french, reviewed)).toEqual([
      {
        state: "stale",
        path: "hero.title",
        english: "Premium flexible packaging",
        translation: "Emballage souple",
      },
    ]);
  });

  it("makes a plural message stale when one of its English forms changes", () => {
    const changed = {
      ...english,
      count: { one: "{count} used machine", other: "{count} machines" },
    };
    expect(findings(changed, french, reviewed).map(({ path }) => path)).toEqual(["count"]);
  });

  it("ignores a change of line breaks and spaces only", () => {
    const rewrapped = { ...english, hero: { ...english.hero, lead: "Films  and\n inks " } };
    expect(findings(rewrapped, french, reviewed)).toEqual([]);
    expect(hashText("Films  and\n inks ")).toBe(hashText("Films and inks"));
  });

  it("reports a key English added without a translation as missing", () => {
    const added = { ...english, hero: { ...english.hero, cta: "Contact us" } };
    // Another edition carries it, so it is text (the typechecker asks every edition for it).
    expect(findings(added, french, reviewed, ["hero.cta"])).toEqual([
      { state: "missing", path: "hero.cta", english: "Contact us" },
    ]);
  });

  it("reports a recorded key the translation dropped as missing", () => {
    const { lead: _lead, ...hero } = french.hero;
    expect(findings(english, { ...french, hero }, reviewed)).toEqual([
      { state: "missing", path: "hero.lead", english: "Films and inks" },
    ]);
  });

  it("reports a translated key no mark has recorded as new", () => {
    const added = { ...english, hero: { ...english.hero, cta: "Contact us" } };
    const translated = { ...french, hero: { ...french.hero, cta: "Nous contacter" } };
    expect(findings(added, translated, reviewed)).toEqual([
      {
        state: "unreviewed",
        path: "hero.cta",
        english: "Contact us",
        translation: "Nous contacter",
      },
    ]);
  });

  it("does not report a value English holds and no edition translates (structure)", () => {
    expect(findings(english, french, reviewed, [])).toEqual([]);
  });
});

describe("markHashes", () => {
  const changed = {
    ...english,
    hero: { ...english.hero, title: "Premium flexible packaging", lead: "Films, inks, adhesives" },
  };

  it("makes a stale key fresh", () => {
    const marked = markHashes(changed, french, reviewed);
    expect(findings(changed, french, marked)).toEqual([]);
    expect(marked["hero.title"]).toBe(hashText("Premium flexible packaging"));
  });

  it("marks only the keys under a prefix", () => {
    const marked = markHashes(changed, french, reviewed, "hero.lead");
    expect(findings(changed, french, marked).map(({ path }) => path)).toEqual(["hero.title"]);
  });

  it("drops a key English deleted", () => {
    const { steps: _steps, ...shorter } = english;
    const { steps: _translated, ...shorterFrench } = french;
    const marked = markHashes(shorter, shorterFrench, reviewed);
    expect(Object.keys(marked)).toEqual(["hero.title", "hero.lead", "count"]);
  });

  it("keeps no record for a key the translation does not carry", () => {
    const added = { ...english, hero: { ...english.hero, cta: "Contact us" } };
    expect(markHashes(added, french, reviewed)).not.toHaveProperty(["hero.cta"]);
  });
});

describe("isUnder", () => {
  it.each([
    ["hero.title", "hero", true],
    ["steps[1]", "steps", true],
    ["hero", "hero", true],
    ["heroes.title", "hero", false],
    ["anything", "", true],
  ])("%s under %s: %s", (path, prefix, expected) => {
    expect(isUnder(path, prefix)).toBe(expected);
  });
});

describe("the record on disk", () => {
  it("reads back what it writes, listings in slug order", () => {
    const hashes = {
      modules: { home: reviewed },
      listings: { "slitter-2019": { name: "abc" }, "film-line-2018": { name: "def" } },
    };
    const text = serializeHashes(hashes);
    expect(parseHashes(text, "fr/source-hashes.json")).toEqual(hashes);
    expect(text.indexOf("film-line-2018")).toBeLessThan(text.indexOf("slitter-2019"));
  });

  it("names the file and the entry that is not a record of hashes", () => {
    expect(() => parseHashes('{"modules":{"home":{"hero.title":1}}}', "fr/x.json")).toThrow(
      'fr/x.json: "modules.home" must map each key to a hash',
    );
  });
});
