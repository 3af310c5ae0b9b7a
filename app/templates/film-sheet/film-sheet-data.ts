import type { GradeTable } from "../product/grade-table.ts";
import type { SheetFirm } from "../spec-sheet/firm.ts";
import type { TitlePunctuation } from "../spec-sheet/sheet-data.ts";

/**
 * What a film's data sheet says, as the Typst template (film-sheet.typ)
 * reads it from /data.json: plain strings in the edition's words. Pure: the
 * tests build it without Typst.
 */
export interface FilmSheetData {
  lang: string;
  dir: "ltr" | "rtl";
  documentTitle: string;
  sheetTitle: string;
  firm: SheetFirm;
  name: string;
  summary: string;
  gradesTitle: string;
  disclaimer: string;
  labels: { property: string; method: string };
  grades: string[];
  rows: {
    label: string;
    unit: string;
    method: string;
    conditions: string | null;
    values: (string | null)[];
  }[];
  terms: GradeTable["terms"];
  qr: { caption: string; url: string };
  contact: { title: string; body: string };
  footnote: string;
}

export interface FilmSheetCopy {
  title: string;
  scan: string;
  contactTitle: string;
  contactBody: string;
  footnote: string;
}

export function filmSheetData(input: {
  lang: string;
  dir: "ltr" | "rtl";
  punctuation: TitlePunctuation;
  name: string;
  summary: string;
  gradesTitle: string;
  labels: { property: string; method: string };
  table: GradeTable;
  copy: FilmSheetCopy;
  firm: FilmSheetData["firm"];
  pageUrl: string;
}): FilmSheetData {
  const { table, copy } = input;
  return {
    lang: input.lang,
    dir: input.dir,
    documentTitle: `${input.name}${input.punctuation.colon}${copy.title}${input.punctuation.comma}${input.firm.name}`,
    sheetTitle: copy.title,
    firm: input.firm,
    name: input.name,
    summary: input.summary,
    gradesTitle: input.gradesTitle,
    disclaimer: table.disclaimer,
    labels: input.labels,
    grades: table.grades.map((grade) => grade.name),
    rows: table.rows.map(({ label, unit, method, conditions, values }) => ({
      label,
      unit,
      method,
      conditions,
      values,
    })),
    terms: table.terms,
    qr: { caption: copy.scan, url: input.pageUrl },
    contact: { title: copy.contactTitle, body: copy.contactBody },
    footnote: copy.footnote,
  };
}
