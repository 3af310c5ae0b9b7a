import { machineDocumentPath, machinePath, machineVideoPath } from "../i18n/links.ts";
import { countryName } from "../lib/countries.ts";
import { defaultLocale, type Locale } from "../i18n/locales.ts";
import { typeset, typesetMarkdown } from "../lib/typography.ts";

import type { DocumentKind, DocumentLanguage } from "./listing-constants.ts";
import {
  photoName,
  type ListingData,
  type ListingDocument,
  type ListingPrice,
  type TranslationData,
} from "./listing-schema.ts";
import type { ListingSource, TranslatedLocale } from "./read-inventory.ts";

/**
 * A machine as pages use it, whatever its photos are (astro:assets images in
 * the build, file names in tests): the English facts and text with the
 * rendered description, and each translation's text. Never its serial
 * number, which is for the firm's records only.
 */
export type MachineData<Photo = unknown> = Omit<
  ListingData,
  "photos" | "serial" | "documents" | "video"
> & {
  photos: { src: Photo; alt: string }[];
  /** Each document with its file's size in bytes. */
  documents: (ListingDocument & { bytes: number })[];
  /** The video file and its poster, the photo at that index; or a YouTube video's ID. */
  video?: MachineVideoData | undefined;
  description: string;
  translations: Partial<Record<TranslatedLocale, TranslationData & { description: string }>>;
};

export type MachineVideoData = { src: string; poster?: number | undefined } | { youtube: string };

/**
 * The video as pages read it: the poster named by its photo's file becomes
 * that photo's place in the list (the first photo when none is named).
 */
export function machineVideo(
  listing: Pick<ListingData, "video" | "photos">,
): MachineVideoData | undefined {
  const { video, photos } = listing;
  if (video === undefined || "youtube" in video) return video;
  const names = photos.map((photo) => photoName(photo.src));
  const index = video.poster === undefined ? 0 : names.indexOf(photoName(video.poster));
  return { src: video.src, ...(index >= 0 && index < photos.length ? { poster: index } : {}) };
}

/**
 * A listing as read from its files, outside the build (tests, scripts): the
 * photos stay file names and the descriptions stay Markdown.
 */
export function machineFromSource(listing: ListingSource): MachineData<string> {
  const translations: MachineData<string>["translations"] = {};
  for (const [locale, translation] of Object.entries(listing.translations)) {
    translations[locale as TranslatedLocale] = {
      ...translation.data,
      description: translation.body,
    };
  }
  const { serial: _serial, documents, video: _video, ...published } = listing.data;
  return {
    ...published,
    documents: documents.map((document, index) => ({
      ...document,
      bytes: listing.documentBytes[index] ?? 0,
    })),
    video: machineVideo(listing.data),
    description: listing.body,
    translations,
  };
}

/**
 * A translation's text as the page prints it: the front matter's shown
 * fields and the Markdown typeset for the edition (app/lib/typography.ts),
 * so staff type plain spaces and the page gets French no-break spaces.
 */
export function typesetTranslation(
  translation: { data: TranslationData; body: string },
  locale: TranslatedLocale,
): { data: TranslationData; body: string } {
  const text = (value: string) => typeset(value, locale);
  const { name, summary, photos, specs, city, documents, ...rest } = translation.data;
  const data: TranslationData = { ...rest, name: text(name), summary: text(summary) };
  if (city !== undefined) data.city = text(city);
  if (photos) {
    data.photos = photos.map((photo) => (photo.alt === undefined ? {} : { alt: text(photo.alt) }));
  }
  if (specs) {
    data.specs = specs.map((spec) => ({ label: text(spec.label), value: text(spec.value) }));
  }
  if (documents) {
    data.documents = documents.map((document) =>
      document.title === undefined ? {} : { title: text(document.title) },
    );
  }
  return { data, body: typesetMarkdown(translation.body, locale) };
}

/** Featured machines first, then the newest, then by name. */
export function catalogueOrder(a: MachineData, b: MachineData): number {
  return (
    Number(b.featured ?? false) - Number(a.featured ?? false) ||
    b.year - a.year ||
    a.name.localeCompare(b.name, "en")
  );
}

/** Machines a buyer can still ask for: sold ones leave the catalogue; their pages stay. */
export function isListed(machine: Pick<MachineData, "status">): boolean {
  return machine.status !== "sold";
}

