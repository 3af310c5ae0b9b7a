import { z } from "zod";

import {
  availablePattern,
  documentFilePattern,
  documentKinds,
  documentLanguages,
  EARLIEST_YEAR,
  listingConditions,
  listingStatuses,
  MAX_DOCUMENTS,
  MAX_HOURS,
  MAX_PHOTOS,
  MAX_PRICE,
  MAX_SUMMARY_LENGTH,
  machineTypes,
  ON_REQUEST,
  photoExtensions,
  PRICE_KIND_KEY,
  referencePattern,
  slugPattern,
  SPEC_SHEET_FILE,
  videoFilePattern,
  type ListingCondition,
  type ListingStatus,
  type MachineType,
} from "./listing-constants.ts";
import { currentRegionCode, englishCountryName, isCountryCode } from "../lib/countries.ts";
import { isCurrencyCode } from "../lib/money.ts";
import { youtubeId } from "../lib/youtube.ts";

/**
 * What a listing file may say: the English file `index.en.md` holds every
 * fact of a machine and its English text; `index.fr.md` and `index.ar.md`
 * hold text only. The folder's name is the slug. These are the files the
 * editor at /admin writes (app/admin/), and the same rules it applies.
 * Plain zod, so the build (app/content.config.ts), `npm run inventory:check`
 * and the tests share one definition. Every message completes the sentence
 * "<file> › <field> …" and tells the firm's staff what to write instead.
 */

export {
  documentKinds,
  documentLanguages,
  EARLIEST_YEAR,
  listingConditions,
  listingStatuses,
  MAX_PHOTOS,
  MAX_SUMMARY_LENGTH,
  machineTypes,
  photoExtensions,
  type ListingCondition,
  type ListingStatus,
  type MachineType,
};

const SLUG = new RegExp(slugPattern);
const REFERENCE = new RegExp(referencePattern);
const AVAILABLE = new RegExp(availablePattern);

export { isCountryCode };

/** The code to write instead of a near miss: "uk" → "GB (United Kingdom)". */
function countryCodeFor(input: unknown): string | undefined {
  if (typeof input !== "string" || !/^[a-z]{2}$/i.test(input.trim())) return undefined;
  const code = currentRegionCode(input.trim().toUpperCase());
  return code !== undefined && isCountryCode(code)
    ? `${code} (${englishCountryName(code)})`
    : undefined;
}

function missingOr(expected: string, example: string) {
  return (issue: { input: unknown }) =>
    issue.input === undefined
      ? `is missing: write ${expected}, for example ${example}`
      : `must be ${expected}, for example ${example}`;
}

/** One line of text, required and not blank. */
function text(expected: string, example: string) {
  return z
    .string({ error: missingOr(expected, example) })
    .trim()
    .min(1, { error: `is empty: write ${expected}, for example ${example}` });
}

/** A spec value may be written as a number (YAML reads `8` as one). */
const specValue = z
  .union([z.string(), z.number()], {
    error: missingOr("the value as text", "value: 450 m/min"),
  })
  .transform(String)
  .pipe(z.string().trim().min(1, { error: "is empty: write the value, for example 450 m/min" }));

const specLabel = text("the name of the spec", "label: Maximum speed");

/** A field the editor left empty ("", null) is a field not written. */
const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** An optional line of text that YAML may read as a number ("model: 4003"). */
function optionalCode(expected: string, example: string) {
  return z.preprocess(
    blankAsMissing,
    z
      .union([z.string(), z.number()], { error: `must be ${expected}, for example ${example}` })
      .transform((value) => String(value).trim())
      .optional(),
  );
}

/** Our reference: "FP-1042". Unique across listings, checked by the reader. */
export const referenceSchema = z
  .string({ error: missingOr("our reference, FP- and four digits", "reference: FP-1042") })
  .trim()
  .regex(REFERENCE, {
    error: (issue) =>
      `"${String(issue.input)}" is not one of our references: write FP- and four digits, for example reference: FP-1042`,
  });

const wholeNumber = (expected: string, example: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `is missing: write ${expected}, for example ${example}`
          : `must be ${expected}, digits only (no spaces, commas or units), for example ${example}`,
    })
    .int({ error: `must be a whole number, for example ${example}` });

