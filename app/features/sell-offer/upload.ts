import { classifyResponse, type SendOutcome } from "../contact-form/submit";

import { offerFields, PHOTOS_FIELD, type OfferField } from "./fields";

/**
 * Sends an offer to the server as multipart/form-data, with the upload's
 * real progress (XMLHttpRequest reports it; fetch cannot), and says what the
 * answer means for the seller. Never throws: every case is an outcome.
 */

/** No answer after this long counts as a timeout: a 12-photo offer at 400 Kbps takes about 3 minutes. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** What the seller sees of an answer; field messages include "photos". */
export type OfferOutcome = SendOutcome<OfferField | typeof PHOTOS_FIELD>;

/** What an HTTP answer of the offer endpoint means: as the contact endpoint's, with the offer's fields. */
export const classifyOfferResponse = (
  status: number,
  body: unknown,
  retryAfter: string | null = null,
) => classifyResponse(status, body, retryAfter, [...offerFields, PHOTOS_FIELD]);

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
