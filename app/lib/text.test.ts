// @vitest-environment node
import { describe, expect, it } from "vitest";

import { capitalize, fillTemplateParts, formatFileSize, plural } from "./text";

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
  it("writes kilobytes, or megabytes from a million bytes, in the edition's language", () => {
    expect(formatFileSize(81_329, "en-US")).toBe("81 kB");
    expect(formatFileSize(81_329, "fr-FR")).toBe("81\u202fko");
    expect(formatFileSize(1_250_000, "en-US")).toBe("1.3 MB");
    expect(formatFileSize(81_329, "ar-u-nu-latn")).toMatch(/^81\s/);
  });

  it("never says 0 kB", () => {
    expect(formatFileSize(120, "en-US")).toBe("1 kB");
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
