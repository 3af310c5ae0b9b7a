import type { PluralText } from "../lib/text.ts";
/**
 * Copy of the "Request a call" page and its form (app/islands/call-form/).
 * The office's hours and time zone come from company.json; the slots from
 * app/lib/call-slots.ts. `{…}` are filled in by the form.
 */

/** What a call can be about: the firm's divisions. The keys are what the form sends. */
const callTopics = {
  procurement: "Procurement",
  "export-development": "Export development",
  "technical-advisory": "Technical advisory",
  "used-machinery": "Used machinery",
  other: "Something else",
};

export type CallTopic = keyof typeof callTopics;

/**
 * Our markets' zones and the office's, first in the form's select (and the
 * only ones without script); each edition names them by a city.
 */
export const callTimeZones = [
  "UTC",
  "Africa/Lagos",
  "Africa/Casablanca",
  "Africa/Algiers",
  "Africa/Tunis",
  "Africa/Cairo",
  "Africa/Abidjan",
  "Africa/Dakar",
  "Africa/Accra",
  "Africa/Nairobi",
  "Africa/Johannesburg",
  "Asia/Riyadh",
  "Asia/Dubai",
  "Asia/Qatar",
  "Asia/Kuwait",
  "Europe/Istanbul",
  "Europe/Paris",
  "Europe/London",
  "America/New_York",
] as const;
export type CallTimeZone = (typeof callTimeZones)[number];

/** The form's validation messages. */
const callMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  phoneRequired: "A phone number is required for a call",
  topicRequired: "Choose what the call is about",
  timeZoneInvalid: "Choose your time zone from the list",
  /** Fewer than two times chosen (and nothing written instead). */
  slotsCount: "Choose at least two times, and three at most",
  /** A time that is not (or no longer) one we offer. */
  slotInvalid: "One of these times is no longer available. Please choose again.",
  /** Without the script: the free-text times. */
  preferredTimesRequired: "Tell us two or three times that suit you",
  /** {label} is the field's label, {max} its limit. */
  tooLong: "{label} must be {max} characters or fewer",
};

const callForm = {
  title: "Choose Your Times",
  intro:
    "Pick two or three times that suit you. We confirm one of them by email, with the name of the specialist who will call you.",
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone or WhatsApp",
    company: "Company",
    topic: "What is the call about?",
    note: "Anything we should know before the call",
    timeZone: "Your time zone",
    slots: "Preferred times",
    preferredTimes: "Preferred times",
  },
  topics: callTopics,
  /** The empty first option of a select. */
  choose: "Choose…",
  optional: "(optional)",
  /** Label of the spam trap; people never see it. */
  honeypot: "Leave this field empty",
  /** Without the script: how to write the times. */
  preferredTimesHint:
    "Two or three days and times that suit you, in your time zone. For example: Monday or Tuesday, 16:00 to 19:00.",
  zoneHint:
    "Times below are shown in this zone. We detected it from your device; change it if needed.",
  /** The option of the detected zone: "{zone} (detected)". */
  detected: "{zone} (detected)",
  /** The group of our markets' zones, then all the others. */
  commonZones: "Our main markets",
  allZones: "All time zones",
  /** Opens the full list of zones (by their IANA names). */
  moreZones: "My time zone is not listed",
  /** Our markets' zones (and the office's), by a city the visitor knows: the select's first group. */
  zones: {
    UTC: "UTC",
    "Africa/Lagos": "Lagos",
    "Africa/Casablanca": "Casablanca",
    "Africa/Algiers": "Algiers",
    "Africa/Tunis": "Tunis",
    "Africa/Cairo": "Cairo",
    "Africa/Abidjan": "Abidjan",
    "Africa/Dakar": "Dakar",
    "Africa/Accra": "Accra",
    "Africa/Nairobi": "Nairobi",
    "Africa/Johannesburg": "Johannesburg",
    "Asia/Riyadh": "Riyadh",
    "Asia/Dubai": "Dubai",
    "Asia/Qatar": "Doha",
    "Asia/Kuwait": "Kuwait City",
    "Europe/Istanbul": "Istanbul",
    "Europe/Paris": "Paris",
    "Europe/London": "London",
    "America/New_York": "New York",
  } satisfies Record<CallTimeZone, string>,
  slots: {
    legend: "Choose two or three times",
    /** {zone}: the visitor's zone by name; {office}: the office's. */
    hint: "Times in {zone}, with the time at our office ({office}) beside each. A call lasts up to 30 minutes.",
    day: "Day",
    /** A slot's full name: "Mon 30 Nov, 17:00 your time (09:00 at our office)". */
    slot: "{visitor} your time ({office} at our office)",
    /** Under a slot's time. */
    officeTime: "{office} at our office",
    weekend: "Your weekend",
    night: "Outside your day",
    showAll: "Also show times on your weekend and outside 8:00–21:00",
    /** "2 of 3 chosen": in each language's plural forms («اخترتم موعدين من 3»). */
    chosen: { one: "{count} of 3 chosen", other: "{count} of 3 chosen" } as PluralText,
    full: "You have chosen three times. Remove one to choose another.",
    remove: "Remove",
  },
  submit: "Request the Call",
  /** The way back from a page of the server (a failed send without script). */
  back: "Back to the call request page",
  sending: "Sending...",
  privacy: "We use your details only to arrange and hold this call.",
  sent: "Thank you! Your call request has reached us.",
  sentReference: "Your reference: {reference}.",
  replyTime: "We confirm one of your times by email within one working day.",
  failure: {
    title: "Your request was not sent.",
    reasons: {
      network: "We could not reach our server. Please check your connection and try again.",
      timeout: "Our server took too long to answer. Please try again.",
      invalid: "Please correct the highlighted fields and try again.",
      "rate-limited": "Too many requests were sent from your connection.",
      "too-large": "Your request is too long to send. Please shorten it and try again.",
      rejected: "Something went wrong while sending it. Please try again.",
      server: "Something went wrong on our side. Please try again in a moment.",
    },
    /** Followed by the email link and the phone link. */
    direct: "You can also reach us directly:",
    emailLead: "email",
    phoneLead: "or call",
  },
};

/** The "Request a call" page, in English: what the editions translate (app/content/english.ts). */
export const callRequest = {
  hero: {
    eyebrow: "Consulting",
    title: "Request a Call",
    lead: "Talk to a specialist in procurement, export development or technical advisory at a time that suits you, in English, French or Arabic.",
    /** Jumps to the form (its card has this id). */
    formAnchor: "call-form" as const,
    action: "Choose Your Times",
  },
  office: {
    title: "Our Office Hours",
    how: "By phone, WhatsApp or video call, as you prefer. The first call is free and commits you to nothing.",
  },
  /** The link to this page from other pages' calls to action. */
  link: "Request a Call",
  form: callForm,
  messages: callMessages,
};
