import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import type { Route } from "@playwright/test";

import { editorPath } from "../app/content/paths.ts";
import {
  fakeToken,
  fakeClient,
  startFakeGitHub,
  type FakeGitHub,
} from "../server/test-utils/fake-github.ts";
import { spawnServer, type ServerProcess } from "../server/test-utils/server-process.ts";
import { freePort } from "../server/test-utils/free-port.ts";

import { expect, once, test, watchPolicy, type Page } from "./fixtures.ts";

/**
 * The editor's GitHub sign-in as staff go through it, in Chromium: /admin,
 * "Sign In with GitHub", the real popup window through the production
 * server's /api/cms/auth, a local fake of GitHub's authorize page (where the
 * test clicks Authorize), the server's callback exchanging the code with the
 * fake's token endpoint, and back: the popup hands the token to the editor
 * and closes, and the editor lists its collections.
 *
 * The fake is not github.com, so the server names it to the editor as a
 * GitHub Enterprise Server (`api_root`, and the /admin policy widened to its
 * origin): the editor's API calls go to the fake's /api/v3 and /api/graphql,
 * answered inside the test with an empty repository for the signed-in user.
 * The popup's path (the opener policies of /admin, /api/cms/* and the
 * callback) is the same as with github.com.
 */

const root = resolve(import.meta.dirname, "..");
const repo = { owner: "flexpack", name: "website" };

interface Session {
  github: FakeGitHub;
  server: ServerProcess;
  dataDir: string;
}

async function startSession(env: Record<string, string> = {}): Promise<Session> {
  const github = await startFakeGitHub();
  github.confirm = true;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "flexpack-sign-in-"));
  const server = await spawnServer({
    PORT: String(port),
    BUILD_DIR: join(root, "build"),
    DATA_DIR: dataDir,
    CMS_GITHUB_CLIENT_ID: fakeClient.id,
    CMS_GITHUB_CLIENT_SECRET: fakeClient.secret,
    CMS_GITHUB_REPO: `${repo.owner}/${repo.name}`,
    CMS_GITHUB_URL: github.origin,
    CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  return { github, server, dataDir };
}

async function stopSession({ github, server, dataDir }: Session) {
  server.child.kill("SIGTERM");
  await server.exited;
  await github.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * GitHub's API for the signed-in user, as far as the editor asks before it
 * shows its collections: who is signed in, the repository (with push
 * rights) and its last commit, and an empty tree. Every call must carry the
 * token the popup handed over.
 */
async function answerGitHubApi(page: Page, github: FakeGitHub): Promise<string[]> {
  const tokens: string[] = [];
  const commit = "0123456789abcdef0123456789abcdef01234567";
  const answer = async (route: Route) => {
    const request = route.request();
    tokens.push(request.headers().authorization ?? "");
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/api\/v3/, "");
    if (url.pathname === "/api/graphql") {
      const query = (request.postDataJSON() as { query?: string }).query ?? "";
      const repository = {
        id: "R_1",
        defaultBranchRef: { name: "main" },
        ref: {
          name: "main",
          target: {
            oid: commit,
            history: { nodes: [{ oid: commit, message: "Initial commit" }] },
          },
        },
      };
      return route.fulfill({
        json: { data: query.includes("viewer") ? { viewer: { login: "staff" } } : { repository } },
      });
    }
    if (path === "/user") {
      return route.fulfill({
        json: { id: 1, login: "staff", name: "Staff Member", email: "staff@flexpack.example" },
      });
    }
    if (path === `/repos/${repo.owner}/${repo.name}`) {
      return route.fulfill({
        json: {
          id: 1,
          name: repo.name,
          full_name: `${repo.owner}/${repo.name}`,
          default_branch: "main",
          permissions: { admin: false, push: true, pull: true },
        },
      });
    }
    if (path === `/repos/${repo.owner}/${repo.name}/collaborators/staff`) {
      return route.fulfill({ status: 204 });
    }
    if (path.startsWith(`/repos/${repo.owner}/${repo.name}/git/trees/`)) {
      return route.fulfill({ json: { sha: commit, tree: [], truncated: false } });
    }
    if (path.startsWith(`/repos/${repo.owner}/${repo.name}/branches/`)) {
      return route.fulfill({ json: { name: "main", commit: { sha: commit } } });
    }
    return route.fulfill({ status: 404, json: { message: "Not Found" } });
  };
  await page.route(`${github.origin}/api/**`, answer);
  return tokens;
}

/** Signs in through the popup and returns what the editor sent GitHub's API. */
async function signInThroughPopup(page: Page, session: Session) {
  const violations = await watchPolicy(page);
  const tokens = await answerGitHubApi(page, session.github);
  await page.goto(`${session.server.origin}${editorPath}`);
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: /^Sign In with .GitHub.$/ }).click();
  const popup = await popupOpened;

  // The popup went through /api/cms/auth to GitHub's authorize page.
  await expect(popup.getByRole("heading", { name: "Authorize FlexPack editor" })).toBeVisible();
  const authorize = session.github.authorizeRequests.at(-1)!;
  expect(authorize.get("redirect_uri")).toBe(`${session.server.origin}/api/cms/callback`);

  // Back to the callback, which hands the token to the editor; the editor closes the popup.
  const closed = popup.waitForEvent("close");
  await popup.getByRole("link", { name: "Authorize" }).click();
  await closed;

  // The editor is signed in and shows its collections.
  await expect(page.getByRole("toolbar", { name: "Global" })).toBeVisible();
  const collections = page.getByRole("tree", { name: "Collection List" });
  await expect(collections.getByRole("treeitem", { name: "Machines" })).toBeVisible();
  await expect(collections.getByRole("treeitem", { name: "Company details" })).toBeVisible();
  await expect(page.getByText(/Authentication aborted|Authentication failed/)).toHaveCount(0);
  expect(session.github.tokenRequests).toHaveLength(1);
  expect(tokens.length).toBeGreaterThan(0);
  expect(new Set(tokens)).toEqual(new Set([`token ${fakeToken}`]));
  expect(await violations()).toEqual([]);
}

