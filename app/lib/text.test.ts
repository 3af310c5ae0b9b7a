// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  capitalize,
  fillTemplate,
  fillTemplateParts,
  formatFileSize,
  keepWithUnit,
  plural,
  shortenAtWord,
} from "./text";

describe("capitalize", () => {
  it("upper-cases only the first letter", () => {
    expect(capitalize("over 15 years")).toBe("Over 15 years");
    expect(capitalize("BOPP films")).toBe("BOPP films");
    expect(capitalize("")).toBe("");
  });
});

describe("plural", () => {
  const machines = { one: "{count} machine", other: "{shown} of {count} machines" };

  it("writes its numbers in the edition's language", () => {
    expect(plural(machines, 1200, "en-US", { shown: 1000 })).toBe("1,000 of 1,200 machines");
    // French groups thousands with a narrow no-break space.
    expect(plural(machines, 1200, "fr-FR", { shown: 1000 })).toBe(
      "1\u202f000 of 1\u202f200 machines",
    );
    expect(plural(machines, 1, "fr-FR")).toBe("1 machine");
  });

  it("keeps Western digits in Arabic and leaves text values alone", () => {
    expect(plural({ other: "{count} {name}" }, 12, "ar-u-nu-latn", { name: "آلة" })).toBe("12 آلة");
  });
});

describe("formatFileSize", () => {
  it("writes kilobytes, or megabytes from a million bytes, as each edition's readers write them", () => {
    expect(formatFileSize(81_329, "en-US")).toBe("81\u00a0kB");
    expect(formatFileSize(81_329, "fr-FR")).toBe("81\u202fko");
    expect(formatFileSize(1_250_000, "en-US")).toBe("1.3\u00a0MB");
    expect(formatFileSize(1_250_000, "fr-FR")).toBe("1,3\u202fMo");
    // Arabic in words: CLDR's short unit is «م.ب», which nobody writes.
    expect(formatFileSize(81_329, "ar-u-nu-latn")).toBe("81\u00a0كيلوبايت");
  });

  it("says megabytes in Arabic as the photo rules do («ميغابايت», not «م.ب»)", () => {
    expect(formatFileSize(25 * 1024 * 1024, "ar-u-nu-latn", 1024)).toBe("25\u00a0ميغابايت");
    expect(formatFileSize(3.2 * 1024 * 1024, "ar-u-nu-latn", 1024)).toBe("3.2\u00a0ميغابايت");
  });

  it("never says 0 kB", () => {
    expect(formatFileSize(120, "en-US")).toBe("1\u00a0kB");
  });
});

describe("fillTemplateParts", () => {
  it("puts values between the sentence's words, in the translator's order", () => {
    const link = { href: "mailto:x@example.com" };
    expect(fillTemplateParts("Write to {email}.", { email: link })).toEqual([
      "Write to ",
      link,
      ".",
    ]);
    expect(fillTemplateParts("{email} ou {legal}", { email: 1, legal: 2 })).toEqual([1, " ou ", 2]);
    expect(() => fillTemplateParts("See {privacy}", {})).toThrow("No value for {privacy}");
  });
});

describe("plural's zero", () => {
  it("is said for 0 in every language that has it in the message, as ICU's =0", () => {
    const text = {
      zero: "none of {total}",
      one: "{count} of {total}",
      other: "{count} of {total}",
    };
    expect(plural(text, 0, "en-US", { total: 6 })).toBe("none of 6");
    expect(plural(text, 0, "fr-FR", { total: 6 })).toBe("none of 6");
    expect(plural({ one: "{count} machine", other: "{count} machines" }, 0, "en-US")).toBe(
      "0 machines",
    );
  });
});

describe("keepWithUnit", () => {
  it("joins a number to its unit with a no-break space, in any script", () => {
    expect(keepWithUnit("60 ميكرون")).toBe("60\u00a0ميكرون");
    expect(keepWithUnit("2 450 mm")).toBe("2 450\u00a0mm");
    expect(keepWithUnit("30 % more")).toBe("30\u00a0% more");
    expect(keepWithUnit("up to 25 megabytes each")).toBe("up to 25\u00a0megabytes each");
  });

  it("leaves narrow no-break spaces and the spaces between words alone", () => {
    expect(keepWithUnit("2\u202f450\u00a0mm")).toBe("2\u202f450\u00a0mm");
    expect(keepWithUnit("BOPP and CPP")).toBe("BOPP and CPP");
  });
});

describe("shortenAtWord", () => {
  const arabic =
    "آلة طباعة روتوغرافور للطباعة متعددة الألوان على أفلام BOPP وPET وCPP والمواد المصفحة، مزودة بوحدتي فك اللف";

  it("cuts at the end of a word, never inside a Latin token in Arabic", () => {
    for (let length = 20; length < arabic.length; length += 1) {
      const short = shortenAtWord(arabic, length, "ar");
      expect(short.length).toBeLessThanOrEqual(length);
      expect(short.endsWith("…")).toBe(true);
      const words = short
        .slice(0, -1)
        .split(" ")
        .map((word) => word.replace(/،$/u, ""));
      // Every word of the cut text is a whole word of the text.
      const whole = arabic.split(" ").map((word) => word.replace(/،$/u, ""));
      for (const word of words) expect(whole).toContain(word);
      expect(short).not.toMatch(/(?<![A-Z])(?:ET|OPP|PP|T)…/u);
    }
  });

  it("leaves a short text whole, and drops a comma before the ellipsis", () => {
    expect(shortenAtWord("Vacuum metallizer", 90, "en")).toBe("Vacuum metallizer");
    // At the end of a clause in the last third, not after "for the".
    expect(
      shortenAtWord(
        "Slitter for BOPP and PET films, with turret rewind for the converting hall",
        45,
        "en",
      ),
    ).toBe("Slitter for BOPP and PET films…");
    expect(shortenAtWord("آلة معدنة، بالتفريغ ترسّب", 13, "ar")).toBe("آلة معدنة…");
  });

  it("never parts a number from its unit at a no-break space", () => {
    expect(shortenAtWord("Slitter up to 1300\u00a0mm wide", 19, "en")).toBe("Slitter up to…");
  });

  it("keeps a word longer than the limit whole rather than split it", () => {
    expect(shortenAtWord("Polyethyleneterephthalate", 10, "en")).toBe("Polyethyleneterephthalate");
  });
});

describe("fillTemplate and units", () => {
  it("holds a number to the unit after it with a no-break space, in every edition", () => {
    expect(fillTemplate("up to {max} mm wide", { max: "2,450" })).toBe("up to 2,450\u00a0mm wide");
    expect(fillTemplate("{thickness} ميكرون", { thickness: 60 })).toBe("60\u00a0ميكرون");
    expect(fillTemplate("{humidity} % HR", { humidity: "50" })).toBe("50\u00a0% HR");
  });

  it("leaves the space after a value that is not a number, or before a word that is not a unit", () => {
    expect(fillTemplate("{name} mm", { name: "Bobst" })).toBe("Bobst mm");
    expect(fillTemplate("{count} machines out of {total}", { count: 2, total: 6 })).toBe(
      "2 machines out of 6",
    );
  });
});
