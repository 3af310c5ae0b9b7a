import compress from "@fastify/compress";
import Fastify, { LogController, type FastifyInstance } from "fastify";

import { apiPaths } from "../../app/content/api-paths.ts";

import { alertApi } from "../alerts/alert-api.ts";
import { alertMail } from "../alerts/alert-email.ts";
import { matchAlerts, readBuildMachines, type MatchSummary } from "../alerts/alert-matcher.ts";
import { alertSecret } from "../alerts/alert-secret.ts";
import { AlertTokens } from "../alerts/alert-tokens.ts";
import { SqliteAlertStore } from "../alerts/sqlite-alert-store.ts";
import { cmsAuth, withEditorOrigins } from "../cms/cms-auth.ts";
import { inquiryMail } from "../contact/inquiry-email.ts";
import { callApi } from "../contact/call-api.ts";
import { inquiryApi, JSON_BODY_LIMIT } from "../contact/inquiry-api.ts";
import type { InquiryStore } from "../contact/inquiry-store.ts";
import { SqliteInquiryStore } from "../contact/sqlite-inquiry-store.ts";
import { createMailTransport } from "../delivery/mail-transport.ts";
import { Outbox } from "../delivery/outbox.ts";
import {
  applyRetention,
  DEFAULT_RETENTION_MONTHS,
  RETENTION_INTERVAL_MS,
} from "../delivery/retention.ts";
import { offerApi } from "../offers/offer-api.ts";
import { offerMail } from "../offers/offer-email.ts";
import type { OfferStore } from "../offers/offer-store.ts";
import { SqliteOfferStore } from "../offers/sqlite-offer-store.ts";

import { apiFallback } from "./api-fallback.ts";
import type { ServerConfig } from "./config.ts";
import { createHeaderLookup, loadHostingTable } from "./hosting.ts";
import { staticSite } from "./static-site.ts";

export interface Server {
  app: FastifyInstance;
  store: InquiryStore;
  offers: OfferStore;
  outbox: Outbox | null;
  alerts: SqliteAlertStore;
  /**
   * The comparison of the build's machines with the alerts' last set, which
   * starts once the server is ready: what it queued, or null when the build
   * has no list of machines.
   */
  alertsMatched: () => Promise<MatchSummary | null>;
  /** The last retention pass (at start once ready, then daily). */
  retained: () => Promise<void>;
}

/** Unconfirmed alerts are looked for and deleted this often (and at every request). */
const ALERT_CLEANUP_MS = 3_600_000;

/**
 * The production server: the prerendered site, its security headers on
 * every response, the contact and offer APIs and the editor's sign-in, and
 * the outbox that emails inquiries and offers. The one place that wires the
 * domains (contact/, offers/, cms/) together. Closing the app stops the
 * outbox and then closes the stores.
 */