export interface MachineIn<Photo = unknown> {
  slug: string;
  /** Our reference, "FP-1042": the same in every edition. */
  reference: string;
  /** Below the edition prefix: "/machinery/used-equipment/<slug>". */
  path: string;
  type: MachineData["type"];
  maker: string;
  model: string | undefined;
  year: number;
  hours: number | undefined;
  condition: MachineData["condition"];
  /** `{ amount, currency }`, shown in that currency, or "on-request". */
  price: ListingPrice;
  /** The ISO country code. */
  location: string;
  /** The country in the edition's language. */
  locationName: string;
  /** The city, in the edition's letters when the translation gives it. */
  city: string;
  /** "now", or the month it can leave: "2027-03". */
  available: string;
  status: MachineData["status"];
  featured: boolean;
  /** "en" when name, summary and description fall back to English on another edition. */
  lang: string | undefined;
  name: string;
  /** The name in English, which buyers everywhere may type into a search. */
  englishName: string;
  summary: string;
  /** HTML rendered from the file's Markdown. */
  description: string;
  photos: { src: Photo; alt: string; lang: string | undefined }[];
  specs: MachineData["specs"];
  specsLang: string | undefined;
  /** The PDFs beside the listing: one address for every edition, the title in the edition's language if it has one. */
  documents: {
    path: string;
    kind: DocumentKind;
    title: string;
    /** "en" when the title is the English one. */
    lang: string | undefined;
    /** The language the file itself is written in. */
    language: DocumentLanguage;
    bytes: number;
  }[];
  /** The machine running: a file (its address and the photo shown before play) or a YouTube video. */
  video: MachineVideo<Photo> | undefined;
}

export type MachineVideo<Photo = unknown> =
  | { kind: "file"; path: string; poster: { src: Photo; alt: string } | undefined }
  | { kind: "youtube"; id: string; poster: { src: Photo; alt: string } | undefined };

/** A machine in an edition's language; what is not translated shows in English, marked `lang="en"`. */
export function machineIn<Photo>(machine: MachineData<Photo>, locale: Locale): MachineIn<Photo> {
  const translation = locale === defaultLocale ? undefined : machine.translations[locale];
  const fallback = locale === defaultLocale ? undefined : defaultLocale;
  return {
    slug: machine.slug,
    reference: machine.reference,
    path: machinePath(machine.slug),
    type: machine.type,
    maker: machine.maker,
    model: machine.model,
    year: machine.year,
    hours: machine.hours,
    condition: machine.condition,
    price: machine.price,
    location: machine.location,
    locationName: countryName(machine.location, locale),
    city: translation?.city ?? machine.city,
    available: machine.available,
    status: machine.status,
    featured: machine.featured ?? false,
    lang: translation ? undefined : fallback,
    name: translation?.name ?? machine.name,
    englishName: machine.name,
    summary: translation?.summary ?? machine.summary,
    description: translation?.description ?? machine.description,
    photos: machine.photos.map((photo, index) => {
      const alt = translation?.photos?.[index]?.alt;
      return { src: photo.src, alt: alt ?? photo.alt, lang: alt ? undefined : fallback };
    }),
    specs: translation?.specs ?? machine.specs,
    specsLang: translation?.specs ? undefined : fallback,
    documents: machine.documents.map((document, index) => {
      const title = translation?.documents?.[index]?.title;
      return {
        path: machineDocumentPath(machine.slug, document.src),
        kind: document.kind,
        title: title ?? document.title,
        lang: title ? undefined : fallback,
        language: document.language,
        bytes: document.bytes,
      };
    }),
    video: videoIn(machine),
  };
}

/** The video with the photo it shows before play: the poster, else the first photo. */
function videoIn<Photo>(machine: MachineData<Photo>): MachineVideo<Photo> | undefined {
  const { video, photos } = machine;
  if (video === undefined) return undefined;
  if ("youtube" in video) {
    const first = photos[0];
    return {
      kind: "youtube",
      id: video.youtube,
      poster: first && { src: first.src, alt: first.alt },
    };
  }
  const photo = video.poster === undefined ? undefined : photos[video.poster];
  return {
    kind: "file",
    path: machineVideoPath(machine.slug, video.src),
    poster: photo && { src: photo.src, alt: photo.alt },
  };
}

/**
 * Up to `count` other machines a buyer can ask for: the same type first,
 * then the closest years.
 */
export function similarMachines<T extends MachineData>(
  machine: T,
  all: readonly T[],
  count = 3,
): T[] {
  return all
    .filter((other) => other.slug !== machine.slug && isListed(other))
    .sort(
      (a, b) =>
        Number(b.type === machine.type) - Number(a.type === machine.type) ||
        Math.abs(a.year - machine.year) - Math.abs(b.year - machine.year) ||
        catalogueOrder(a, b),
    )
    .slice(0, count);
}

/**
 * What a WhatsApp message about a machine says: its name, the reference to
 * quote and its page, "BOPP Film Line (FP-1031) https://…/bopp-film-line-2018".
 */
export function whatsappText(machine: Pick<MachineIn, "name" | "reference">, url: string): string {
  return `${machine.name} (${machine.reference}) ${url}`;
}

/** The contact form's subject for a machine: its name and our reference, which identifies it. */
export function inquirySubject(machine: Pick<MachineIn, "name" | "reference">): string {
  return `${machine.name} (${machine.reference})`;
}
