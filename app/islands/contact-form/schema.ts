// zod/mini: the same rules as classic zod at a quarter of the size in the
// contact page's bundle (the functional API tree-shakes).
import * as z from "zod/mini";

import { contactLimits, type ContactField } from "./fields.ts";

// No compiled validators: the site's Content-Security-Policy forbids eval,
// and even zod's probe for it would be reported as a violation.
z.config({ jitless: true });

export { contactFields, contactLimits } from "./fields.ts";

/** The messages of one edition (app/content/contact.ts): the schema carries no language of its own. */
export interface ContactMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  subjectRequired: string;
  messageRequired: string;
  /** "{label} must be {max} characters or fewer". */
  tooLong: string;
}

export type ContactLabels = Readonly<Record<ContactField, string>>;

/** The editions a submission may come from; the email names it. */
export const contactEditions = ["en", "fr", "ar"] as const;

/**
 * The contact form's rules, shared by the form in the browser and the
 * production server, so both accept and reject exactly the same input.
 * Messages for the spec's rules (section 5) are verbatim; the limits and
 * messages themselves live in ./fields.ts, which the form's first load
 * needs without zod.
 */
/**
 * The form's rules in one edition's words. The browser builds them from the
 * page's messages; the server from the edition the submission names.
 */
export function createContactSchema(
  messages: ContactMessages,
  labels: ContactLabels,
  intl = "en-US",
) {
  const tooLong = (field: ContactField) =>
    messages.tooLong
      .replace("{label}", labels[field])
      .replace("{max}", contactLimits[field].toLocaleString(intl));
  const text = (field: ContactField, required?: string) =>
    z
      .string()
      .check(
        z.trim(),
        ...(required ? [z.minLength(1, required)] : []),
        z.maxLength(contactLimits[field], tooLong(field)),
      );
  return z.object({
    name: text("name", messages.nameRequired),
    // A pipe: the address format is only checked once the value is present.
    email: z.pipe(text("email", messages.emailRequired), z.email(messages.emailInvalid)),
    phone: z._default(z.optional(text("phone")), ""),
    subject: text("subject", messages.subjectRequired),
    message: text("message", messages.messageRequired),
  });
}

type ContactSchema = ReturnType<typeof createContactSchema>;

/** What the visitor types (before trimming). */
export type ContactFormValues = z.input<ContactSchema>;
/** What is accepted (trimmed, phone defaulted to ""). */
export type ContactMessage = z.output<ContactSchema>;
export type { ContactField } from "./fields.ts";

/**
 * The JSON body the form posts to the contact endpoint: the message plus
 * delivery metadata. `website` is a honeypot that people leave empty;
 * `startedAt` is when the form was first shown (ms since the epoch).
 */
export function createSubmissionSchema(
  messages: ContactMessages,
  labels: ContactLabels,
  intl = "en-US",
) {
  return z.extend(createContactSchema(messages, labels, intl), {
    idempotencyKey: z.string().check(z.trim(), z.minLength(8), z.maxLength(100)),
    website: z._default(z.optional(z.string().check(z.maxLength(500))), ""),
    startedAt: z.optional(z.coerce.number().check(z.multipleOf(1), z.nonnegative())),
    /** The edition the form was sent from; an unknown value is English. */
    edition: z.catch(z._default(z.optional(z.enum(contactEditions)), "en"), "en"),
  });
}

export type ContactSubmission = z.input<ReturnType<typeof createSubmissionSchema>>;

export { fieldErrors } from "../submit/field-errors.ts";
