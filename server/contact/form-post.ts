import { createHash } from "node:crypto";

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import type { FailureReason } from "../../app/islands/submit/submit.ts";
import { defaultLocale, isLocale, splitLocale, type Locale } from "../../app/i18n/locales.ts";

import type { Channel } from "../delivery/message.ts";
import { spamReason } from "../delivery/spam.ts";
import { serverPagePolicy } from "../http/server-page.ts";

import {
  shownInquiryReference,
  type Inquiry,
  type InquiryStore,
  type NewInquiry,
} from "./inquiry-store.ts";

/**
 * What the visitors' forms of this domain (a contact message, a sample
 * request, a call request) share on the server: how a post is read (JSON from the script,
 * or the plain form), which edition it came from, the key of a form without
 * script, and the answers to failures (JSON, or a page in the edition).
 */

export const isFormPost = (request: FastifyRequest) =>
  /^application\/x-www-form-urlencoded\b/i.test(request.headers["content-type"] ?? "");

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The plain form has no script to make a key, so one is derived from the
 * form's fields and the day: a double click or a resent form stores it once.
 */
export function formIdempotencyKey(
  fields: readonly string[],
  body: Record<string, unknown>,
  now: Date,
): string {
  const parts = [
    now.toISOString().slice(0, 10),
    ...fields.map((field) => String(body[field] ?? "").trim()),
  ];
  return `form-${createHash("sha256").update(JSON.stringify(parts)).digest("base64url")}`;
}

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

/** The text a visitor sent in these fields (and the form's key and start), for their form again. */
export function sentText<Name extends string>(
  body: Record<string, unknown> | null,
  fields: readonly Name[],
): Partial<Record<Name | "idempotencyKey" | "startedAt", string>> {
  const values: Partial<Record<Name | "idempotencyKey" | "startedAt", string>> = {};
  for (const name of [...fields, "idempotencyKey", "startedAt"] as const) {
    const value = body?.[name];
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** A page the server writes, with its own policy, never cached. */
export const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .header("content-security-policy", serverPagePolicy)
    .send(html);

/** A 400: the messages per field as JSON, or for the plain form its page with them (`page`). */
export const answerInvalid = (
  request: FastifyRequest,
  reply: FastifyReply,
  errors: Partial<Record<string, string>>,
  page: () => string,
) =>
  isFormPost(request) ? sendPage(reply, 400, page()) : reply.code(400).send({ ok: false, errors });

/**
 * Answers what fails before a route's handler does (a body too large or
 * unreadable, the rate limit, a crash): JSON for the script, a page in the
 * edition for the plain form (`failurePage`).
 */
export function answerFailures(
  app: FastifyInstance,
  what: string,
  failurePage: (
    locale: Locale,
    reason: FailureReason,
    retryAfterSeconds: number | undefined,
    request: FastifyRequest,
  ) => string,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, `${what} error`);
    reply.code(status).header("cache-control", "no-store");
    if (isFormPost(request)) {
      const retryAfter = Number(reply.getHeader("retry-after"));
      // The body when it was read; the rate limit and a body too large answer before that.
      const page = failurePage(
        submissionEdition(request),
        reasonFor(status),
        Number.isFinite(retryAfter) ? retryAfter : undefined,
        request,
      );
      return sendPage(reply, status, page);
    }
    return reply.send({ ok: false, error: publicMessages[status] ?? "Something went wrong." });
  });
}

/** A request that passed its form's rules, with the metadata every form sends. */
export interface AcceptedRequest {
  inquiry: Omit<NewInquiry, "channel" | "spam" | "receivedAt">;
  website: string;
  startedAt: number | undefined;
}

/**
 * Stores an accepted request durably, spam marked, and only then answers:
 * JSON with its reference for the script, for the plain form a redirect to
 * the edition's thank-you (`sentLocation`).
 */
export async function storeAndAnswer(
  {
    request,
    reply,
    store,
    onStored,
    now,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    store: InquiryStore;
    onStored: ((inquiry: Inquiry) => void) | undefined;
    now: Date;
  },
  { inquiry: fields, website, startedAt }: AcceptedRequest,
  sentLocation: (locale: Locale, reference: string) => string,
) {
  const form = isFormPost(request);
  const channel: Channel = form ? "form" : "script";
  const spam = spamReason({ website, startedAt }, now.getTime());
  const { inquiry, created } = await store.save({ ...fields, channel, spam, receivedAt: now });
  if (created) {
    request.log.info(
      { inquiry: inquiry.id, kind: inquiry.kind, channel, edition: inquiry.edition, spam },
      "Inquiry stored",
    );
    if (!spam) onStored?.(inquiry);
  }
  const reference = shownInquiryReference(inquiry);
  if (form) return reply.redirect(sentLocation(fields.edition, reference), 303);
  return reply.code(created ? 201 : 200).send({ ok: true, id: inquiry.id, reference });
}
