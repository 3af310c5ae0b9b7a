import formbody from "@fastify/formbody";
import rateLimitPlugin from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";

import { apiPaths } from "../../app/content/api-paths.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { paths } from "../../app/content/paths.ts";
import {
  contactFields,
  createSubmissionSchema,
  fieldErrors,
} from "../../app/islands/contact-form/schema.ts";
import { contactFormParams } from "../../app/islands/contact-form/fields.ts";
import { localizePath, locales, type Locale } from "../../app/i18n/locales.ts";

import type { RateLimit } from "../delivery/attempt-limit.ts";

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
import { inquiryFailurePage, invalidInquiryPage } from "./inquiry-pages.ts";
import type { Inquiry, InquiryStore } from "./inquiry-store.ts";

/**
 * Where a plain form post lands after a send: its edition's contact page, in
 * the thank-you state, with the message's reference (which the page shows
 * once its script runs).
 */
export const sentLocation = (locale: Locale, reference?: string) =>
  `${localizePath(paths.contact, locale)}?sent=1${reference ? `&${contactFormParams.reference}=${encodeURIComponent(reference)}` : ""}#message-sent`;
/** JSON bodies from the script. */
export const JSON_BODY_LIMIT = 16 * 1024;
/**
 * The plain form post percent-encodes every byte outside ASCII as three
 * characters, so the same message needs up to three times the room.
 */
export const FORM_BODY_LIMIT = 3 * JSON_BODY_LIMIT;

export interface InquiryApiOptions {
  store: InquiryStore;
  /** Posts per client IP and window; null turns the limit off. */
  rateLimit: RateLimit | null;
  /** Called after a real (not spam) inquiry is stored. */
  onStored?: (inquiry: Inquiry) => void;
}

/**
 * The form's rules in each edition's words, made once: a submission is
 * checked with its own edition's, so the messages (the JSON `errors`, the
 * no-JavaScript page) are in the visitor's language.
 */
const submissionSchemas = Object.fromEntries(
  locales.map((locale) => {
    const { t, intl } = getEdition(locale);
    return [locale, createSubmissionSchema(t.contact.messages, t.contact.form.labels, intl)];
  }),
) as Record<Locale, ReturnType<typeof createSubmissionSchema>>;

/**
 * POST /api/contact: validates with the form's own schema, filters spam,
 * stores the inquiry durably and only then answers. JSON gets JSON; the
 * plain form post gets a redirect to the thank-you state, or a page.
 */
export async function inquiryApi(
  app: FastifyInstance,
  { store, rateLimit, onStored }: InquiryApiOptions,
) {
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  await app.register(rateLimitPlugin, { global: false });
  // Fastify parses text/plain by default; this endpoint takes JSON or a form only (415 otherwise).
  app.removeContentTypeParser("text/plain");

  answerFailures(app, "Contact API", inquiryFailurePage);

  app.post(
    apiPaths.contact,
    {
      config: rateLimit
        ? { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } }
        : {},
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const now = new Date();
      const body = isRecord(request.body) ? request.body : null;
      const edition = submissionEdition(request);
      reply.header("cache-control", "no-store");

      // A missing field reads as an empty one, so it gets the form's "… is required".
      const input = body
        ? {
            ...Object.fromEntries(contactFields.map((field) => [field, ""])),
            ...body,
            ...(form && !body.idempotencyKey
              ? { idempotencyKey: formIdempotencyKey(contactFields, body, now) }
              : {}),
            edition,
          }
        : request.body;
      const parsed = submissionSchemas[edition].safeParse(input);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        return answerInvalid(request, reply, errors, () =>
          invalidInquiryPage(edition, apiPaths.contact, sentText(body, contactFields), errors),
        );
      }

      const { idempotencyKey, website, startedAt, ...message } = parsed.data;
      return storeAndAnswer(
        { request, reply, store, onStored, now },
        // The edition worked out above, which the input carried (the schema's own fallback is English).
        { inquiry: { ...message, edition, idempotencyKey }, website, startedAt },
        sentLocation,
      );
    },
  );
}
