// @vitest-environment node
import { createHash } from "node:crypto";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { callbackPage } from "./cms-auth.ts";
import { ConfigError, configFromEnv } from "./config.ts";
import {
  fakeClient,
  fakeToken,
  goodCode,
  startFakeGitHub,
  type FakeGitHub,
} from "./test-support/fake-github.ts";
import { spawnServer, type ServerProcess } from "./test-support/server-process.ts";
import { sharedFixtureBuild, startTestServer, tempDir } from "./test-support/test-server.ts";

/**
 * The editor's GitHub sign-in against a local fake of GitHub's OAuth server
 * (server/test-support/fake-github.ts), through the real server: a good
 * code, a bad state, a denied request, a refused code, GitHub down; and 404
 * everywhere under /api/cms without the settings.
 */

const settings = (github: FakeGitHub) => ({
  clientId: fakeClient.id,
  clientSecret: fakeClient.secret,
  repo: "flexpack/website",
  branch: "main",
  githubUrl: github.origin,
});

/** What the sign-in window receives: the page's message to the editor. */
function messageOf(html: string): string {
  const match = /const message = ("(?:[^"\\]|\\.)*");/.exec(html);
  if (!match) throw new Error(`No message in ${html}`);
  return JSON.parse(match[1]!) as string;
}

function resultOf(html: string) {
  const message = messageOf(html);
  const [, kind, json] = /^authorization:github:(success|error):(.*)$/s.exec(message) ?? [];
  return { kind, ...(JSON.parse(json!) as Record<string, string>) } as Record<string, string>;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { redirect: "manual", headers });

/** The browser's part: /api/cms/auth, GitHub's page, back to the callback with the cookie. */
async function signIn(origin: string, { cookie }: { cookie?: string } = {}) {
  const start = await get(`${origin}/api/cms/auth?provider=github&site_id=localhost&scope=repo`);
  const setCookie = start.headers.get("set-cookie") ?? "";
  const stateCookie = cookie ?? setCookie.split(";")[0]!;
  const atGitHub = await get(start.headers.get("location")!);
  const callback = atGitHub.headers.get("location")!;
  const answer = await get(callback, { cookie: stateCookie });
  return { start, setCookie, callback, answer, html: await answer.text() };
}

describe("without CMS_GITHUB_* settings", () => {
  let origin: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const server = await startTestServer();
    origin = server.origin;
    close = () => server.app.close();
  });
  afterAll(() => close());

  it("answers 404 on every /api/cms path, whatever the method", async () => {
    for (const path of [
      "/api/cms",
      "/api/cms/config",
      "/api/cms/auth",
      "/api/cms/callback",
      "/api/cms/x",
    ]) {
      for (const method of ["GET", "POST"]) {
        const response = await fetch(`${origin}${path}`, { method, redirect: "manual" });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
  });
});

