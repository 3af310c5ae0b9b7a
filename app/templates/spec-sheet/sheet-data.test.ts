import { describe, expect, it } from "vitest";

import { localeSettings } from "../../i18n/locales.ts";
import { machineFacts } from "../../inventory/machine-facts.ts";
import type { MachineIn } from "../../inventory/machine-text.ts";

import {
  descriptionBlocks,
  sheetData,
  sheetFacts,
  printableSpaces,
  sheetText,
  type SheetInput,
} from "./sheet-data.ts";

const machine: MachineIn = {
  slug: "bopp-film-line-2018",
  reference: "FP-1031",
  path: "/machinery/used-equipment/bopp-film-line-2018",
  type: "bopp-film-line",
  maker: "Brückner Maschinenbau",
  model: undefined,
  year: 2018,
  hours: 51200,
  condition: "very-good",
  price: { amount: 1850000, currency: "EUR" },
  location: "DE",
  locationName: "ألمانيا",
  city: "كيربن",
  available: "2027-03",
  status: "reserved",
  featured: false,
  lang: undefined,
  name: "خط إنتاج أفلام BOPP",
  englishName: "BOPP Film Line",
  summary: "خط متكامل",
  description:
    "<p>First &amp; <strong>best</strong>.</p>\n<ul>\n<li>One</li>\n<li>Two &#x2013; three</li>\n</ul>",
  photos: [],
  specs: [{ label: "السرعة", value: "525 م/دقيقة" }],
  specsLang: "en",
  documents: [],
  video: undefined,
};

const input: SheetInput = {
  machine,
  facts: machineFacts(machine, "ar", new Date("2026-11-27T12:00:00Z")),
  lang: "ar",
  dir: "rtl",
  punctuation: localeSettings.ar,
  copy: {
    title: "نشرة المواصفات",
    factsTitle: "أهم المعلومات",
    type: "نوع الآلة",
    scan: "امسحوا الرمز",
    contactTitle: "استفسروا",
    contactBody: "اذكروا المرجع",
    footnote: "ملاحظة",
    soldFootnote: "بيعت",
  },
  pageCopy: {
    facts: { status: "الحالة", reference: "المرجع" },
    description: "الوصف",
    specs: "المواصفات الفنية",
    reserved: "محجوزة لمشترٍ",
    soldTitle: "بيعت",
  },
  statusName: "محجوزة",
  typeName: "خط إنتاج أفلام BOPP",
  firm: {
    name: "FlexPack Consulting",
    tagline: "توريد",
    phone: "+1 (301) 555-0147",
    email: "info@flexpack.example",
    website: "www.flexpack.example",
    address: "100 Example Parkway",
  },
  pageUrl: "https://www.flexpack.example/ar/machinery/used-equipment/bopp-film-line-2018",
  documentsCopy: {
    title: "المستندات",
    kinds: {
      manual: "دليل التشغيل",
      "electrical-drawings": "المخططات الكهربائية",
      "inspection-report": "تقرير الفحص",
      layout: "مخطط التركيب",
      other: "مستند",
    },
  },
  absoluteUrl: (path) => `https://www.flexpack.example${path}`,
  image: null,
};

describe("sheetFacts", () => {
  it("lists the reference first, then the type, the page's facts and the status, Latin values marked", () => {
    const facts = sheetFacts(input);
    expect(facts.map((fact) => fact.key)).toEqual([
      "reference",
      "type",
      "price",
      "maker",
      "year",
      "hours",
      "condition",
      "location",
      // Reserved: its status says so, not "available now".
      "status",
    ]);
    expect(facts[0]).toEqual({ key: "reference", label: "المرجع", value: "FP-1031", ltr: true });
    expect(facts.find((fact) => fact.key === "maker")).toMatchObject({
      value: "Brückner Maschinenbau",
      ltr: true,
    });
    expect(facts.find((fact) => fact.key === "location")).toMatchObject({
      value: "كيربن، ألمانيا",
      ltr: false,
    });
  });
});

