import formbody from "@fastify/formbody";
import rateLimitPlugin from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";

import { apiPaths } from "../../app/content/api-paths.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { paths } from "../../app/content/paths.ts";
import type * as z from "zod/mini";

import {
  contactFields,
  createSubmissionSchema,
  fieldErrors,
} from "../../app/islands/contact-form/schema.ts";
import type { FailureReason } from "../../app/islands/submit/submit.ts";
import { locales, type Locale } from "../../app/i18n/locales.ts";

import type { RateLimit } from "../delivery/attempt-limit.ts";
import type { Channel } from "../delivery/message.ts";
import { spamReason } from "../delivery/spam.ts";
import { serverPagePolicy } from "../http/server-page.ts";

import {
  inquiryFailurePage,
  invalidInquiryPage,
  sentLocationOf,
  type InquiryFormValues,
} from "./inquiry-pages.ts";
import {
  shownInquiryReference,
  type Inquiry,
  type InquiryStore,
  type NewInquiry,
} from "./inquiry-store.ts";
import { sampleRequestForm } from "./sample-request.ts";
import {
  answerFailures,
  formIdempotencyKey as formPostKey,
  isFormPost,
  isRecord,
  submissionEdition,
} from "./form-post.ts";

/** Where the contact form's plain post lands after a send: its thank-you. */
export const sentLocation = sentLocationOf(paths.contact, "message-sent");
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
 * The plain form has no script to make a key, so one is derived from the
 * message and the day: a double click or a resent form stores it once.
 */
export const formIdempotencyKey = (
  body: Record<string, unknown>,
  now: Date,
  fields: readonly string[] = contactFields,
) => formPostKey(fields, body, now);

/** What every inquiry form posts besides its fields (app/islands/submit/envelope.ts). */
interface Envelope {
  idempotencyKey: string;
  website: string;
  startedAt?: number | undefined;
  edition: Locale;
}

/** An inquiry's own part: what the store keeps besides the delivery metadata. */
export type InquiryContent = Pick<
  NewInquiry,
  "kind" | "details" | "name" | "email" | "phone" | "subject" | "message"
>;

/**
 * One form that sends inquiries (the contact form, the sample request):
 * where it posts, its fields, its rules in each edition's words (made once:
 * a submission is checked with its own edition's, so the messages are in the
 * visitor's language), what the store keeps of it, and its pages for a
 * visitor without JavaScript.
 */
export interface InquiryForm<Accepted extends Envelope = Envelope> {
  path: string;
  fields: readonly string[];
  schemas: Record<Locale, z.ZodMiniType<Accepted>>;
  /** A method, so a form of any accepted shape is an InquiryForm (parameters of methods are bivariant). */
  content(accepted: Accepted): InquiryContent;
  sentLocation: (locale: Locale, reference?: string) => string;
  invalidPage: (
    locale: Locale,
    values: Readonly<Record<string, string>>,
    errors: Partial<Record<string, string>>,
  ) => string;
  failurePage: (locale: Locale, reason: FailureReason, retryAfterSeconds?: number) => string;
}

/** The contact form: a message, stored as it was written. */
const contactForm: InquiryForm<z.output<ReturnType<typeof createSubmissionSchema>>> = {
  path: apiPaths.contact,
  fields: contactFields,
  schemas: Object.fromEntries(
    locales.map((locale) => {
      const { t, intl } = getEdition(locale);
      return [locale, createSubmissionSchema(t.contact.messages, t.contact.form.labels, intl)];
    }),
  ) as Record<Locale, ReturnType<typeof createSubmissionSchema>>,
  content: ({ name, email, phone, subject, message }) => ({
    name,
    email,
    phone,
    subject,
    message,
  }),
  sentLocation,
  invalidPage: (locale, values, errors) =>
    invalidInquiryPage(locale, apiPaths.contact, values as InquiryFormValues, errors),
  failurePage: inquiryFailurePage,
};

/** The forms this plugin answers; an unknown path is the contact form's (its pages are the generic ones). */
const inquiryForms: readonly InquiryForm[] = [contactForm, sampleRequestForm];

const formOf = (request: FastifyRequest) =>
  inquiryForms.find((form) => form.path === request.url.split("?")[0]) ?? contactForm;

/**
 * POST /api/contact and /api/sample: validates with the form's own schema,
 * filters spam, stores the inquiry durably and only then answers. JSON gets
 * JSON; the plain form post gets a redirect to the thank-you state, or a
 * page. Both share the rate limit's settings, the spam checks and the store.
 */
export async function inquiryApi(
  app: FastifyInstance,
  { store, rateLimit, onStored }: InquiryApiOptions,
) {
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  await app.register(rateLimitPlugin, { global: false });
  // Fastify parses text/plain by default; this endpoint takes JSON or a form only (415 otherwise).
  app.removeContentTypeParser("text/plain");

  // Failures before a handler answers (a body too large, the rate limit) in the posting form's words.
  answerFailures(app, "Contact API", (locale, reason, retryAfterSeconds, request) =>
    formOf(request).failurePage(locale, reason, retryAfterSeconds),
  );

  for (const inquiryForm of inquiryForms) {
    app.post(
      inquiryForm.path,
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
              ...Object.fromEntries(inquiryForm.fields.map((field) => [field, ""])),
              ...body,
              ...(form && !body.idempotencyKey
                ? { idempotencyKey: formIdempotencyKey(body, now, inquiryForm.fields) }
                : {}),
              edition,
            }
          : request.body;
        const parsed = inquiryForm.schemas[edition].safeParse(input);
        if (!parsed.success) {
          const errors = fieldErrors(parsed.error);
          if (form) {
            return reply
              .code(400)
              .type("text/html; charset=utf-8")
              .header("content-security-policy", serverPagePolicy)
              .send(inquiryForm.invalidPage(edition, formValues(body, inquiryForm.fields), errors));
          }
          return reply.code(400).send({ ok: false, errors });
        }

        const { idempotencyKey, website, startedAt } = parsed.data;
        const channel: Channel = form ? "form" : "script";
        const spam = spamReason({ website, startedAt }, now.getTime());
        const { inquiry, created } = await store.save({
          ...inquiryForm.content(parsed.data),
          // The one worked out above, which the input carried (the schema's own fallback is English).
          edition,
          idempotencyKey,
          channel,
          spam,
          receivedAt: now,
        });
        if (created) {
          request.log.info(
            { inquiry: inquiry.id, kind: inquiry.kind, channel, edition, spam },
            "Inquiry stored",
          );
          if (!spam) onStored?.(inquiry);
        }
        const reference = shownInquiryReference(inquiry);
        if (form) return reply.redirect(inquiryForm.sentLocation(edition, reference), 303);
        return reply.code(created ? 201 : 200).send({ ok: true, id: inquiry.id, reference });
      },
    );
  }
}

/** What the visitor sent, as text, to put back into the form. */
function formValues(
  body: Record<string, unknown> | null,
  fields: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...fields, "idempotencyKey", "startedAt"]) {
    const value = body?.[name];
    if (typeof value === "string") values[name] = value;
  }
  return values;
}
