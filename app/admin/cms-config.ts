import type { CmsConfig, Field } from "@sveltia/cms";

import { usedEquipment as usedEquipmentCopy } from "../content/used-equipment.ts";
import { usedEquipment as arabicUsedEquipment } from "../content/locales/ar/used-equipment.ts";
import { sellEquipment as arabicSellEquipment } from "../content/locales/ar/sell-equipment.ts";
import { usedEquipment as frenchUsedEquipment } from "../content/locales/fr/used-equipment.ts";
import { sellEquipment as frenchSellEquipment } from "../content/locales/fr/sell-equipment.ts";
import { sellEquipment as sellEquipmentCopy } from "../content/sell-equipment.ts";
import { offerCurrencies } from "../islands/offer-form/fields.ts";
import { weekdays } from "../lib/company-data.ts";
import { countryCodes } from "../lib/countries.ts";
import { currencyOptions } from "../lib/money.ts";
import { defaultLocale, isLocale, locales, type Locale } from "../i18n/locales.ts";
import {
  AVAILABLE_NOW,
  availablePattern,
  documentKinds,
  documentLanguages,
  DRAFT_STATUS,
  EARLIEST_YEAR,
  listingConditions,
  listingStatuses,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  MAX_HOURS,
  MAX_PHOTOS,
  MAX_PRICE,
  MAX_SUMMARY_LENGTH,
  MAX_VIDEO_BYTES,
  machineTypes,
  ON_REQUEST,
  photoExtensions,
  PRICE_KIND_KEY,
  referencePattern,
  slugPattern,
} from "../inventory/listing-constants.ts";

/**
 * The editor at /admin (Sveltia CMS): its collections are the listing
 * schema (app/inventory/listing-schema.ts) and the company
 * details' schema (app/lib/company-data.ts) as editor fields, with the same
 * rules and values, and it writes the files in the layout the build reads:
 * app/content/inventory/<slug>/index.<locale>.md with the photos beside
 * them, and app/content/company.json. A pure function, so a unit test holds
 * it to the schemas.
 */

/** The folders and file the editor writes, relative to the repository. */
export const inventoryFolder = "app/content/inventory";
export const companyFile = "app/content/company.json";

export interface EditorOptions {
  /** Where the files are: GitHub (the server says which repository), or the browser's test backend. */
  backend: CmsConfig["backend"];
  /** The editor's language (navigator.language): country and day names are written in it. */
  language: string;
  /** The latest manufacturer year: this year. */
  year: number;
  /**
   * The reference a new machine starts with: the next free one when the
   * editor was built (app/admin/vite.config.ts).
   */
  nextReference?: string;
}

/** The site edition closest to the editor's language, for the labels the site has translated. */
export function editionFor(language: string): Locale {
  const base = language.toLowerCase().split("-")[0];
  return isLocale(base) ? base : defaultLocale;
}

const typeNames: Record<Locale, Record<(typeof machineTypes)[number], string>> = {
  en: sellEquipmentCopy.form.machineTypes,
  fr: frenchSellEquipment.form.machineTypes,
  ar: arabicSellEquipment.form.machineTypes,
};

/**
 * The statuses staff can choose: the published ones, and `draft`, which a
 * seller's offer starts as (`npm run inventory:from-offer`) and the build
 * never publishes. The site shows no draft, so its name lives here.
 */
export const editorStatuses = [...listingStatuses, DRAFT_STATUS] as const;

const statusNames: Record<Locale, Record<(typeof editorStatuses)[number], string>> = {
  en: { ...usedEquipmentCopy.status, draft: "Draft (not published)" },
  fr: { ...frenchUsedEquipment.status, draft: "Brouillon (non publié)" },
  ar: { ...arabicUsedEquipment.status, draft: "مسودة (غير منشورة)" },
};