test.describe("the editor's sign-in with GitHub, in a real popup", once, () => {
  // Starting a server and the editor's app: seconds at idle; room for a slow host.
  test.describe.configure({ timeout: 120_000 });

  test.use({ viewport: { width: 1440, height: 900 } });

  test("the popup reaches GitHub, comes back with the token and closes; the editor opens", async ({
    page,
  }) => {
    const session = await startSession();
    try {
      await signInThroughPopup(page, session);
    } finally {
      await stopSession(session);
    }
  });

  test("a failure: the popup closes and the editor says what happened and what to do", async ({
    page,
  }) => {
    const session = await startSession();
    session.github.tokenEndpoint = "down";
    try {
      await page.goto(`${session.server.origin}${editorPath}`);
      const popupOpened = page.waitForEvent("popup");
      await page.getByRole("button", { name: /^Sign In with .GitHub.$/ }).click();
      const popup = await popupOpened;
      const closed = popup.waitForEvent("close");
      await popup.getByRole("link", { name: "Authorize" }).click();
      await closed;
      await expect(
        page.getByText(
          "GitHub answered with an error (503). Please sign in again. If it happens again, GitHub may be down: see githubstatus.com.",
          { exact: false },
        ),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: /^Sign In with .GitHub.$/ })).toBeVisible();
    } finally {
      await stopSession(session);
    }
  });

  test("behind an HTTPS proxy (TRUST_PROXY, X-Forwarded-Proto: https), with a Secure state cookie", async ({
    browser,
  }) => {
    const session = await startSession({ TRUST_PROXY: "loopback" });
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      extraHTTPHeaders: { "X-Forwarded-Proto": "https" },
    });
    try {
      const page = await context.newPage();
      // The state cookie /api/cms/auth set in the popup (the browser kept it: the sign-in completes).
      const stateCookies: Promise<string | null>[] = [];
      context.on("response", (response) => {
        if (new URL(response.url()).pathname === "/api/cms/auth") {
          stateCookies.push(response.headerValue("set-cookie"));
        }
      });
      await signInThroughPopup(page, session);
      expect(stateCookies).toHaveLength(1);
      expect(await stateCookies[0]).toMatch(/^cms_oauth_state=.+; Secure$/);
    } finally {
      await context.close();
      await stopSession(session);
    }
  });
});
