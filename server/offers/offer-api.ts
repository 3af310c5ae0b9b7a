import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Transform } from "node:stream";
import { finished, pipeline } from "node:stream/promises";

import multipart from "@fastify/multipart";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { apiPaths } from "../../app/content/api-paths.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { paths } from "../../app/content/paths.ts";
import type { FailureReason } from "../../app/islands/submit/submit.ts";
import { cleanLine } from "../../app/lib/clean-text.ts";
import { fillTemplate } from "../../app/lib/text.ts";
import {
  OFFER_SENT_ID,
  offerFields,
  offerFormParams,
  offerLimits,
  PHOTOS_FIELD,
  photoRules,
  photoSizeLimit,
  type OfferField,
} from "../../app/islands/offer-form/fields.ts";
import {
  createOfferEnvelopeSchema,
  createOfferSchema,
  offerFieldErrors,
  type PhotoFacts,
} from "../../app/islands/offer-form/schema.ts";
import {
  defaultLocale,
  isLocale,
  localizePath,
  splitLocale,
  type Locale,
} from "../../app/i18n/locales.ts";

import { AttemptLimiter, type AttemptLimits } from "../delivery/attempt-limit.ts";
import { spamReason } from "../delivery/spam.ts";
import { serverPagePolicy } from "../http/server-page.ts";

import { invalidOfferPage, offerFailurePage, type OfferFormValues } from "./offer-pages.ts";
import { normalizePhoto, type PhotoRefusal, type PhotoResult } from "./offer-photos.ts";
import { shownReference, type Offer, type OfferPhoto, type OfferStore } from "./offer-store.ts";

/** Where a plain form post lands after an offer: its edition's seller page, in the thank-you state. */
export const offerSentLocation = (locale: Locale, reference?: string) =>
  `${localizePath(paths.sellEquipment, locale)}?${offerFormParams.sent}=1${
    reference ? `&${offerFormParams.reference}=${encodeURIComponent(reference)}` : ""
  }#${OFFER_SENT_ID}`;

/** The seller's words for each reason a photo is refused (app/content/sell-equipment.ts). */
const photoProblemKey = {
  unreadable: "unreadable",
  format: "type",
  heic: "heic",
  "too-large": "tooManyPixels",
  "too-big": "tooBig",
} as const satisfies Record<PhotoRefusal, string>;

/**
 * The multipart limits: twelve photos of 25 MB at most, the form's fields
 * (the description's 5 000 characters are up to 20 KB of UTF-8), and a few
 * parts for the delivery metadata. A request over any of them gets a 413.
 */
export const multipartLimits = {
  fieldNameSize: 64,
  fieldSize: offerLimits.description * 4,
  fields: 48,
  fileSize: photoRules.maxBytes,
  files: photoRules.max,
  parts: 64,
  headerPairs: 32,
} as const;

export interface OfferApiOptions {
  store: OfferStore;
  /** Accepted offers, and refused attempts, per client IP and window; null turns one off. */
  limits: AttemptLimits;
  /** An upload whose body stops arriving for this long is answered 408. */
  bodyIdleMs: number;
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

/** The body stopped arriving. */
class BodyIdle extends Error {
  statusCode = 408;
}

class RateLimited extends Error {
  statusCode = 429;
}

const publicMessages: Record<number, string> = {
  400: "The upload could not be read.",
  408: "The upload stopped arriving. Please send it again.",
  409: "This idempotency key was used for another offer: send the changed offer with a new key.",
  413: "The offer is too large: at most 12 photos of 25 MB, 150 MB in all.",
  415: "Send the offer as multipart/form-data.",
  429: "Too many offers from this address. Please try again later.",
};

const reasonFor = (status: number): FailureReason =>
  status === 413
    ? "too-large"
    : status === 429
      ? "rate-limited"
      : status === 408
        ? "timeout"
        : status >= 500
          ? "server"
          : "rejected";

/** Photos re-encoded at once: one per core, so a 12-photo offer does not wait for each in turn. */
export const PHOTO_WORKERS = Math.max(1, Math.min(availableParallelism(), 4));

/** Runs `task` on every item, `workers` at a time; the results in the items' order. */
export async function inParallel<T, R>(
  items: readonly T[],
  workers: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, worker));
  return results;
}

