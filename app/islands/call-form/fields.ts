import { callTimeZones, type CallTimeZone, type CallTopic } from "../../content/call-request.ts";

/**
 * The call form's fields and limits, without zod: the form renders from
 * these, and ./schema.ts builds the rules the form and the server share.
 */
export const callLimits = {
  name: 100,
  email: 254,
  phone: 40,
  company: 150,
  note: 2000,
  preferredTimes: 500,
} as const;

/** The text fields, in the form's order. */
export const callTextFields = ["name", "email", "phone", "company", "note"] as const;
export type CallTextField = keyof typeof callLimits;

/** Every field a request may carry an error for (the JSON answer's `errors`), in the form's order. */
export const callFields = [
  "timeZone",
  "slots",
  "preferredTimes",
  "topic",
  "name",
  "company",
  "email",
  "phone",
  "note",
] as const;
export type CallField = (typeof callFields)[number];

export const callTopics = [
  "procurement",
  "export-development",
  "technical-advisory",
  "used-machinery",
  "other",
] as const satisfies readonly CallTopic[];

/** Two or three preferred slots. */
export const SLOTS_MIN = 2;
export const SLOTS_MAX = 3;

/**
 * The zones of our markets and our office, first in the select (and the only
 * ones in the page without script), named in each edition's words
 * (app/content/call-request.ts); the visitor may open the full list.
 */
export const commonTimeZones: readonly CallTimeZone[] = callTimeZones;

/** The query parameters of the no-JavaScript thank-you. */
export const callFormParams = { sent: "sent", reference: "ref" } as const;
