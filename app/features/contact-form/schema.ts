import { z } from "zod";

/**
 * The contact form's rules, shared by the form in the browser and the
 * production server, so both accept and reject exactly the same input.
 * Messages for the spec's rules (section 5) are verbatim.
 */
export const contactLimits = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 150,
  message: 5000,
} as const;

export const contactMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
} as const;

const tooLong = (label: string, max: number) =>
  `${label} must be ${max.toLocaleString("en-US")} characters or fewer`;

const text = (max: number, label: string, required?: string) => {
  const trimmed = z.string().trim().max(max, tooLong(label, max));
  return required ? trimmed.min(1, required) : trimmed;
};

export const contactSchema = z.object({
  name: text(contactLimits.name, "Name", contactMessages.nameRequired),
  email: z
    .string()
    .trim()
    .min(1, contactMessages.emailRequired)
    .max(contactLimits.email, tooLong("Email", contactLimits.email))
    .pipe(z.email(contactMessages.emailInvalid)),
  phone: text(contactLimits.phone, "Phone").optional().default(""),
  subject: text(contactLimits.subject, "Subject", contactMessages.subjectRequired),
  message: text(contactLimits.message, "Message", contactMessages.messageRequired),
});

/** What the visitor types (before trimming). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** What is accepted (trimmed, phone defaulted to ""). */
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

export const contactFields = ["name", "email", "phone", "subject", "message"] as const;

/**
 * The JSON body the form posts to the contact endpoint: the message plus
 * delivery metadata. `website` is a honeypot that people leave empty;
 * `startedAt` is when the form was first shown (ms since the epoch).
 */
export const contactSubmissionSchema = contactSchema.extend({
  idempotencyKey: z.string().trim().min(8).max(100),
  website: z.string().max(500).optional().default(""),
  startedAt: z.coerce.number().int().nonnegative().optional(),
});

export type ContactSubmission = z.input<typeof contactSubmissionSchema>;

/** First message per field, e.g. { email: "Please enter a valid email" }. */
export function fieldErrors(error: z.ZodError): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
