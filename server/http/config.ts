import { resolve } from "node:path";

import { siteUrl } from "../../app/site/url.ts";

import type { RateLimit } from "../delivery/attempt-limit.ts";
import { DEFAULT_RETENTION_MONTHS } from "../delivery/retention.ts";

/** Everything the server reads from its environment, checked once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Holds client/ (the site) and hosting.json; `npm run build` writes it. */
  buildDir: string;
  /** Where the database (inquiries.db) and the offers' photos live. */
  dataDir: string;
  smtp: { url: string; to: string; from: string } | null;
  rateLimit: RateLimit | null;
  /** Sellers' offers per client IP and window: fewer, larger requests than messages. */
  offerRateLimit: RateLimit | null;
  /** Refused offer attempts per client IP and window: a separate, higher cap. */
  offerFailureLimit: RateLimit | null;
  /** Time limits, so a stalled client cannot hold a connection or a staging folder. */
  timeouts: ServerTimeouts;
  trustProxy: boolean | string;
  logLevel: string;
  outbox: { retryBaseMs: number; retryMaxMs: number };
  /** The editor's GitHub sign-in (CMS_GITHUB_*); null answers 404 on /api/cms/*. */
  cms: CmsSettings | null;
  alerts: AlertSettings;
  /** RETENTION_MONTHS: messages and offers are deleted this long after they arrived. */
  retentionMonths: number;
}

/** The machine alerts (server/alerts/). */
export interface AlertSettings {
  /** ALERTS_SECRET signs the emails' links; null: one kept in the data directory. */
  secret: string | null;
  /** The origin the emails' links point to (SITE_URL, else the site's default). */
  siteUrl: string;
}

/** The editor's sign-in with GitHub (server/cms/), from CMS_GITHUB_* and CMS_PUBLIC_URL. */
export interface CmsSettings {
  /** The GitHub OAuth app's client ID and secret. */
  clientId: string;
  clientSecret: string;
  /** The repository the editor commits to: "owner/name". */
  repo: string;
  branch: string;
  /** GitHub's web origin: https://github.com, or a GitHub Enterprise Server. */
  githubUrl: string;
  /**
   * The origin staff open /admin at (CMS_PUBLIC_URL, else SITE_URL): the
   * callback is `${publicUrl}/api/cms/callback`, the address registered
   * with the OAuth app.
   */
  publicUrl: string;
}

export interface ServerTimeouts {
  /** The whole request, body included (a 12-photo offer at 400 Kbps takes minutes). */
  requestMs: number;
  /** A socket with no traffic at all is closed. */
  connectionMs: number;
  /** An upload whose body stops arriving is answered 408 and its photos removed. */
  bodyIdleMs: number;
}

export const defaultTimeouts: ServerTimeouts = {
  requestMs: 15 * 60_000,
  connectionMs: 120_000,
  bodyIdleMs: 60_000,
};

export class ConfigError extends Error {}

const repoRoot = resolve(import.meta.dirname, "../..");

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, not "${raw}".`);
  }
  return value;
}

/** "true", or the proxies' addresses or ranges, comma-separated ("loopback", "10.0.0.0/8"). */
function trustProxy(raw: string | undefined): boolean | string {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false") return false;
  return value === "true" ? true : value;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET and CMS_GITHUB_REPO: all three, or none. */
function cmsSettings(env: NodeJS.ProcessEnv): CmsSettings | null {
  const required = {
    CMS_GITHUB_CLIENT_ID: env.CMS_GITHUB_CLIENT_ID?.trim() ?? "",
    CMS_GITHUB_CLIENT_SECRET: env.CMS_GITHUB_CLIENT_SECRET?.trim() ?? "",
    CMS_GITHUB_REPO: env.CMS_GITHUB_REPO?.trim() ?? "",
  };
  const missing = Object.entries(required).filter(([, value]) => value === "");
  if (missing.length === 3) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `The editor's sign-in needs ${missing.map(([name]) => name).join(" and ")} too (or none of the CMS_GITHUB_* settings).`,
    );
  }
  if (!/^[\w.-]+\/[\w.-]+$/.test(required.CMS_GITHUB_REPO)) {
    throw new ConfigError(
      `CMS_GITHUB_REPO must be the repository as owner/name, not "${required.CMS_GITHUB_REPO}".`,
    );
  }
  const githubUrl = env.CMS_GITHUB_URL?.trim() || "https://github.com";
  let url: URL;
  try {
    url = new URL(githubUrl);
  } catch {
    throw new ConfigError(`CMS_GITHUB_URL must be a URL, not "${githubUrl}".`);
  }
  // The app's secret travels to this address: only over https, but to a test server on this machine.
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) {
    throw new ConfigError(`CMS_GITHUB_URL must start with https://, not "${githubUrl}".`);
  }
  return {
    clientId: required.CMS_GITHUB_CLIENT_ID,
    clientSecret: required.CMS_GITHUB_CLIENT_SECRET,
    repo: required.CMS_GITHUB_REPO,
    branch: env.CMS_GITHUB_BRANCH?.trim() || "main",
    githubUrl: url.origin,
    publicUrl: publicUrl(env),
  };
}

