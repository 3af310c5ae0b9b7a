// @vitest-environment node
import { relative, resolve } from "node:path";

import type { Collection, Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";

import { arabicGlossary } from "~/content/glossary/ar";
import { frenchGlossary } from "~/content/glossary/fr";
import { companyDataSchema, weekdays } from "~/lib/company-data";
import { countryCodes } from "~/lib/countries";
import { findRejected } from "~/lib/glossary";
import { locales } from "~/i18n/locales";

import { currencyCodes } from "~/lib/money";

import {
  EARLIEST_YEAR,
  listingConditions,
  listingSchema,
  listingStatuses,
  MAX_PHOTOS,
  MAX_SUMMARY_LENGTH,
  machineTypes,
  photoPath,
  priceSchema,
  referenceSchema,
  slugSchema,
  translationFileSchema,
} from "../inventory/listing-schema";
import {
  availablePattern,
  documentKinds,
  MAX_DOCUMENTS,
  MAX_HOURS,
  MAX_PRICE,
} from "../inventory/listing-constants";
import { listingFileName } from "../inventory/read-inventory";

import { companyFile, editorConfig, inventoryFolder } from "./cms-config";

/**
 * The editor's collections are the build's schemas as editor fields: the
 * same fields, values and limits, and files where the build reads them.
 * A schema that changes without the editor fails here.
 */

const root = resolve(import.meta.dirname, "../..");
const config = (language = "en") =>
  editorConfig({ backend: { name: "test-repo" }, language, year: 2026 });

const collection = (name: string, language?: string) =>
  config(language).collections!.find(
    (entry): entry is Collection => "name" in entry && entry.name === name,
  )!;

type AnyField = Field & {
  i18n?: unknown;
  options?: { value: unknown; label: string }[];
  fields?: AnyField[];
  min?: number;
  max?: number;
  maxlength?: number;
  required?: unknown;
  hint?: string;
};

const machineFields = (language?: string) =>
  (collection("machines", language) as { fields: AnyField[] }).fields;
const field = (fields: AnyField[], name: string) => fields.find((item) => item.name === name)!;
const translated = (item: AnyField) => item.i18n === true || item.i18n === "translate";

describe("the Machines collection", () => {
  it("writes <slug>/index.<locale>.md in the inventory folder, with the photos beside them", () => {
    const machines = collection("machines") as Collection & Record<string, unknown>;
    expect(machines.folder).toBe(inventoryFolder);
    expect(relative(root, resolve(root, inventoryFolder))).toBe("app/content/inventory");
    expect(machines).toMatchObject({
      path: "{{slug}}/index",
      extension: "md",
      format: "yaml-frontmatter",
      media_folder: "",
      delete: false,
    });
    const i18n = config().i18n!;
    expect(i18n.structure).toBe("multiple_files");
    expect(i18n.locales).toEqual([...locales]);
    // The multiple_files structure names a file <path>.<locale>.md.
    for (const locale of locales) expect(`index.${locale}.md`).toBe(listingFileName(locale));
  });

  it("sets the slug once, with the build's rule", () => {
    const slug = (collection("machines") as { slug?: unknown }).slug as {
      editable: string[];
      pattern: [string, string];
    };
    expect(slug.editable).toEqual(["create"]);
    const pattern = new RegExp(slug.pattern[0]);
    for (const candidate of ["solventless-laminator-2021", "a1", "Big Press", "a--b", "-a", "é"]) {
      expect(pattern.test(candidate), candidate).toBe(slugSchema.safeParse(candidate).success);
    }
  });

  it("has every field of index.en.md, and the description", () => {
    const schemaFields = Object.keys(listingSchema(photoPath, 2026).shape);
    expect(
      machineFields()
        .map((item) => item.name)
        .filter((name) => name !== "body"),
    ).toEqual(schemaFields);
    expect(field(machineFields(), "body").widget).toBe("markdown");
  });

  it("translates exactly what a translation file holds", () => {
    const translatedNames = machineFields()
      .filter(translated)
      .map((item) => item.name)
      .filter((name) => name !== "body");
    expect(translatedNames).toEqual(Object.keys(translationFileSchema.shape));
    const photos = field(machineFields(), "photos");
    // The photo itself is copied to each language, its alt text is translated.
    expect(field(photos.fields!, "src").i18n).toBe("duplicate");
    expect(translated(field(photos.fields!, "alt"))).toBe(true);
    expect(field(photos.fields!, "alt").required).toEqual(["en"]);
  });

  it("lets a machine be saved in English only", () => {
    // Required in English; in French and Arabic the page shows the English text until translated.
    for (const name of ["name", "summary", "body"]) {
      expect(field(machineFields(), name).required, name).toEqual(["en"]);
    }
    // No translated field is required in every language.
    const requiredEverywhere = machineFields().filter(
      (item) => translated(item) && item.required === undefined,
    );
    expect(requiredEverywhere.map((item) => item.name)).toEqual([]);
  });

  it("names in its hints the glossary's terms, and only variants the glossary rejects", () => {
    const hint = field(machineFields(), "body").hint ?? "";
    const notes = [...hint.matchAll(/\(not ([^)]+)\)/g)].map((match) => match[1]!);
    const advised = hint.replace(/\(not [^)]+\)/g, "");
    const glossaries = [frenchGlossary, arabicGlossary];
    expect(notes).toHaveLength(2);
    for (const glossary of glossaries) expect(findRejected(advised, glossary)).toEqual([]);
    for (const [index, note] of notes.entries()) {
      for (const word of note.split(", ")) {
        expect(findRejected(word, glossaries[index]!), word).not.toEqual([]);
      }
    }
  });

  it("offers the schema's types, statuses and countries, with its limits", () => {
    const values = (name: string) =>
      field(machineFields(), name).options!.map((option) => option.value);
    expect(values("type")).toEqual([...machineTypes]);
    // And draft, which a seller's offer starts as and the build never publishes.
    expect(values("status")).toEqual([...listingStatuses, "draft"]);
    expect(new Set(values("location"))).toEqual(new Set(countryCodes()));
    expect(field(machineFields(), "year")).toMatchObject({ min: EARLIEST_YEAR, max: 2026 });
    expect(field(machineFields(), "photos").max).toBe(MAX_PHOTOS);
    expect(field(machineFields(), "summary").maxlength).toBe(MAX_SUMMARY_LENGTH);
  });

  it("offers the schema's conditions, named in the editor's language", () => {
    const condition = field(machineFields("fr"), "condition");
    expect(condition.options!.map((option) => option.value)).toEqual([...listingConditions]);
    expect(condition.options!.find((option) => option.value === "very-good")!.label).toBe(
      "Très bon état",
    );
    expect(field(machineFields("ar"), "condition").options![0]!.label).toBe("كالجديدة");
  });

  it("writes the price as the schema reads it: an asking price with its currency, or on request", () => {
    const price = field(machineFields(), "price") as AnyField & {
      typeKey: string;
      types: { name: string; fields?: AnyField[] }[];
    };
    expect(price.widget).toBe("object");
    const asking = price.types.find((type) => type.name === "asking")!;
    const amount = field(asking.fields!, "amount");
    expect(amount).toMatchObject({ widget: "number", value_type: "int", min: 1, max: MAX_PRICE });
    const currencies = field(asking.fields!, "currency").options!.map((option) => option.value);
    // Every ISO code, the ones sellers in our markets quote in first.
    expect(new Set(currencies)).toEqual(currencyCodes());
    expect(currencies.slice(0, 2)).toEqual(["USD", "EUR"]);
    // What the editor saves for each type is what the schema reads.
    const saved = {
      asking: { [price.typeKey]: "asking", amount: 1850000, currency: "EUR" },
      "on-request": { [price.typeKey]: "on-request" },
    };
    expect(price.types.map((type) => type.name)).toEqual(Object.keys(saved));
    expect(priceSchema.parse(saved.asking)).toEqual({ amount: 1850000, currency: "EUR" });
    expect(priceSchema.parse(saved["on-request"])).toBe("on-request");
    expect(field(machineFields(), "hours")).toMatchObject({
      min: 0,
      max: MAX_HOURS,
      required: false,
    });
  });

  it("checks the reference and the availability with the schema's rules", () => {
    const reference = field(machineFields(), "reference") as AnyField & {
      pattern: [string, string];
    };
    const pattern = new RegExp(reference.pattern[0]);
    for (const candidate of ["FP-1042", "FP-42", "fp-1042", "FP-10420", "1042"]) {
      expect(pattern.test(candidate), candidate).toBe(referenceSchema.safeParse(candidate).success);
    }
    const available = field(machineFields(), "available") as AnyField & {
      pattern: [string, string];
      default: string;
    };
    expect(available.pattern[0]).toBe(availablePattern);
    expect(available.default).toBe("now");
  });

  it("starts a new machine with the next free reference, when the build gives it", () => {
    const withNext = editorConfig({
      backend: { name: "test-repo" },
      language: "en",
      year: 2026,
      nextReference: "FP-1037",
    }).collections!.find(
      (entry): entry is Collection => "name" in entry && entry.name === "machines",
    ) as { fields: AnyField[] };
    expect((field(withNext.fields, "reference") as { default?: string }).default).toBe("FP-1037");
    expect((field(machineFields(), "reference") as { default?: string }).default).toBeUndefined();
  });

  it("keeps the serial number for the firm: optional, and says it is never shown", () => {
    const serial = field(machineFields(), "serial");
    expect(serial.required).toBe(false);
    expect(serial.i18n).toBeUndefined();
    expect(serial.hint).toContain("never shown");
  });

  it("names the countries and the choices in the editor's language, sorted in it", () => {
    const label = (language: string, name: string, value: string) =>
      field(machineFields(language), name).options!.find((option) => option.value === value)!.label;
    expect(label("en-GB", "location", "DE")).toBe("Germany");
    expect(label("fr-FR", "location", "DE")).toBe("Allemagne");
    expect(label("ar", "location", "DE")).toBe("ألمانيا");
    expect(label("fr", "status", "sold")).toBe("Vendue");
    expect(label("ar", "type", "metallizer")).toBe("آلة معدنة بالتفريغ");
    const french = field(machineFields("fr"), "location").options!.map((option) => option.label);
    expect(french.indexOf("Allemagne")).toBeLessThan(french.indexOf("Autriche"));
  });

  it("takes documents as PDFs with a kind from the schema's list, named in the editor's language, and a title per language", () => {
    const documents = field(machineFields("fr"), "documents");
    expect(documents.max).toBe(MAX_DOCUMENTS);
    const src = field(documents.fields!, "src") as AnyField & { accept?: string };
    expect(src.widget).toBe("file");
    expect(src.accept).toBe(".pdf,application/pdf");
    // The file and its kind are the same in every language; the title is translated.
    expect(src.i18n).toBe("duplicate");
    const kind = field(documents.fields!, "kind");
    expect(kind.i18n).toBe("duplicate");
    expect(kind.options!.map((option) => option.value)).toEqual([...documentKinds]);
    expect(kind.options!.find((option) => option.value === "layout")!.label).toBe(
      "Plan d’implantation",
    );
    const title = field(documents.fields!, "title");
    expect(translated(title)).toBe(true);
    expect(title.required).toEqual(["en"]);
  });

  it("takes a video as a YouTube link or an MP4 file, the same in every language", () => {
    const video = field(machineFields(), "video");
    expect(translated(video)).toBe(false);
    expect(video.fields!.map((item) => item.name)).toEqual(["youtube", "src", "poster"]);
    expect((field(video.fields!, "src") as AnyField & { accept?: string }).accept).toBe(
      ".mp4,video/mp4",
    );
  });
});

