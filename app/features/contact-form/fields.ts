/**
 * The contact form's fields, limits and the spec's messages (section 5),
 * without zod: the form renders from these, and ./schema.ts builds the
 * rules the form and the server validate with.
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

export const contactFields = ["name", "email", "phone", "subject", "message"] as const;

export type ContactField = (typeof contactFields)[number];

/** The query parameters the form reads: a prefilled subject, and the no-JavaScript thank-you. */
export const contactFormParams = { subject: "subject", sent: "sent" } as const;
