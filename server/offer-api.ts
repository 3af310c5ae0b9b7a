import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { finished, pipeline } from "node:stream/promises";

import multipart from "@fastify/multipart";
import rateLimitPlugin from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { getEdition } from "../app/content/editions.ts";
import { paths } from "../app/content/paths.ts";
import type { FailureReason } from "../app/features/contact-form/submit.ts";
import {
  OFFER_SENT_ID,
  offerFields,
  offerFormParams,
  offerLimits,
  PHOTOS_FIELD,
  photoRules,
} from "../app/features/sell-offer/fields.ts";
import {
  createOfferEnvelopeSchema,
  createOfferSchema,
  offerFieldErrors,
  type PhotoFacts,
} from "../app/features/sell-offer/schema.ts";
import {
  defaultLocale,
  isLocale,
  localizePath,
  splitLocale,
  type Locale,
} from "../app/lib/i18n.ts";

import { serverPagePolicy } from "./contact-pages.ts";
import type { RateLimit } from "./contact-api.ts";
import { normalizePhoto } from "./offer-photos.ts";
import { invalidOfferPage, offerFailurePage, type OfferFormValues } from "./offer-pages.ts";
import type { Offer, OfferPhoto, OfferStore } from "./offer-store.ts";
import { spamReason } from "./spam.ts";

export const OFFERS_PATH = "/api/offers";

/** Where a plain form post lands after an offer: its edition's seller page, in the thank-you state. */
export const offerSentLocation = (locale: Locale) =>
  `${localizePath(paths.sellEquipment, locale)}?${offerFormParams.sent}=1#${OFFER_SENT_ID}`;

/**
 * The multipart limits: twelve photos of 25 MB at most, the form's fields
 * (the description's 5 000 characters are up to 20 KB of UTF-8), and a few
 * parts for the delivery metadata. A request over any of them gets a 413.
 */
export const multipartLimits = {
  fieldNameSize: 64,
  fieldSize: offerLimits.description * 4,
  fields: 32,
  fileSize: photoRules.maxBytes,
  files: photoRules.max,
  parts: 48,
  headerPairs: 32,
} as const;

export interface OfferApiOptions {
  store: OfferStore;
  /** Offers per client IP and window; null turns the limit off. */
  rateLimit: RateLimit | null;
  /** Called after a real (not spam) offer is stored. */
  onStored?: (offer: Offer) => void;
}

/** The island asks for JSON; a plain form post takes a page. */
const wantsJson = (request: FastifyRequest) =>
  /\bapplication\/json\b/i.test(request.headers.accept ?? "");

/** An upload that cannot be read as multipart (a client's or an attacker's mistake, not ours). */
class BadUpload extends Error {
  statusCode = 400;
}

/** More bytes of photos than one offer may carry. */
class TooLarge extends Error {
  statusCode = 413;
}

const publicMessages: Record<number, string> = {
  400: "The upload could not be read.",
  413: "The offer is too large: at most 12 photos of 25 MB, 150 MB in all.",
  415: "Send the offer as multipart/form-data.",
  429: "Too many offers from this address. Please try again later.",
};

const reasonFor = (status: number): FailureReason =>
  status === 413
    ? "too-large"
    : status === 429
      ? "rate-limited"
      : status >= 500
        ? "server"
        : "rejected";

/** The offer's rules in each edition's words; the current year is read per request. */
const rulesFor = (locale: Locale) => {
  const { t, intl } = getEdition(locale);
  return createOfferSchema(t.sellEquipment.messages, t.sellEquipment.form.labels, { intl });
};
const envelopeSchema = createOfferEnvelopeSchema();

/** The edition an offer came from: the one it names, else the Referer's path prefix, else English. */
function offerEdition(named: string | undefined, request: FastifyRequest): Locale {
  if (isLocale(named)) return named;
  const referer = request.headers.referer;
  if (referer && URL.canParse(referer)) return splitLocale(new URL(referer).pathname).locale;
  return defaultLocale;
}

