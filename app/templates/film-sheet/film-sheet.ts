import type { FilmSlug } from "~/content/film-grades";
import { getEdition } from "~/i18n/editions";
import { productDataSheetPath, productPath } from "~/i18n/links";
import { localeSettings, localizePath, type Locale } from "~/i18n/locales";
import { absoluteUrl } from "~/site/url";

import { productIn } from "../product/product-page";
import { gradeTable } from "../product/grade-table";
import { sheetFirm } from "../spec-sheet/firm";
import { typesetSheet } from "../spec-sheet/typeset";
import { sheetText } from "../spec-sheet/sheet-data";

import { filmSheetData, type FilmSheetData } from "./film-sheet-data";
import template from "./film-sheet.typ?raw";

/**
 * A film's technical data sheet in an edition, typeset once per build with
 * the machines' engine: the route app/pages/…/products/[slug]/data-sheet.pdf.ts
 * serves these bytes.
 */

export function filmSheetDataFor(slug: FilmSlug, locale: Locale): FilmSheetData {
  const { t, intl } = getEdition(locale);
  const { lang, dir, comma, colon } = localeSettings[locale];
  const product = productIn(t, slug);
  const copy = t.productPage.grades;
  return filmSheetData({
    lang,
    dir,
    punctuation: { comma, colon },
    name: product.name,
    summary: product.summary,
    gradesTitle: copy.title,
    labels: { property: copy.property, method: copy.method },
    table: gradeTable(t, intl, slug, product.name),
    copy: copy.sheet,
    firm: sheetFirm(locale),
    pageUrl: absoluteUrl(localizePath(productPath(slug), locale)),
  });
}

const made = new Map<string, Promise<Buffer>>();

/** The PDF of a film's data sheet in an edition, made once however often it is asked for. */
export function filmSheetPdf(slug: FilmSlug, locale: Locale): Promise<Buffer> {
  const key = localizePath(productDataSheetPath(slug), locale);
  let pdf = made.get(key);
  if (!pdf) {
    const data = filmSheetDataFor(slug, locale);
    pdf = typesetSheet(template, data, undefined, sheetText(data));
    made.set(key, pdf);
  }
  return pdf;
}