describe("the Company details collection", () => {
  const details = () =>
    (collection("company") as { files: { file: string; format: string; fields: AnyField[] }[] })
      .files[0]!;

  it("writes app/content/company.json with every fact of its schema", () => {
    expect(details().file).toBe(companyFile);
    expect(details().format).toBe("json");
    expect(details().fields.map((item) => item.name)).toEqual(
      Object.keys(companyDataSchema.shape.en.shape),
    );
    const address = field(details().fields, "address");
    expect(address.fields!.map((item) => item.name)).toEqual(
      Object.keys(companyDataSchema.shape.en.shape.address.shape),
    );
  });

  it("translates the partner's description only, as the schema's fr and ar hold", () => {
    const partner = field(details().fields, "partner");
    expect(partner.fields!.filter(translated).map((item) => item.name)).toEqual(["description"]);
    expect(
      details()
        .fields.filter(translated)
        .map((item) => item.name),
    ).toEqual(["partner"]);
    expect(Object.keys(companyDataSchema.shape.fr.shape.partner.shape)).toEqual(["description"]);
  });

  it("structures the opening hours: days from a list, times on 24 hours", () => {
    const hours = field(details().fields, "hours");
    const days = field(hours.fields!, "dayOfWeek");
    expect(days.options!.map((option) => option.value)).toEqual([...weekdays]);
    expect(days.options!.map((option) => option.label).slice(0, 2)).toEqual(["Monday", "Tuesday"]);
    const french = field(
      field(
        (
          collection("company", "fr") as {
            files: { fields: AnyField[] }[];
          }
        ).files[0]!.fields,
        "hours",
      ).fields!,
      "dayOfWeek",
    );
    expect(french.options![0]!.label).toBe("lundi");
    expect(field(hours.fields!, "opens")).toMatchObject({ widget: "datetime", format: "HH:mm" });
  });
});
