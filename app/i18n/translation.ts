import { pluralCategories } from "../lib/text.ts";

/**
 * How an edition's text is typed and merged onto the English edition.
 *
 * The English content modules are the source of truth for structure: icons,
 * paths, slugs, years, illustration keys. A translation carries only text, in
 * the same shape: `Translation<T>` keeps every string and drops the keys named
 * in `StructureKey` and every non-text value. Because translation files are
 * written `{ … } satisfies Translation<…>`, a missing key and an extra key are
 * both type errors that name the key. `localize` then lays the text over the
 * English structure.
 */

/** Keys whose values are structure, written once in the English module. */
export const structureKeys = [
  "icon",
  "to",
  "href",
  "url",
  "slug",
  "id",
  "kind",
  "match",
  "category",
  "image",
  "key",
  "cta",
  "dayOfWeek",
  "opens",
  "closes",
  "countryCode",
  "postalCode",
  "formAnchor",
] as const;

export type StructureKey = (typeof structureKeys)[number];

/** Drops structure keys and keys that hold no text (numbers, booleans). */
type TextKeys<T> = {
  [K in keyof T]-?: K extends StructureKey
    ? never
    : [HasText<NonNullable<T[K]>>] extends [true]
      ? K
      : never;
}[keyof T];

type HasText<T> = T extends string
  ? true
  : T extends readonly (infer Item)[]
    ? HasText<Item>
    : T extends object
      ? TextKeys<T> extends never
        ? false
        : true
      : false;

export type Translation<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [I in keyof T]: Translation<T[I]> }
    : T extends object
      ? { readonly [K in TextKeys<T> as undefined extends T[K] ? never : K]: Translation<T[K]> } & {
          readonly [K in TextKeys<T> as undefined extends T[K] ? K : never]?: Translation<
            NonNullable<T[K]>
          >;
        }
      : never;

/** The English type with its literal text widened (structure keeps its types): what every edition renders. */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Localized<T[I]> }
      : T extends object
        ? { readonly [K in keyof T]: K extends StructureKey ? T[K] : Localized<T[K]> }
        : T;

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
