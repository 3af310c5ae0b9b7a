import { classifyResponse, type SendOutcome } from "../submit/submit";

import { offerFields, PHOTOS_FIELD, type OfferField } from "./fields";

/**
 * Sends an offer to the server as multipart/form-data, with the upload's
 * real progress (XMLHttpRequest reports it; fetch cannot), and says what the
 * answer means for the seller. Never throws: every case is an outcome.
 */

/** No answer after this long counts as a timeout: a 12-photo offer at 400 Kbps takes about 3 minutes. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** What the server says it stored: the page shows this, not what it meant to send. */
export interface ReceivedOffer {
  reference: string;
  photos: number;
  askingPrice: number | null;
  currency: string;
}

/**
 * What the seller sees of an answer; field messages include "photos".
 * `uploaded`: every byte had left (a failure then may follow a stored offer);
 * `cancelled`: the seller stopped the upload.
 */
export type OfferOutcome = SendOutcome<OfferField | typeof PHOTOS_FIELD> & {
  received?: ReceivedOffer;
  uploaded?: boolean;
  cancelled?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The `received` part of a success: what the server holds, if it says so. */
export function receivedOffer(body: unknown): ReceivedOffer | undefined {
  if (!isRecord(body) || !isRecord(body.received) || typeof body.reference !== "string") {
    return undefined;
  }
  const { photos, askingPrice, currency } = body.received;
  if (typeof photos !== "number" || typeof currency !== "string") return undefined;
  return {
    reference: body.reference,
    photos,
    askingPrice: typeof askingPrice === "number" ? askingPrice : null,
    currency,
  };
}

/** What an HTTP answer of the offer endpoint means: as the contact endpoint's, with the offer's fields. */
export function classifyOfferResponse(
  status: number,
  body: unknown,
  retryAfter: string | null = null,
): OfferOutcome {
  const outcome = classifyResponse(status, body, retryAfter, [...offerFields, PHOTOS_FIELD]);
  const received = outcome.ok ? receivedOffer(body) : undefined;
  return received ? { ...outcome, received } : outcome;
}

export interface OfferUpload {
  endpoint: string;
  /** Every text field and the delivery metadata (key, honeypot, start time, edition). */
  fields: Readonly<Record<string, string>>;
  photos: readonly { name: string; upload: Blob }[];
  /** Bytes sent so far and in all (the whole request body). */
  onProgress?: (sent: number, total: number) => void;
  /** Every byte has left: the server now checks and stores the photos. */
  onUploaded?: () => void;
  /** Aborts the upload (the seller's Cancel). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function sendOffer({
  endpoint,
  fields,
  photos,
  onProgress,
  onUploaded,
  signal,
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
    let uploaded = false;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    request.upload.addEventListener("load", () => {
      uploaded = true;
      onUploaded?.();
    });
    const abort = () => request.abort();
    signal?.addEventListener("abort", abort, { once: true });
    const failed = (reason: "network" | "timeout") => {
      signal?.removeEventListener("abort", abort);
      resolve({ ok: false, reason, uploaded, ...(signal?.aborted ? { cancelled: true } : {}) });
    };
    request.addEventListener("load", () => {
      signal?.removeEventListener("abort", abort);
      resolve(
        classifyOfferResponse(
          request.status,
          request.response as unknown,
          request.getResponseHeader("retry-after"),
        ),
      );
    });
    request.addEventListener("error", () => failed("network"));
    request.addEventListener("abort", () => failed("network"));
    request.addEventListener("timeout", () => failed("timeout"));
    if (signal?.aborted) {
      failed("network");
      return;
    }
    request.send(body);
  });
}
