/**
 * `npm run inventory:from-offer -- <offer reference> [--type <machine type>] [--slug <slug>]`
 *
 * Turns a seller's offer (stored by the server in DATA_DIR, default ./data)
 * into a draft listing: app/content/inventory/<slug>/index.en.md with the
 * next free reference (FP-…) and what the seller typed (maker, model, serial
 * number, year, running hours, asking price and currency, country and city,
 * when it can leave), `status: draft` (never published: the loader leaves
 * drafts out, `npm run inventory:check` lists them "to complete"), the
 * seller's first six photos beside it, and the seller's text in the language
 * it was written in. What only a person can write or decide (the condition
 * in our grades, our price, the type of an "other" machine, the buyers'
 * summary and description, the photos' alt texts, the French and Arabic
 * text) is a checklist in YAML comments. Nothing is overwritten.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";

import { Document } from "yaml";

import { sellEquipment as sellEquipmentCopy } from "../../app/content/sell-equipment.ts";
import {
  AVAILABLE_NOW,
  listingConditions,
  MAX_SUMMARY_LENGTH,
  machineTypes,
  ON_REQUEST,
  PRICE_KIND_KEY,
  type MachineType,
} from "../../app/inventory/listing-constants.ts";
import {
  DRAFT_STATUS,
  formatProblem,
  inventoryDir,
  listingFileName,
  readInventory,
  takenReferences,
} from "../../app/inventory/read-inventory.ts";
import { nextFreeReference } from "../../app/inventory/references.ts";
import { cleanLine } from "../../app/lib/clean-text.ts";
import { youtubeId } from "../../app/lib/youtube.ts";
import { englishCountryName } from "../../app/lib/countries.ts";
import type { Locale } from "../../app/i18n/locales.ts";
import { editionName } from "../../server/delivery/mail.ts";
import { shownReference, type Offer } from "../../server/offers/offer-store.ts";
import { SqliteOfferStore } from "../../server/offers/sqlite-offer-store.ts";

const { form } = sellEquipmentCopy;

export class DraftError extends Error {}

/** "Rotomec 4003 MP" → "rotomec-4003-mp". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const titleCase = (text: string) =>
  text.replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());

/** The listing's type: the offer's when the site has it, the one chosen with --type, or none yet. */
export function listingType(offer: Pick<Offer, "facts">, chosen?: string): MachineType | null {
  if (chosen !== undefined) {
    if ((machineTypes as readonly string[]).includes(chosen)) return chosen as MachineType;
    throw new DraftError(
      `"${chosen}" is not a machine type: use one of ${machineTypes.join(", ")}.`,
    );
  }
  const type = offer.facts.machineType;
  return (machineTypes as readonly string[]).includes(type) ? (type as MachineType) : null;
}