describe("with the settings, against a fake GitHub", () => {
  let github: FakeGitHub;
  let origin: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    github = await startFakeGitHub();
    const server = await startTestServer({ cms: settings(github) });
    origin = server.origin;
    close = () => server.app.close();
  });
  afterEach(() => {
    github.answer = "approve";
    github.tokenEndpoint = "ok";
    github.tokenRequests.length = 0;
  });
  afterAll(async () => {
    await close();
    await github.close();
  });

  it("tells the editor which repository and branch it edits", async () => {
    const response = await fetch(`${origin}/api/cms/config`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      backend: { name: "github", repo: "flexpack/website", branch: "main" },
    });
  });

  it("a good code: the window gets the token, for this origin only, and the state is spent", async () => {
    const { start, setCookie, callback, answer, html } = await signIn(origin);
    // To GitHub, with the app's ID, this server's callback and a fresh state in a cookie.
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.origin + authorize.pathname).toBe(`${github.origin}/login/oauth/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe(fakeClient.id);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${origin}/api/cms/callback`);
    expect(authorize.searchParams.get("scope")).toBe("repo");
    const state = authorize.searchParams.get("state")!;
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(authorize.href).not.toContain(fakeClient.secret);
    expect(setCookie).toBe(
      `cms_oauth_state=${state}; Path=/api/cms/; Max-Age=600; HttpOnly; SameSite=Lax`,
    );
    expect(new URL(callback).searchParams.get("code")).toBe(goodCode);

    // The code is exchanged with the secret, server to server.
    expect(github.tokenRequests).toEqual([
      {
        client_id: fakeClient.id,
        client_secret: fakeClient.secret,
        code: goodCode,
        redirect_uri: `${origin}/api/cms/callback`,
      },
    ]);
    expect(answer.status).toBe(200);
    expect(resultOf(html)).toEqual({ kind: "success", provider: "github", token: fakeToken });
    // Posted to this origin only, and only after an answer from a window of this origin.
    expect(html).toContain('opener.postMessage("authorizing:github", location.origin)');
    expect(html).toContain("event.origin === location.origin");
    expect(html).not.toContain('"*"');
    // The page's one script runs by hash; the window stays the editor's; nothing is cached.
    const { script } = callbackPage({ token: fakeToken });
    const hash = createHash("sha256").update(script).digest("base64");
    expect(answer.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(answer.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    expect(answer.headers.get("set-cookie")).toContain(
      "cms_oauth_state=; Path=/api/cms/; Max-Age=0",
    );

    // The same callback again, with the cookie spent: refused.
    const replay = await get(callback);
    expect(resultOf(await replay.text())).toMatchObject({
      kind: "error",
      errorCode: "CSRF_DETECTED",
    });
    expect(github.tokenRequests).toHaveLength(1);
  });

  it("a bad state: refused before any code reaches GitHub", async () => {
    const { html } = await signIn(origin, { cookie: "cms_oauth_state=another-browsers-state" });
    expect(resultOf(html)).toMatchObject({ kind: "error", errorCode: "CSRF_DETECTED" });
    expect(resultOf(html).error).toMatch(/sign in again from \/admin/);
    expect(github.tokenRequests).toEqual([]);
    // No cookie at all (a link someone was sent) is refused the same way.
    const stranger = await get(`${origin}/api/cms/callback?code=${goodCode}&state=abc`);
    expect(resultOf(await stranger.text())).toMatchObject({ errorCode: "CSRF_DETECTED" });
    expect(github.tokenRequests).toEqual([]);
  });

  it("a denied request: the editor says so, and no code is exchanged", async () => {
    github.answer = "deny";
    const { html } = await signIn(origin);
    expect(resultOf(html)).toEqual({
      kind: "error",
      provider: "github",
      error: "Access to GitHub was denied: the editor needs it to save your changes.",
      errorCode: "AUTH_CODE_REQUEST_FAILED",
    });
    expect(github.tokenRequests).toEqual([]);
  });

  it("a code GitHub refuses, GitHub down, or an answer that is not JSON: an error, never a token", async () => {
    github.answer = "bad-code";
    expect(resultOf((await signIn(origin)).html)).toMatchObject({
      kind: "error",
      errorCode: "TOKEN_REQUEST_FAILED",
      error: "GitHub refused the sign-in: The code passed is incorrect or expired.",
    });
    github.answer = "approve";
    github.tokenEndpoint = "down";
    expect(resultOf((await signIn(origin)).html)).toMatchObject({
      kind: "error",
      errorCode: "TOKEN_REQUEST_FAILED",
    });
    github.tokenEndpoint = "malformed";
    expect(resultOf((await signIn(origin)).html)).toMatchObject({
      kind: "error",
      errorCode: "MALFORMED_RESPONSE",
    });
  });

  it("signs in with GitHub only", async () => {
    const response = await get(`${origin}/api/cms/auth?provider=gitlab`);
    expect(response.status).toBe(200);
    expect(resultOf(await response.text())).toMatchObject({ errorCode: "UNSUPPORTED_BACKEND" });
  });

  it("keeps a message from closing its script element", () => {
    const { html } = callbackPage({
      error: "</script><script>alert(1)</script>",
      errorCode: "TOKEN_REQUEST_FAILED",
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(resultOf(html).error).toBe("</script><script>alert(1)</script>");
  });
});

describe("the server process", () => {
  let github: FakeGitHub;
  let server: ServerProcess;
  beforeAll(async () => {
    github = await startFakeGitHub();
    server = await spawnServer({
      DATA_DIR: await tempDir("cms-data"),
      BUILD_DIR: await sharedFixtureBuild(),
      LOG_LEVEL: "info",
      CMS_GITHUB_CLIENT_ID: fakeClient.id,
      CMS_GITHUB_CLIENT_SECRET: fakeClient.secret,
      CMS_GITHUB_REPO: "flexpack/website",
      CMS_GITHUB_URL: github.origin,
    });
  });
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    await github.close();
  });

  it("logs no secret, code, state or token, whatever happens", async () => {
    const states: string[] = [];
    for (const answer of ["approve", "bad-code", "deny"] as const) {
      github.answer = answer;
      const { start } = await signIn(server.origin);
      states.push(new URL(start.headers.get("location")!).searchParams.get("state")!);
    }
    await signIn(server.origin, { cookie: "cms_oauth_state=forged" });
    github.tokenEndpoint = "down";
    github.answer = "approve";
    await signIn(server.origin);
    // Give the log lines time to arrive.
    await new Promise((done) => setTimeout(done, 300));
    const output = server.output();
    expect(output).toContain("GitHub refused the sign-in code");
    expect(output).toContain("the state does not match");
    for (const secret of [fakeClient.secret, goodCode, "some-other-code", fakeToken, ...states]) {
      expect(output, secret).not.toContain(secret);
    }
  });
});

describe("CMS_GITHUB_* settings", () => {
  const env = {
    CMS_GITHUB_CLIENT_ID: "id",
    CMS_GITHUB_CLIENT_SECRET: "secret",
    CMS_GITHUB_REPO: "flexpack/website",
  };

  it("are all three or none", () => {
    expect(configFromEnv({}).cms).toBeNull();
    expect(configFromEnv(env).cms).toEqual({
      clientId: "id",
      clientSecret: "secret",
      repo: "flexpack/website",
      branch: "main",
      githubUrl: "https://github.com",
    });
    expect(() => configFromEnv({ CMS_GITHUB_CLIENT_ID: "id" })).toThrow(
      /CMS_GITHUB_CLIENT_SECRET and CMS_GITHUB_REPO too/,
    );
  });

  it("take a branch and a GitHub Enterprise address, over https only", () => {
    expect(
      configFromEnv({
        ...env,
        CMS_GITHUB_BRANCH: "content",
        CMS_GITHUB_URL: "https://git.example.com/",
      }).cms,
    ).toMatchObject({ branch: "content", githubUrl: "https://git.example.com" });
    expect(() => configFromEnv({ ...env, CMS_GITHUB_URL: "http://git.example.com" })).toThrow(
      ConfigError,
    );
    expect(() => configFromEnv({ ...env, CMS_GITHUB_REPO: "website" })).toThrow(/owner\/name/);
  });
});