const askingPrice = z
  .strictObject({
    [PRICE_KIND_KEY]: z.literal("asking"),
    amount: wholeNumber("the asking price as a whole number", "amount: 1850000")
      .positive({ error: "must be more than 0: for no price, write kind: on-request instead" })
      .max(MAX_PRICE, {
        error: "is too large: write the price in whole units, for example 1850000",
      }),
    currency: z
      .string({ error: missingOr("the currency's ISO code", "currency: EUR") })
      .trim()
      .refine(isCurrencyCode, {
        error: (issue) =>
          `"${String(issue.input)}" is not a currency code: write the three capital letters of ISO 4217, for example EUR, USD or AED`,
      }),
  })
  .transform(({ amount, currency }) => ({ amount, currency }));

const onRequest = z
  .strictObject({ [PRICE_KIND_KEY]: z.literal(ON_REQUEST) })
  .transform((): typeof ON_REQUEST => ON_REQUEST);

/** What to write for a price written another way than the editor writes it. */
function priceMessage(input: unknown): string {
  const forms =
    "kind: asking with amount: and currency: below it (for example amount: 1850000 and currency: EUR), or kind: on-request";
  if (input === undefined) return `is missing: under price:, write ${forms}`;
  if (input === ON_REQUEST) return "must be two lines: price: and, below it, kind: on-request";
  if (typeof input === "number" || typeof input === "string")
    return `needs its currency: under price:, write ${forms}`;
  if (typeof input === "object" && input !== null && !Array.isArray(input)) {
    const kind: unknown = (input as Record<string, unknown>)[PRICE_KIND_KEY];
    // Zod names the field: price.kind.
    return kind === undefined
      ? "is missing: write kind: asking (with amount and currency) or kind: on-request"
      : `"${String(kind)}" is not a kind of price: write kind: asking or kind: on-request`;
  }
  return `must be ${forms}`;
}

/**
 * The price as the editor writes it (listing-constants.ts), as pages use it:
 * `{ amount, currency }`, shown in that currency and never converted, or
 * "on-request".
 */
export const priceSchema = z.discriminatedUnion(PRICE_KIND_KEY, [askingPrice, onRequest], {
  error: (issue) => priceMessage(issue.input),
});

export type ListingPrice = z.output<typeof priceSchema>;

/** The price as the loader hands it to the content collection: already read by `priceSchema`. */
export const readPriceSchema = z.union([
  z.literal(ON_REQUEST),
  z.strictObject({ amount: z.number(), currency: z.string() }),
]) satisfies z.ZodType<ListingPrice>;

export function photoList<Src extends z.ZodType>(src: Src) {
  return z
    .array(
      z.strictObject({
        src,
        alt: text(
          "what the photo shows, for someone who cannot see it",
          "alt: The line seen from the extruder end",
        ),
      }),
      { error: "must be a list of photos, each with src and alt" },
    )
    .max(MAX_PHOTOS, { error: `has more than ${MAX_PHOTOS} photos: keep the best ${MAX_PHOTOS}` })
    .default([]);
}

/** A photo's name as written in index.en.md: a file beside it ("overview.jpg"; "./overview.jpg" too). */
export const photoPath = z
  .string({ error: missingOr("the photo's file name", "src: overview.jpg") })
  .trim()
  .refine((path) => /^(?:\.\/)?[^/\\]+$/.test(path), {
    error: "must be the name of a photo in the listing's folder, for example overview.jpg",
  })
  .refine((path) => photoExtensions.some((extension) => path.toLowerCase().endsWith(extension)), {
    error: "must be a JPEG, PNG or WebP file (.jpg, .jpeg, .png or .webp)",
  });

