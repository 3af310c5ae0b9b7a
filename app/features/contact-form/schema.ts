// zod/mini: the same rules as classic zod at a quarter of the size in the
// contact page's bundle (the functional API tree-shakes).
import * as z from "zod/mini";

import { contactLimits, contactMessages } from "./fields.ts";

// No compiled validators: the site's Content-Security-Policy forbids eval,
// and even zod's probe for it would be reported as a violation.
z.config({ jitless: true });

export { contactFields, contactLimits, contactMessages } from "./fields.ts";

/**
 * The contact form's rules, shared by the form in the browser and the
 * production server, so both accept and reject exactly the same input.
 * Messages for the spec's rules (section 5) are verbatim; the limits and
 * messages themselves live in ./fields.ts, which the form's first load
 * needs without zod.
 */
const tooLong = (label: string, max: number) =>
  `${label} must be ${max.toLocaleString("en-US")} characters or fewer`;

const text = (max: number, label: string, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, tooLong(label, max)),
    );

const optionalText = (max: number, label: string) => z._default(z.optional(text(max, label)), "");

export const contactSchema = z.object({
  name: text(contactLimits.name, "Name", contactMessages.nameRequired),
  // A pipe: the address format is only checked once the value is present.
  email: z.pipe(
    text(contactLimits.email, "Email", contactMessages.emailRequired),
    z.email(contactMessages.emailInvalid),
  ),
  phone: optionalText(contactLimits.phone, "Phone"),
  subject: text(contactLimits.subject, "Subject", contactMessages.subjectRequired),
  message: text(contactLimits.message, "Message", contactMessages.messageRequired),
});

/** What the visitor types (before trimming). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** What is accepted (trimmed, phone defaulted to ""). */
export type ContactMessage = z.output<typeof contactSchema>;
export type { ContactField } from "./fields.ts";

/**
 * The JSON body the form posts to the contact endpoint: the message plus
 * delivery metadata. `website` is a honeypot that people leave empty;
 * `startedAt` is when the form was first shown (ms since the epoch).
 */
export const contactSubmissionSchema = z.extend(contactSchema, {
  idempotencyKey: z.string().check(z.trim(), z.minLength(8), z.maxLength(100)),
  website: z._default(z.optional(z.string().check(z.maxLength(500))), ""),
  startedAt: z.optional(z.coerce.number().check(z.multipleOf(1), z.nonnegative())),
});

export type ContactSubmission = z.input<typeof contactSubmissionSchema>;

/** First message per field, e.g. { email: "Please enter a valid email" }. */
export function fieldErrors(error: z.core.$ZodError): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
