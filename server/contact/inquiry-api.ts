import { createHash } from "node:crypto";

import formbody from "@fastify/formbody";
import rateLimitPlugin from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";

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
import {
  defaultLocale,
  isLocale,
  locales,
  splitLocale,
  type Locale,
} from "../../app/i18n/locales.ts";

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

const isFormPost = (request: FastifyRequest) =>
  /^application\/x-www-form-urlencoded\b/i.test(request.headers["content-type"] ?? "");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The plain form has no script to make a key, so one is derived from the
 * message and the day: a double click or a resent form stores it once.
 */
export function formIdempotencyKey(
  body: Record<string, unknown>,
  now: Date,
  fields: readonly string[] = contactFields,
): string {
  const parts = [
    now.toISOString().slice(0, 10),
    ...fields.map((field) => String(body[field] ?? "").trim()),
  ];
  return `form-${createHash("sha256").update(JSON.stringify(parts)).digest("base64url")}`;
}

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

/** The edition of the page a form was posted from, by the path of its Referer. */
function refererEdition(request: FastifyRequest): Locale | undefined {
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return undefined;
  return splitLocale(new URL(referer).pathname).locale;
}

/**
 * The edition a submission came from: the one it names (the form sends it,
 * as JSON and as a hidden input), else for a plain form post the Referer's
 * path prefix (/fr/contact), else English. Never the browser's language.
 */
export function submissionEdition(request: FastifyRequest): Locale {
  const named = isRecord(request.body) ? request.body.edition : undefined;
  if (isLocale(named)) return named;
  return (isFormPost(request) ? refererEdition(request) : undefined) ?? defaultLocale;
}

const reasonFor = (status: number): FailureReason =>
  status === 413
    ? "too-large"
    : status === 429
      ? "rate-limited"
      : status >= 500
        ? "server"
        : "rejected";

const publicMessages: Record<number, string> = {
  400: "The request could not be read.",
  413: "The message is too large.",
  415: "Send the message as JSON or as a form.",
  429: "Too many messages from this address. Please try again later.",
};

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

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, "Contact API error");
    reply.code(status).header("cache-control", "no-store");
    if (isFormPost(request)) {
      const retryAfter = Number(reply.getHeader("retry-after"));
      // The body when it was read; the rate limit and a body too large answer before that.
      const page = formOf(request).failurePage(
        submissionEdition(request),
        reasonFor(status),
        Number.isFinite(retryAfter) ? retryAfter : undefined,
      );
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", serverPagePolicy)
        .send(page);
    }
    return reply.send({ ok: false, error: publicMessages[status] ?? "Something went wrong." });
  });

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
