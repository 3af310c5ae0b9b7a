import * as z from "zod/mini";

// No compiled validators: the site's Content-Security-Policy forbids eval.
z.config({ jitless: true });

/** The editions a submission may come from; the email names it. */
export const submissionEditions = ["en", "fr", "ar"] as const;

/**
 * What every inquiry form (contact, sample request) posts besides its
 * fields: `idempotencyKey` makes a retry safe, `website` is a honeypot that
 * people leave empty, `startedAt` is when the form was first shown (ms since
 * the epoch), and `edition` the edition it was sent from (unknown: English).
 */
export const submissionEnvelope = {
  idempotencyKey: z.string().check(z.trim(), z.minLength(8), z.maxLength(100)),
  website: z._default(z.optional(z.string().check(z.maxLength(500))), ""),
  startedAt: z.optional(z.coerce.number().check(z.multipleOf(1), z.nonnegative())),
  edition: z.catch(z._default(z.optional(z.enum(submissionEditions)), "en"), "en"),
};

/** First message per field, e.g. { email: "Please enter a valid email" }. */
export function fieldErrors(error: z.core.$ZodError): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
