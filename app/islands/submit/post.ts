import { classifyResponse, SEND_TIMEOUT_MS, type SendOutcome } from "./submit.ts";

export interface PostOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * POSTs a form's submission as JSON and says what the answer means for the
 * visitor, with the server's messages for the form's `fields`; never
 * throws, always an outcome. An injectable `fetch`, so every case is tested.
 */
export async function postJson<Field extends string>(
  endpoint: string,
  submission: unknown,
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
