import type { ProductSlug } from "./products.ts";

/**
 * The film grades a buyer compares: per grade, typical values with their
 * units and test methods, and per film product its grades and typical
 * commercial terms. Numbers, units, methods and grade keys are structure
 * (written once here); grade names and terms are text every edition writes
 * (locales/*\/film-grades.ts).
 *
 * The values are typical of the producers' published technical data sheets
 * cited beside each grade: a typical value is what a production lot usually
 * measures, not a guaranteed minimum, and every table says so. The
 * producers' documents are the authority: re-check a grade against the
 * current issue of the cited sheet before quoting a figure to a customer.
 */

/** A measured property, in the order the tables list them. */
export type FilmProperty =
  | "thickness"
  | "density"
  | "yield"
  | "haze"
  | "gloss"
  | "cof"
  | "tensileMd"
  | "tensileTd"
  | "sealInitiation"
  | "opticalDensity"
  | "otr"
  | "wvtr";

/** Units as data sheets print them; "none" for a ratio (COF, optical density). */
export type FilmUnit =
  "µm" | "g/cm³" | "m²/kg" | "%" | "GU" | "MPa" | "°C" | "cm³/(m²·day)" | "g/(m²·day)" | "none";

/** How a property is measured: the standard, and for permeation its test conditions. */
export interface FilmTestMethod {
  standard: string;
  conditions?: { temperature: number; relativeHumidity: number };
}

export interface FilmPropertyDefinition {
  unit: FilmUnit;
  method: FilmTestMethod;
  /** Decimal places the tables show. */
  decimals: number;
  /** Permeation is read as "60" and "0.5", not "60.0": trailing zeros dropped. */
  trimZeros?: true;
}

export const filmProperties = {
  thickness: { unit: "µm", method: { standard: "ASTM D6988" }, decimals: 0 },
  density: { unit: "g/cm³", method: { standard: "ASTM D1505" }, decimals: 2 },
  yield: { unit: "m²/kg", method: { standard: "ASTM D4321" }, decimals: 1 },
  haze: { unit: "%", method: { standard: "ASTM D1003" }, decimals: 1 },
  gloss: { unit: "GU", method: { standard: "ASTM D2457" }, decimals: 0 },
  cof: { unit: "none", method: { standard: "ASTM D1894" }, decimals: 2 },
  tensileMd: { unit: "MPa", method: { standard: "ASTM D882" }, decimals: 0 },
  tensileTd: { unit: "MPa", method: { standard: "ASTM D882" }, decimals: 0 },
  // Seal initiation has no ASTM method of its own: producers seal with a
  // crimp sealer (0.5 s, 200 kPa) and read the temperature where the seal
  // first holds 200 g/25 mm in an ASTM F88 peel.
  sealInitiation: { unit: "°C", method: { standard: "ASTM F88" }, decimals: 0 },
  // Optical density: transmission densitometer, geometry of ISO 5-2.
  opticalDensity: { unit: "none", method: { standard: "ISO 5-2" }, decimals: 1 },
  otr: {
    unit: "cm³/(m²·day)",
    method: { standard: "ASTM D3985", conditions: { temperature: 23, relativeHumidity: 0 } },
    decimals: 1,
    trimZeros: true,
  },
  wvtr: {
    unit: "g/(m²·day)",
    method: { standard: "ASTM F1249", conditions: { temperature: 38, relativeHumidity: 90 } },
    decimals: 1,
    trimZeros: true,
  },
} as const satisfies Record<FilmProperty, FilmPropertyDefinition>;

/** Thickness, density and yield on every grade; the rest where the property matters. */
export type FilmValues = { thickness: number; density: number; yield: number } & Partial<
  Record<Exclude<FilmProperty, "thickness" | "density" | "yield">, number>
>;

export type FilmGradeKey =
  | "bopp-plain"
  | "bopp-heat-sealable"
  | "bopp-matte"
  | "bopp-white-opaque"
  | "bopp-metallized"
  | "bopp-metallized-high-barrier"
  | "cpp-general"
  | "cpp-metallized"
  | "cpp-retort"
  | "pet-plain"
  | "pet-heat-sealable"
  | "pet-metallized"
  | "thermal-bopp-gloss"
  | "thermal-bopp-matte"
  | "thermal-pet-gloss"
  | "wet-bopp"
  | "barrier-bopp-pvdc"
  | "barrier-pet-alox";

