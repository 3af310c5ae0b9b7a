import { postJson, type PostOptions } from "../submit/post";
import { wait, MIN_SEND_MS, type SendOutcome } from "../submit/submit";

import { contactFields, type ContactField } from "./fields";
import type { ContactMessage, ContactSubmission } from "./schema";

/**
 * Delivery of a contact message: the POST, and the spec's pacing of the
 * answer. An injectable `fetch`, so every case is unit-tested.
 */

/** POSTs the submission as JSON; never throws, always an outcome. */
export function postSubmission(
  endpoint: string,
  submission: ContactSubmission,
  options: PostOptions = {},
): Promise<SendOutcome<ContactField>> {
  return postJson(endpoint, submission, contactFields, options);
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
}: DeliverOptions): Promise<SendOutcome<ContactField>> {
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