/**
 * Ends the multipart parsing with a 408 when the body stops arriving for
 * `idleMs`: the parser listens for the request's errors, so the loop over
 * the parts throws and the staged photos are removed.
 */
function watchBodyIdle(request: FastifyRequest, idleMs: number) {
  const raw = request.raw;
  let timer: NodeJS.Timeout;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      raw.emit("error", new BodyIdle(`No part of the body for ${idleMs} ms`));
    }, idleMs);
  };
  raw.on("data", arm);
  arm();
  return () => {
    clearTimeout(timer);
    raw.off("data", arm);
  };
}

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
  /** Over 25 MB: cut short by the parser, refused with its own message. */
  tooBig: boolean;
}

interface ReadOffer {
  fields: Map<string, string>;
  uploads: Upload[];
  /** Fields over the parser's limit: refused as too long, at the field. */
  tooLong: Set<string>;
}

/** Streams the request's parts: text fields into a map, photos to files in `staged`. */
async function readParts(request: FastifyRequest, staged: string): Promise<ReadOffer> {
  const fields = new Map<string, string>();
  const uploads: Upload[] = [];
  const tooLong = new Set<string>();
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (part.fieldnameTruncated) throw new BadUpload("A field's name is too long");
        // busboy cuts a field over the limit short instead of failing: refused at the field.
        if (part.valueTruncated) tooLong.add(part.fieldname);
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
      uploads.push({
        originalName: cleanLine(part.filename).trim().slice(0, 200),
        path,
        sha256: hash.digest("hex"),
        tooBig: part.file.truncated,
      });
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const code = (error as { code?: string }).code ?? "";
    // The disk's failures are ours (5xx); a malformed body is the client's.
    if (status || /^E(NOSPC|IO|ACCES|ROFS|MFILE)$/.test(code)) throw error;
    throw new BadUpload((error as Error).message);
  }
  return { fields, uploads, tooLong };
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
  { store, limits, bodyIdleMs, onStored }: OfferApiOptions,
) {
  // A photo over 25 MB is cut short and refused at the photo, with the rest of the form kept.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
  const limiter = new AttemptLimiter(limits);

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
    apiPaths.offers,
    {
      // Accepted offers and refused attempts count apart (a 429 itself and our own 5xx not at all).
      onResponse: async (request, reply) => {
        const status = reply.statusCode;
        if (status === 429 || status >= 500) return;
        limiter.record(request.ip, status < 400);
      },
    },
    async (request, reply) => {
      const wait = limiter.retryAfter(request.ip);
      if (wait !== null) {
        reply.header("retry-after", String(wait));
        await drain(request);
        throw new RateLimited("Rate limited");
      }
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
        const status = (error as { statusCode?: number }).statusCode;
        // The client is still sending: read the rest away, so it can read our 413 or 400.
        // A stalled one (408) is not waited for: the answer closes its connection.
        if (status && status !== 408) await drain(request);
        throw error;
      }
    },
  );

  async function receive(request: FastifyRequest, reply: FastifyReply, staged: string) {
    const now = new Date();
    const json = wantsJson(request);
    reply.header("cache-control", "no-store");
    const stopWatching = watchBodyIdle(request, bodyIdleMs);
    let read: ReadOffer;
    try {
      read = await readParts(request, staged);
    } finally {
      stopWatching();
    }
    const edition = offerEdition(read.fields.get("edition"), request);
    const { t, intl } = getEdition(edition);

    // Every photo by its content, a core each; the originals go as soon as each is re-encoded.
    const results = await inParallel(read.uploads, PHOTO_WORKERS, async (upload, index) => {
      const file = `photo-${String(index + 1).padStart(2, "0")}.jpg`;
      const result: PhotoResult = upload.tooBig
        ? { ok: false, reason: "too-big", mime: "" }
        : await normalizePhoto(upload.path, join(staged, file));
      await rm(upload.path, { force: true });
      return { upload, file, result };
    });
    const photos: OfferPhoto[] = [];
    const facts: PhotoFacts[] = [];
    for (const { upload, file, result } of results) {
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
    const errors = parsed.success ? {} : offerFieldErrors(parsed.error);
    // Say what happened to a photo: HEIC, too many pixels, too large (the rest are "not a photo").
    const refused = results.find(
      ({ result }) => !result.ok && result.reason !== "format" && result.reason !== "unreadable",
    );
    if (refused && !refused.result.ok) {
      errors[PHOTOS_FIELD] = fillTemplate(
        t.sellEquipment.form.photos.problems[photoProblemKey[refused.result.reason]],
        { name: refused.upload.originalName, size: photoSizeLimit(intl) },
      );
    }
    // A field cut short by the parser is refused as too long, whatever was left of it.
    for (const field of read.tooLong) {
      if (!(offerFields as readonly string[]).includes(field)) continue;
      const limit = offerLimits[field as keyof typeof offerLimits];
      errors[field] = fillTemplate(t.sellEquipment.messages.tooLong, {
        label: t.sellEquipment.form.labels[field as OfferField],
        max: (limit ?? multipartLimits.fieldSize).toLocaleString(intl),
      });
    }
    if (!envelope.success) errors.idempotencyKey = publicMessages[400]!;
    if (!parsed.success || !envelope.success || Object.keys(errors).length > 0) {
      await store.discard(staged);
      if (json) {
        return reply.code(400).send({
          ok: false,
          errors,
          ...(envelope.success
            ? {}
            : {
                error: "The idempotencyKey must be 8 to 100 characters: letters, digits, - or _.",
              }),
        });
      }
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
            apiPaths.offers,
            values,
            errors,
            read.uploads.map((upload) => upload.originalName),
          ),
        );
    }

    const { photos: _facts, ...details } = parsed.data;
    const { idempotencyKey, website, startedAt } = envelope.data;
    // The island always sends its start time: a JSON request without one is a script's.
    const spam = spamReason({ website, startedAt }, now.getTime(), { requireStart: json });
    if (spam) {
      // Kept for review, without its photos.
      await Promise.all(photos.map((photo) => rm(join(staged, photo.file), { force: true })));
    }
    const contentHash = createHash("sha256")
      .update(JSON.stringify({ details, photos: read.uploads.map((upload) => upload.sha256) }))
      .digest("base64url");
    const saved = await store.save(
      {
        facts: details,
        photos: spam ? [] : photos,
        idempotencyKey,
        contentHash,
        channel: json ? "script" : "form",
        edition,
        spam,
        receivedAt: now,
      },
      staged,
    );
    if (saved.outcome === "conflict") {
      request.log.warn({ offer: saved.offer.id }, "Idempotency key reused for other content");
      if (json) return reply.code(409).send({ ok: false, error: publicMessages[409] });
      return reply
        .code(409)
        .type("text/html; charset=utf-8")
        .header("content-security-policy", serverPagePolicy)
        .send(offerFailurePage(edition, "rejected"));
    }
    const { offer } = saved;
    if (saved.outcome === "created") {
      request.log.info(
        { offer: offer.id, photos: offer.photos.length, edition, spam },
        "Offer stored",
      );
      if (!spam) onStored?.(offer);
    }
    if (!json) return reply.redirect(offerSentLocation(edition, shownReference(offer)), 303);
    // What was received, so the page shows the seller what we hold, not what it sent.
    return reply.code(saved.outcome === "created" ? 201 : 200).send({
      ok: true,
      id: offer.id,
      reference: shownReference(offer),
      received: {
        photos: spam ? photos.length : offer.photos.length,
        askingPrice: offer.facts.askingPrice,
        currency: offer.facts.currency,
      },
    });
  }
}