export interface FilmGrade {
  name: string;
  values: FilmValues;
}

/** The films of the catalogue with grade tables. */
export type FilmSlug = Extract<
  ProductSlug,
  | "bopp-films"
  | "cpp-films"
  | "pet-films"
  | "thermal-lamination-films"
  | "wet-lamination-films"
  | "high-barrier-films"
  | "metallized-films"
>;

export type Incoterm = "EXW" | "FCA" | "FOB" | "CFR" | "CIF" | "DAP";

/** Typical terms of an order, as the tables and data sheets label them. */
export interface FilmTerms {
  minimumOrder: string;
  leadTime: string;
  /** Slit widths in mm. */
  width: { min: number; max: number };
  /** Core inside diameters in inches. */
  cores: readonly (3 | 6)[];
  incoterms: readonly Incoterm[];
}

export interface FilmProduct {
  grades: readonly [FilmGradeKey, ...FilmGradeKey[]];
  terms: FilmTerms;
}

// Sources (a producer's range and where its data sheets are published).
// BOPP: Jindal Films (Jindal Poly Films group), Bicor™ BOPP packaging films,
//   product data sheets, https://www.jindalfilms.com; Taghleef Industries,
//   BOPP packaging films data sheets, https://www.ti-films.com; Cosmo Films,
//   BOPP films technical data sheets, https://www.cosmofilms.com.
// Cavitated white: Jindal Films, OPPalyte™ white opaque films data sheets.
// Metallized OPP: Jindal Films, Metallyte™ metallized OPP films data sheets.
// CPP: Cosmo Films, CPP films technical data sheets (general, metallizable,
//   retort), https://www.cosmofilms.com; Taghleef Industries, cast PP films.
// PET: Polyplex, Sarafil™ BOPET films technical data sheets,
//   https://www.polyplex.com; Jindal Poly Films, BOPET plain and metallized
//   films, https://www.jindalpoly.com.
// Thermal lamination: Taghleef Industries, Derprosa™ thermal lamination
//   films data sheets, https://www.ti-films.com; Cosmo Films, thermal
//   lamination films data sheets.
// Barrier: Innovia Films, Propafilm™ coated BOPP data sheets,
//   https://www.innoviafilms.com; Taghleef Industries, Extendo™ barrier films.
export const filmGrades = {
  // Jindal Films Bicor™ plain corona-treated OPP, 20 µm; Taghleef BOPP plain films.
  "bopp-plain": {
    name: "Plain, corona treated",
    values: {
      thickness: 20,
      density: 0.91,
      yield: 54.9,
      haze: 1.5,
      gloss: 90,
      cof: 0.3,
      tensileMd: 140,
      tensileTd: 260,
      wvtr: 5.5,
    },
  },
  // Jindal Films Bicor™ coextruded sealable OPP, 20 µm; Cosmo Films heat-sealable BOPP.
  "bopp-heat-sealable": {
    name: "Heat-sealable, coextruded",
    values: {
      thickness: 20,
      density: 0.91,
      yield: 54.9,
      haze: 1.8,
      gloss: 88,
      cof: 0.3,
      tensileMd: 130,
      tensileTd: 250,
      sealInitiation: 105,
      wvtr: 5.8,
    },
  },
  // Taghleef Industries matte BOPP films; Cosmo Films matte BOPP, 20 µm.
  "bopp-matte": {
    name: "Matte, heat-sealable",
    values: {
      thickness: 20,
      density: 0.9,
      yield: 55.6,
      haze: 75,
      gloss: 12,
      cof: 0.35,
      tensileMd: 120,
      tensileTd: 230,
      sealInitiation: 110,
    },
  },
  // Jindal Films OPPalyte™ cavitated white opaque (pearlised) OPP, 35 µm:
  // haze does not apply to an opaque film.
  "bopp-white-opaque": {
    name: "White opaque (pearlised)",
    values: {
      thickness: 35,
      density: 0.62,
      yield: 46.1,
      gloss: 55,
      cof: 0.3,
      tensileMd: 80,
      tensileTd: 150,
      sealInitiation: 110,
      wvtr: 4.5,
    },
  },
  // Jindal Films Metallyte™ sealable metallized OPP, 20 µm.
  "bopp-metallized": {
    name: "Metallized BOPP, heat-sealable",
    values: {
      thickness: 20,
      density: 0.91,
      yield: 54.9,
      cof: 0.3,
      tensileMd: 130,
      tensileTd: 250,
      sealInitiation: 110,
      opticalDensity: 2.4,
      otr: 60,
      wvtr: 0.5,
    },
  },
  // Jindal Films Metallyte™ high-barrier metallized OPP, 18 µm.
  "bopp-metallized-high-barrier": {
    name: "High-barrier metallized BOPP",
    values: {
      thickness: 18,
      density: 0.91,
      yield: 61.1,
      cof: 0.25,
      tensileMd: 140,
      tensileTd: 260,
      sealInitiation: 105,
      opticalDensity: 2.8,
      otr: 15,
      wvtr: 0.1,
    },
  },
  // Cosmo Films general-purpose CPP, 25 µm; Taghleef cast PP films.
  "cpp-general": {
    name: "General purpose",
    values: {
      thickness: 25,
      density: 0.9,
      yield: 44.4,
      haze: 3,
      gloss: 80,
      cof: 0.25,
      tensileMd: 50,
      tensileTd: 30,
      sealInitiation: 120,
      wvtr: 10,
    },
  },
  // Cosmo Films metallized CPP, 25 µm.
  "cpp-metallized": {
    name: "Metallized CPP",
    values: {
      thickness: 25,
      density: 0.9,
      yield: 44.4,
      cof: 0.25,
      tensileMd: 50,
      tensileTd: 30,
      sealInitiation: 125,
      opticalDensity: 2.3,
      otr: 100,
      wvtr: 1,
    },
  },
  // Cosmo Films retort CPP, 70 µm (121 °C sterilisation).
  "cpp-retort": {
    name: "Retort",
    values: {
      thickness: 70,
      density: 0.9,
      yield: 15.9,
      haze: 6,
      gloss: 70,
      cof: 0.25,
      tensileMd: 45,
      tensileTd: 30,
      sealInitiation: 150,
      wvtr: 3.5,
    },
  },
  // Polyplex Sarafil™ corona-treated BOPET, 12 µm; Jindal Poly Films plain BOPET.
  "pet-plain": {
    name: "Plain, corona treated",
    values: {
      thickness: 12,
      density: 1.4,
      yield: 59.5,
      haze: 3.5,
      gloss: 130,
      cof: 0.45,
      tensileMd: 230,
      tensileTd: 250,
      otr: 110,
      wvtr: 45,
    },
  },
  // Polyplex Sarafil™ heat-sealable BOPET, 20 µm.
  "pet-heat-sealable": {
    name: "Heat-sealable",
    values: {
      thickness: 20,
      density: 1.38,
      yield: 36.2,
      haze: 4,
      gloss: 120,
      cof: 0.4,
      tensileMd: 200,
      tensileTd: 220,
      sealInitiation: 140,
      otr: 70,
      wvtr: 25,
    },
  },
  // Polyplex Sarafil™ metallized BOPET, 12 µm; Jindal Poly Films metallized BOPET.
  "pet-metallized": {
    name: "Metallized PET",
    values: {
      thickness: 12,
      density: 1.4,
      yield: 59.5,
      cof: 0.4,
      tensileMd: 230,
      tensileTd: 250,
      opticalDensity: 2.8,
      otr: 1,
      wvtr: 1,
    },
  },
  // Taghleef Derprosa™ gloss thermal lamination BOPP, 24 µm (15 µm base + EVA coat).
  "thermal-bopp-gloss": {
    name: "BOPP, gloss",
    values: {
      thickness: 24,
      density: 0.93,
      yield: 44.8,
      haze: 2.5,
      gloss: 90,
      cof: 0.35,
      tensileMd: 120,
      tensileTd: 230,
    },
  },
  // Taghleef Derprosa™ matte thermal lamination BOPP, 24 µm; Cosmo Films matte thermal film.
  "thermal-bopp-matte": {
    name: "BOPP, matte",
    values: {
      thickness: 24,
      density: 0.92,
      yield: 45.3,
      haze: 80,
      gloss: 10,
      cof: 0.4,
      tensileMd: 110,
      tensileTd: 210,
    },
  },
  // Cosmo Films PET thermal lamination film, 20 µm (12 µm PET + coat).
  "thermal-pet-gloss": {
    name: "PET, gloss",
    values: {
      thickness: 20,
      density: 1.3,
      yield: 38.5,
      haze: 3,
      gloss: 110,
      cof: 0.45,
      tensileMd: 200,
      tensileTd: 220,
    },
  },
  // Taghleef Industries corona-treated BOPP for lamination, 15 µm.
  "wet-bopp": {
    name: "BOPP, corona treated",
    values: {
      thickness: 15,
      density: 0.91,
      yield: 73.3,
      haze: 1.5,
      gloss: 90,
      cof: 0.3,
      tensileMd: 150,
      tensileTd: 280,
      wvtr: 7,
    },
  },
  // Innovia Films Propafilm™ PVDC-coated BOPP, 21 µm.
  "barrier-bopp-pvdc": {
    name: "PVDC-coated BOPP",
    values: {
      thickness: 21,
      density: 0.96,
      yield: 49.6,
      haze: 2.5,
      gloss: 90,
      cof: 0.3,
      tensileMd: 130,
      tensileTd: 250,
      sealInitiation: 110,
      otr: 15,
      wvtr: 4,
    },
  },
  // Taghleef Extendo™ / Polyplex Sarafil™ AlOx-coated transparent barrier PET, 12 µm.
  "barrier-pet-alox": {
    name: "AlOx-coated PET, transparent",
    values: {
      thickness: 12,
      density: 1.4,
      yield: 59.5,
      haze: 3.5,
      gloss: 120,
      cof: 0.45,
      tensileMd: 230,
      tensileTd: 250,
      otr: 1,
      wvtr: 1,
    },
  },
} satisfies Record<FilmGradeKey, FilmGrade>;

