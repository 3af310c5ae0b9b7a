import { structureKeys, type Localized, type Translation } from "../content/translation.ts";
import { pluralCategories } from "../lib/text.ts";

/** How a translation is merged onto the English edition; the types are app/content/translation.ts. */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isStructureKey = (key: string) => (structureKeys as readonly string[]).includes(key);

/** Whether a value holds text a translation must carry (mirrors `HasText`). */
function hasText(value: unknown): boolean {
  if (typeof value === "string") return true;
  if (Array.isArray(value)) return value.some(hasText);
  if (isRecord(value)) {
    return Object.entries(value).some(([key, item]) => !isStructureKey(key) && hasText(item));
  }
  return false;
}

/**
 * The English content with the translation's text laid over it; structure
 * comes from English. The type makes a missing or extra key a compile error;
 * this also throws, naming the key, for data that bypassed the typechecker.
 */
export function localize<T>(
  english: T,
  translation: Translation<T>,
  path = "content",
): Localized<T> {
  const merge = (source: unknown, text: unknown, at: string): unknown => {
    if (typeof source === "string") {
      if (typeof text !== "string") throw new Error(`Missing translation: ${at}`);
      return text;
    }
    if (Array.isArray(source)) {
      if (!Array.isArray(text) || text.length !== source.length) {
        throw new Error(`Translation ${at} must have ${source.length} entries`);
      }
      return source.map((item, index) =>
        hasText(item) ? merge(item, text[index], `${at}[${index}]`) : item,
      );
    }
    if (!isRecord(source)) return source;
    if (!isRecord(text)) throw new Error(`Missing translation: ${at}`);
    // A plural message (app/lib/text.ts) may need forms English does not.
    const isPlural = typeof source.other === "string";
    for (const key of Object.keys(text)) {
      if (isPlural && (pluralCategories as readonly string[]).includes(key)) continue;
      if (!(key in source) || isStructureKey(key) || !hasText(source[key])) {
        throw new Error(`Unexpected key in translation: ${at}.${key}`);
      }
    }
    const merged = Object.fromEntries(
      Object.entries(source).map(([key, value]) => {
        if (isStructureKey(key) || !hasText(value)) return [key, value];
        if (!(key in text)) {
          // A language may need fewer plural forms than English; `other` is always there.
          if (isPlural && key !== "other") return [key, undefined];
          throw new Error(`Missing translation: ${at}.${key}`);
        }
        return [key, merge(value, text[key], `${at}.${key}`)];
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
