import type { PluralText } from "../lib/text.ts";

/**
 * Copy of the contact page and its form. Company facts (address, phone,
 * email, hours) come from company.ts; validation messages from the form's
 * schema (app/islands/contact-form/schema.ts).
 */
/** The form's validation messages; the spec's (section 5) verbatim in English. */
const contactMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  /** {label} is the field's label, {max} its limit. */
  tooLong: "{label} must be {max} characters or fewer",
};

const contactHero = {
  title: "Contact Us",
  lead: "Get in Touch with Our Team",
  /** Jumps to the form (its card has this id). */
  formAnchor: "send-message" as const,
  formAction: "Send Us a Message",
};

const contactDetailsCopy = {
  title: "Contact Information",
  intro:
    "Talk to us about sourcing, export development, technical advisory, films and chemicals, or used machinery. Call, write, or send us a message.",
  address: "Address",
  phone: "Phone",
  email: "Email",
  hours: "Working Hours",
};

const contactFormCopy = {
  title: "Send Us a Message",
  intro:
    "Tell us what you need. The product or machine, quantities and your target market help us give you a useful answer quickly.",
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
  },
  optional: "(optional)",
  /** Label of the spam trap; people never see it. */
  honeypot: "Leave this field empty",
  submit: "Send Message",
  privacy: "We use your details only to answer your message.",
  sending: "Sending...",
  /** Spec, section 8: the alert after a successful send. */
  sent: "Thank you for your message! We will get back to you soon.",
  /** After the spec's sentence: the message's reference (server/contact), when the server gave one. */
  sentReference: "Your reference: {reference}.",
  /** After a send: when the firm answers (every form promises it). */
  replyTime: "We answer within one working day.",
  failure: {
    title: "Your message was not sent.",
    reasons: {
      network: "We could not reach our server. Please check your connection and try again.",
      timeout: "Our server took too long to answer. Please try again.",
      invalid: "Please correct the highlighted fields and try again.",
      "rate-limited": "Too many messages were sent from your connection.",
      "too-large": "Your message is too long to send. Please shorten it and try again.",
      rejected: "Something went wrong while sending it. Please try again.",
      server: "Something went wrong on our side. Please try again in a moment.",
    },
    /** Followed by the email link and the phone link. */
    direct: "You can also reach us directly:",
    emailLead: "email",
    phoneLead: "or call",
  },
};

/** The rate-limit advice, from the server's Retry-After when it gave one. */
const retryAfterCopy = {
  later: "Please try again later.",
  minutes: {
    one: "Please try again in a minute.",
    other: "Please try again in {count} minutes.",
  } as PluralText,
};

/** The contact page and its form, in English: what the editions translate (app/content/english.ts). */
export const contact = {
  hero: contactHero,
  details: contactDetailsCopy,
  form: contactFormCopy,
  messages: contactMessages,
  retryAfter: retryAfterCopy,
};