/**
 * Typical terms, labelled so on the page and the data sheet: general, no
 * prices. Incoterms® 2020 names.
 */
const reelTerms: Pick<FilmTerms, "minimumOrder" | "leadTime" | "incoterms"> = {
  minimumOrder: "From one pallet (about 500 kg) per grade",
  leadTime: "3–5 weeks from order confirmation",
  incoterms: ["EXW", "FCA", "FOB", "CFR", "CIF", "DAP"],
};

export const filmProducts = {
  "bopp-films": {
    grades: [
      "bopp-plain",
      "bopp-heat-sealable",
      "bopp-matte",
      "bopp-white-opaque",
      "bopp-metallized",
    ],
    terms: { ...reelTerms, width: { min: 300, max: 2000 }, cores: [3, 6] },
  },
  "cpp-films": {
    grades: ["cpp-general", "cpp-metallized", "cpp-retort"],
    terms: { ...reelTerms, width: { min: 300, max: 2500 }, cores: [3, 6] },
  },
  "pet-films": {
    grades: ["pet-plain", "pet-heat-sealable", "pet-metallized"],
    terms: { ...reelTerms, width: { min: 300, max: 3000 }, cores: [3, 6] },
  },
  "thermal-lamination-films": {
    grades: ["thermal-bopp-gloss", "thermal-bopp-matte", "thermal-pet-gloss"],
    terms: {
      minimumOrder: "From one pallet of rolls per finish",
      leadTime: "2–4 weeks from order confirmation",
      width: { min: 300, max: 1700 },
      cores: [3],
      incoterms: ["EXW", "FCA", "FOB", "CIF", "DAP"],
    },
  },
  "wet-lamination-films": {
    grades: ["wet-bopp", "pet-plain"],
    terms: { ...reelTerms, width: { min: 300, max: 2000 }, cores: [3, 6] },
  },
  "high-barrier-films": {
    grades: ["barrier-bopp-pvdc", "barrier-pet-alox", "bopp-metallized-high-barrier"],
    terms: {
      minimumOrder: "From one pallet (about 500 kg) per structure",
      leadTime: "4–8 weeks from approval of samples",
      width: { min: 300, max: 2000 },
      cores: [3, 6],
      incoterms: ["EXW", "FCA", "FOB", "CIF", "DAP"],
    },
  },
  "metallized-films": {
    grades: ["bopp-metallized", "bopp-metallized-high-barrier", "cpp-metallized", "pet-metallized"],
    terms: { ...reelTerms, width: { min: 300, max: 2500 }, cores: [3, 6] },
  },
} satisfies Record<FilmSlug, FilmProduct>;
