import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { apiPaths } from "../../app/content/api-paths.ts";
import { editorPath } from "../../app/content/paths.ts";
import { scriptJson } from "../../app/lib/script-json.ts";

import type { CmsSettings } from "../http/config.ts";
import { cspHash } from "../http/csp-hash.ts";
import { escapeHtml } from "../http/escape-html.ts";
import type { HostingTable } from "../http/hosting.ts";

/**
 * The editor's sign-in with GitHub (server side of the OAuth web flow that
 * Sveltia CMS and Decap CMS use): /admin opens /api/cms/auth in a window,
 * which sends the editor to GitHub with a signed one-time `state`, also kept
 * in a cookie; GitHub sends them back to /api/cms/callback with a code,
 * which this server exchanges for a token with the app's secret, and the
 * window hands the token to /admin (same origin only) and closes.
 *
 * - The callback address is built from the configured public URL, never
 *   from the request's Host, so a forged Host cannot move it.
 * - Every /api/cms response keeps the window in the editor's browsing
 *   context group (`Cross-Origin-Opener-Policy: unsafe-none`, from the
 *   hosting table): with the site's `same-origin`, the browser cuts the
 *   window off from /admin at the first redirect and the sign-in aborts.
 * - Without the settings (CMS_GITHUB_*), every /api/cms path answers 404.
 * - Nothing secret is logged: not the code, the state, the token or the
 *   secret. Each failure is one warning line saying what failed.
 */

export const GITHUB_WEB = "https://github.com";
export const GITHUB_API = "https://api.github.com";

const PROVIDER = "github";
const STATE_COOKIE = "cms_oauth_state";
/** Seconds a sign-in may take from /auth to the callback. */
export const STATE_MAX_AGE = 600;
const EXCHANGE_TIMEOUT_MS = 10_000;

/**
 * What failed, for the log. The window sends the editor only the message:
 * Sveltia CMS would show its own generic sentence for a code it knows
 * ("Failed to request an access token") instead of one that says what to do.
 */
type ErrorCode =
  | "UNSUPPORTED_BACKEND"
  | "AUTH_CODE_REQUEST_FAILED"
  | "CSRF_DETECTED"
  | "TOKEN_REQUEST_FAILED"
  | "MALFORMED_RESPONSE";

interface Failure {
  /** What the staff member reads, in the editor and in the window. */
  error: string;
  errorCode: ErrorCode;
  /** The log line: what failed, with no secret in it. */
  log: string;
}

type Outcome = { token: string } | Failure;

export const callbackPath = `${apiPaths.cms}/callback`;
export const callbackUrl = (settings: Pick<CmsSettings, "publicUrl">) =>
  `${settings.publicUrl}${callbackPath}`;

/** The GitHub REST API root the editor talks to: api.github.com, or a GitHub Enterprise Server's. */
export const apiRoot = (settings: Pick<CmsSettings, "githubUrl">) =>
  settings.githubUrl === GITHUB_WEB ? GITHUB_API : `${settings.githubUrl}/api/v3`;

/**
 * The page GitHub sends the sign-in window back to. It announces itself to
 * the editor that opened it, and gives the result only to a window of this
 * origin that answers, as the editors' protocol wants; the editor then
 * closes it. Opened any other way, it says what happened and where to go.
 */
export function callbackPage(outcome: Outcome): { html: string; script: string } {
  const ok = "token" in outcome;
  const content = ok
    ? { provider: PROVIDER, token: outcome.token }
    : { provider: PROVIDER, error: outcome.error };
  const message = `authorization:${PROVIDER}:${ok ? "success" : "error"}:${JSON.stringify(content)}`;
  const script = `(() => {
  const message = ${scriptJson(message)};
  const opener = window.opener;
  if (!opener) return;
  window.addEventListener("message", (event) => {
    if (event.origin === location.origin && event.data === "authorizing:${PROVIDER}") {
      opener.postMessage(message, location.origin);
    }
  });
  opener.postMessage("authorizing:${PROVIDER}", location.origin);
})();`;
  const heading = ok ? "Signed in" : "Sign-in failed";
  const text = ok
    ? "You are signed in. This window closes by itself; if it stays open, close it and go back to the editor."
    : outcome.error;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading}: site editor</title></head><body><main><h1>${heading}</h1><p id="status">${escapeHtml(text)}</p><p><a href="${editorPath}">Back to the editor</a></p></main><script>${script}</script></body></html>`;
  return { html, script };
}

function sendCallbackPage(reply: FastifyReply, outcome: Outcome, settings: CmsSettings) {
  if (!("token" in outcome)) {
    reply.request.log.warn({ errorCode: outcome.errorCode }, `Editor sign-in: ${outcome.log}`);
  }
  const { html, script } = callbackPage(outcome);
  return reply
    .header(
      "content-security-policy",
      `default-src 'none'; script-src ${cspHash(script)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", "noindex")
    .header("set-cookie", stateCookie("", 0, settings, reply.request))
    .type("text/html; charset=utf-8")
    .send(html);
}

