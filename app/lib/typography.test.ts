// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { arabicGlossary } from "../content/glossary/ar.ts";

import { arabicTypography, frenchTypography } from "./glossary";
import { NBSP, NNBSP, typeset, typesetAll, typesetMarkdown } from "./typography";

/** Writes the no-break spaces visibly: "_" for U+00A0, "^" for U+202F. */
const shown = (text: string) => text.replaceAll(NBSP, "_").replaceAll(NNBSP, "^");
/** The reverse of `shown`, so the table below stays readable. */
const spaces = (text: string) => text.replaceAll("_", NBSP).replaceAll("^", NNBSP);

describe("typeset, French", () => {
  // Typed with plain spaces → as printed ("_" no-break space, "^" narrow no-break space).
  it.each([
    ["Laize utile 2 450 mm", "Laize utile 2^450_mm"],
    ["Laize utile 2450 mm", "Laize utile 2^450_mm"],
    ["prix : 10 000 USD", "prix_: 10^000_USD"],
    ["prix: 10000 USD", "prix_: 10^000_USD"],
    ["1.300 mm", "1^300_mm"],
    ["8 700 mm", "8^700_mm"],
    ["1 234,5 mm", "1^234,5_mm"],
    ["12 à 60 µm", "12 à 60_µm"],
    ["60µm", "60_µm"],
    ["30%", "30_%"],
    ["30 %", "30_%"],
    ["525 m/min", "525_m/min"],
    ["environ 6,5 t/h", "environ 6,5_t/h"],
    ["2000 à 3000 mm", "2^000 à 3^000_mm"],
    ["2 000-3 000 mm", "2^000-3^000_mm"],
    ["15–60 µm", "15 à 60_µm"],
    ["de 2015 — 2018", "de 2015 à 2018"],
    ["Vous souhaitez vendre ?", "Vous souhaitez vendre^?"],
    ["Vendu !", "Vendu^!"],
    ["Quoi ?!", "Quoi^?!"],
    ["trois couches ; deux", "trois couches^; deux"],
    ["« bobine mère »", "«^bobine mère^»"],
    ["«bobine»", "«^bobine^»"],
    ["(voir : la fiche)", "(voir_: la fiche)"],
    ["État :", "État_:"],
    // A Markdown text node that begins after an element: "**Prix** : 10".
    [" : 10 €", "_: 10_€"],
    ["24h/24", "24_h/24"],
    ["Voir https://example.com/a : b", "Voir https://example.com/a_: b"],
    // A decimal with a dot is not a thousands group; its unit is still joined.
    ["0.905 g", "0.905_g"],
    // Durations and sizes counted in words (the French review, issue 34).
    ["plus de 15 ans", "plus de 15_ans"],
    ["en 72 heures au plus", "en 72_heures au plus"],
    ["3 ou 6 pouces", "3 ou 6_pouces"],
    ["garantie de 12 mois", "garantie de 12_mois"],
    ["sous 2 jours", "sous 2_jours"],
  ])("%j → %j", (typed, printed) => {
    expect(shown(typeset(typed, "fr"))).toBe(printed);
  });

  // Text that must stay exactly as typed.
  it.each([
    "Ouvert de 9:00 à 18:00",
    "Certifiée ISO 9001 depuis 2008",
    "ISO 9001:2015",
    "Densité 0,905",
    "https://example.com/fr/machines?page=2&x=10 mm",
    "ecrire@example.fr",
    "Rotomec 4003 MP, de 2011",
    "construite en 2018, révisée en 2023",
    "3 (A/B/A), extrudeuse principale",
    "+1 (301) 555-0147",
    "PET/ALU/PE",
    "12-60",
    "A4 et 3D",
    "deux mois",
    "Laize utile",
  ])("%j stays as typed", (typed) => {
    expect(shown(typeset(typed, "fr"))).toBe(shown(typed));
  });

  it("is idempotent, and typesets each edition's own typing once", () => {
    for (const typed of ["prix : 10 000 USD", "« 2 450 mm ! »", "15–60 µm ; 30 %"]) {
      const once = typeset(typed, "fr");
      expect(typeset(once, "fr")).toBe(once);
    }
    // Already typed by hand, either no-break space: nothing changes.
    expect(typeset(spaces("d’abord_? «_{label}_» prix^: 10"), "fr")).toBe(
      spaces("d’abord_? «_{label}_» prix^: 10"),
    );
    expect(typeset(spaces("8^700_mm^; «^film^»"), "fr")).toBe(spaces("8^700_mm^; «^film^»"));
  });

  it("leaves English text as typed", () => {
    expect(typeset("Price: 10 000 USD; width 2 450 mm!", "en")).toBe(
      "Price: 10 000 USD; width 2 450 mm!",
    );
  });

  // The checker (app/lib/glossary.ts) finds nothing in what the typesetter printed.
  const frenchPieces = fc.constantFrom(
    " ",
    "  ",
    "2",
    "450",
    "2450",
    "10 000",
    "0,905",
    "1.300",
    "mm",
    " mm",
    "µm",
    " %",
    "%",
    "USD",
    " à ",
    "–",
    "-",
    ":",
    " :",
    ";",
    " ?",
    "!",
    "«",
    "»",
    " « ",
    " » ",
    "prix",
    "laize",
    "9:00",
    "ISO 9001",
    " https://example.com/x ",
    ".",
    ",",
    "\n",
  );

  it("prints text the French typography rules accept, whatever was typed", () => {
    fc.assert(
      fc.property(fc.array(frenchPieces, { maxLength: 14 }), (pieces) => {
        const printed = typeset(pieces.join(""), "fr");
        expect(frenchTypography(printed).map((finding) => shown(finding.found))).toEqual([]);
        expect(typeset(printed, "fr")).toBe(printed);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("typeset, Arabic", () => {
  it.each([
    ["سماكة 60 ميكرون", "سماكة 60_ميكرون"],
    ["من 12 إلى 60 ميكرون", "من 12 إلى 60_ميكرون"],
    ["8700 مم", "8,700_مم"],
    ["525 م/دقيقة", "525_م/دقيقة"],
    ["نحو 6.5 طن/ساعة", "نحو 6.5_طن/ساعة"],
    ["60 µm", "60_µm"],
    ["شكراً", "شكرًا"],
    ["من 30 إلى 75%", "من 30% إلى 75%"],
    ["15–60", "15-60"],
  ])("%j → %j", (typed, printed) => {
    expect(shown(typeset(typed, "ar"))).toBe(printed);
  });

  it.each([
    "عام 2018",
    "ISO 9001",
    "الساعة 9:00",
    "0,905",
    "https://example.com/ar",
    "من 30% إلى 75%",
    "3 مكابس",
  ])("%j stays as typed", (typed) => {
    expect(typeset(typed, "ar")).toBe(typed);
  });

  const arabicPieces = fc.constantFrom(
    " ",
    "60",
    "30",
    "6.5",
    "ميكرون",
    "مم",
    " مم",
    "إلى",
    " إلى ",
    "من ",
    "%",
    "–",
    "-",
    "شكراً",
    "فيلم",
    "\n",
  );

  it("prints text the Arabic typography rules accept, whatever was typed", () => {
    const typographic = new Set(["tanween", "en dash", "percent in a range"]);
    fc.assert(
      fc.property(fc.array(arabicPieces, { maxLength: 12 }), (pieces) => {
        const printed = typeset(pieces.join(""), "ar");
        expect(
          arabicTypography(printed, arabicGlossary).filter((finding) =>
            typographic.has(finding.rule),
          ),
        ).toEqual([]);
        expect(typeset(printed, "ar")).toBe(printed);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("typesetMarkdown", () => {
  it("typesets the text of a listing's Markdown and leaves code, links' addresses and tags", () => {
    const typed = [
      "Laize utile 2450 mm ; vitesse : 300 m/min.",
      "",
      "- **Prix** : 10 000 USD",
      '- [La fiche : 2 pages](/fr/machines/x?taille=2450 "Titre : x")',
      '- `code : 2450 mm` et <span title="a : b">texte !</span>',
      "",
      "```",
      "9:00 ; 2450 mm",
      "```",
      "",
      "Fin ?",
    ].join("\n");
    expect(shown(typesetMarkdown(typed, "fr"))).toBe(
      [
        "Laize utile 2^450_mm^; vitesse_: 300_m/min.",
        "",
        "- **Prix**_: 10^000_USD",
        '- [La fiche_: 2 pages](/fr/machines/x?taille=2450 "Titre : x")',
        '- `code : 2450 mm` et <span title="a : b">texte^!</span>',
        "",
        "```",
        "9:00 ; 2450 mm",
        "```",
        "",
        "Fin^?",
      ].join("\n"),
    );
  });

  it("joins Arabic numbers to their units and leaves English as typed", () => {
    expect(shown(typesetMarkdown("سماكة **60 ميكرون**", "ar"))).toBe("سماكة **60_ميكرون**");
    expect(typesetMarkdown("Width: 2 450 mm", "en")).toBe("Width: 2 450 mm");
  });
});

describe("typesetAll", () => {
  it("typesets every string of a module's copy, not a link's path", () => {
    const copy = {
      title: "Vendre ?",
      specs: [{ label: "Laize", value: "2 000 mm" }],
      cta: { label: "Nous écrire : maintenant", to: "/contact?sujet=a : b" },
      count: 3,
    };
    expect(typesetAll(copy, "fr")).toEqual({
      title: `Vendre${NNBSP}?`,
      specs: [{ label: "Laize", value: `2${NNBSP}000${NBSP}mm` }],
      cta: { label: `Nous écrire${NBSP}: maintenant`, to: "/contact?sujet=a : b" },
      count: 3,
    });
    expect(typesetAll(["60 ميكرون"], "ar")).toEqual([`60${NBSP}ميكرون`]);
  });
});

describe("Arabic thousands", () => {
  it("groups a quantity's thousands with a comma, as Intl writes the numbers code prints", () => {
    expect(typeset("حتى 2000 مم", "ar")).toBe(`حتى 2,000${NBSP}مم`);
    expect(typeset("من 2000 إلى 3000 مم", "ar")).toBe(`من 2,000 إلى 3,000${NBSP}مم`);
    expect(typeset("بسعر 175000 دولار", "ar")).toBe(`بسعر 175,000${NBSP}دولار`);
    expect(typeset("عرض 1300 mm", "ar")).toBe(`عرض 1,300${NBSP}mm`);
  });

  it("leaves years, codes, decimals and grouped numbers alone, and is idempotent", () => {
    for (const text of ["سنة 2018 م", "ISO 9001", "12.5 ميكرون", "61,500 ساعة", "صُنعت عام 2016"]) {
      expect(typeset(text, "ar").replace(/\u00a0/g, " ")).toBe(text);
    }
    const once = typeset("حتى 2000 مم", "ar");
    expect(typeset(once, "ar")).toBe(once);
  });
});