/** "./overview.jpg" and "overview.jpg" name the same photo. */
export const photoName = (path: string) => path.trim().replace(/^\.\//, "");

const DOCUMENT_FILE = new RegExp(documentFilePattern, "i");
const VIDEO_FILE = new RegExp(videoFilePattern, "i");

/** A file's name beside index.en.md ("./manual.pdf" too), which becomes part of its address. */
function fileName(what: string, example: string, pattern: RegExp, format: string) {
  return z
    .string({ error: missingOr(`the ${what}'s file name`, `src: ${example}`) })
    .trim()
    .transform((path) => path.replace(/^\.\//, ""))
    .refine((path) => !/[/\\]/.test(path), {
      error: `must be the name of a file in the listing's folder, for example ${example}`,
    })
    .refine((path) => pattern.test(path), {
      error: (issue) =>
        new RegExp(`\\.${format}$`, "i").test(String(issue.input))
          ? `"${String(issue.input)}" is also the file's address: rename the file with letters, digits and hyphens only (no spaces or accents), for example ${example}`
          : `must be ${format === "mp4" ? "an" : "a"} ${format.toUpperCase()} file (.${format}), for example ${example}`,
    });
}

/** A document's file: a PDF beside index.en.md. The reader checks that it is there and a real PDF. */
export const documentPath = fileName(
  "document",
  "inspection-report.pdf",
  DOCUMENT_FILE,
  "pdf",
).refine((path) => path.toLowerCase() !== SPEC_SHEET_FILE, {
  error: `is the name of the spec sheet the site makes for every machine: rename the file, for example data-sheet.pdf`,
});

const documentEntry = z.strictObject({
  src: documentPath,
  kind: z.enum(documentKinds, {
    error: (issue) =>
      issue.input === undefined
        ? `is missing: write one of ${documentKinds.join(", ")}`
        : `must be one of ${documentKinds.join(", ")}`,
  }),
  title: text("what the document is", "title: Inspection report, March 2026"),
  /** The language the file itself is written in; most sellers' papers are in English. */
  language: z
    .enum(documentLanguages, {
      error: `must be the file's language, one of ${documentLanguages.join(", ")}`,
    })
    .default("en"),
});

/** The documents of index.en.md: each file once. */
export const documentList = z
  .array(documentEntry, { error: "must be a list of documents, each with src, kind and title" })
  .max(MAX_DOCUMENTS, {
    error: `has more than ${MAX_DOCUMENTS} documents: keep the ones buyers ask for`,
  })
  .superRefine((documents, context) => {
    const seen = new Map<string, number>();
    documents.forEach((document, index) => {
      const key = document.src.toLowerCase();
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        context.addIssue({
          code: "custom",
          path: [index, "src"],
          message: `${document.src} is already documents[${first}]: list each document once`,
        });
    });
  })
  .default([]);

export type ListingDocument = z.output<typeof documentEntry>;

/** A YouTube link, read down to its video's ID. */
export const youtubeLink = z
  .string({
    error: missingOr("the video's YouTube link", "youtube: https://youtu.be/aqz-KE-bpKQ"),
  })
  .trim()
  .transform((link, context) => {
    const id = youtubeId(link);
    if (id === undefined) {
      context.addIssue({
        code: "custom",
        message: `"${link}" is not a link to one YouTube video: copy it from YouTube's Share button (https://youtu.be/ and 11 letters, digits, - or _), or from the address bar (https://www.youtube.com/watch?v=…); a channel or playlist is not a video`,
      });
      return z.NEVER;
    }
    return id;
  });

const videoFile = z.strictObject({
  src: fileName("video", "running.mp4", VIDEO_FILE, "mp4"),
  // One of the listing's photos; without it, the first photo.
  poster: photoPath.optional(),
});

const videoLink = z.strictObject({ youtube: youtubeLink });

/**
 * A video of the machine running: a file beside the listing or a YouTube
 * link, read as `{ src, poster? }` or `{ youtube: <ID> }`. The form is chosen
 * by its key, so a wrong link gets the link's message, not a union's.
 */
export const videoSchema = z.preprocess(
  blankAsMissing,
  z
    .unknown()
    .transform((value, context): ListingVideo => {
      const both =
        typeof value === "object" && value !== null && "youtube" in value && "src" in value;
      if (both) {
        context.addIssue({
          code: "custom",
          message:
            "has both a file (src:) and a YouTube link (youtube:): keep one of them, and delete the other",
        });
        return z.NEVER;
      }
      const form =
        typeof value === "object" && value !== null && !Array.isArray(value) && "youtube" in value
          ? videoLink
          : typeof value === "object" && value !== null && !Array.isArray(value) && "src" in value
            ? videoFile
            : undefined;
      if (form === undefined) {
        context.addIssue({
          code: "custom",
          message:
            "must be either src: with the MP4 file beside the listing (and optionally poster: one of its photos), or youtube: with a YouTube link",
        });
        return z.NEVER;
      }
      const result = form.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) context.addIssue({ ...issue });
      return z.NEVER;
    })
    .optional(),
);

export type ListingVideo = z.output<typeof videoFile> | z.output<typeof videoLink>;

/** The video as the loader hands it to the content collection: already read by `videoSchema`. */
export const readVideoSchema = z.union([
  // poster: the place of the photo shown before play in `photos`.
  z.strictObject({ src: z.string(), poster: z.number().optional() }),
  z.strictObject({ youtube: z.string() }),
]);

/** The documents as the loader hands them to the content collection, with each file's size. */
export const readDocumentsSchema = z.array(
  z.strictObject({
    src: z.string(),
    kind: z.enum(documentKinds),
    title: z.string(),
    language: z.enum(documentLanguages),
    bytes: z.number(),
  }),
);

/** The listing's address: its folder's name. */
export const slugSchema = z.string().regex(SLUG, {
  error:
    "must be lower-case letters, digits and single hyphens, for example bopp-film-line-2018: rename the folder",
});

/** The English listing, `index.en.md`. `src` checks a photo's path (or resolves it, in the build). */
export function listingSchema<Src extends z.ZodType>(src: Src, currentYear: number) {
  return z.strictObject({
    name: text("the machine's name", "name: BOPP Film Line"),
    reference: referenceSchema,
    type: z.enum(machineTypes, {
      error: `must be one of ${machineTypes.join(", ")}`,
    }),
    maker: text("the maker's name", "maker: Brückner Maschinenbau"),
    model: optionalCode("the maker's model name", "model: TopMet 2450"),
    // For the firm's records: never on a page, a card, a sheet or in structured data.
    serial: optionalCode("the serial number on the machine's plate", "serial: 18-0427"),
    year: z
      .number({ error: missingOr("the manufacturer year as a number", "year: 2018") })
      .int({ error: "must be a whole year, for example 2018" })
      .min(EARLIEST_YEAR, { error: (issue) => `${String(issue.input)} is before ${EARLIEST_YEAR}` })
      .max(currentYear, {
        error: (issue) =>
          `${String(issue.input)} is in the future: the manufacturer year is ${currentYear} at the latest`,
      }),
    hours: z.preprocess(
      blankAsMissing,
      wholeNumber("the running hours", "hours: 42000")
        .min(0, { error: "cannot be below 0: write the running hours, for example hours: 42000" })
        .max(MAX_HOURS, {
          error: `is more than ${MAX_HOURS}: write the running hours, for example hours: 42000`,
        })
        .optional(),
    ),
    condition: z.enum(listingConditions, {
      error: (issue) =>
        issue.input === undefined
          ? `is missing: write one of ${listingConditions.join(", ")}`
          : `must be one of ${listingConditions.join(", ")}: say more in the description`,
    }),
    price: priceSchema,
    location: z
      .string({ error: missingOr("the country's two-letter code", "location: DE") })
      .refine(isCountryCode, {
        error: (issue) => {
          const instead = countryCodeFor(issue.input);
          return instead === undefined
            ? `"${String(issue.input)}" is not a country code: write the two capital letters of ISO 3166, for example DE, US, GB or AE`
            : `"${String(issue.input)}" is not a country code: write ${instead}`;
        },
      }),
    city: text("the town or city where the machine stands", "city: Kerpen"),
    available: z
      .string({
        error: missingOr("now, or the month it can leave as YYYY-MM", "available: 2027-03"),
      })
      .trim()
      .regex(AVAILABLE, {
        error: (issue) =>
          `"${String(issue.input)}" is neither now nor a month: write now, or the month as YYYY-MM, for example available: 2027-03`,
      }),
    status: z.enum(listingStatuses, {
      error: `must be one of ${listingStatuses.join(", ")}`,
    }),
    featured: z.boolean({ error: "must be true or false" }).optional(),
    summary: text(
      "one or two sentences for the catalogue card",
      "summary: A complete BOPP line, running until 2025.",
    ).max(MAX_SUMMARY_LENGTH, {
      error: `is longer than ${MAX_SUMMARY_LENGTH} characters: the card shows three lines; put the rest in the description`,
    }),
    photos: photoList(src),
    specs: z
      .array(z.strictObject({ label: specLabel, value: specValue }), {
        error: "must be a list of specs, each with label and value",
      })
      .default([]),
    documents: documentList,
    video: videoSchema,
  });
}

/** A listing's facts and English text; the slug is its folder's name. */
export type ListingData = z.output<ReturnType<typeof listingSchema<typeof photoPath>>> & {
  slug: string;
};

const translatedName = text("the machine's name in this language", "name: Ligne de film BOPP");
const translatedCity = text("the city's name in this language's letters", "city: كيربن");
const translatedSummary = text(
  "one or two sentences for the catalogue card",
  "summary: Ligne BOPP complète.",
).max(MAX_SUMMARY_LENGTH, {
  error: `is longer than ${MAX_SUMMARY_LENGTH} characters: the card shows three lines`,
});
const translatedSpecs = z.array(z.strictObject({ label: specLabel, value: specValue }), {
  error: "must be a list of specs, in the order of index.en.md",
});

/**
 * A translation file, `index.fr.md` or `index.ar.md`, as the editor writes
 * it: the text only. Each photo names its file (`src`, the English photo it
 * describes) and may have an alt text in this language; the editor keeps an
 * entry for a photo that was later removed from the English listing, and may
 * leave an empty one (`null`): the reader ignores both. Its name, summary and
 * description may still be missing: a machine can be saved in English only.
 */
export const translationFileSchema = z.strictObject({
  // Optional, so a machine saved in English only builds: a translation
  // without its name, summary or description is not shown yet (the reader
  // warns, and the page shows the English text).
  name: z.preprocess(blankAsMissing, translatedName.optional()),
  // Where the city's name differs in this language (Arabic letters); else the English one shows.
  city: z.preprocess(blankAsMissing, translatedCity.optional()),
  summary: z.preprocess(blankAsMissing, translatedSummary.optional()),
  photos: z
    .array(
      z.union([
        z.null(),
        z.strictObject({
          src: z.string({ error: "must be the photo's file name, as in index.en.md" }).optional(),
          alt: z.string({ error: "must be text: what the photo shows" }).trim().optional(),
        }),
      ]),
      { error: "must be a list of photos, each with src and alt" },
    )
    .optional(),
  specs: translatedSpecs.optional(),
  // Each names the English document it titles by its file, like the photos' alt texts.
  documents: z
    .array(
      z.union([
        z.null(),
        z.strictObject({
          src: z
            .string({ error: "must be the document's file name, as in index.en.md" })
            .optional(),
          // The editor copies the English kind into each translation (i18n: duplicate);
          // the English file's is the one that counts.
          kind: z.string().optional(),
          // The file's language, copied likewise.
          language: z.string().optional(),
          title: z.string({ error: "must be text: what the document is" }).trim().optional(),
        }),
      ]),
      { error: "must be a list of documents, each with src and title" },
    )
    .optional(),
});

export type TranslationFileData = z.output<typeof translationFileSchema>;

/**
 * A translation as pages use it: `photos` in the order of the English
 * photos, each with its alt text in this language if there is one; `specs`
 * only when there is one for each English spec.
 */
export const translationSchema = z.strictObject({
  name: translatedName,
  city: translatedCity.optional(),
  summary: translatedSummary,
  photos: z.array(z.strictObject({ alt: z.string().optional() })).optional(),
  specs: translatedSpecs.optional(),
  /** In the order of the English documents, each with its title in this language if there is one. */
  documents: z.array(z.strictObject({ title: z.string().optional() })).optional(),
});

export type TranslationData = z.output<typeof translationSchema>;