/** The first free slug of `<type>-<year>`, then `<maker>-<type>-<year>`, then with -2, -3… */
export function freeSlug(
  offer: Pick<Offer, "facts">,
  type: string,
  taken: (slug: string) => boolean,
) {
  const maker = slugify(offer.facts.manufacturer);
  const candidates = [`${type}-${offer.facts.year}`, `${maker}-${type}-${offer.facts.year}`];
  for (const candidate of candidates) if (!taken(candidate)) return candidate;
  for (let n = 2; ; n += 1) {
    const candidate = `${candidates[1]}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** A draft shows the seller's first photos only: the firm picks what buyers see. */
export const DRAFT_PHOTOS = 6;

/** The language a seller's text is written in: Arabic script reads as Arabic, else the edition's. */
export function textLanguage(text: string, edition: Locale): Locale {
  const letters = text.match(/\p{L}/gu) ?? [];
  const arabic = letters.filter((letter) => /\p{Script=Arabic}/u.test(letter)).length;
  if (letters.length > 0 && arabic / letters.length > 0.3) return "ar";
  return edition === "ar" ? "en" : edition;
}

/** A seller's text inside a YAML comment: on one line, whatever was stored. */
const commentText = (text: string) => cleanLine(text).trim();

/** ", negotiable, EXW (ex works), VAT not included": what the seller said of the price. */
function priceTerms(facts: Offer["facts"]): string {
  const terms = [
    facts.negotiable === "yes" ? "negotiable" : facts.negotiable === "no" ? "not negotiable" : "",
    facts.priceBasis ? form.priceBasis[facts.priceBasis] : "",
    facts.vat ? form.vat[facts.vat] : "",
  ].filter(Boolean);
  return terms.length > 0 ? `, ${terms.join(", ")}` : "";
}

/**
 * The month a machine can leave, from the seller's answer when the offer came
 * in: "now", "2027-02" (within three months of a November offer), or
 * undefined when the seller did not say or said "later".
 */
export function availableMonth(offer: Pick<Offer, "facts" | "receivedAt">): string | undefined {
  const { availability } = offer.facts;
  if (availability === "now") return AVAILABLE_NOW;
  const months = availability === "3-months" ? 3 : availability === "6-months" ? 6 : undefined;
  if (months === undefined) return undefined;
  const month = new Date(
    Date.UTC(offer.receivedAt.getUTCFullYear(), offer.receivedAt.getUTCMonth() + months, 1),
  );
  return month.toISOString().slice(0, 7);
}

/** The seller's facts that are for the firm, not for buyers: one comment line each. */
function sellerFacts(facts: Offer["facts"]): string[] {
  return [
    facts.underPower ? `Inspection under power: ${form.underPower[facts.underPower]}` : "",
    facts.dismantling ? `Dismantling and loading: ${form.dismantling[facts.dismantling]}` : "",
    facts.sellerRole ? `The seller is: ${form.sellerRole[facts.sellerRole]}` : "",
    facts.videoUrl ? `Video: ${commentText(facts.videoUrl)}` : "",
  ]
    .filter(Boolean)
    .map((line) => ` ${line}`);
}

export interface DraftFiles {
  /** index.en.md: the facts, a checklist as YAML comments, the English description if any. */
  english: string;
  /** The seller's description in the language it was written in, when not English. */
  translation: { locale: Exclude<Locale, "en">; text: string } | null;
}

/**
 * The draft's files. The front matter is written by the `yaml` library, the
 * seller's details and the checklist as its comments: nothing the seller
 * typed can break out of a comment or add a field.
 */
export function draftFiles(offer: Offer, type: MachineType | null, reference: string): DraftFiles {
  const { facts } = offer;
  const maker = [facts.manufacturer, facts.model].filter(Boolean).join(" ");
  const available = availableMonth(offer);
  const chosenType = form.machineTypes[facts.machineType];
  const typeName = type ? titleCase(form.machineTypes[type]) : titleCase(chosenType);
  const name = `${maker} ${typeName}`;
  const country = englishCountryName(facts.country) ?? facts.country;
  const condition = form.conditions[facts.condition];
  const summary = `A ${facts.year} ${maker} ${(type ? form.machineTypes[type] : chosenType).toLowerCase()}, ${condition.toLowerCase()}, in ${country}.`;
  const photos = offer.photos.slice(0, DRAFT_PHOTOS);
  const videoId = facts.videoUrl ? youtubeId(facts.videoUrl) : undefined;
  // The listing's fields in the order the editor shows them (listing-schema.ts).
  const data = {
    name,
    reference,
    ...(type ? { type } : {}),
    maker: facts.manufacturer,
    ...(facts.model ? { model: facts.model } : {}),
    // For the firm's records: the build never publishes it.
    ...(facts.serialNumber ? { serial: facts.serialNumber } : {}),
    year: facts.year,
    ...(facts.runningHours === null ? {} : { hours: facts.runningHours }),
    // The seller's price, carried as typed: the checklist asks for ours.
    price:
      facts.askingPrice === null
        ? { [PRICE_KIND_KEY]: ON_REQUEST }
        : { [PRICE_KIND_KEY]: "asking", amount: facts.askingPrice, currency: facts.currency },
    location: facts.country,
    ...(facts.city ? { city: facts.city } : {}),
    ...(available ? { available } : {}),
    status: DRAFT_STATUS,
    featured: false,
    summary: summary.slice(0, MAX_SUMMARY_LENGTH),
    ...(photos.length > 0 ? { photos: photos.map((photo) => ({ src: photo.file, alt: "" })) } : {}),
    specs: [
      ...(facts.webWidth === null
        ? []
        : [{ label: "Web width", value: `${facts.webWidth.toLocaleString("en-US")} mm` }]),
      ...(facts.maxSpeed === null
        ? []
        : [{ label: "Maximum speed", value: `${facts.maxSpeed} m/min` }]),
      ...(facts.stations === null
        ? []
        : [{ label: "Colours or stations", value: String(facts.stations) }]),
    ],
    // The seller's own video of the machine running, when it is one YouTube video.
    ...(videoId ? { video: { youtube: `https://youtu.be/${videoId}` } } : {}),
  };
  const received = offer.receivedAt.toISOString().slice(0, 10);
  const price =
    facts.askingPrice === null
      ? "not given (price: is on request)"
      : `${facts.askingPrice.toLocaleString("en-US")} ${facts.currency}, in price: below`;
  const language = facts.description.trim() ? textLanguage(facts.description, offer.edition) : "en";
  const languageName = (locale: Locale) =>
    new Intl.DisplayNames("en", { type: "language" }).of(locale) ?? locale;
  const comments = [
    ` Drafted from the seller's offer ${shownReference(offer)} of ${received} (npm run inventory:from-offer).`,
    ` Seller: ${commentText(facts.name)}${facts.company ? `, ${commentText(facts.company)}` : ""}, ${commentText(facts.email)}, ${commentText(facts.phone)}; answer in ${editionName(facts.answerLanguage)}.`,
    ` The seller's asking price: ${price}${priceTerms(facts)}.`,
    ...(facts.confidential
      ? [" CONFIDENTIAL: the seller asks us not to publish this machine while it is in production."]
      : []),
    ...sellerFacts(facts),
    " status: draft keeps this machine off the site. Before publishing:",
    ` [ ] set our price: price: holds the seller's, which buyers would see; write ours, or kind: ${ON_REQUEST}`,
    ` [ ] add condition: one of ${listingConditions.join(", ")} (the seller said "${commentText(condition)}")`,
    ...(facts.city ? [] : [" [ ] add city: the town where the machine stands"]),
    ...(available
      ? []
      : [
          ` [ ] add available: now, or the month it can leave as YYYY-MM${facts.availability ? ` (the seller said "${form.availability[facts.availability]}")` : ""}`,
        ]),
    ...(type
      ? []
      : [
          ` [ ] choose its type (the seller chose "${commentText(chosenType)}"${facts.otherType ? ` and wrote "${commentText(facts.otherType)}"` : ""}): add type: with one of`,
          `     ${machineTypes.join(", ")}`,
        ]),
    " [ ] check every fact with the seller",
    " [ ] write the summary and the description for buyers, in English",
    ` [ ] describe each photo in its alt text (the seller's first ${DRAFT_PHOTOS} are here; check none shows a place or a person)`,
    ...(videoId
      ? [
          " [ ] watch the seller's video (video: below): keep it only if it shows this machine running, or delete video:",
        ]
      : []),
    " [ ] add the French and Arabic text",
    " [ ] then set status: available, and run npm run inventory:check",
    " The editor at /admin drops these comments when it saves: the seller's details stay in the offer.",
  ];
  if (offer.photos.length > photos.length) {
    comments.push(
      ` The offer has ${offer.photos.length} photos; the others are in DATA_DIR/offers/${offer.id}/.`,
    );
  }
  if (language !== "en") {
    comments.push(
      ` The seller wrote in ${languageName(language)}: their words are in ${listingFileName(language)}, to translate.`,
    );
  }
  const document = new Document(data);
  document.commentBefore = comments.join("\n");
  const frontMatter = document.toString({ lineWidth: 0 });
  const description = facts.description.trim();
  const english = `---\n${frontMatter}---\n\n${language === "en" ? description : ""}\n`;
  if (language === "en") return { english, translation: null };
  const translated = new Document({ name: maker });
  translated.commentBefore =
    " The seller's own words, as they sent them: translate them into index.en.md, then write this edition's text for buyers.";
  return {
    english,
    translation: {
      locale: language,
      text: `---\n${translated.toString({ lineWidth: 0 })}---\n\n${description}\n`,
    },
  };
}

