/**
 * `npm run inventory:from-offer -- <offer reference> [--type <machine type>] [--slug <slug>]`
 *
 * Turns a seller's offer (stored by the server in DATA_DIR, default ./data)
 * into a draft listing: app/content/inventory/<slug>/index.en.md with the
 * offer's facts, `status: reserved` until the firm has checked it, and the
 * offer's photos copied beside it: the layout the editor at /admin reads, so
 * the draft shows there as a reserved machine, ready to complete. The draft
 * passes `npm run inventory:check`; what only a person can write (the
 * buyers' summary and description, the photos' alt texts, the French and
 * Arabic text) is marked in comments. Nothing is overwritten.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";

import { stringify } from "yaml";

import { sellEquipmentCopy } from "../../app/content/sell-equipment.ts";
import {
  MAX_SUMMARY_LENGTH,
  machineTypes,
  type MachineType,
} from "../../app/features/inventory/listing-constants.ts";
import {
  formatProblem,
  inventoryDir,
  listingFileName,
  readInventory,
} from "../../app/features/inventory/read-inventory.ts";
import { englishCountryName } from "../../app/lib/countries.ts";
import { editionName } from "../../server/inquiry-email.ts";
import type { Offer } from "../../server/offer-store.ts";
import { SqliteOfferStore } from "../../server/sqlite-offer-store.ts";

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

/** The listing's type: the offer's, or the one the firm chose for an "other" machine. */
export function listingType(offer: Pick<Offer, "facts">, chosen?: string): MachineType {
  const type = chosen ?? offer.facts.machineType;
  if ((machineTypes as readonly string[]).includes(type)) return type as MachineType;
  throw new DraftError(
    type === "other"
      ? `The seller chose "Other machine": pick the closest type with --type (${machineTypes.join(", ")}).`
      : `"${type}" is not a machine type: use one of ${machineTypes.join(", ")}.`,
  );
}

/** The first free slug of `<type>-<year>`, then `<maker>-<type>-<year>`, then with -2, -3… */
export function freeSlug(
  offer: Pick<Offer, "facts">,
  type: MachineType,
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

/** The draft's index.en.md: the facts as the listing schema wants them, and comments for the firm. */
export function draftListing(offer: Offer, type: MachineType): string {
  const { facts } = offer;
  const maker = [facts.manufacturer, facts.model].filter(Boolean).join(" ");
  const typeName = titleCase(form.machineTypes[type]);
  const name = `${maker} ${typeName}`;
  const country = englishCountryName(facts.country) ?? facts.country;
  const condition = form.conditions[facts.condition];
  const summary = `A ${facts.year} ${maker} ${form.machineTypes[type].toLowerCase()}, ${condition.toLowerCase()}, in ${country}.`;
  const data = {
    name,
    type,
    year: facts.year,
    location: facts.country,
    status: "reserved",
    featured: false,
    summary: summary.slice(0, MAX_SUMMARY_LENGTH),
    ...(offer.photos.length > 0
      ? {
          photos: offer.photos.map((photo, index) => ({
            src: photo.file,
            alt: `Photo ${index + 1} of the ${name}, as the seller sent it`,
          })),
        }
      : {}),
    specs: [
      { label: "Manufacturer", value: facts.manufacturer },
      ...(facts.model ? [{ label: "Model", value: facts.model }] : []),
      { label: "Condition", value: condition },
      ...(facts.availability
        ? [{ label: "Available", value: form.availability[facts.availability] }]
        : []),
    ],
  };
  const received = offer.receivedAt.toISOString().slice(0, 10);
  const price =
    facts.askingPrice === null
      ? "not given"
      : `${facts.askingPrice.toLocaleString("en-US")} ${facts.currency}`;
  const comments = [
    `# Drafted from the seller's offer ${offer.id} of ${received}`,
    `# (npm run inventory:from-offer). Seller: ${facts.name}${facts.company ? `, ${facts.company}` : ""},`,
    `# ${facts.email}, ${facts.phone}; answer in ${editionName(facts.answerLanguage)}.`,
    `# Asking price: ${price} (for the firm only, never shown on the site).`,
    "# Before publishing: check every fact with the seller, write the summary and",
    "# the description for buyers, describe each photo in its alt text, add the",
    "# French and Arabic text, then set status: available. The editor at /admin",
    "# drops these comments when it saves: the seller's details stay in the offer.",
  ];
  if (offer.edition !== "en") {
    const language = new Intl.DisplayNames("en", { type: "language" }).of(offer.edition);
    comments.push(
      `# The seller wrote from the ${language} site: write the description in English.`,
    );
  }
  const description = facts.description.trim()
    ? facts.description.trim()
    : `A ${facts.year} ${maker} ${form.machineTypes[type].toLowerCase()} located in ${country}.`;
  return `---\n${comments.join("\n")}\n${stringify(data, { lineWidth: 0 })}---\n\n${description}\n`;
}

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
  const slug = chosenSlug ?? freeSlug(offer, type, taken);
  if (chosenSlug && taken(chosenSlug)) {
    throw new DraftError(
      `${relative(process.cwd(), join(dir, chosenSlug))} exists: choose another --slug.`,
    );
  }
  const folder = join(dir, slug);
  mkdirSync(folder, { recursive: true });
  const file = listingFileName("en");
  const files = [file];
  try {
    writeFileSync(join(folder, file), draftListing(offer, type));
    for (const photo of offer.photos) {
      copyFileSync(photoPath(photo.file), join(folder, photo.file));
      files.push(photo.file);
    }
    const problems = readInventory(dir).problems.filter((problem) =>
      resolve(problem.file).startsWith(folder),
    );
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
    const matches = (await store.list({ includeSpam: true })).filter((offer) =>
      offer.id.startsWith(reference),
    );
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
      `Draft listing written: ${folder}/ (${draft.files.join(", ")}), status: reserved.\n` +
        `It will be /machinery/used-equipment/${draft.slug}. Check it with \`npm run inventory:check\`,\n` +
        "commit it, complete it in the editor (/admin) or in its file, then set status: available.",
    );
  } catch (error) {
    if (!(error instanceof DraftError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await store.close();
  }
}
