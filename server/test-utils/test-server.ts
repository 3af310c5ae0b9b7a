import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll } from "vitest";

import { createServer } from "../http/app.ts";
import { defaultTimeouts, type ServerConfig } from "../http/config.ts";

import { createFixtureBuild, fixtureFilesWithEditions } from "./fixture-site.ts";

/** The secret the test servers sign the alerts' links with. */
export const TEST_ALERTS_SECRET = "a test secret of thirty-two characters or more";

const created: string[] = [];
// Runs after the importing test file's own hooks have stopped its servers.
afterAll(() =>
  Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))),
);

export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `flexpack-${prefix}-`));
  created.push(dir);
  return dir;
}

let fixtureBuild: Promise<string> | undefined;
let editionsBuild: Promise<string> | undefined;

/** One fixture build per test file is enough: it is never written to. */
export const sharedFixtureBuild = () =>
  (fixtureBuild ??= createFixtureBuild().then((dir) => (created.push(dir), dir)));

/** The fixture build with pages and manifests of the French and Arabic editions too. */
export const sharedEditionsBuild = () =>
  (editionsBuild ??= createFixtureBuild(fixtureFilesWithEditions).then(
    (dir) => (created.push(dir), dir),
  ));

export async function testConfig(overrides: Partial<ServerConfig> = {}): Promise<ServerConfig> {
  return {
    port: 0,
    host: "127.0.0.1",
    buildDir: overrides.buildDir ?? (await sharedFixtureBuild()),
    dataDir: overrides.dataDir ?? (await tempDir("data")),
    smtp: null,
    rateLimit: null,
    offerRateLimit: null,
    offerFailureLimit: null,
    timeouts: defaultTimeouts,
    trustProxy: false,
    logLevel: "silent",
    outbox: { retryBaseMs: 100, retryMaxMs: 1000 },
    cms: null,
    alerts: {
      secret: TEST_ALERTS_SECRET,
      siteUrl: "http://127.0.0.1",
    },
    retentionMonths: 24,
    ...overrides,
  };
}

/** The real server on a loopback port (`config.port`, a free one by default), with a temporary data directory. */
export async function startTestServer(overrides: Partial<ServerConfig> = {}) {
  const config = await testConfig(overrides);
  const server = await createServer(config);
  await server.app.listen({ port: config.port, host: "127.0.0.1" });
  const { port } = server.app.server.address() as AddressInfo;
  return { ...server, config, origin: `http://127.0.0.1:${port}` };
}

/** A valid JSON submission, sent long enough after the form was opened. */
export function submission(overrides: Record<string, unknown> = {}) {
  return {
    name: "Amina Yusuf",
    email: "amina@example.com",
    phone: "+971 4 000 0000",
    subject: "BOPP film quote",
    message: "Please quote 20 tonnes of 20 micron BOPP, corona treated.",
    idempotencyKey: crypto.randomUUID(),
    website: "",
    startedAt: Date.now() - 60_000,
    ...overrides,
  };
}

export const postJson = (origin: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
