/**
 * What both forms (contact and offer) share about sending: how long we wait,
 * and what each answer of an endpoint means for the visitor. Pure functions,
 * so every case is unit-tested; each form passes its own field names.
 */

/** The spec's send delay (section 9): success never shows sooner. */
export const MIN_SEND_MS = 1500;
/** Past this the request is abandoned and reported as a timeout. */
export const SEND_TIMEOUT_MS = 15_000;

export {
  configuredEndpoint,
  createIdempotencyKey,
  DEFAULT_CONTACT_ENDPOINT,
  resolveEndpoint,
  submitEndpoint,
} from "./endpoint.ts";

export type FailureReason =
  "network" | "timeout" | "invalid" | "rate-limited" | "too-large" | "rejected" | "server";

export type SendOutcome<Field extends string = string> =
  | { ok: true; id?: string; reference?: string }
  | {
      ok: false;
      reason: FailureReason;
      /** Server messages for fields the visitor can correct. */
      fieldErrors?: Partial<Record<Field, string>>;
      /** From a 429's Retry-After header. */
      retryAfterSeconds?: number;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Keeps only the server's messages for fields the form shows. */
export function pickFieldErrors<Field extends string>(
  body: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!isRecord(body) || !isRecord(body.errors)) return errors;
  for (const field of fields) {
    const message = body.errors[field];
    if (typeof message === "string" && message.trim()) errors[field] = message;
  }
  return errors;
}

/** Retry-After as seconds (delta-seconds or an HTTP date). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** What an HTTP answer of the contact endpoint (or the offer endpoint, with its fields) means. */
export function classifyResponse<Field extends string>(
  status: number,
  body: unknown,
  retryAfter: string | null,
  fields: readonly Field[],
): SendOutcome<Field> {
  if (status >= 200 && status < 300) {
    if (isRecord(body) && body.ok === false) return { ok: false, reason: "server" };
    const id = isRecord(body) && typeof body.id === "string" ? body.id : undefined;
    const reference =
      isRecord(body) && typeof body.reference === "string" ? body.reference : undefined;
    return { ok: true, ...(id ? { id } : {}), ...(reference ? { reference } : {}) };
  }
  if (status === 400 || status === 422) {
    const fieldErrors = pickFieldErrors(body, fields);
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

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
