import { randomBytes, timingSafeEqual } from "node:crypto";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { editorApi } from "../app/content/paths.ts";
import { scriptJson } from "../app/lib/script-json.ts";

import { cspHash } from "./csp-hash.ts";

/**
 * The editor's sign-in with GitHub (server side of the OAuth web flow that
 * Sveltia CMS and Decap CMS use): /admin opens /api/cms/auth in a window,
 * which sends the editor to GitHub with a one-time `state` kept in a cookie;
 * GitHub sends them back to /api/cms/callback with a code, which this server
 * exchanges for a token with the app's secret, and the window hands the
 * token to /admin (same origin only) and closes. Without the settings
 * (CMS_GITHUB_*), every /api/cms path answers 404. Nothing secret is
 * logged: not the code, the state, the token or the secret.
 */

export interface CmsSettings {
  /** The GitHub OAuth app's client ID and secret. */
  clientId: string;
  clientSecret: string;
  /** The repository the editor commits to: "owner/name". */
  repo: string;
  branch: string;
  /** GitHub's web origin: https://github.com, or a GitHub Enterprise Server. */
  githubUrl: string;
}

const PROVIDER = "github";
const STATE_COOKIE = "cms_oauth_state";
const STATE_MAX_AGE = 600;
const EXCHANGE_TIMEOUT_MS = 10_000;

/** The error codes Sveltia CMS translates; `error` is shown where it has none. */
type ErrorCode =
  | "UNSUPPORTED_BACKEND"
  | "AUTH_CODE_REQUEST_FAILED"
  | "CSRF_DETECTED"
  | "TOKEN_REQUEST_FAILED"
  | "MALFORMED_RESPONSE";

type Outcome = { token: string } | { error: string; errorCode: ErrorCode };

/**
 * The page GitHub sends the sign-in window back to. It announces itself to
 * the editor that opened it, and gives the result only to a window of this
 * origin that answers, as the editors' protocol wants.
 */
export function callbackPage(outcome: Outcome): { html: string; script: string } {
  const result = "token" in outcome ? "success" : "error";
  const content =
    "token" in outcome
      ? { provider: PROVIDER, token: outcome.token }
      : { provider: PROVIDER, error: outcome.error, errorCode: outcome.errorCode };
  const message = `authorization:${PROVIDER}:${result}:${JSON.stringify(content)}`;
  const script = `(() => {
  const message = ${scriptJson(message)};
  const opener = window.opener;
  if (!opener) {
    document.getElementById("status").textContent = "Open the editor at /admin and sign in from there.";
    return;
  }
  window.addEventListener("message", (event) => {
    if (event.origin === location.origin && event.data === "authorizing:${PROVIDER}") {
      opener.postMessage(message, location.origin);
    }
  });
  opener.postMessage("authorizing:${PROVIDER}", location.origin);
})();`;
  const status = "token" in outcome ? "Signed in: back to the editor…" : "Sign-in failed.";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Site editor sign-in</title></head><body><p id="status">${status}</p><script>${script}</script></body></html>`;
  return { html, script };
}

function sendCallbackPage(reply: FastifyReply, outcome: Outcome) {
  const { html, script } = callbackPage(outcome);
  return (
    reply
      .header(
        "content-security-policy",
        `default-src 'none'; script-src ${cspHash(script)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      // The window must stay in the editor's browsing context group to answer it.
      .header("cross-origin-opener-policy", "unsafe-none")
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header("x-robots-tag", "noindex")
      .header("set-cookie", stateCookie("", 0, reply.request))
      .type("text/html; charset=utf-8")
      .send(html)
  );
}

