import formbody from "@fastify/formbody";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { apiPaths } from "../../app/content/api-paths.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import { defaultLocale, isLocale, splitLocale, type Locale } from "../../app/i18n/locales.ts";

import { AttemptLimiter, type AttemptLimits } from "../delivery/attempt-limit.ts";
import { spamReason } from "../delivery/spam.ts";
import { serverPagePolicy } from "../http/server-page.ts";

import { criteriaFromQuery, parseSubscription, type AlertCriteria } from "./alert-criteria.ts";
import {
  alertConfirmedPage,
  alertExpiredPage,
  alertFailurePage,
  alertFormPage,
  alertInvalidLinkPage,
  alertSentPage,
  alertUnsubscribedPage,
  type AlertFormValues,
} from "./alert-pages.ts";
import type { AlertTokens } from "./alert-tokens.ts";
import type { Alert, SqliteAlertStore } from "./sqlite-alert-store.ts";

/** A subscription is a few short fields; the plain form post percent-encodes, hence the room. */
export const ALERT_BODY_LIMIT = 8 * 1024;

export interface AlertApiOptions {
  store: SqliteAlertStore;
  tokens: AlertTokens;
  /** Accepted requests per client IP and window, and refused ones (bad input, bad links). */
  limits: AttemptLimits;
  /** Called when an email was queued (a confirmation). */
  onQueued?: () => void;
}

const isFormPost = (request: FastifyRequest) =>
  /^application\/x-www-form-urlencoded\b/i.test(request.headers["content-type"] ?? "");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The edition of a request's answer: the one it names (the form's hidden
 * `edition`, the links' `lang`), else a plain form post's Referer path
 * (/fr/…), else English. Never the browser's language.
 */