function stateCookie(
  value: string,
  maxAge: number,
  settings: CmsSettings,
  request: FastifyRequest,
): string {
  const https = settings.publicUrl.startsWith("https:") || request.protocol === "https";
  return [
    `${STATE_COOKIE}=${value}`,
    `Path=${apiPaths.cms}/`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    // Lax: the cookie comes back with GitHub's top-level redirect to the callback.
    "SameSite=Lax",
    ...(https ? ["Secure"] : []),
  ].join("; ");
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The sign-in's `state`: a random value and the time it was issued, signed
 * with a key derived from the app's secret, so that only this server can
 * make one that the callback accepts, and only for STATE_MAX_AGE seconds.
 */
export function stateSigner(clientSecret: string, now: () => number = Date.now) {
  const key = createHmac("sha256", clientSecret).update("cms-oauth-state").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    issue(): string {
      const payload = `${randomBytes(24).toString("base64url")}.${Math.floor(now() / 1000)}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The state's random value when it is this server's and still fresh; undefined otherwise. */
    verify(state: string): string | undefined {
      const match = /^([\w-]{32})\.(\d{1,12})\.([\w-]{43})$/.exec(state);
      if (!match) return undefined;
      const [, nonce, issued, signature] = match as unknown as [string, string, string, string];
      if (!equal(signature, sign(`${nonce}.${issued}`))) return undefined;
      const age = Math.floor(now() / 1000) - Number(issued);
      return age >= 0 && age <= STATE_MAX_AGE ? nonce : undefined;
    },
  };
}

/** States already used, until they would have expired anyway: a callback works once. */
function spentStates(now: () => number = Date.now) {
  const spent = new Map<string, number>();
  return {
    /** True the first time a nonce is spent, false after. */
    spend(nonce: string): boolean {
      const time = now();
      for (const [key, expires] of spent) if (expires < time) spent.delete(key);
      if (spent.has(nonce)) return false;
      spent.set(nonce, time + STATE_MAX_AGE * 1000);
      return true;
    },
  };
}

const retry = "Please sign in again.";

/** The code for a token, from GitHub; a failure the editor can show otherwise. */
async function exchangeCode(settings: CmsSettings, code: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(new URL("/login/oauth/access_token", settings.githubUrl), {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: callbackUrl(settings),
      }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    return {
      error: timedOut
        ? `GitHub did not answer within ${EXCHANGE_TIMEOUT_MS / 1000} seconds. ${retry}`
        : `GitHub could not be reached. ${retry}`,
      errorCode: "TOKEN_REQUEST_FAILED",
      log: timedOut
        ? "GitHub's token endpoint did not answer in time"
        : `GitHub's token endpoint could not be reached (${(error as Error).name})`,
    };
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    return {
      error: `GitHub's answer broke off. ${retry}`,
      errorCode: "TOKEN_REQUEST_FAILED",
      log: `GitHub's token endpoint's answer broke off (status ${response.status})`,
    };
  }
  if (!response.ok) {
    return {
      error: `GitHub answered with an error (${response.status}). ${retry} If it happens again, GitHub may be down: see githubstatus.com.`,
      errorCode: "TOKEN_REQUEST_FAILED",
      log: `GitHub's token endpoint answered ${response.status}`,
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return {
      error: `GitHub answered something the editor cannot read. ${retry} If it happens again, check CMS_GITHUB_URL.`,
      errorCode: "MALFORMED_RESPONSE",
      log: `GitHub's token endpoint answered something other than a JSON object (status ${response.status}, ${response.headers.get("content-type") ?? "no type"})`,
    };
  }
  const answer = body as { access_token?: unknown; error?: unknown; error_description?: unknown };
  if (typeof answer.access_token === "string" && answer.access_token !== "") {
    return { token: answer.access_token };
  }
  // GitHub's error names are not secret ("bad_verification_code"); its description neither.
  const name = typeof answer.error === "string" ? answer.error.slice(0, 100) : "no token";
  return {
    error:
      typeof answer.error_description === "string"
        ? `GitHub refused the sign-in: ${answer.error_description.slice(0, 300)} ${retry}`
        : `GitHub refused the sign-in. ${retry}`,
    errorCode: "TOKEN_REQUEST_FAILED",
    log: `GitHub refused the sign-in code (${name})`,
  };
}

/**
 * The hosting table with the editor's policy widened to a GitHub Enterprise
 * Server: its API and avatars live on its own origin, which the build
 * cannot know. With github.com the table is returned as it is.
 */
export function withEditorOrigins(table: HostingTable, settings: CmsSettings | null): HostingTable {
  if (!settings || settings.githubUrl === GITHUB_WEB) return table;
  const origin = settings.githubUrl;
  const widen = (policy: string) =>
    policy
      .split("; ")
      .map((directive) =>
        /^(?:connect-src|img-src) /.test(directive) ? `${directive} ${origin}` : directive,
      )
      .join("; ");
  return {
    ...table,
    headers: table.headers.map((rule) =>
      rule.for === editorPath && rule.headers["Content-Security-Policy"]
        ? {
            ...rule,
            headers: {
              ...rule.headers,
              "Content-Security-Policy": widen(rule.headers["Content-Security-Policy"]),
            },
          }
        : rule,
    ),
  };
}

/** /api/cms/config, /api/cms/auth and /api/cms/callback, or 404 everywhere without settings. */
export async function cmsAuth(
  app: FastifyInstance,
  { settings }: { settings: CmsSettings | null },
) {
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .header("cache-control", "no-store")
      .type("text/plain; charset=utf-8")
      .send("Not found\n");

  if (!settings) {
    app.all(apiPaths.cms, notFound);
    app.all(`${apiPaths.cms}/*`, notFound);
    return;
  }

  app.log.info(
    { callback: callbackUrl(settings), github: settings.githubUrl },
    "Editor sign-in with GitHub is on: the OAuth app's callback URL must be exactly this callback",
  );
  const states = stateSigner(settings.clientSecret);
  const spent = spentStates();

  // Where the editor's files are: the repository and branch it commits to, and the API it talks to.
  app.get(`${apiPaths.cms}/config`, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return {
      backend: {
        name: PROVIDER,
        repo: settings.repo,
        branch: settings.branch,
        // A GitHub Enterprise Server's REST and GraphQL roots (the editor's own guess for GraphQL is wrong).
        ...(settings.githubUrl === GITHUB_WEB
          ? {}
          : { api_root: apiRoot(settings), graphql_api_root: `${settings.githubUrl}/api/graphql` }),
      },
    };
  });

  app.get(`${apiPaths.cms}/auth`, async (request, reply) => {
    const { provider } = request.query as { provider?: unknown };
    if (provider !== undefined && provider !== PROVIDER) {
      return sendCallbackPage(
        reply,
        {
          error: "This server signs in with GitHub only.",
          errorCode: "UNSUPPORTED_BACKEND",
          log: "the editor asked for another provider than GitHub",
        },
        settings,
      );
    }
    const state = states.issue();
    const target = new URL("/login/oauth/authorize", settings.githubUrl);
    target.search = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: callbackUrl(settings),
      // Private repositories need `repo`; the editor reads and commits files, nothing else.
      scope: "repo",
      state,
      allow_signup: "false",
    }).toString();
    return reply
      .header("set-cookie", stateCookie(state, STATE_MAX_AGE, settings, request))
      .header("cache-control", "no-store")
      .redirect(target.href, 302);
  });

  app.get(callbackPath, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const cookie = cookieValue(request, STATE_COOKIE);
    const state = typeof query.state === "string" ? query.state : "";
    const nonce = cookie && state && equal(cookie, state) ? states.verify(state) : undefined;
    if (!nonce || !spent.spend(nonce)) {
      return sendCallbackPage(
        reply,
        {
          error:
            "This sign-in did not start in this browser, took longer than 10 minutes, or was already used. Please sign in again.",
          errorCode: "CSRF_DETECTED",
          log: !cookie
            ? "refused a callback without the state cookie"
            : nonce
              ? "refused a callback whose state was already used"
              : "refused a callback whose state does not match this browser's, or is not this server's, or expired",
        },
        settings,
      );
    }
    if (typeof query.error === "string") {
      return sendCallbackPage(
        reply,
        {
          error:
            query.error === "access_denied"
              ? "Access to GitHub was denied: the editor needs it to save your changes. Sign in again and choose Authorize."
              : `GitHub did not sign you in (${query.error.slice(0, 100)}). ${retry}`,
          errorCode: "AUTH_CODE_REQUEST_FAILED",
          log: `GitHub sent back an error instead of a code (${query.error.slice(0, 100)})`,
        },
        settings,
      );
    }
    if (typeof query.code !== "string" || query.code === "") {
      return sendCallbackPage(
        reply,
        {
          error: `GitHub sent no sign-in code. ${retry}`,
          errorCode: "AUTH_CODE_REQUEST_FAILED",
          log: "GitHub sent back neither a code nor an error",
        },
        settings,
      );
    }
    return sendCallbackPage(reply, await exchangeCode(settings, query.code), settings);
  });

  app.all(`${apiPaths.cms}/*`, notFound);
}
