import { classifyResponse, SEND_TIMEOUT_MS, wait, MIN_SEND_MS, type SendOutcome } from "./submit";

/**
 * Delivery of an inquiry form's submission (the contact form, the sample
 * request): the POST, and the spec's pacing of the answer. An injectable
 * `fetch`, so every case is unit-tested. Loaded on demand with each form's
 * validation.
 */

export interface PostOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** POSTs the submission as JSON; never throws, always an outcome for the form's `fields`. */
export async function postJsonSubmission<Field extends string>(
  endpoint: string,
  submission: object,
  fields: readonly Field[],
  { fetch: fetcher = fetch, timeoutMs = SEND_TIMEOUT_MS }: PostOptions = {},
): Promise<SendOutcome<Field>> {
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
    return classifyResponse(response.status, body, response.headers.get("retry-after"), fields);
  } catch {
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}

export interface DeliverOptions<Field extends string> extends PostOptions {
  /** The endpoint, or null for the spec's simulated send. */
  endpoint: string | null;
  submission: object;
  /** The trimmed, validated values (what the simulated send logs). */
  message: unknown;
  fields: readonly Field[];
  /** The form's name in the simulated send's log line. */
  form: string;
  minDelayMs?: number;
  log?: (...data: unknown[]) => void;
}

/**
 * Sends a submission. Success is reported once the server has confirmed it
 * and no sooner than the spec's 1500 ms; failures are reported as soon as
 * known. Without an endpoint it does what the original site did: wait, log,
 * succeed.
 */
export async function deliverSubmission<Field extends string>({
  endpoint,
  submission,
  message,
  fields,
  form,
  minDelayMs = MIN_SEND_MS,
  log = console.info,
  ...options
}: DeliverOptions<Field>): Promise<SendOutcome<Field>> {
  const minimum = wait(minDelayMs);
  if (endpoint === null) {
    await minimum;
    log(`${form} (no endpoint configured, nothing sent):`, message);
    return { ok: true };
  }
  const outcome = await postJsonSubmission(endpoint, submission, fields, options);
  if (outcome.ok) await minimum;
  return outcome;
}