describe("descriptionBlocks", () => {
  it("turns the rendered Markdown into paragraphs and list items of plain text", () => {
    expect(descriptionBlocks(machine.description)).toEqual([
      { text: "First & best.", item: false },
      { text: "One", item: true },
      { text: "Two – three", item: true },
    ]);
  });

  it("skips empty blocks", () => {
    expect(descriptionBlocks("<p> </p><p><br></p>")).toEqual([]);
  });
});

describe("sheetData", () => {
  const data = sheetData(input);

  it("carries the edition's language and direction, and the text's own", () => {
    expect(data).toMatchObject({ lang: "ar", dir: "rtl", textLang: "ar", specsLang: "en" });
  });

  it("names the document by machine, reference and firm, with the Arabic comma in Arabic", () => {
    expect(data.documentTitle).toBe(
      "خط إنتاج أفلام BOPP (FP-1031): نشرة المواصفات، FlexPack Consulting",
    );
  });

  it("sets the French colon after the reference in French, « (FP-1031) : Fiche technique »", () => {
    const french = sheetData({
      ...input,
      lang: "fr",
      dir: "ltr",
      punctuation: localeSettings.fr,
      copy: { ...input.copy, title: "Fiche technique" },
    });
    expect(french.documentTitle).toBe(
      `${machine.name} (FP-1031)\u00a0: Fiche technique, ${input.firm.name}`,
    );
  });

  it("prints the narrow no-break space, which the sheet's fonts lack, as a no-break space", () => {
    expect(printableSpaces("1\u202f250\u202f000\u00a0€ ; 61\u202f500 heures")).toBe(
      "1\u00a0250\u00a0000\u00a0€ ; 61\u00a0500 heures",
    );
    expect(printableSpaces("FP-1031")).toBe("FP-1031");
  });

  it("says a reserved or sold machine is not simply available", () => {
    expect(data.notice).toBe("محجوزة لمشترٍ");
    expect(sheetData({ ...input, machine: { ...machine, status: "sold" } }).notice).toBe("بيعت");
    expect(sheetData({ ...input, machine: { ...machine, status: "available" } }).notice).toBeNull();
  });

  it("keeps 'subject to prior sale' off a sold machine's sheet", () => {
    expect(data.footnote).toBe("ملاحظة");
    expect(sheetData({ ...input, machine: { ...machine, status: "sold" } }).footnote).toBe("بيعت");
  });

  it("lists the documents with their kind in the edition, their title (English marked) and their address", () => {
    const documents = [
      {
        path: "/machinery/used-equipment/bopp-film-line-2018/documents/layout.pdf",
        kind: "layout" as const,
        title: "مخطط الخط",
        lang: undefined,
        language: "ar" as const,
        bytes: 30_000,
      },
      {
        path: "/machinery/used-equipment/bopp-film-line-2018/documents/manual.pdf",
        kind: "manual" as const,
        title: "Operating manual",
        lang: "en",
        language: "en" as const,
        bytes: 9_000_000,
      },
    ];
    expect(sheetData({ ...input, machine: { ...machine, documents } }).documents).toEqual({
      title: "المستندات",
      items: [
        {
          kind: "مخطط التركيب",
          title: "مخطط الخط",
          lang: "ar",
          url: "https://www.flexpack.example/machinery/used-equipment/bopp-film-line-2018/documents/layout.pdf",
        },
        {
          kind: "دليل التشغيل",
          title: "Operating manual",
          lang: "en",
          url: "https://www.flexpack.example/machinery/used-equipment/bopp-film-line-2018/documents/manual.pdf",
        },
      ],
    });
  });

  it("points the QR code at the page in this edition", () => {
    expect(data.qr.url).toBe(input.pageUrl);
  });

  it("gives the fonts every character it sets", () => {
    const text = sheetText(data);
    for (const character of `${machine.name}${input.firm.phone}${input.pageUrl}0123456789/`) {
      expect(text).toContain(character);
    }
  });

  it("gives the fonts the capitals of the upper-cased title", () => {
    const text = sheetText(
      sheetData({ ...input, copy: { ...input.copy, title: "Fiche technique" } }),
    );
    for (const character of "FICHE TECHNIQUE") expect(text).toContain(character);
  });
});
