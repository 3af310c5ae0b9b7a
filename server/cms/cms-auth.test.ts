// @vitest-environment node
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { ConfigError, configFromEnv } from "../http/config.ts";
import {
  fakeClient,
  fakeToken,
  goodCode,
  startFakeGitHub,
  type FakeGitHub,
} from "../test-utils/fake-github.ts";
import { createFixtureBuild, fixtureFiles } from "../test-utils/fixture-site.ts";
import { spawnServer, type ServerProcess } from "../test-utils/server-process.ts";
import { freePort } from "../test-utils/free-port.ts";
import { sharedFixtureBuild, startTestServer, tempDir } from "../test-utils/test-server.ts";

import { callbackPage, STATE_MAX_AGE, stateSigner } from "./cms-auth.ts";

/**
 * The editor's GitHub sign-in against a local fake of GitHub's OAuth server
 * (server/test-utils/fake-github.ts), through the real server: a good
 * code, a bad state, a denied request, a refused code, GitHub down; and 404
 * everywhere under /api/cms without the settings.
 */

const settings = (github: Pick<FakeGitHub, "origin">, publicUrl: string) => ({
  clientId: fakeClient.id,
  clientSecret: fakeClient.secret,
  repo: "flexpack/website",
  branch: "main",
  githubUrl: github.origin,
  publicUrl,
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

/**
 * The browser's part: /api/cms/auth, GitHub's page, back to the callback
 * with the cookie (or another cookie, or another state, as told).
 */
async function signIn(
  origin: string,
  { cookie, state, host }: { cookie?: string; state?: string; host?: string } = {},
) {
  const start = await get(`${origin}/api/cms/auth?provider=github&site_id=localhost&scope=repo`, {
    ...(host ? { host } : {}),
  });
  const setCookie = start.headers.get("set-cookie") ?? "";
  const stateCookie = cookie ?? setCookie.split(";")[0]!;
  const atGitHub = await get(start.headers.get("location")!);
  const back = new URL(atGitHub.headers.get("location")!);
  if (state) back.searchParams.set("state", state);
  const callback = back.href;
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
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const server = await startTestServer({ port, cms: settings(github, origin) });
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
    // The fake is not github.com, so it is treated as a GitHub Enterprise Server.
    expect(await response.json()).toEqual({
      backend: {
        name: "github",
        repo: "flexpack/website",
        branch: "main",
        api_root: `${github.origin}/api/v3`,
        graphql_api_root: `${github.origin}/api/graphql`,
      },
    });
  });

  it("keeps the sign-in window the editor's: every /api/cms answer has the opener policy unsafe-none", async () => {
    const { start, answer } = await signIn(origin);
    const answers = [
      await fetch(`${origin}/api/cms/config`),
      start,
      answer,
      await get(`${origin}/api/cms/callback?code=x&state=y`),
      await get(`${origin}/api/cms/unknown`),
      await fetch(`${origin}/api/cms/auth`, { method: "POST" }),
    ];
    for (const response of answers) {
      expect(response.headers.get("cross-origin-opener-policy"), response.url).toBe("unsafe-none");
      expect(response.headers.get("cache-control"), response.url).toBe("no-store");
    }
    // Every page of the site keeps its own.
    for (const path of ["/", "/admin"]) {
      const page = await get(`${origin}${path}`);
      expect(page.headers.get("cross-origin-opener-policy"), path).toMatch(/^same-origin/);
    }
  });

  it("a good code: the window gets the token, for this origin only, and the state is spent", async () => {
    const { start, setCookie, callback, answer, html } = await signIn(origin);
    // To GitHub, with the app's ID, this server's callback and a fresh signed state in a cookie.
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.origin + authorize.pathname).toBe(`${github.origin}/login/oauth/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe(fakeClient.id);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${origin}/api/cms/callback`);
    expect(authorize.searchParams.get("scope")).toBe("repo");
    const state = authorize.searchParams.get("state")!;
    expect(state).toMatch(/^[\w-]{32}\.\d+\.[\w-]{43}$/);
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
    // The page's one script runs by hash; nothing is cached; the cookie is cleared.
    const { script } = callbackPage({ token: fakeToken });
    const hash = createHash("sha256").update(script).digest("base64");
    expect(answer.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    expect(answer.headers.get("set-cookie")).toContain(
      "cms_oauth_state=; Path=/api/cms/; Max-Age=0",
    );

    // The same callback again, with the cookie spent: refused.
    const replay = await get(callback);
    expect(resultOf(await replay.text()).error).toMatch(/did not start in this browser/);
    // Replayed with the cookie too (copied from the first browser): refused, the state is spent.
    const replayWithCookie = await get(callback, { cookie: setCookie.split(";")[0]! });
    expect(resultOf(await replayWithCookie.text()).error).toMatch(/already used/);
    expect(github.tokenRequests).toHaveLength(1);
  });

  it("builds the callback from the configured address, whatever Host the request names", async () => {
    const { start, html } = await signIn(origin, { host: "evil.example" });
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${origin}/api/cms/callback`);
    expect(github.tokenRequests.map((request) => request.redirect_uri)).toEqual([
      `${origin}/api/cms/callback`,
    ]);
    expect(resultOf(html).kind).toBe("success");
  });

  it("a state that matches its cookie but is not this server's: refused before any code reaches GitHub", async () => {
    // Well formed, the same in the cookie and the URL, but signed with another key.
    const forged = stateSigner("another-secret").issue();
    const { html } = await signIn(origin, { state: forged, cookie: `cms_oauth_state=${forged}` });
    expect(resultOf(html)).toMatchObject({ kind: "error" });
    expect(resultOf(html).error).toMatch(/Please sign in again\./);
    expect(github.tokenRequests).toEqual([]);
    // Another browser's cookie, and no cookie at all (a link someone was sent): refused the same way.
    const { html: other } = await signIn(origin, { cookie: "cms_oauth_state=another-browsers" });
    expect(resultOf(other).kind).toBe("error");
    const stranger = await get(`${origin}/api/cms/callback?code=${goodCode}&state=abc`);
    expect(resultOf(await stranger.text()).kind).toBe("error");
    expect(github.tokenRequests).toEqual([]);
  });

  it("a denied request: the editor says so, and no code is exchanged", async () => {
    github.answer = "deny";
    const { html, answer } = await signIn(origin);
    expect(resultOf(html)).toEqual({
      kind: "error",
      provider: "github",
      error:
        "Access to GitHub was denied: the editor needs it to save your changes. Sign in again and choose Authorize.",
    });
    expect(answer.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(github.tokenRequests).toEqual([]);
  });

  it.each([
    ["refuses the code", { answer: "bad-code" }, /^GitHub refused the sign-in: The code passed/],
    ["answers 503", { tokenEndpoint: "down" }, /^GitHub answered with an error \(503\)/],
    [
      "answers HTML",
      { tokenEndpoint: "malformed" },
      /^GitHub answered something the editor cannot read/,
    ],
    [
      "answers null",
      { tokenEndpoint: "null" },
      /^GitHub answered something the editor cannot read/,
    ],
    [
      "answers nothing",
      { tokenEndpoint: "empty" },
      /^GitHub answered something the editor cannot read/,
    ],
    ["hangs up", { tokenEndpoint: "hang-up" }, /^GitHub could not be reached/],
  ] as const)(
    "GitHub's token endpoint %s: the server's own page, no-store, the cookie cleared, never a token",
    async (_case, fault, message) => {
      Object.assign(github, fault);
      const { answer, html } = await signIn(origin);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("set-cookie")).toContain(
        "cms_oauth_state=; Path=/api/cms/; Max-Age=0",
      );
      const result = resultOf(html);
      expect(result.kind).toBe("error");
      expect(result.token).toBeUndefined();
      expect(result.error).toMatch(message);
      expect(result.error).toMatch(/Please sign in again\./);
      // The window itself says it too, for a staff member who opened it some other way.
      expect(html).toContain("<h1>Sign-in failed</h1>");
    },
  );

  it("signs in with GitHub only", async () => {
    const response = await get(`${origin}/api/cms/auth?provider=gitlab`);
    expect(response.status).toBe(200);
    expect(resultOf(await response.text()).error).toBe("This server signs in with GitHub only.");
  });

  it("keeps a message from closing its script element", () => {
    const { html } = callbackPage({
      error: "</script><script>alert(1)</script>",
      errorCode: "TOKEN_REQUEST_FAILED",
      log: "test",
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(resultOf(html).error).toBe("</script><script>alert(1)</script>");
  });
});

describe("the signed state", () => {
  it("is accepted once made here and fresh; refused tampered, foreign or older than 10 minutes", () => {
    let now = Date.UTC(2026, 10, 27, 9);
    const signer = stateSigner("secret", () => now);
    const state = signer.issue();
    expect(signer.verify(state)).toMatch(/^[\w-]{32}$/);
    const [nonce, issued, signature] = state.split(".") as [string, string, string];
    expect(signer.verify(`${nonce}.${Number(issued) - 1}.${signature}`)).toBeUndefined();
    expect(signer.verify(`${"A".repeat(32)}.${issued}.${signature}`)).toBeUndefined();
    expect(stateSigner("another secret", () => now).verify(state)).toBeUndefined();
    expect(signer.verify("")).toBeUndefined();
    now += STATE_MAX_AGE * 1000;
    expect(signer.verify(state)).toBe(nonce);
    now += 1000;
    expect(signer.verify(state)).toBeUndefined();
  });
});

describe("behind an HTTPS proxy", () => {
  let github: FakeGitHub;
  let origin: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    github = await startFakeGitHub();
    const server = await startTestServer({
      trustProxy: "loopback",
      cms: settings(github, "https://www.flexpack.example"),
    });
    origin = server.origin;
    close = () => server.app.close();
  });
  afterAll(async () => {
    await close();
    await github.close();
  });

  it("sends GitHub the public https callback and marks the state cookie Secure", async () => {
    const start = await get(`${origin}/api/cms/auth?provider=github`, {
      "x-forwarded-proto": "https",
      host: "internal:8080",
    });
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.searchParams.get("redirect_uri")).toBe(
      "https://www.flexpack.example/api/cms/callback",
    );
    expect(start.headers.get("set-cookie")).toMatch(/; Secure$/);
  });
});

describe("with a GitHub Enterprise Server", () => {
  it("gives the editor its API root and lets the editor's policy reach it", async () => {
    const buildDir = await createFixtureBuild({
      ...fixtureFiles,
      // Like the editor's page: one module, no inline code.
      "admin/index.html":
        '<!doctype html><html lang="en"><head><title>Site editor</title></head><body><script type="module" src="/assets/entry-DF5GAwUY.js"></script></body></html>',
    });
    const server = await startTestServer({
      buildDir,
      cms: {
        ...settings({ origin: "https://git.example.com" }, "http://127.0.0.1"),
        githubUrl: "https://git.example.com",
      },
    });
    try {
      const config = await (await fetch(`${server.origin}/api/cms/config`)).json();
      expect(config).toEqual({
        backend: {
          name: "github",
          repo: "flexpack/website",
          branch: "main",
          api_root: "https://git.example.com/api/v3",
          graphql_api_root: "https://git.example.com/api/graphql",
        },
      });
      const policy = (await get(`${server.origin}/admin`)).headers.get("content-security-policy")!;
      expect(policy).toMatch(/connect-src [^;]*https:\/\/git\.example\.com/);
      expect(policy).toMatch(/img-src [^;]*https:\/\/git\.example\.com/);
      // The site's pages are not widened.
      const home = (await get(`${server.origin}/`)).headers.get("content-security-policy")!;
      expect(home).not.toContain("git.example.com");
    } finally {
      await server.app.close();
      await rm(buildDir, { recursive: true, force: true });
    }
  });
});

describe("the server process", () => {
  let github: FakeGitHub;
  let server: ServerProcess;
  beforeAll(async () => {
    github = await startFakeGitHub();
    const port = await freePort();
    server = await spawnServer({
      PORT: String(port),
      CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
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
    // One line per failure, saying what failed; the callback address to register at start.
    expect(output).toContain(`"callback":"${server.origin}/api/cms/callback"`);
    expect(output).toContain("GitHub refused the sign-in code (bad_verification_code)");
    expect(output).toContain("GitHub sent back an error instead of a code (access_denied)");
    expect(output).toContain("state does not match");
    expect(output).toContain("GitHub's token endpoint answered 503");
    expect(output.match(/Editor sign-in: /g)).toHaveLength(4);
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
      publicUrl: "https://www.flexpack.example",
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

  it("make the callback from CMS_PUBLIC_URL, else SITE_URL: an https origin, or loopback", () => {
    expect(configFromEnv({ ...env, SITE_URL: "https://flexpack.example/" }).cms?.publicUrl).toBe(
      "https://flexpack.example",
    );
    expect(
      configFromEnv({
        ...env,
        SITE_URL: "https://flexpack.example",
        CMS_PUBLIC_URL: "https://edit.flexpack.example/admin",
      }).cms?.publicUrl,
    ).toBe("https://edit.flexpack.example");
    expect(configFromEnv({ ...env, CMS_PUBLIC_URL: "http://127.0.0.1:3000" }).cms?.publicUrl).toBe(
      "http://127.0.0.1:3000",
    );
    expect(() => configFromEnv({ ...env, CMS_PUBLIC_URL: "http://flexpack.example" })).toThrow(
      /CMS_PUBLIC_URL must start with https:\/\//,
    );
    expect(() => configFromEnv({ ...env, CMS_PUBLIC_URL: "flexpack.example" })).toThrow(
      /CMS_PUBLIC_URL must be the site's address/,
    );
  });
});
