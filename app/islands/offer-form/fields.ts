/**
 * The offer form's fields, choices and limits, without zod: the form renders
 * from these, ./schema.ts builds the rules the form and the server share,
 * and the server's no-JavaScript page lays out the same fields. The words
 * are each edition's (app/content/sell-equipment.ts).
 */
import { apiPaths } from "../../content/api-paths.ts";
import { formatFileSize } from "../../lib/text.ts";
import { EARLIEST_YEAR, MAX_PHOTOS, machineTypes } from "../../inventory/listing-constants.ts";

export { EARLIEST_YEAR };

/**
 * The inventory's machine types, the common ones it has no drawing for yet,
 * and "other" for everything else (the seller then says what it is).
 */
export const offerMachineTypes = [
  ...machineTypes,
  "flexo-press",
  "blown-film-line",
  "bag-pouch-machine",
  "adhesive-laminator",
  "other",
] as const;

/** The types that have colours (presses) or stations (laminators): the form asks how many. */
export const typesWithStations: readonly OfferMachineType[] = [
  "gravure-printing-press",
  "flexo-press",
  "extrusion-laminator",
  "adhesive-laminator",
];
export type OfferMachineType = (typeof offerMachineTypes)[number];

export const machineConditions = ["running", "stopped", "dismantled"] as const;
export type MachineCondition = (typeof machineConditions)[number];

export const availabilities = ["now", "3-months", "6-months", "later"] as const;

export const yesNo = ["yes", "no"] as const;
/** Who dismantles and loads the machine. */
export const dismantlings = ["seller", "us", "to-agree"] as const;
export const sellerRoles = ["owner", "broker"] as const;
/** The bases a used machine is priced on; "other" is said in the description. */
export const priceBases = ["EXW", "FCA", "FOB", "CIF", "DAP", "other"] as const;
export const vatTerms = ["included", "excluded", "none"] as const;
/** The value a checked box sends. */
export const CHECKED = "yes";

/** The currencies sellers in our markets quote in; the select names them in the edition's language. */
export const offerCurrencies = [
  "USD",
  "EUR",
  "GBP",
  "AED",
  "SAR",
  "EGP",
  "MAD",
  "TRY",
  "CNY",
] as const;

/** The editions the firm answers in. */
export const answerLanguages = ["en", "fr", "ar"] as const;

export const offerLimits = {
  otherType: 80,
  manufacturer: 80,
  model: 80,
  serialNumber: 60,
  city: 80,
  videoUrl: 500,
  description: 5000,
  name: 100,
  company: 120,
  email: 254,
  phone: 40,
  /** Digits of a whole price: up to 999 999 999 999. */
  askingPrice: 12,
} as const;

/** Whole numbers the seller may give, by their most digits. */
export const numberLimits = {
  runningHours: 7,
  webWidth: 5,
  maxSpeed: 4,
  stations: 2,
} as const;

/** The form's text and choice fields, in the order of the form (photos come after the machine). */
export const machineFields = [
  "machineType",
  "otherType",
  "manufacturer",
  "model",
  "serialNumber",
  "year",
  "country",
  "city",
  "condition",
  "runningHours",
  "underPower",
  "webWidth",
  "maxSpeed",
  "stations",
  "videoUrl",
  "description",
] as const;
export const saleFields = [
  "availability",
  "dismantling",
  "askingPrice",
  "currency",
  "negotiable",
  "priceBasis",
  "vat",
  "confidential",
] as const;
export const sellerFields = [
  "name",
  "company",
  "sellerRole",
  "email",
  "phone",
  "answerLanguage",
] as const;
export const offerFields = [...machineFields, ...saleFields, ...sellerFields] as const;
export type OfferField = (typeof offerFields)[number];

/** Where the form posts offers: the production server's endpoint (static hosts proxy it). */
export const OFFERS_ENDPOINT = apiPaths.offers;

/** The multipart field that carries the photos. */
export const PHOTOS_FIELD = "photos" as const;

export const photoRules = {
  min: 1,
  max: MAX_PHOTOS,
  /** Per photo, as chosen (the browser shrinks large ones before the upload). */
  maxBytes: 25 * 1024 * 1024,
  /** Every photo of one offer together, as received. */
  maxTotalBytes: 150 * 1024 * 1024,
  /** The browser and the server both bring photos down to this longest side. */
  longestSide: 2560,
  types: ["image/jpeg", "image/png", "image/webp"],
  /** For the file picker. */
  accept: "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp",
} as const;

/**
 * The photo limit as the rules and the errors say it ({size}: "25 megabytes",
 * «25 ميغابايت»), in the same words as the upload's progress.
 */
export const photoSizeLimit = (intl: string) => formatFileSize(photoRules.maxBytes, intl, 1024);

export type PhotoProblem = "heic" | "type" | "tooBig";

/**
 * What is wrong with a chosen file, from its type and name, before anything
 * reads it: HEIC (iPhones' default) gets its own advice. The server checks
 * the content itself.
 */
export function photoProblem(file: {
  name: string;
  type: string;
  size: number;
}): PhotoProblem | null {
  const name = file.name.toLowerCase();
  if (/^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/.test(name)) return "heic";
  const byType = (photoRules.types as readonly string[]).includes(file.type);
  const byName = /\.(jpe?g|png|webp)$/.test(name);
  // Some phones send photos without a type: the name decides then.
  if (!(byType || (file.type === "" && byName))) return "type";
  if (file.size > photoRules.maxBytes) return "tooBig";
  return null;
}

/** The query parameter of the no-JavaScript thank-you, and the id of the notice it targets. */
export const offerFormParams = { sent: "sent", reference: "ref" } as const;
export const OFFER_SENT_ID = "offer-sent";
