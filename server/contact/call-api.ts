import formbody from "@fastify/formbody";
import rateLimitPlugin from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";

import { apiPaths } from "../../app/content/api-paths.ts";
import { callRequest as englishCopy } from "../../app/content/call-request.ts";
import { company } from "../../app/content/company.ts";
import { paths } from "../../app/content/paths.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { localizePath, locales, type Locale } from "../../app/i18n/locales.ts";
import { callFields, callFormParams } from "../../app/islands/call-form/fields.ts";
import {
  createCallSubmissionSchema,
  fieldErrors,
  type CallRequest,
} from "../../app/islands/call-form/schema.ts";
import { formatSlot, parseSlotId, type Office } from "../../app/lib/call-slots.ts";

import type { RateLimit } from "../delivery/attempt-limit.ts";

import { callFailurePage, invalidCallPage, type CallFormValues } from "./call-pages.ts";
import {
  answerFailures,
  answerInvalid,
  formIdempotencyKey,
  isFormPost,
  isRecord,
  sentText,
  storeAndAnswer,
  submissionEdition,
} from "./form-post.ts";
import { FORM_BODY_LIMIT } from "./inquiry-api.ts";
import type { Inquiry, InquiryDetails, InquiryStore } from "./inquiry-store.ts";

/** Where a plain form post lands after a send: the edition's call page, thanking, with the reference. */
export const callSentLocation = (locale: Locale, reference: string) =>
  `${localizePath(paths.requestCall, locale)}?${callFormParams.sent}=1&${callFormParams.reference}=${encodeURIComponent(reference)}#call-requested`;

export interface CallApiOptions {
  store: InquiryStore;
  /** Posts per client IP and window (the contact form's); null turns the limit off. */
  rateLimit: RateLimit | null;
  /** Called after a real (not spam) request is stored. */
  onStored?: (inquiry: Inquiry) => void;
  /** The office the slots are checked against; company.json's by default. */
  office?: Office;
  /** The clock the slots are checked against (tests move it). */
  now?: () => Date;
}

/** A slot as the firm reads it: the office's day and time, then the visitor's. */
const slotDetail = (id: string, office: Office, visitorZone: string) => {
  const instant = parseSlotId(id);
  return `${formatSlot(instant, office.timeZone, "en-GB")} office time (${formatSlot(instant, visitorZone, "en-GB")} in ${visitorZone})`;
};

/** The request's fields as the email and the store list them, in English for the firm. */
export function callDetails(request: CallRequest, office: Office): InquiryDetails {
  return [
    ["Topic", englishCopy.form.topics[request.topic]],
    ...(request.company ? [["Company", request.company] as const] : []),
    ["Visitor time zone", request.timeZone],
    ...(request.slots ?? []).map(
      (slot, index) =>
        [`Preferred time ${index + 1}`, slotDetail(slot, office, request.timeZone)] as const,
    ),
    ...(request.slots ? [] : [["Preferred times (as written)", request.preferredTimes] as const]),
  ];
}

/** The fields a request must carry, as text. */
const requiredText = ["name", "email", "phone", "topic", "timeZone"] as const;

/** A form post's slots: one value is a string, several an array. */
const asList = (value: unknown) => (typeof value === "string" ? [value] : value);

/**
 * POST /api/call: a call request, from the form's script (JSON, two or
 * three exact slots) or the plain form (the times written out). Validated
 * with the form's own rules, filtered for spam, stored as an inquiry of kind
 * "call" (reference R-…) and emailed by the outbox, like a contact message.
 */
export async function callApi(
  app: FastifyInstance,
  { store, rateLimit, onStored, office = company, now: clock = () => new Date() }: CallApiOptions,
) {
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  await app.register(rateLimitPlugin, { global: false });
  app.removeContentTypeParser("text/plain");
  answerFailures(app, "Call API", callFailurePage);

  const schemas = Object.fromEntries(
    locales.map((locale) => {
      const { t, intl } = getEdition(locale);
      const { messages, form } = t.callRequest;
      const schema = createCallSubmissionSchema(messages, form.labels, office, {
        intl,
        now: () => clock().getTime(),
      });
      return [locale, schema];
    }),
  ) as Record<Locale, ReturnType<typeof createCallSubmissionSchema>>;

  app.post(
    apiPaths.call,
    {
      config: rateLimit
        ? { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } }
        : {},
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const now = clock();
      const body = isRecord(request.body) ? request.body : null;
      const edition = submissionEdition(request);
      reply.header("cache-control", "no-store");

      // A missing field reads as an empty one, so it gets the form's own message.
      const input = body
        ? {
            ...Object.fromEntries(requiredText.map((field) => [field, ""])),
            ...body,
            ...(form && body.slots !== undefined ? { slots: asList(body.slots) } : {}),
            ...(form && !body.idempotencyKey
              ? { idempotencyKey: formIdempotencyKey(callFields, body, now) }
              : {}),
            edition,
          }
        : request.body;
      const parsed = schemas[edition].safeParse(input);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        return answerInvalid(request, reply, errors, () =>
          invalidCallPage(edition, apiPaths.call, formValues(body), errors),
        );
      }

      const { idempotencyKey, website, startedAt, edition: _named, ...call } = parsed.data;
      return storeAndAnswer(
        { request, reply, store, onStored, now },
        {
          inquiry: {
            kind: "call",
            name: call.name,
            email: call.email,
            phone: call.phone,
            subject: englishCopy.form.topics[call.topic],
            message: call.note,
            details: callDetails(call, office),
            edition,
            idempotencyKey,
          },
          website,
          startedAt,
        },
        callSentLocation,
      );
    },
  );
}

/** What the visitor typed, for the form again (slots, sent by a page whose script failed, as text). */
function formValues(body: Record<string, unknown> | null): CallFormValues {
  const values: CallFormValues = sentText(body, callFields);
  const slots = asList(body?.slots);
  if (!values.preferredTimes && Array.isArray(slots)) {
    values.preferredTimes = slots.filter((slot) => typeof slot === "string").join("\n");
  }
  return values;
}