function answerEdition(request: FastifyRequest): Locale {
  const body = isRecord(request.body) ? request.body : {};
  const query = isRecord(request.query) ? request.query : {};
  for (const named of [body.edition, query.lang, body.lang]) if (isLocale(named)) return named;
  const referer = request.headers.referer;
  if (isFormPost(request) && referer && URL.canParse(referer)) {
    return splitLocale(new URL(referer).pathname).locale;
  }
  return defaultLocale;
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply
    .code(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", serverPagePolicy)
    .type("text/html; charset=utf-8")
    .send(page);

/** The token of a link: in the query (the email's links), or the body of the button's post. */
function tokenOf(request: FastifyRequest): unknown {
  const query = isRecord(request.query) ? request.query : {};
  const body = isRecord(request.body) ? request.body : {};
  return query.token ?? body.token;
}

/**
 * The machine alerts' endpoints: the form (GET /api/alerts, prefilled from
 * the catalogue's search), the subscription (POST, a plain form post or
 * JSON, with the contact form's honeypot, time trap and per-IP limits), and
 * the links of the emails: confirm, unsubscribe (the link itself, which
 * unsubscribes as it opens, and the RFC 8058 one-click POST of mail clients).
 */
export async function alertApi(
  app: FastifyInstance,
  { store, tokens, limits, onQueued }: AlertApiOptions,
) {
  await app.register(formbody, { bodyLimit: ALERT_BODY_LIMIT });
  app.removeContentTypeParser("text/plain");
  const limiter = new AttemptLimiter(limits);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, "Alerts API error");
    const edition = answerEdition(request);
    const copy = getEdition(edition).t.machineAlerts.errors;
    const message = status === 500 ? copy.server : copy.unreadable;
    if (request.method === "GET" || isFormPost(request)) {
      return html(reply, status, alertFailurePage(edition, message));
    }
    return reply
      .code(status)
      .header("cache-control", "no-store")
      .send({ ok: false, error: message });
  });

  /** The limiter's verdict for this client, answered when it says wait. */
  const limited = (request: FastifyRequest, reply: FastifyReply, edition: Locale) => {
    const wait = limiter.retryAfter(request.ip);
    if (wait === null) return null;
    reply.header("retry-after", String(wait));
    const message = getEdition(edition).t.machineAlerts.errors.rateLimited;
    if (request.method === "POST" && !isFormPost(request)) {
      return reply
        .code(429)
        .header("cache-control", "no-store")
        .send({ ok: false, error: message });
    }
    return html(reply, 429, alertFailurePage(edition, message));
  };

  app.get(apiPaths.alerts, async (request, reply) => {
    const query = isRecord(request.query) ? request.query : {};
    const edition = isLocale(query.lang) ? query.lang : defaultLocale;
    const values: AlertFormValues = {
      ...criteriaFromQuery(query),
      email: "",
      lang: edition,
      consent: false,
    };
    return html(reply, 200, alertFormPage(edition, values));
  });

  app.post(apiPaths.alerts, async (request, reply) => {
    const form = isFormPost(request);
    const edition = answerEdition(request);
    const stop = limited(request, reply, edition);
    if (stop) return stop;
    const parsed = parseSubscription(request.body, edition);
    if (!parsed.ok) {
      limiter.record(request.ip, false);
      if (form) {
        const body = isRecord(request.body) ? request.body : {};
        const criteria: AlertCriteria = {
          type: text(body.type) as AlertCriteria["type"],
          from: text(body.from),
          to: text(body.to),
          country: text(body.country),
          q: text(body.q),
        };
        const lang = isLocale(body.lang) ? body.lang : edition;
        const values = {
          ...criteria,
          email: text(body.email),
          lang,
          consent: text(body.consent) !== "",
        };
        return html(reply, 400, alertFormPage(edition, values, { errors: parsed.errors }));
      }
      return reply
        .code(400)
        .header("cache-control", "no-store")
        .send({ ok: false, errors: parsed.errors });
    }
    limiter.record(request.ip, true);
    const { email, criteria, lang, website, startedAt } = parsed.value;
    const spam = spamReason({ website, startedAt }, Date.now());
    if (spam) {
      request.log.info({ spam }, "Alert request taken for spam: nothing stored");
    } else {
      const { outcome, alertId } = await store.subscribe({ email, criteria, lang });
      request.log.info({ alert: alertId, outcome, lang }, "Alert requested");
      if (outcome !== "unchanged") onQueued?.();
    }
    // The same answer whatever happened: nobody learns who subscribed.
    if (form) return html(reply, 200, alertSentPage(edition));
    return reply
      .code(202)
      .header("cache-control", "no-store")
      .send({ ok: true, message: getEdition(edition).t.machineAlerts.sent.body });
  });

  app.get(apiPaths.alertConfirm, async (request, reply) => {
    const edition = answerEdition(request);
    const id = tokens.verify("confirm", tokenOf(request));
    if (!id) {
      limiter.record(request.ip, false);
      return html(reply, 400, alertInvalidLinkPage(edition));
    }
    const result = await store.confirm(id);
    if (result.status !== "confirmed") return html(reply, 410, alertExpiredPage(edition));
    request.log.info({ alert: id }, "Alert confirmed");
    return html(reply, 200, alertConfirmedPage(result.alert.lang, result.alert.criteria));
  });

  /**
   * The alerts a valid unsubscribe token stops (an alert's, or an email's
   * about several searches: all of them), deleted; null for a token we did
   * not sign for unsubscribing. A second click finds them gone: still a yes.
   */
  const unsubscribe = async (token: unknown) => {
    const alertId = tokens.verify("unsubscribe", token);
    if (alertId) {
      const alert = await store.remove(alertId);
      return alert ? [alert] : [];
    }
    const mailId = tokens.verify("unsubscribe-digest", token);
    return mailId ? store.removeCoveredBy(mailId) : null;
  };

  const unsubscribed = (
    request: FastifyRequest,
    reply: FastifyReply,
    edition: Locale,
    alerts: Alert[],
  ) => {
    if (alerts.length > 0)
      request.log.info(
        { alerts: alerts.map((alert) => alert.id) },
        "Alerts unsubscribed and deleted",
      );
    return html(
      reply,
      200,
      alertUnsubscribedPage(
        alerts[0]?.lang ?? edition,
        alerts.map((alert) => alert.criteria),
      ),
    );
  };

  app.get(apiPaths.alertUnsubscribe, async (request, reply) => {
    const edition = answerEdition(request);
    // One click: the link unsubscribes as it opens (no sign-in, no script), and
    // the page says so in the email's language, with the search to subscribe again.
    const alerts = await unsubscribe(tokenOf(request));
    if (!alerts) {
      limiter.record(request.ip, false);
      return html(reply, 400, alertInvalidLinkPage(edition));
    }
    return unsubscribed(request, reply, edition, alerts);
  });

  // The one-click POST of RFC 8058 (body "List-Unsubscribe=One-Click").
  app.post(apiPaths.alertUnsubscribe, async (request, reply) => {
    const edition = answerEdition(request);
    const alerts = await unsubscribe(tokenOf(request));
    if (!alerts) {
      limiter.record(request.ip, false);
      if (request.method === "POST" && !isFormPost(request) && request.headers["content-type"]) {
        return reply
          .code(400)
          .header("cache-control", "no-store")
          .send({ ok: false, error: "This link is not valid." });
      }
      return html(reply, 400, alertInvalidLinkPage(edition));
    }
    return unsubscribed(request, reply, edition, alerts);
  });
}