interface Upload {
  originalName: string;
  path: string;
  sha256: string;
}

interface ReadOffer {
  fields: Map<string, string>;
  uploads: Upload[];
}

/** Streams the request's parts: text fields into a map, photos to files in `staged`. */
async function readParts(request: FastifyRequest, staged: string): Promise<ReadOffer> {
  const fields = new Map<string, string>();
  const uploads: Upload[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        // busboy cuts a field over the limit short instead of failing: refuse it whole.
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new TooLarge(`The field ${part.fieldname} is too long`);
        }
        if (typeof part.value === "string" && !fields.has(part.fieldname)) {
          fields.set(part.fieldname, part.value);
        }
        continue;
      }
      // An empty file input still sends a part, without a name or bytes.
      if (part.fieldname !== PHOTOS_FIELD || part.filename === "") {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      const path = join(staged, `upload-${uploads.length + 1}`);
      const hash = createHash("sha256");
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          total += chunk.length;
          if (total > photoRules.maxTotalBytes) {
            next(new TooLarge("More than 150 MB of photos"));
            return;
          }
          hash.update(chunk);
          next(null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(path));
      uploads.push({ originalName: part.filename.slice(0, 200), path, sha256: hash.digest("hex") });
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const code = (error as { code?: string }).code ?? "";
    // The disk's failures are ours (5xx); a malformed body is the client's.
    if (status || /^E(NOSPC|IO|ACCES|ROFS|MFILE)$/.test(code)) throw error;
    throw new BadUpload((error as Error).message);
  }
  return { fields, uploads };
}

/** Past these, an over-limit upload's connection is simply closed. */
const DRAIN_MAX_BYTES = 256 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;

/** Discards the rest of a refused request's body (within limits), so its answer can be read. */
function drain(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((done) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off("data", count);
      done();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    raw.on("data", count);
    raw.once("end", finish);
    raw.once("close", finish);
    raw.resume();
  });
}

/**
 * A plain form post has no script to make an idempotency key, so one is
 * derived from the offer and its photos' bytes and the day: a double click
 * or a resent form stores the offer once.
 */
function formIdempotencyKey(read: ReadOffer, now: Date): string {
  const parts = [
    now.toISOString().slice(0, 10),
    ...offerFields.map((field) => (read.fields.get(field) ?? "").trim()),
    ...read.uploads.map((upload) => upload.sha256),
  ];
  return `form-${createHash("sha256").update(JSON.stringify(parts)).digest("base64url")}`;
}

/**
 * POST /api/offers: a seller's offer, as multipart/form-data from the
 * island (JSON answers) or the plain form (a redirect or a page). Every
 * photo is checked by its content and re-encoded without metadata; the
 * offer is stored with its photos durably before the answer.
 */
