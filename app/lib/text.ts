import { numberFormat, pluralRules } from "./intl.ts";

/** "over 15 years" → "Over 15 years", for a value that starts a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Fills the {name} placeholders of a translated sentence, so word order stays
 * the translator's: fillTemplate("{shown} of {total}", { shown: 2, total: 6 }).
 * A placeholder without a value throws: a silent "{total}" on a page is a bug.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return String(value);
  });
}

/**
 * Like fillTemplate, for values that are not text (a link in a sentence):
 * the sentence as parts, text and values in order.
 * fillTemplateParts("Write to {email}.", { email: link }) → ["Write to ", link, "."].
 */
export function fillTemplateParts<T>(
  template: string,
  values: Readonly<Record<string, T>>,
): (string | T)[] {
  return template.split(/\{(\w+)\}/).flatMap((part, index): (string | T)[] => {
    if (index % 2 === 0) return part === "" ? [] : [part];
    const value = values[part];
    if (value === undefined) throw new Error(`No value for {${part}} in "${template}"`);
    return [value];
  });
}

/**
 * A message in every plural form a language needs. English fills `one` and
 * `other`; Arabic also `zero`, `two`, `few` and `many`. `Intl.PluralRules`
 * picks the form, so no language's grammar is written into code.
 */
export interface PluralText {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export const pluralCategories = ["zero", "one", "two", "few", "many", "other"] as const;

/**
 * The form of `text` for `count` in the language of `intlTag`, with its
 * placeholders filled. Numbers (the count and any numeric value) are written
 * by `Intl.NumberFormat` in the same language: "1 200" in French.
 */
export function plural(
  text: PluralText,
  count: number,
  intlTag: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const form = text[pluralRules(intlTag).select(count)] ?? text.other;
  const number = numberFormat(intlTag);
  const filled = Object.fromEntries(
    Object.entries({ count, ...values }).map(([name, value]) => [
      name,
      typeof value === "number" ? number.format(value) : value,
    ]),
  );
  return fillTemplate(form, filled);
}

/** A file's size for people: "212 kB", "212 ko", "1.2 MB"; `intlTag` is the edition's Intl locale. */
export function formatFileSize(bytes: number, intlTag: string): string {
  const megabytes = bytes >= 1_000_000;
  return numberFormat(intlTag, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