export async function createServer(config: ServerConfig): Promise<Server> {
  const table = withEditorOrigins(await loadHostingTable(config.buildDir), config.cms);
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request would drown the lines that matter.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Node answers 408 and closes a request not received in full in time
    // (checked every few seconds); a silent socket is closed.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
  });
  const store = new SqliteInquiryStore(config.dataDir);
  const offers = new SqliteOfferStore(config.dataDir);
  // What a crash left half-way: a request's staged photos, a folder whose row never committed.
  const recovered = await offers.recover();
  const alerts = new SqliteAlertStore(config.dataDir);
  const tokens = new AlertTokens(alertSecret(config.alerts.secret, config.dataDir));
  const buildMachines = await readBuildMachines(config.buildDir);
  const { smtp } = config;
  const outbox = smtp
    ? new Outbox({
        // Inquiries first, then offers, then the sellers' confirmations.
        // Then the alerts' confirmations and matches, to subscribers.
        sources: [
          inquiryMail(store, smtp),
          ...offerMail(offers, smtp),
          alertMail(alerts, { ...smtp, siteUrl: config.alerts.siteUrl, tokens }),
        ],
        transport: createMailTransport(smtp.url),
        log: app.log,
        ...config.outbox,
      })
    : null;

  // The table's headers on every response, errors and redirects included;
  // a route may still replace one (the server pages' own policy, http/server-page.ts).
  const headersFor = createHeaderLookup(table);
  app.addHook("onRequest", async (request, reply) => {
    const queryStart = request.url.indexOf("?");
    reply.headers(headersFor(queryStart === -1 ? request.url : request.url.slice(0, queryStart)));
  });

  // Compresses what the build could not (API answers, pages made here);
  // the site's files come precompressed and are left alone.
  await app.register(compress, { encodings: ["br", "gzip"], globalDecompression: false });

  const serveSite = await staticSite(app, { clientDir: `${config.buildDir}/client`, table });
  await app.register(inquiryApi, {
    store,
    rateLimit: config.rateLimit,
    onStored: () => outbox?.notify(),
  });
  // A call request: the same store, outbox and limit as a contact message.
  await app.register(callApi, {
    store,
    rateLimit: config.rateLimit,
    onStored: () => outbox?.notify(),
  });
  await app.register(cmsAuth, { settings: config.cms });
  await app.register(offerApi, {
    store: offers,
    limits: { successes: config.offerRateLimit, failures: config.offerFailureLimit },
    bodyIdleMs: config.timeouts.bodyIdleMs,
    onStored: () => outbox?.notify(),
  });
  await app.register(alertApi, {
    store: alerts,
    tokens,
    // The contact form's limit for accepted requests, the offers' for refused ones.
    limits: { successes: config.rateLimit, failures: config.offerFailureLimit },
    onQueued: () => outbox?.notify(),
  });
  // After the domains' routes: the rest of /api/ answers JSON, never a page.
  await app.register(apiFallback, {
    postOnly: [apiPaths.contact, apiPaths.sample, apiPaths.call, apiPaths.offers],
  });
  if (recovered.staged + recovered.orphans > 0) {
    app.log.warn(recovered, "Removed the photos of offers a stop left unfinished");
  }

  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await store.check();
      return { status: "ok" };
    } catch {
      return reply.code(503).send({ status: "unavailable" });
    }
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") return serveSite(request, reply);
    return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
  });

  // At start, once ready: the build's machines against the alerts' last set.
  let matching: Promise<MatchSummary | null> | undefined;
  let cleanup: NodeJS.Timeout | undefined;
  let retention: NodeJS.Timeout | undefined;
  let retaining: Promise<void> | undefined;
  const retain = () =>
    (retaining = applyRetention({ inquiries: store, offers, alerts }, config.retentionMonths).then(
      (summary) => {
        const { before, ...deleted } = summary;
        if (Object.values(deleted).some((count) => count > 0)) {
          app.log.info(
            { ...deleted, before: before.toISOString() },
            `Retention: deleted what arrived more than ${config.retentionMonths} months ago`,
          );
        }
      },
      (error: unknown) => app.log.error({ err: error }, "Retention: the cleanup failed"),
    ));
  const startMatching = () =>
    (matching ??= (async () => {
      await alerts.deleteExpired();
      if (!buildMachines) {
        app.log.warn(
          `The build has no machines.json: machine alerts compare nothing at this start.`,
        );
        return null;
      }
      return matchAlerts(alerts, buildMachines, {
        log: app.log,
        onQueued: () => outbox?.notify(),
        stopped: () => closing,
      });
    })().catch((error: unknown) => {
      app.log.error({ err: error }, "Alerts: the comparison with the build failed");
      return null;
    }));

  app.addHook("onReady", async () => {
    void startMatching();
    cleanup = setInterval(() => {
      alerts
        .deleteExpired()
        .catch((error: unknown) => app.log.error({ err: error }, "Alerts: cleanup failed"));
    }, ALERT_CLEANUP_MS);
    cleanup.unref();
    if (config.retentionMonths !== DEFAULT_RETENTION_MONTHS) {
      app.log.warn(
        `RETENTION_MONTHS is ${config.retentionMonths}, but the privacy notice says ${DEFAULT_RETENTION_MONTHS} months: change retentionMonths in app/content/privacy.ts and rebuild.`,
      );
    }
    // At start, then daily; the timer never keeps the process alive.
    void retain();
    retention = setInterval(() => void retain(), RETENTION_INTERVAL_MS);
    retention.unref();
    if (outbox) outbox.start();
    else {
      app.log.warn(
        `SMTP_URL is not set: inquiries and sellers' offers are stored in ${store.path} but not emailed, and sellers get no confirmation email. Read them with \`npm run inquiries\`.`,
      );
    }
  });
  // Closing waits for requests in progress; their keep-alive connections
  // must then close too, or the process would wait for them to time out.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  app.addHook("onClose", async () => {
    clearInterval(cleanup);
    clearInterval(retention);
    await retaining;
    await matching;
    await outbox?.stop();
    await alerts.close();
    await store.close();
    await offers.close();
  });

  return {
    app,
    store,
    offers,
    outbox,
    alerts,
    alertsMatched: startMatching,
    retained: async () => retaining,
  };
}
