// zod/mini, as the contact form: the functional API tree-shakes.
import * as z from "zod/mini";

import { isBookableSlot, isTimeZone, parseSlotId, type Office } from "../../lib/call-slots.ts";

import { callLimits, callTopics, SLOTS_MAX, SLOTS_MIN, type CallTextField } from "./fields.ts";

// No compiled validators: the site's Content-Security-Policy forbids eval.
z.config({ jitless: true });

export { fieldErrors } from "../submit/field-errors.ts";

/** The messages of one edition (app/content/call-request.ts). */
export interface CallMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  topicRequired: string;
  timeZoneInvalid: string;
  slotsCount: string;
  slotInvalid: string;
  preferredTimesRequired: string;
  /** "{label} must be {max} characters or fewer". */
  tooLong: string;
}

export type CallLabels = Readonly<Record<CallTextField, string>>;

export const callEditions = ["en", "fr", "ar"] as const;

/** A zone `Intl` knows: the visitor's, as their browser names it. */
const isCallZone = (zone: string) => zone === "UTC" || isTimeZone(zone);

/**
 * The call request's rules, shared by the form in the browser and the
 * server. A request carries either `slots`, two or three distinct times the
 * office offers (the form with its script sends them as ISO instants), or,
 * from the plain form, `preferredTimes` written out. The slots are checked
 * against the office's hours and `now()`.
 */
function callRules(
  messages: CallMessages,
  labels: CallLabels,
  office: Office,
  { intl = "en-US", now = Date.now }: { intl?: string; now?: () => number } = {},
) {
  const tooLong = (field: CallTextField) =>
    messages.tooLong
      .replace("{label}", labels[field])
      .replace("{max}", callLimits[field].toLocaleString(intl));
  const text = (field: CallTextField, required?: string) =>
    z
      .string()
      .check(
        z.trim(),
        ...(required ? [z.minLength(1, required)] : []),
        z.maxLength(callLimits[field], tooLong(field)),
      );
  const shape = {
    name: text("name", messages.nameRequired),
    email: z.pipe(text("email", messages.emailRequired), z.email(messages.emailInvalid)),
    phone: text("phone", messages.phoneRequired),
    company: z._default(z.optional(text("company")), ""),
    topic: z.enum(callTopics, messages.topicRequired),
    note: z._default(z.optional(text("note")), ""),
    timeZone: z
      .string(messages.timeZoneInvalid)
      .check(z.trim(), z.refine(isCallZone, messages.timeZoneInvalid)),
    slots: z.optional(
      z.array(z.string(messages.slotInvalid), messages.slotsCount).check(z.maxLength(10)),
    ),
    preferredTimes: z._default(z.optional(text("preferredTimes")), ""),
  };
  // Also when another field failed, so every message shows at once; the
  // request may then hold anything, so each value is checked for its type.
  const rule = z.superRefine(
    (request: { slots?: unknown; preferredTimes?: unknown }, context) => {
      const issue = (path: string, message: string) =>
        context.addIssue({ code: "custom", path: [path], message, input: request });
      if (request.slots === undefined) {
        const written = request.preferredTimes;
        if (typeof written !== "string" || !written.trim()) {
          issue("preferredTimes", messages.preferredTimesRequired);
        }
        return;
      }
      // Not a list: the shape already says so.
      if (!Array.isArray(request.slots)) return;
      const instants = request.slots.map((slot) =>
        typeof slot === "string" ? parseSlotId(slot) : Number.NaN,
      );
      if (new Set(instants).size !== instants.length) issue("slots", messages.slotInvalid);
      else if (instants.length < SLOTS_MIN || instants.length > SLOTS_MAX) {
        issue("slots", messages.slotsCount);
      } else if (!instants.every((instant) => isBookableSlot(office, instant, now()))) {
        issue("slots", messages.slotInvalid);
      }
    },
    {
      when: (payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !Array.isArray(payload.value),
    },
  );
  return { shape, rule };
}

type Options = Parameters<typeof callRules>;

export function createCallSchema(...args: Options) {
  const { shape, rule } = callRules(...args);
  return z.object(shape).check(rule);
}

type CallSchema = ReturnType<typeof createCallSchema>;
export type CallFormValues = z.input<CallSchema>;
export type CallRequest = z.output<CallSchema>;

/** What the form posts: the request plus the delivery metadata of every form. */
export function createCallSubmissionSchema(...args: Options) {
  const { shape, rule } = callRules(...args);
  return z
    .object({
      ...shape,
      idempotencyKey: z.string().check(z.trim(), z.minLength(8), z.maxLength(100)),
      website: z._default(z.optional(z.string().check(z.maxLength(500))), ""),
      startedAt: z.optional(z.coerce.number().check(z.multipleOf(1), z.nonnegative())),
      edition: z.catch(z._default(z.optional(z.enum(callEditions)), "en"), "en"),
    })
    .check(rule);
}

export type CallSubmission = z.input<ReturnType<typeof createCallSubmissionSchema>>;