export async function offerApi(
  app: FastifyInstance,
  { store, rateLimit, onStored }: OfferApiOptions,
) {
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: true });
  await app.register(rateLimitPlugin, { global: false });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    // Not multipart at all: the content type is wrong.
    if (error.code === "FST_INVALID_MULTIPART_CONTENT_TYPE") status = 415;
    // A field declared as JSON that is not: a malformed request.
    if (error.code === "FST_INVALID_JSON_FIELD_ERROR") status = 400;
    if (status >= 500) request.log.error({ err: error }, "Offer API error");
    // The body may not have been read to its end: do not reuse the connection.
    reply.code(status).header("cache-control", "no-store").header("connection", "close");
    if (!wantsJson(request)) {
      const retryAfter = Number(reply.getHeader("retry-after"));
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", serverPagePolicy)
        .send(
          offerFailurePage(
            offerEdition(undefined, request),
            reasonFor(status),
            Number.isFinite(retryAfter) ? retryAfter : undefined,
          ),
        );
    }
    return reply.send({ ok: false, error: publicMessages[status] ?? "Something went wrong." });
  });

  app.post(
    OFFERS_PATH,
    {
      config: rateLimit
        ? { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } }
        : {},
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply
          .code(415)
          .header("cache-control", "no-store")
          .send({ ok: false, error: publicMessages[415] });
      }
      const staged = await store.stage();
      try {
        return await receive(request, reply, staged);
      } catch (error) {
        await store.discard(staged);
        // The client is still sending: read the rest away, so it can read our 413 or 400.
        if ((error as { statusCode?: number }).statusCode) await drain(request);
        throw error;
      }
    },
  );

  async function receive(request: FastifyRequest, reply: FastifyReply, staged: string) {
    const now = new Date();
    const json = wantsJson(request);
    reply.header("cache-control", "no-store");
    const read = await readParts(request, staged);
    const edition = offerEdition(read.fields.get("edition"), request);

    // Every photo by its content; the originals go as soon as each is re-encoded.
    const photos: OfferPhoto[] = [];
    const facts: PhotoFacts[] = [];
    for (const [index, upload] of read.uploads.entries()) {
      const file = `photo-${String(index + 1).padStart(2, "0")}.jpg`;
      const result = await normalizePhoto(upload.path, join(staged, file));
      await rm(upload.path, { force: true });
      facts.push({
        name: upload.originalName,
        type: result.mime,
        size: result.ok ? result.bytes : 0,
      });
      if (result.ok) {
        photos.push({
          file,
          width: result.width,
          height: result.height,
          bytes: result.bytes,
          originalName: upload.originalName,
        });
      }
    }

    // A missing field reads as an empty one, so it gets the form's "… is required".
    const input = {
      ...Object.fromEntries(offerFields.map((field) => [field, read.fields.get(field) ?? ""])),
      photos: facts,
    };
    const parsed = rulesFor(edition).safeParse(input);
    const envelope = envelopeSchema.safeParse({
      idempotencyKey: read.fields.get("idempotencyKey") || formIdempotencyKey(read, now),
      website: read.fields.get("website") ?? "",
      startedAt: read.fields.get("startedAt") || undefined,
      edition,
    });
    if (!parsed.success || !envelope.success) {
      await store.discard(staged);
      const errors = parsed.success ? {} : offerFieldErrors(parsed.error);
      if (json) return reply.code(400).send({ ok: false, errors });
      const values: OfferFormValues = Object.fromEntries(
        [...offerFields, "idempotencyKey", "startedAt"].flatMap((name) => {
          const value = read.fields.get(name);
          return value === undefined ? [] : [[name, value]];
        }),
      );
      return reply
        .code(400)
        .type("text/html; charset=utf-8")
        .header("content-security-policy", serverPagePolicy)
        .send(
          invalidOfferPage(
            edition,
            OFFERS_PATH,
            values,
            errors,
            read.uploads.map((upload) => upload.originalName),
          ),
        );
    }

    const { photos: _facts, ...details } = parsed.data;
    const { idempotencyKey, website, startedAt } = envelope.data;
    const spam = spamReason({ website, startedAt }, now.getTime());
    if (spam) {
      // Kept for review, without its photos.
      await Promise.all(photos.map((photo) => rm(join(staged, photo.file), { force: true })));
    }
    const { offer, created } = await store.save(
      {
        facts: details,
        photos: spam ? [] : photos,
        idempotencyKey,
        channel: json ? "script" : "form",
        edition,
        spam,
        receivedAt: now,
      },
      staged,
    );
    if (created) {
      request.log.info(
        { offer: offer.id, photos: offer.photos.length, edition, spam },
        "Offer stored",
      );
      if (!spam) onStored?.(offer);
    }
    if (!json) return reply.redirect(offerSentLocation(edition), 303);
    return reply.code(created ? 201 : 200).send({ ok: true, id: offer.id });
  }
}