function stateCookie(value: string, maxAge: number, request: FastifyRequest): string {
  return [
    `${STATE_COOKIE}=${value}`,
    `Path=${editorApi}/`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    // Lax: the cookie comes back with GitHub's top-level redirect to the callback.
    "SameSite=Lax",
    ...(request.protocol === "https" ? ["Secure"] : []),
  ].join("; ");
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

function sameState(expected: string | undefined, received: unknown): boolean {
  if (!expected || typeof received !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

const callbackUrl = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}${editorApi}/callback`;

/** The code for a token, from GitHub; an error the editor can show otherwise. */
async function exchangeCode(
  settings: CmsSettings,
  code: string,
  redirectUri: string,
  log: FastifyRequest["log"],
): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(new URL("/login/oauth/access_token", settings.githubUrl), {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    log.warn({ reason: (error as Error).name }, "GitHub's token endpoint did not answer");
    return {
      error: "GitHub did not answer: try again in a moment.",
      errorCode: "TOKEN_REQUEST_FAILED",
    };
  }
  if (!response.ok) {
    log.warn({ status: response.status }, "GitHub's token endpoint answered with an error status");
    return {
      error: `GitHub answered ${response.status}: try again in a moment.`,
      errorCode: "TOKEN_REQUEST_FAILED",
    };
  }
  let body: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    log.warn(
      { status: response.status },
      "GitHub's token endpoint answered something else than JSON",
    );
    return { error: "GitHub answered something unexpected.", errorCode: "MALFORMED_RESPONSE" };
  }
  if (typeof body.access_token === "string" && body.access_token !== "") {
    return { token: body.access_token };
  }
  // GitHub's error names are not secret ("bad_verification_code"); its description neither.
  log.warn(
    { status: response.status, error: typeof body.error === "string" ? body.error : undefined },
    "GitHub refused the sign-in code",
  );
  return {
    error:
      typeof body.error_description === "string"
        ? `GitHub refused the sign-in: ${body.error_description}`
        : "GitHub refused the sign-in.",
    errorCode: "TOKEN_REQUEST_FAILED",
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
    app.all(editorApi, notFound);
    app.all(`${editorApi}/*`, notFound);
    return;
  }

  // Where the editor's files are: the repository and branch it commits to.
  app.get(`${editorApi}/config`, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { backend: { name: PROVIDER, repo: settings.repo, branch: settings.branch } };
  });

  app.get(`${editorApi}/auth`, async (request, reply) => {
    const { provider } = request.query as { provider?: unknown };
    if (provider !== undefined && provider !== PROVIDER) {
      return sendCallbackPage(reply, {
        error: "This server signs in with GitHub only.",
        errorCode: "UNSUPPORTED_BACKEND",
      });
    }
    const state = randomBytes(32).toString("base64url");
    const target = new URL("/login/oauth/authorize", settings.githubUrl);
    target.search = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: callbackUrl(request),
      // Private repositories need `repo`; the editor reads and commits files, nothing else.
      scope: "repo",
      state,
      allow_signup: "false",
    }).toString();
    return reply
      .header("set-cookie", stateCookie(state, STATE_MAX_AGE, request))
      .header("cache-control", "no-store")
      .redirect(target.href, 302);
  });

  app.get(`${editorApi}/callback`, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (!sameState(cookieValue(request, STATE_COOKIE), query.state)) {
      request.log.warn(
        "Editor sign-in refused: the state does not match the one this browser was given",
      );
      return sendCallbackPage(reply, {
        error: "The sign-in did not start here, or took too long: sign in again from /admin.",
        errorCode: "CSRF_DETECTED",
      });
    }
    if (typeof query.error === "string") {
      return sendCallbackPage(reply, {
        error:
          query.error === "access_denied"
            ? "Access to GitHub was denied: the editor needs it to save your changes."
            : `GitHub did not sign you in (${query.error}).`,
        errorCode: "AUTH_CODE_REQUEST_FAILED",
      });
    }
    if (typeof query.code !== "string" || query.code === "") {
      return sendCallbackPage(reply, {
        error: "GitHub sent no sign-in code.",
        errorCode: "AUTH_CODE_REQUEST_FAILED",
      });
    }
    return sendCallbackPage(
      reply,
      await exchangeCode(settings, query.code, callbackUrl(request), request.log),
    );
  });

  app.all(`${editorApi}/*`, notFound);
}
