import { contactFields, type ContactField } from "../contact-form/fields.ts";
import type { ContactMessage, ContactSubmission } from "../contact-form/schema";

/**
 * Delivery of a contact message: where it goes, how long we wait, and what
 * each answer of the contact endpoint means for the visitor. Pure functions
 * and an injectable `fetch`, so every case is unit-tested.
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

export type SendOutcome<Field extends string = ContactField> =
  | { ok: true; id?: string }
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
export function pickFieldErrors<Field extends string = ContactField>(
  body: unknown,
  fields: readonly Field[] = contactFields as readonly string[] as readonly Field[],
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
export function classifyResponse<Field extends string = ContactField>(
  status: number,
  body: unknown,
  retryAfter: string | null = null,
  fields: readonly Field[] = contactFields as readonly string[] as readonly Field[],
): SendOutcome<Field> {
  if (status >= 200 && status < 300) {
    if (isRecord(body) && body.ok === false) return { ok: false, reason: "server" };
    const id = isRecord(body) && typeof body.id === "string" ? body.id : undefined;
    return id ? { ok: true, id } : { ok: true };
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

interface PostOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** POSTs the submission as JSON; never throws, always an outcome. */
export async function postSubmission(
  endpoint: string,
  submission: ContactSubmission,
  { fetch: fetcher = fetch, timeoutMs = SEND_TIMEOUT_MS }: PostOptions = {},
): Promise<SendOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetcher(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(submission),
      signal: controller.signal,
    });
    // An error answer need not be JSON (a proxy's HTML page, for instance).
    const body: unknown = await response.json().catch(() => null);
    return classifyResponse(response.status, body, response.headers.get("retry-after"));
  } catch {
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}

interface DeliverOptions extends PostOptions {
  /** The endpoint, or null for the spec's simulated send. */
  endpoint: string | null;
  submission: ContactSubmission;
  /** The trimmed, validated values (what the simulated send logs). */
  message: ContactMessage;
  minDelayMs?: number;
  log?: (...data: unknown[]) => void;
}

/**
 * Sends a message. Success is reported once the server has confirmed it and
 * no sooner than the spec's 1500 ms; failures are reported as soon as known.
 * Without an endpoint it does what the original site did: wait, log, succeed.
 */
export async function deliver({
  endpoint,
  submission,
  message,
  minDelayMs = MIN_SEND_MS,
  log = console.info,
  ...options
}: DeliverOptions): Promise<SendOutcome> {
  const minimum = wait(minDelayMs);
  if (endpoint === null) {
    await minimum;
    log("Contact form (no endpoint configured, nothing sent):", message);
    return { ok: true };
  }
  const outcome = await postSubmission(endpoint, submission, options);
  if (outcome.ok) await minimum;
  return outcome;
}