const documentKindNames: Record<Locale, Record<(typeof documentKinds)[number], string>> = {
  en: usedEquipmentCopy.machine.documents.kinds,
  fr: frenchUsedEquipment.machine.documents.kinds,
  ar: arabicUsedEquipment.machine.documents.kinds,
};

const conditionNames: Record<Locale, Record<(typeof listingConditions)[number], string>> = {
  en: usedEquipmentCopy.conditions,
  fr: frenchUsedEquipment.conditions,
  ar: arabicUsedEquipment.conditions,
};

/** Every country, named and sorted in the editor's language; the file gets the code. */
export function countryOptions(language: string): { label: string; value: string }[] {
  const names = new Intl.DisplayNames([language, "en"], { type: "region" });
  const collator = new Intl.Collator([language, "en"]);
  return countryCodes()
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The days of the week in the editor's language; the file gets schema.org's names. */
export function dayOptions(language: string): { label: string; value: string }[] {
  const format = new Intl.DateTimeFormat([language, "en"], { weekday: "long", timeZone: "UTC" });
  // 1 January 2024 was a Monday.
  return weekdays.map((day, index) => ({
    value: day,
    label: format.format(Date.UTC(2024, 0, 1 + index)),
  }));
}

const requiredInEnglish = [defaultLocale];
const TIME = "^(?:[01]\\d|2[0-3]):[0-5]\\d$";
const PHONE = "^\\+[\\d\\s().-]{7,}$";
const TIME_ZONE = "^[A-Za-z_]+(?:/[A-Za-z0-9_+-]+)+$";

function machineFields(language: string, year: number, nextReference?: string): Field[] {
  const edition = editionFor(language);
  const languageNames = new Intl.DisplayNames([language, "en"], { type: "language" });
  return [
    {
      name: "name",
      label: "Name",
      widget: "string",
      i18n: true,
      // A machine can be saved in English only: the other pages show the English text until translated.
      required: requiredInEnglish,
      hint: "French and Arabic can wait: until a language has its name, summary and description, its page shows the English text.",
    },
    {
      name: "reference",
      label: "Reference",
      widget: "string",
      ...(nextReference ? { default: nextReference } : {}),
      pattern: [referencePattern, "FP- and four digits, e.g. FP-1042."],
      // The editor cannot lock a field after the first save: the build refuses a changed one.
      hint: "Our reference, which buyers quote: a new machine gets the next free one. Never change it once saved (the site refuses a changed reference). Adding several machines before the site is rebuilt? Give each the next number.",
    },
    {
      name: "type",
      label: "Type",
      widget: "select",
      hint: "Without photos, the page shows this type's drawing.",
      options: machineTypes.map((type) => ({ value: type, label: typeNames[edition][type] })),
    },
    {
      name: "maker",
      label: "Manufacturer",
      widget: "string",
      hint: "As the maker writes its name: Brückner Maschinenbau, Windmöller & Hölscher, Bobst.",
    },
    { name: "model", label: "Model", widget: "string", required: false },
    {
      name: "serial",
      label: "Serial number",
      widget: "string",
      required: false,
      hint: "For our records only: never shown on the site, the spec sheet or to search engines.",
    },
    {
      name: "year",
      label: "Year built",
      widget: "number",
      value_type: "int",
      min: EARLIEST_YEAR,
      max: year,
      step: 1,
    },
    {
      name: "hours",
      label: "Running hours",
      widget: "number",
      value_type: "int",
      required: false,
      min: 0,
      max: MAX_HOURS,
      step: 1,
    },
    {
      name: "condition",
      label: "Condition",
      widget: "select",
      hint: "Say more in the description: what runs, what was replaced, what it needs.",
      options: listingConditions.map((condition) => ({
        value: condition,
        label: conditionNames[edition][condition],
      })),
    },
    {
      name: "price",
      label: "Price",
      widget: "object",
      typeKey: PRICE_KIND_KEY,
      hint: "Shown in its own currency, never converted.",
      types: [
        {
          name: "asking",
          label: "Asking price",
          widget: "object",
          fields: [
            {
              name: "amount",
              label: "Amount",
              widget: "number",
              value_type: "int",
              min: 1,
              max: MAX_PRICE,
              step: 1,
              hint: "In whole units, digits only: 1850000.",
            },
            {
              name: "currency",
              label: "Currency",
              widget: "select",
              default: "EUR",
              options: currencyOptions(language, offerCurrencies),
            },
          ],
        },
        { name: ON_REQUEST, label: "Price on request", widget: "object" },
      ],
    },
    {
      name: "location",
      label: "Country",
      widget: "select",
      hint: "Where the machine stands. Each edition of the site names the country in its language.",
      options: countryOptions(language),
    },
    {
      name: "city",
      label: "City",
      widget: "string",
      i18n: true,
      required: requiredInEnglish,
      hint: "Where the machine stands. In Arabic, write it in Arabic letters; French shows the English one unless you write another.",
    },
    {
      name: "available",
      label: "Available",
      widget: "string",
      default: AVAILABLE_NOW,
      pattern: [availablePattern, "now, or the month as YYYY-MM, e.g. 2027-03."],
      hint: "now, or the month it can leave as YYYY-MM (2027-03): the site shows “Available from March 2027” until then.",
    },
    {
      name: "status",
      label: "Status",
      widget: "select",
      default: "available",
      hint: "Reserved keeps the machine in the catalogue with a badge; sold takes it out of the catalogue, and its page stays up. Draft: a seller's offer to complete, never published until you choose Available or Reserved. Never delete a machine.",
      options: editorStatuses.map((status) => ({
        value: status,
        label: statusNames[edition][status],
      })),
    },
    {
      name: "featured",
      label: "Featured",
      widget: "boolean",
      required: false,
      default: false,
      hint: "Shows the machine first in the catalogue.",
    },
    {
      name: "summary",
      label: "Summary",
      widget: "text",
      i18n: true,
      required: requiredInEnglish,
      maxlength: MAX_SUMMARY_LENGTH,
      hint: "One or two sentences for the catalogue card. Type spaces as usual: the site adds the no-break spaces French wants (2 450 mm, prix : 10 000 USD).",
    },
    {
      name: "photos",
      label: "Photos",
      label_singular: "Photo",
      widget: "list",
      // Each language's list names the photos by file (copied from English), with its own alt text.
      i18n: true,
      required: false,
      max: MAX_PHOTOS,
      summary: "{{alt}}",
      thumbnail: "src",
      hint: `Up to ${MAX_PHOTOS} photos, JPEG, PNG or WebP, any size. The first is the card photo and the one shared links show.`,
      fields: [
        {
          name: "src",
          label: "Photo",
          widget: "image",
          i18n: "duplicate",
          choose_url: false,
          accept: photoExtensions.join(","),
        },
        {
          name: "alt",
          label: "What the photo shows",
          widget: "string",
          i18n: true,
          // A translation without it shows the English one.
          required: requiredInEnglish,
          hint: "For visitors who cannot see the photo.",
        },
      ],
    },
    {
      name: "specs",
      label: "Specifications",
      label_singular: "Specification",
      widget: "list",
      i18n: true,
      required: false,
      summary: "{{label}}: {{value}}",
      hint: "A translation shows the English specifications until it has one for each, in the same order. French: laize, not largeur; write 2 450 mm with a plain space.",
      fields: [
        { name: "label", label: "Label", widget: "string", i18n: true },
        { name: "value", label: "Value", widget: "string", i18n: true },
      ],
    },
    {
      name: "documents",
      label: "Documents",
      label_singular: "Document",
      widget: "list",
      // Like the photos: each language's list names the file (copied from English), with its own title.
      i18n: true,
      required: false,
      max: MAX_DOCUMENTS,
      summary: "{{title}}",
      hint: `PDFs buyers ask for: the operating manual, electrical drawings, an inspection report, the layout. Each at most ${MAX_DOCUMENT_BYTES / 1_000_000} MB; the file's name is its address (letters, digits and hyphens: inspection-report-2026.pdf).`,
      fields: [
        {
          name: "src",
          label: "PDF",
          widget: "file",
          i18n: "duplicate",
          choose_url: false,
          accept: ".pdf,application/pdf",
        },
        {
          name: "kind",
          label: "Kind",
          widget: "select",
          i18n: "duplicate",
          options: documentKinds.map((kind) => ({
            label: documentKindNames[edition][kind],
            value: kind,
          })),
        },
        {
          name: "language",
          label: "Language of the file",
          widget: "select",
          i18n: "duplicate",
          default: "en",
          hint: "The language the PDF is written in: the other editions say so beside its size.",
          options: documentLanguages.map((code) => ({
            label: languageNames.of(code) ?? code,
            value: code,
          })),
        },
        {
          name: "title",
          label: "Title",
          widget: "string",
          i18n: true,
          // A translation without it shows the English one.
          required: requiredInEnglish,
          hint: "What it is, for example Inspection under power, March 2026.",
        },
      ],
    },
    {
      name: "video",
      label: "Video under power",
      widget: "object",
      required: false,
      collapsed: true,
      hint: `The machine running: a YouTube link, or an MP4 file (H.264, at most ${MAX_VIDEO_BYTES / 1_000_000} MB: a minute or two at 720p). Fill in one of them.`,
      fields: [
        {
          name: "youtube",
          label: "YouTube link",
          widget: "string",
          type: "url",
          required: false,
          hint: "From YouTube's Share button: https://youtu.be/… The page shows our own photo until the visitor plays it.",
        },
        {
          name: "src",
          label: "MP4 file",
          widget: "file",
          required: false,
          choose_url: false,
          accept: ".mp4,video/mp4",
        },
        {
          name: "poster",
          label: "Photo shown before play",
          widget: "string",
          required: false,
          hint: "The file name of one of the photos above (overview.jpg); empty for the first photo.",
        },
      ],
    },
    {
      name: "body",
      label: "Description",
      widget: "markdown",
      i18n: true,
      required: requiredInEnglish,
      hint: "House terms. French: héliogravure, complexage, refendeuse-bobineuse, refendage, laize, µm, métalliseur, soudure (not héliographie, lamination, refente, largeur, microns, scellage). Arabic: آلة طباعة, لفة, القطع الطولي, المعدنة, الألومنيوم, الكور, بوصة (not مطبعة, بكرة, تشريح, تمعدن, ألمنيوم, القلب, إنش). npm run inventory:check lists any other.",
      buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
      editor_components: [],
      use_emoji_autocomplete: false,
    },
  ];
}

function companyFields(language: string): Field[] {
  const text = (name: string, label: string, hint?: string): Field => ({
    name,
    label,
    widget: "string",
    ...(hint ? { hint } : {}),
  });
  return [
    text("name", "Name"),
    text("legalName", "Registered name"),
    {
      ...text("shortName", "Short name", "Under the icon on a phone's home screen."),
      maxlength: 12,
    },
    {
      name: "address",
      label: "Address",
      widget: "object",
      fields: [
        text("streetAddress", "Street and number"),
        text("locality", "City"),
        text("region", "State or region"),
        text("postalCode", "Postal code"),
        {
          name: "countryCode",
          label: "Country",
          widget: "select",
          options: countryOptions(language),
        },
      ],
    },
    {
      ...text("phone", "Phone", "As dialled from abroad: +1 (301) 555-0147."),
      pattern: [PHONE, "Start with + and the country code."],
    },
    {
      ...text("whatsapp", "WhatsApp", "The number WhatsApp chats go to, as dialled from abroad."),
      pattern: [PHONE, "Start with + and the country code."],
    },
    { name: "email", label: "Email", widget: "string", type: "email" },
    {
      name: "hours",
      label: "Opening hours",
      label_singular: "Opening hours",
      widget: "list",
      summary: "{{opens}}–{{closes}}",
      hint: "Each edition writes the days and times its own way.",
      fields: [
        {
          name: "dayOfWeek",
          label: "Days",
          widget: "select",
          multiple: true,
          min: 1,
          options: dayOptions(language),
        },
        {
          name: "opens",
          label: "Opens",
          widget: "datetime",
          type: "time",
          format: "HH:mm",
          pattern: [TIME, "A time on 24 hours, such as 09:00."],
        },
        {
          name: "closes",
          label: "Closes",
          widget: "datetime",
          type: "time",
          format: "HH:mm",
          pattern: [TIME, "A time on 24 hours, such as 18:00."],
        },
      ],
    },
    {
      ...text(
        "timeZone",
        "Time zone",
        "The office's, as the IANA names it: America/New_York, Africa/Lagos, Asia/Riyadh. The site names it beside the hours.",
      ),
      pattern: [TIME_ZONE, "Region/City, for example America/New_York."],
    },
    {
      name: "partner",
      label: "Trusted partner",
      widget: "object",
      i18n: true,
      fields: [
        text("name", "Name"),
        { name: "url", label: "Website", widget: "string", type: "url" },
        { name: "description", label: "Description", widget: "text", i18n: true },
      ],
    },
    {
      name: "sameAs",
      label: "The firm's profiles elsewhere",
      label_singular: "Profile",
      widget: "list",
      required: false,
      hint: "LinkedIn and the like, for search engines.",
      field: { name: "url", label: "Address", widget: "string", type: "url" },
    },
  ];
}

export function editorConfig({ backend, language, year, nextReference }: EditorOptions): CmsConfig {
  return {
    load_config_file: false,
    backend,
    app_title: "Site editor",
    logo: { src: "/favicon.svg" },
    // The photos live beside each listing (below); nothing uses a global folder.
    media_folder: inventoryFolder,
    media_libraries: {
      default: { config: { max_file_size: 25 * 1024 * 1024, slugify_filename: true } },
      stock_assets: false,
    },
    i18n: {
      structure: "multiple_files",
      locales: [...locales],
      default_locale: defaultLocale,
      // A new machine starts in every language; one can be switched off until translated.
      initial_locales: "all",
    },
    editor: { preview: false },
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: "machines",
        label: "Machines",
        label_singular: "Machine",
        icon: "precision_manufacturing",
        description:
          "Used machines for sale, each with a page in English, French and Arabic. Sellers' offers wait here as drafts, unpublished until completed.",
        folder: inventoryFolder,
        path: "{{slug}}/index",
        extension: "md",
        format: "yaml-frontmatter",
        // The photos beside the listing's files.
        media_folder: "",
        public_folder: "",
        i18n: true,
        create: true,
        // Sold machines keep their page: set the status instead.
        delete: false,
        identifier_field: "name",
        slug: {
          // Chosen once, when the machine is created: links to its page must keep working.
          editable: ["create"],
          pattern: [
            slugPattern,
            "Lower-case letters, digits and single hyphens, e.g. solventless-laminator-2021.",
          ],
          hint: "The address of the machine's page, /machinery/used-equipment/<slug>. It never changes once saved.",
        },
        // Without the year: the list would write it as a number, "2,018" (sort by year instead).
        summary: "{{reference}} · {{name}} · {{status}}",
        sortable_fields: {
          fields: ["name", "reference", "year", "status"],
          default: { field: "name" },
        },
        view_filters: editorStatuses.map((status) => ({
          label: statusNames[editionFor(language)][status],
          field: "status",
          pattern: `^${status}$`,
        })),
        fields: machineFields(language, year, nextReference),
      },
      {
        name: "company",
        label: "Company details",
        icon: "business",
        i18n: true,
        files: [
          {
            name: "details",
            label: "Company details",
            file: companyFile,
            format: "json",
            i18n: true,
            fields: companyFields(language),
          },
        ],
      },
    ],
  };
}
