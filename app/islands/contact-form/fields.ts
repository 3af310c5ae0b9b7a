/**
 * The contact form's fields and limits, without zod: the form renders from
 * these, and ./schema.ts builds the rules the form and the server validate
 * with. The messages are each edition's (app/content/contact.ts).
 */
export const contactLimits = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 150,
  message: 5000,
} as const;

export const contactFields = ["name", "email", "phone", "subject", "message"] as const;

export type ContactField = (typeof contactFields)[number];

/** The query parameters the form reads: a prefilled subject, and the no-JavaScript thank-you. */
export const contactFormParams = { subject: "subject", sent: "sent", reference: "ref" } as const;
