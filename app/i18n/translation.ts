import type { Localized, Translation } from "../content/translation.ts";
import { pluralCategories } from "../lib/text.ts";

/**
 * How a translation is merged onto the English edition. Which values are text
 * is said by the English modules' types (app/content/translation.ts): a
 * translation carries exactly those, and the typechecker names a missing or
 * extra key. At run time a value the translation leaves out is structure and
 * keeps its English value; `compareTranslations` names text that one
 * translation carries and another lacks, for data that bypassed the
 * typechecker.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a value holds a string anywhere: only such a value can be translated. */
function holdsText(value: unknown): boolean {
  if (typeof value === "string") return true;
  if (Array.isArray(value)) return value.some(holdsText);
  return isRecord(value) && Object.values(value).some(holdsText);
}

/** A plural message (app/lib/text.ts): each language writes the forms it needs. */
const isPluralMessage = (value: Record<string, unknown>) => typeof value.other === "string";
const isPluralForm = (key: string) => (pluralCategories as readonly string[]).includes(key);

/**
 * The English content with the translation's text laid over it; structure
 * comes from English. Throws, naming the key, for a key English does not
 * have or holds no text under, and for a list of another length.
 */
export function localize<T>(
  english: T,
  translation: Translation<T>,
  path = "content",
): Localized<T> {
  const merge = (source: unknown, text: unknown, at: string): unknown => {
    if (typeof source === "string") {
      if (typeof text !== "string") throw new Error(`Translation ${at} must be text`);
      return text;
    }
    if (Array.isArray(source)) {
      if (!Array.isArray(text) || text.length !== source.length) {
        throw new Error(`Translation ${at} must have ${source.length} entries`);
      }
      return source.map((item, index) => merge(item, text[index], `${at}[${index}]`));
    }
    if (!isRecord(source)) return source;
    if (!isRecord(text)) throw new Error(`Missing translation: ${at}`);
    const isPlural = isPluralMessage(source);
    for (const key of Object.keys(text)) {
      if (isPlural && isPluralForm(key)) continue;
      if (!(key in source) || !holdsText(source[key])) {
        throw new Error(`Unexpected key in translation: ${at}.${key}`);
      }
    }
    if (isPlural && typeof text.other !== "string") {
      throw new Error(`Missing translation: ${at}.other`);
    }
    const merged = Object.fromEntries(
      Object.entries(source).map(([key, value]) => {
        if (key in text) return [key, merge(value, text[key], `${at}.${key}`)];
        // A language may need fewer plural forms than English; `other` is always there.
        return [key, isPlural && isPluralForm(key) ? undefined : value];
      }),
    );
    if (isPlural) {
      for (const form of pluralCategories) {
        if (!(form in source) && typeof text[form] === "string") merged[form] = text[form];
      }
    }
    return merged;
  };
  return merge(english, translation, path) as Localized<T>;
}

/**
 * Throws, naming it, when a translation leaves out text another translation
 * carries (a plural message's forms excepted): what the typechecker reports
 * as a missing key, checked again on the data the build actually reads.
 */
export function compareTranslations(translations: Readonly<Record<string, unknown>>): void {
  const walk = (values: Readonly<Record<string, unknown>>, at: string): void => {
    const present = Object.entries(values).filter(([, value]) => value !== undefined);
    const records = present.filter((entry): entry is [string, Record<string, unknown>] =>
      isRecord(entry[1]),
    );
    const lists = present.filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]));
    if (records.length > 0) {
      const plural = records.some(([, record]) => isPluralMessage(record));
      const keys = new Set(records.flatMap(([, record]) => Object.keys(record)));
      for (const key of keys) {
        if (plural && isPluralForm(key)) continue;
        const carrier = records.find(([, record]) => key in record);
        const missing = records.find(([, record]) => !(key in record));
        if (carrier && missing) {
          throw new Error(
            `Missing translation: locales/${missing[0]}${at}.${key} (locales/${carrier[0]} has it)`,
          );
        }
        walk(
          Object.fromEntries(records.map(([name, record]) => [name, record[key]])),
          `${at}.${key}`,
        );
      }
    }
    const longest = Math.max(0, ...lists.map(([, list]) => list.length));
    for (let index = 0; index < longest; index++) {
      walk(Object.fromEntries(lists.map(([name, list]) => [name, list[index]])), `${at}[${index}]`);
    }
  };
  walk(translations, "");
}
