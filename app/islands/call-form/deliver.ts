import { apiPaths } from "~/content/api-paths";

import { postJsonSubmission } from "../submit/deliver";
import { MIN_SEND_MS, wait, type SendOutcome } from "../submit/submit";
import { callFields, type CallField } from "./fields";
import type { CallSubmission } from "./schema";

/**
 * Sends a call request. Success shows no sooner than the forms' 1500 ms, so
 * the thank-you never flashes; failures show as soon as known. Loaded on
 * the first submit, with the schema.
 */
export async function deliverCall(
  submission: CallSubmission,
  { minDelayMs = MIN_SEND_MS, fetch: fetcher }: { minDelayMs?: number; fetch?: typeof fetch } = {},
): Promise<SendOutcome<CallField>> {
  const minimum = wait(minDelayMs);
  const outcome = await postJsonSubmission(
    apiPaths.call,
    submission,
    callFields,
    fetcher ? { fetch: fetcher } : {},
  );
  if (outcome.ok) await minimum;
  return outcome;
}
