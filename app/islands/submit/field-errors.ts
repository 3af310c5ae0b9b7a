import type * as z from "zod/mini";

/** First message per field of a form's schema, e.g. { email: "Please enter a valid email" }. */
export function fieldErrors(error: z.core.$ZodError): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
