import {
  filmProperties,
  type FilmGradeKey,
  type FilmProperty,
  type FilmPropertyDefinition,
  type FilmSlug,
} from "../../content/film-grades.ts";
import type { EditionText } from "../../content/english.ts";
import { listFormat, numberFormat } from "../../lib/intl.ts";
import { fillTemplate } from "../../lib/text.ts";

/**
 * A film's grades and terms in an edition's words and number format: what
 * the product page's table and the film's data sheet both show. Pure, so
 * the page, the PDF and the tests build the same rows.
 */

export interface GradeRow {
  property: FilmProperty;
  label: string;
  /** Empty for a ratio (COF, optical density). */
  unit: string;
  /** The test standard: "ASTM D1003". */
  method: string;
  /** A permeation test's conditions in the edition's words, else null. */
  conditions: string | null;
  /** One cell per grade, in the order of `grades`; null where the grade does not state it. */
  values: (string | null)[];
}

export interface GradeTable {
  caption: string;
  disclaimer: string;
  grades: { key: FilmGradeKey; name: string }[];
  rows: GradeRow[];
  terms: { title: string; items: { label: string; value: string }[] };
}

/** The order of the rows: as a data sheet lists them. */
const order = Object.keys(filmProperties) as FilmProperty[];

export function isFilm(t: EditionText, slug: string): slug is FilmSlug {
  return Object.hasOwn(t.filmProducts, slug);
}

export function gradeTable(
  t: EditionText,
  intl: string,
  slug: FilmSlug,
  productName: string,
): GradeTable {
  const copy = t.productPage.grades;
  const film = t.filmProducts[slug];
  const grades = film.grades.map((key) => ({ key, ...t.filmGrades[key] }));
  const rows = order.flatMap((property): GradeRow[] => {
    const stated = grades.map((grade) => grade.values[property as keyof typeof grade.values]);
    if (stated.every((value) => value === undefined)) return [];
    const definition: FilmPropertyDefinition = filmProperties[property];
    const { unit, method, decimals } = definition;
    const format = numberFormat(intl, {
      minimumFractionDigits: definition.trimZeros ? 0 : decimals,
      maximumFractionDigits: decimals,
    });
    const conditions = method.conditions
      ? fillTemplate(copy.conditions, {
          temperature: numberFormat(intl).format(method.conditions.temperature),
          humidity: numberFormat(intl).format(method.conditions.relativeHumidity),
        })
      : null;
    return [
      {
        property,
        label: copy.properties[property],
        unit: copy.units[unit],
        method: method.standard,
        conditions,
        values: stated.map((value) => (value === undefined ? null : format.format(value))),
      },
    ];
  });
  const { terms } = film;
  const number = numberFormat(intl);
  return {
    caption: fillTemplate(copy.caption, { product: productName }),
    disclaimer: copy.disclaimer,
    grades: grades.map(({ key, name }) => ({ key, name })),
    rows,
    terms: {
      title: copy.terms.title,
      items: [
        { label: copy.terms.minimumOrder, value: terms.minimumOrder },
        { label: copy.terms.leadTime, value: terms.leadTime },
        {
          label: copy.terms.width,
          value: fillTemplate(copy.terms.widthValue, {
            min: number.format(terms.width.min),
            max: number.format(terms.width.max),
          }),
        },
        {
          label: copy.terms.core,
          value: fillTemplate(copy.terms.coreValue, {
            cores: listFormat(intl, { type: "disjunction" }).format(
              terms.cores.map((core) => number.format(core)),
            ),
          }),
        },
        {
          label: copy.terms.incoterms,
          value: listFormat(intl, { type: "conjunction" }).format(terms.incoterms),
        },
      ],
    },
  };
}
