// @vitest-environment node
import { describe, expect, it } from "vitest";

import data from "~/content/company.json" with { type: "json" };
import { company, companyDataFile } from "~/content/company";

import { companyFromData, e164, parseCompanyData, whatsappUrl } from "./company-data";

/** The shipped file with one part replaced: `patch` gets a deep copy to change. */
function withChange(patch: (copy: typeof data) => void): unknown {
  const copy = structuredClone(data);
  patch(copy);
  return copy;
}

function problemsOf(input: unknown): string[] {
  try {
    parseCompanyData(input, companyDataFile);
    return [];
  } catch (error) {
    return (error as Error).message
      .split("\n")
      .filter((line) => line.startsWith("  - "))
      .map((line) => line.slice(4));
  }
}

describe("company.json", () => {
  it("is valid, and the content module reads it", () => {
    expect(problemsOf(data)).toEqual([]);
    expect(company.name).toBe(data.en.name);
    expect(company.partner.description).toBe(data.en.partner.description);
  });

  it("gives the pages the same facts company.ts held before it moved", () => {
    expect(company.phone).toEqual({ display: "+1 (301) 555-0147", e164: "+13015550147" });
    expect(company.whatsappUrl).toBe("https://wa.me/13015550147");
    expect(company.address.country).toBe("United States");
    expect(company.sameAs).toEqual([]);
  });
});

describe("parseCompanyData", () => {
  it("names the file, the field and what to write for each problem", () => {
    const problems = problemsOf(
      withChange((copy) => {
        copy.en.phone = "301 555 0147";
        copy.en.address.countryCode = "UK";
        copy.en.hours[1]!.closes = "9:00";
      }),
    );
    expect(problems).toEqual([
      "app/content/company.json › en.address.countryCode: is not a country code: write the two capital letters of ISO 3166, for example US",
      "app/content/company.json › en.phone: must start with + and the country code, for example +1 (301) 555-0147",
      "app/content/company.json › en.hours[1].closes: must be a time on 24 hours, for example 09:00 or 18:30",
    ]);
  });

  it("refuses hours that close before they open, a day given twice, and a missing translation", () => {
    const problems = problemsOf(
      withChange((copy) => {
        copy.en.hours[0]!.opens = "19:00";
        copy.en.hours[1]!.dayOfWeek = ["Friday"];
        (copy as { fr?: unknown }).fr = undefined;
      }),
    );
    expect(problems).toContainEqual(
      "app/content/company.json › en.hours[0].closes: closes before it opens: the closing time comes after the opening time",
    );
    expect(problems).toContainEqual(
      "app/content/company.json › en.hours: names a day in two entries: give each day its hours once",
    );
    expect(problems.some((problem) => problem.startsWith("app/content/company.json › fr:"))).toBe(
      true,
    );
  });

  it("refuses a field the site does not know", () => {
    expect(problemsOf(withChange((copy) => Object.assign(copy.en, { fax: "+1 301" })))).toEqual([
      "app/content/company.json › en.fax: is not a company detail: check its spelling, or remove it",
    ]);
  });

  it("turns the numbers into links", () => {
    expect(e164("+33 (0)1 23 45 67 89")).toBe("+330123456789");
    expect(whatsappUrl("+971 50 123 4567")).toBe("https://wa.me/971501234567");
    const facts = companyFromData(parseCompanyData(data, companyDataFile));
    expect(facts.phone.e164).toBe("+13015550147");
  });
});