/**
 * The origin staff open the editor at, from which the sign-in's callback
 * address is made: CMS_PUBLIC_URL, else SITE_URL (the canonical origin the
 * build used), else the site's default. Never the request's Host header,
 * which a client can forge, and never the scheme a proxy may have dropped.
 */
function publicUrl(env: NodeJS.ProcessEnv): string {
  const [name, raw] = env.CMS_PUBLIC_URL?.trim()
    ? ["CMS_PUBLIC_URL", env.CMS_PUBLIC_URL.trim()]
    : env.SITE_URL?.trim()
      ? ["SITE_URL", env.SITE_URL.trim()]
      : ["SITE_URL", siteUrl];
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      `${name} must be the site's address, like https://www.example.com, not "${raw}".`,
    );
  }
  // The state cookie and the token travel to this address: https, but on this machine.
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) {
    throw new ConfigError(
      `${name} must start with https:// for the editor's sign-in, not "${raw}".`,
    );
  }
  return url.origin;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const smtpUrl = env.SMTP_URL?.trim();
  const to = env.CONTACT_TO?.trim();
  const from = env.CONTACT_FROM?.trim();
  if (smtpUrl && (!to || !from)) {
    throw new ConfigError("SMTP_URL is set: set CONTACT_TO and CONTACT_FROM too.");
  }
  const max = integer(env, "CONTACT_RATE_LIMIT", 5);
  const windowSeconds = integer(env, "CONTACT_RATE_WINDOW", 60, 1);
  const offerMax = integer(env, "OFFER_RATE_LIMIT", 10);
  const offerWindowSeconds = integer(env, "OFFER_RATE_WINDOW", 3600, 1);
  const offerFailures = integer(env, "OFFER_FAILURE_LIMIT", 40);
  const seconds = (name: string, fallbackMs: number) =>
    integer(env, name, fallbackMs / 1000, 1) * 1000;
  return {
    port: integer(env, "PORT", 3000),
    host: env.HOST?.trim() || "0.0.0.0",
    buildDir: resolve(repoRoot, env.BUILD_DIR?.trim() || "build"),
    dataDir: resolve(env.DATA_DIR?.trim() || "data"),
    smtp: smtpUrl && to && from ? { url: smtpUrl, to, from } : null,
    rateLimit: max === 0 ? null : { max, windowMs: windowSeconds * 1000 },
    offerRateLimit: offerMax === 0 ? null : { max: offerMax, windowMs: offerWindowSeconds * 1000 },
    offerFailureLimit:
      offerFailures === 0 ? null : { max: offerFailures, windowMs: offerWindowSeconds * 1000 },
    timeouts: {
      requestMs: seconds("REQUEST_TIMEOUT", defaultTimeouts.requestMs),
      connectionMs: seconds("CONNECTION_TIMEOUT", defaultTimeouts.connectionMs),
      bodyIdleMs: seconds("UPLOAD_IDLE_TIMEOUT", defaultTimeouts.bodyIdleMs),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || "info",
    outbox: {
      retryBaseMs: integer(env, "OUTBOX_RETRY_MS", 30_000, 1),
      retryMaxMs: integer(env, "OUTBOX_RETRY_MAX_MS", 3_600_000, 1),
    },
    cms: cmsSettings(env),
    alerts: alertSettings(env),
    retentionMonths: integer(env, "RETENTION_MONTHS", DEFAULT_RETENTION_MONTHS, 1),
  };
}

/** ALERTS_SECRET (at least 32 characters) and the links' origin, SITE_URL. */
function alertSettings(env: NodeJS.ProcessEnv): AlertSettings {
  const secret = env.ALERTS_SECRET?.trim() || null;
  if (secret !== null && secret.length < 32) {
    throw new ConfigError(
      "ALERTS_SECRET must be at least 32 characters (for example the output of `openssl rand -base64 32`).",
    );
  }
  const raw = env.SITE_URL?.trim() || siteUrl;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new ConfigError(
      `SITE_URL must be the site's address, like https://www.example.com, not "${raw}".`,
    );
  }
  return { secret, siteUrl: new URL(raw).origin };
}
