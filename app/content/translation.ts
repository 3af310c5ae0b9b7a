/**
 * How an edition's text is typed: data and types only, so that translation
 * files (app/content/locales/) can name their shape. The merge that lays a
 * translation over English is app/i18n/translation.ts.
 *
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
