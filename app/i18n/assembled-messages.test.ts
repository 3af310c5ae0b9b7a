// @vitest-environment node
/**
 * Every message that code fills in (a "{placeholder}" or a plural form), in
 * every edition, filled with realistic values the way pages fill them: no
 * placeholder left over, no stray spaces, French and Arabic typography kept,
 * and a plural form for each category a count can take in the language.
 * The messages are found by walking each edition's text, so a new message is
 * checked without editing this file.
 */
import { describe, expect, it } from "vitest";

import { numberFormat, pluralRules } from "../lib/intl.ts";
import { fillTemplate, plural, pluralCategories, type PluralText } from "../lib/text.ts";
import { typeset } from "../lib/typography.ts";
import { getEdition } from "./editions.ts";
import { locales, type Locale } from "./locales.ts";

/** The counts a message is tried with: Arabic has zero, one, two, few (3–10), many (11–99), other. */
const counts = [0, 1, 2, 3, 11, 100];

/** Placeholders whose value is a number, with a value pages could give them. */
const numbers: Readonly<Record<string, number>> = {
  total: 6,
  shown: 2,
  min: 2010,
  max: 2020,
  year: 2016,
  first: 1,
  last: 5,
  hour: 9,
  minute: 30,
  seconds: 45,
  minutes: 3,
  limit: 5000,
  thickness: 20,
  density: 0.91,
  yield: 54.9,
  core: 76,
  outer: 800,
  length: 6000,
  width: 1300,
  weight: 90,
  temperature: 23,
  humidity: 50,
  photos: 3,
  reference: 1042,
};

/** Placeholders whose value is text in the edition's language (a machine, a country, a day). */
const words: Readonly<Record<Locale, string>> = {
  en: "BOPP Film Line",
  fr: "Ligne de film BOPP",
  ar: "خط إنتاج أفلام BOPP",
};

type Message = { path: string; text: string } | { path: string; plural: PluralText };

const isPlural = (value: object): value is PluralText =>
  "other" in value &&
  Object.entries(value).every(
    ([key, form]) =>
      (pluralCategories as readonly string[]).includes(key) && typeof form === "string",
  );

/** The messages of an edition's text: strings with a placeholder, and plural texts. */
function messagesOf(value: unknown, path = ""): Message[] {
  if (typeof value === "string") return /\{\w+\}/.test(value) ? [{ path, text: value }] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => messagesOf(item, `${path}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  if (isPlural(value)) return [{ path, plural: value }];
  return Object.entries(value).flatMap(([key, item]) =>
    messagesOf(item, path === "" ? key : `${path}.${key}`),
  );
}

/** A value for each placeholder of `template`, numbers written the edition's way. */
function valuesFor(template: string, locale: Locale, intl: string) {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return Object.fromEntries(
    names.map((name) => [
      name,
      name in numbers ? numberFormat(intl).format(numbers[name]!) : words[locale],
    ]),
  );
}

/** What a filled message must never show. */
function problemsOf(filled: string, locale: Locale): string[] {
  const problems: string[] = [];
  if (/\{\w+\}/.test(filled)) problems.push("a placeholder left over");
  if (/ {2}/.test(filled)) problems.push("two spaces in a row");
  if (/ [,،.]/.test(filled)) problems.push("a space before a comma or a full stop");
  if (/^\s|\s$/.test(filled) && !/^\s*$/.test(filled)) problems.push("a space at an end");
  // French and Arabic: the typography the build gives authored text holds for filled text too.
  if (locale !== "en" && typeset(filled, locale) !== filled) {
    problems.push(`not typeset: ${JSON.stringify(typeset(filled, locale))}`);
  }
  return problems;
}

/** The plural categories a whole count (0 to 1000) takes in a language. */
function categoriesFor(intl: string): Set<string> {
  const rules = pluralRules(intl);
  return new Set(Array.from({ length: 1001 }, (_, count) => rules.select(count)));
}

describe.each(locales)("the %s edition's assembled messages", (locale) => {
  const { t, intl } = getEdition(locale);
  const messages = messagesOf(t);
  const templates = messages.filter((message) => "text" in message);
  const plurals = messages.filter((message) => "plural" in message);

  it("are found by walking the edition's text", () => {
    expect(templates.length).toBeGreaterThan(20);
    expect(plurals.length).toBeGreaterThan(5);
  });

  it("read cleanly once filled", () => {
    const found = templates.flatMap((message) => {
      const filled = fillTemplate(message.text, valuesFor(message.text, locale, intl));
      return problemsOf(filled, locale).map(
        (problem) => `${message.path}: ${problem} in "${filled}"`,
      );
    });
    expect(found).toEqual([]);
  });

  it("read cleanly once filled with every count, in every plural form", () => {
    const found = plurals.flatMap((message) =>
      counts.flatMap((count) => {
        const forms = Object.values(message.plural).join(" ");
        const filled = plural(message.plural, count, intl, valuesFor(forms, locale, intl));
        return problemsOf(filled, locale).map(
          (problem) => `${message.path} (${count}): ${problem} in "${filled}"`,
        );
      }),
    );
    expect(found).toEqual([]);
  });

  it("have a plural form for every category a count takes in the language, when they print the count", () => {
    const needed = [...categoriesFor(intl)];
    // Without the number («أصبحت آلات تطابق…»), the plural noun of `other` serves every count above two.
    const counted = plurals.filter((message) =>
      Object.values(message.plural).some((form) => form.includes("{count}")),
    );
    expect(counted.length).toBeGreaterThan(5);
    const missing = counted.flatMap((message) => {
      const absent = needed.filter((category) => !(category in message.plural));
      return absent.length > 0 ? [`${message.path}: ${absent.join(", ")}`] : [];
    });
    expect(missing).toEqual([]);
  });
});
