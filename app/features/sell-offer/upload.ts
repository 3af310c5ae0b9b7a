import { parseRetryAfter, type FailureReason } from "../contact-form/submit";

import { offerFields, PHOTOS_FIELD } from "./fields";

/**
 * Sends an offer to the server as multipart/form-data, with the upload's
 * real progress (XMLHttpRequest reports it; fetch cannot), and says what the
 * answer means for the seller. Never throws: every case is an outcome.
 */

/** No answer after this long counts as a timeout: a 12-photo offer at 400 Kbps takes about 3 minutes. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export type OfferOutcome =
  | { ok: true; id?: string }
  | {
      ok: false;
      reason: FailureReason;
      /** Server messages for fields the seller can correct (and "photos"). */
      fieldErrors?: Partial<Record<string, string>>;
      retryAfterSeconds?: number;
    };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What an HTTP answer of the offer endpoint means. */
export function classifyOfferResponse(
  status: number,
  body: unknown,
  retryAfter: string | null = null,
): OfferOutcome {
  if (status >= 200 && status < 300) {
    if (isRecord(body) && body.ok === false) return { ok: false, reason: "server" };
    return isRecord(body) && typeof body.id === "string" ? { ok: true, id: body.id } : { ok: true };
  }
  if (status === 400 || status === 422) {
    const fieldErrors: Partial<Record<string, string>> = {};
    const errors = isRecord(body) && isRecord(body.errors) ? body.errors : {};
    for (const field of [...offerFields, PHOTOS_FIELD]) {
      const message = errors[field];
      if (typeof message === "string" && message.trim()) fieldErrors[field] = message;
    }
    return Object.keys(fieldErrors).length > 0
      ? { ok: false, reason: "invalid", fieldErrors }
      : { ok: false, reason: "rejected" };
  }
  if (status === 413) return { ok: false, reason: "too-large" };
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(retryAfter);
    return retryAfterSeconds === undefined
      ? { ok: false, reason: "rate-limited" }
      : { ok: false, reason: "rate-limited", retryAfterSeconds };
  }
  if (status >= 500) return { ok: false, reason: "server" };
  return { ok: false, reason: "rejected" };
}

export interface OfferUpload {
  endpoint: string;
  /** Every text field and the delivery metadata (key, honeypot, start time, edition). */
  fields: Readonly<Record<string, string>>;
  photos: readonly { name: string; upload: Blob }[];
  /** Bytes sent so far and in all (the whole request body). */
  onProgress?: (sent: number, total: number) => void;
  timeoutMs?: number;
}

export function sendOffer({
  endpoint,
  fields,
  photos,
  onProgress,
  timeoutMs = UPLOAD_TIMEOUT_MS,
}: OfferUpload): Promise<OfferOutcome> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const photo of photos) body.append(PHOTOS_FIELD, photo.upload, photo.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", endpoint);
    request.setRequestHeader("accept", "application/json");
    request.responseType = "json";
    request.timeout = timeoutMs;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    request.addEventListener("load", () =>
      resolve(
        classifyOfferResponse(
          request.status,
          request.response as unknown,
          request.getResponseHeader("retry-after"),
        ),
      ),
    );
    request.addEventListener("error", () => resolve({ ok: false, reason: "network" }));
    request.addEventListener("abort", () => resolve({ ok: false, reason: "network" }));
    request.addEventListener("timeout", () => resolve({ ok: false, reason: "timeout" }));
    request.send(body);
  });
}