/** index.en.md alone (the tests' view of a draft in English). */
export const draftListing = (offer: Offer, type: MachineType | null, reference = "FP-1001") =>
  draftFiles(offer, type, reference).english;

export interface DraftResult {
  slug: string;
  folder: string;
  files: string[];
}

/**
 * Writes the draft listing of `offer` into `dir` (a new folder), with its
 * photos, and checks it with the build's own reader: a draft the build
 * would refuse is removed again and reported.
 */
export function writeDraft(
  offer: Offer,
  photoPath: (file: string) => string,
  {
    dir = inventoryDir,
    type: chosenType,
    slug: chosenSlug,
  }: { dir?: string; type?: string; slug?: string } = {},
): DraftResult {
  const type = listingType(offer, chosenType);
  const taken = (slug: string) => existsSync(join(dir, slug));
  const slug = chosenSlug ?? freeSlug(offer, type ?? slugify(offer.facts.machineType), taken);
  if (chosenSlug && taken(chosenSlug)) {
    throw new DraftError(
      `${relative(process.cwd(), join(dir, chosenSlug))} exists: choose another --slug.`,
    );
  }
  // The next reference no listing, draft or removed machine has.
  mkdirSync(dir, { recursive: true });
  const reference = nextFreeReference(takenReferences(readInventory(dir)));
  const folder = join(dir, slug);
  mkdirSync(folder, { recursive: true });
  const file = listingFileName("en");
  const files = [file];
  try {
    const draft = draftFiles(offer, type, reference);
    writeFileSync(join(folder, file), draft.english);
    if (draft.translation) {
      const translationFile = listingFileName(draft.translation.locale);
      writeFileSync(join(folder, translationFile), draft.translation.text);
      files.push(translationFile);
    }
    for (const photo of offer.photos.slice(0, DRAFT_PHOTOS)) {
      copyFileSync(photoPath(photo.file), join(folder, photo.file));
      files.push(photo.file);
    }
    // The build's own reader: the folder must read as a draft, never as a listing or a problem.
    const inventory = readInventory(dir);
    const problems = inventory.problems.filter((problem) =>
      resolve(problem.file).startsWith(folder),
    );
    if (!inventory.drafts.some((found) => found.folder === folder)) {
      problems.push({ file: folder, field: "status", message: "does not read as a draft" });
    }
    if (problems.length > 0) {
      throw new DraftError(
        `The draft does not pass the listing's rules:\n${problems.map(formatProblem).join("\n")}`,
      );
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return { slug, folder, files };
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { type: { type: "string" }, slug: { type: "string" }, help: { type: "boolean" } },
  });
  const reference = positionals[0];
  if (values.help || !reference) {
    console.info(
      "Usage: npm run inventory:from-offer -- <offer reference> [--type <machine type>] [--slug <slug>]\n" +
        "The references are in `npm run inquiries`. Reads DATA_DIR (default ./data).",
    );
    process.exit(reference ? 0 : 1);
  }
  const dataDir = resolve(process.env.DATA_DIR?.trim() || "data");
  const store = new SqliteOfferStore(dataDir, { readOnly: true });
  try {
    const byReference = await store.byReference(reference);
    const matches = byReference
      ? [byReference]
      : (await store.list({ includeSpam: true })).filter((offer) => offer.id.startsWith(reference));
    if (matches.length !== 1) {
      throw new DraftError(
        matches.length === 0
          ? `No offer ${reference} in ${dataDir}: the references are in \`npm run inquiries\`.`
          : `${reference} matches ${matches.length} offers: give more of the reference.`,
      );
    }
    const offer = matches[0]!;
    const draft = writeDraft(offer, (file) => store.photoPath(offer, { file }), {
      // Tests point the command at another folder; the firm never needs to.
      ...(process.env.INVENTORY_DIR ? { dir: resolve(process.env.INVENTORY_DIR) } : {}),
      ...(values.type ? { type: values.type } : {}),
      ...(values.slug ? { slug: values.slug } : {}),
    });
    const folder = relative(process.cwd(), draft.folder);
    console.info(
      `Draft listing written: ${folder}/ (${draft.files.join(", ")}), status: draft (not on the site).\n` +
        `\`npm run inventory:check\` lists what it still needs. Complete it in its files, then set\n` +
        `status: available: it will be /machinery/used-equipment/${draft.slug}.`,
    );
  } catch (error) {
    if (!(error instanceof DraftError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await store.close();
  }
}
