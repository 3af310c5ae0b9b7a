import type { MachineFact, MachineFactKey } from "../../inventory/machine-facts.ts";
import type { MachineIn } from "../../inventory/machine-text.ts";
import type { SheetFirm } from "./firm.ts";

/**
 * What a machine's spec sheet says, as the Typst template (spec-sheet.typ)
 * reads it from /data.json: plain strings, already in the edition's words.
 * Pure: the page and the tests build it without Typst.
 */

/**
 * The facts a buyer decides from, in the order the sheet lists them: the
 * machine's facts as its page gives them (app/inventory/machine-facts.ts),
 * with its type and its status; the template lists whatever it is given.
 */
export type SheetFactKey = MachineFactKey | "type" | "status";

export interface SheetFact {
  key: SheetFactKey;
  label: string;
  value: string;
  /** Latin text (codes, numbers) kept left to right inside Arabic. */
  ltr: boolean;
}

export interface SheetBlock {
  text: string;
  /** A list item rather than a paragraph. */
  item: boolean;
}

export interface SheetData {
  lang: string;
  dir: "ltr" | "rtl";
  /** The language of the name, summary and description: "en" when not translated. */
  textLang: string;
  specsLang: string;
  documentTitle: string;
  sheetTitle: string;
  firm: SheetFirm;
  reference: { label: string; value: string };
  name: string;
  summary: string;
  /** Sold or reserved: said above the facts. */
  notice: string | null;
  factsTitle: string;
  facts: SheetFact[];
  specsTitle: string;
  specs: { label: string; value: string }[];
  /** The PDFs beside the listing, with their addresses: a printed sheet cannot link. */
  documents: {
    title: string;
    items: { kind: string; title: string; lang: string; url: string }[];
  };
  descriptionTitle: string;
  description: SheetBlock[];
  /** A file the typesetter maps beside data.json; a drawing gets a tinted background. */
  image: { file: string; kind: "photo" | "drawing" } | null;
  qr: { caption: string; url: string };
  contact: { title: string; body: string };
  footnote: string;
}

/** The sheet's own words (usedEquipment.machine.specSheet in the content modules). */
export interface SheetCopy {
  title: string;
  factsTitle: string;
  type: string;
  scan: string;
  contactTitle: string;
  contactBody: string;
  footnote: string;
  /** A sold machine's footnote, without "subject to prior sale". */
  soldFootnote: string;
}

/**
 * The edition's punctuation in a document title (the name a viewer shows in
 * its tab): « Films BOPP : Fiche technique », «…، FlexPack Consulting»
 * (app/i18n/locales.ts, `localeSettings`).
 */
export interface TitlePunctuation {
  comma: string;
  colon: string;
}

export interface SheetInput {
  machine: MachineIn;
  /** The machine's facts in the edition's words, the price first and the reference last. */
  facts: readonly MachineFact[];
  lang: string;
  dir: "ltr" | "rtl";
  punctuation: TitlePunctuation;
  copy: SheetCopy;
  pageCopy: {
    facts: { status: string; reference: string };
    description: string;
    specs: string;
    reserved: string;
    soldTitle: string;
  };
  statusName: string;
  typeName: string;
  firm: SheetData["firm"];
  /** The machine page's absolute URL in this edition, which the QR code carries. */
  pageUrl: string;
  /** The documents' heading and kinds in the edition (usedEquipment.machine.documents). */
  documentsCopy: { title: string; kinds: Record<MachineIn["documents"][number]["kind"], string> };
  /** An absolute URL of a path of the site. */
  absoluteUrl: (path: string) => string;
  image: SheetData["image"];
}

/** The reference first, as buyers quote it, then the type, the page's facts and the status. */
export function sheetFacts({
  machine,
  facts,
  pageCopy,
  copy,
  statusName,
  typeName,
}: Pick<
  SheetInput,
  "machine" | "facts" | "pageCopy" | "copy" | "statusName" | "typeName"
>): SheetFact[] {
  return [
    { key: "reference", label: pageCopy.facts.reference, value: machine.reference, ltr: true },
    { key: "type", label: copy.type, value: typeName, ltr: false },
    ...facts.filter((fact) => fact.key !== "reference"),
    { key: "status", label: pageCopy.facts.status, value: statusName, ltr: false },
  ];
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * The rendered description (the listing's Markdown as HTML) as paragraphs
 * and list items of plain text: the sheet sets them in its own type.
 */
export function descriptionBlocks(html: string): SheetBlock[] {
  const blocks: SheetBlock[] = [];
  for (const match of html.matchAll(/<(p|li|h[1-6])\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = decodeEntities(match[2]!.replace(/<[^>]*>/g, ""))
      .replace(/\s+/g, " ")
      .trim();
    if (text) blocks.push({ text, item: match[1]!.toLowerCase() === "li" });
  }
  return blocks;
}

/**
 * A sheet's data as its fonts can print it. The thousands of French
 * quantities are grouped with the narrow no-break space (« 61 500 heures »),
 * which the site's Inter subset has no glyph for: a browser borrows one from
 * a system font, Typst has no other font and sets it with no width
 * (« 61500 heures »). On paper the sheets group with the no-break space.
 */
export function printableSpaces(text: string): string {
  return text.replaceAll("\u202f", "\u00a0");
}

export function sheetData(input: SheetInput): SheetData {
  const { machine, lang, copy, pageCopy } = input;
  const { reference } = machine;
  return {
    lang,
    dir: input.dir,
    textLang: machine.lang ?? lang,
    specsLang: machine.specsLang ?? lang,
    documentTitle: `${machine.name} (${reference})${input.punctuation.colon}${copy.title}${input.punctuation.comma}${input.firm.name}`,
    sheetTitle: copy.title,
    firm: input.firm,
    reference: { label: pageCopy.facts.reference, value: reference },
    name: machine.name,
    summary: machine.summary,
    notice:
      machine.status === "sold"
        ? pageCopy.soldTitle
        : machine.status === "reserved"
          ? pageCopy.reserved
          : null,
    factsTitle: copy.factsTitle,
    facts: sheetFacts(input),
    specsTitle: pageCopy.specs,
    specs: machine.specs.map(({ label, value }) => ({ label, value })),
    documents: {
      title: input.documentsCopy.title,
      items: machine.documents.map((document) => ({
        kind: input.documentsCopy.kinds[document.kind],
        title: document.title,
        lang: document.lang ?? lang,
        url: input.absoluteUrl(document.path),
      })),
    },
    descriptionTitle: pageCopy.description,
    description: descriptionBlocks(machine.description),
    image: input.image,
    qr: { caption: copy.scan, url: input.pageUrl },
    contact: { title: copy.contactTitle, body: copy.contactBody },
    // A sold machine is no longer 'subject to prior sale'.
    footnote: machine.status === "sold" ? copy.soldFootnote : copy.footnote,
  };
}

/**
 * Every character a sheet sets: what its fonts are cut down to. Any sheet's
 * data (a machine's, or a film's: templates/film-sheet/), read string by string.
 */
export function sheetText(data: object): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(data);
  const text = strings.join(" ");
  // Capitals too (the template upper-cases the sheet's title); the page
  // counter, the list bullets and the separators are the template's own.
  // The Arabic comma and the no-break space join the documents' kinds (spec-sheet.typ).
  return `${text} ${text.toUpperCase()} 0123456789/•–·:()،\u00a0`;
}
