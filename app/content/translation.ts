/**
 * How an edition's text is typed: data and types only, so that translation
 * files (app/content/locales/) can name their shape. The merge that lays a
 * translation over English is app/i18n/translation.ts.
 *
 * The English content modules are the source of truth, and their types say
 * what a translation carries:
 * - **text** is a value typed `string`: every edition writes it in its own
 *   words;
 * - **structure** is a value typed narrower than `string` (an `IconName`, a
 *   `SitePath`, a `ProductSlug`, a literal marked `as const`), a number or a
 *   boolean: it is written once, in English, and every edition shows it as
 *   it is.
 *
 * So the English modules are not `as const` as a whole: a card's icon is
 * structure because `FeatureCard` types it `IconName`, and an anchor is
 * structure because it is written `"send-message" as const`. `Translation<T>`
 * keeps every text key and drops the rest; translation files are written
 * `{ … } satisfies Translation<…>`, so a missing key and an extra key are both
 * type errors that name the key.
 */

/** Keys whose value holds text somewhere, and so must be translated. */
type TextKeys<T> = {
  [K in keyof T]-?: [HasText<NonNullable<T[K]>>] extends [true] ? K : never;
}[keyof T];

type HasText<T> = T extends string
  ? string extends T
    ? true
    : false
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

/** The English type, read-only all the way down: what every edition renders. */
export type Localized<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly unknown[]
    ? { readonly [I in keyof T]: Localized<T[I]> }
    : T extends object
      ? { readonly [K in keyof T]: Localized<T[K]> }
      : T;
