// @vitest-environment node
import { existsSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { SqliteInquiryStore } from "./sqlite-inquiry-store.ts";
import { spawnServer, type ServerProcess } from "./test-support/server-process.ts";
import { postJson, sharedFixtureBuild, submission, tempDir } from "./test-support/test-server.ts";

const running: ServerProcess[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null)
      server.child.kill("SIGKILL");
    await server.exited;
  }
});

async function start(dataDir: string) {
  const server = await spawnServer({ DATA_DIR: dataDir, BUILD_DIR: await sharedFixtureBuild() });
  running.push(server);
  return server;
}

async function storedKeys(dataDir: string): Promise<Map<string, string[]>> {
  const store = new SqliteInquiryStore(dataDir, { readOnly: true });
  const ids = new Map<string, string[]>();
  for (const inquiry of await store.list({ includeSpam: true })) {
    ids.set(inquiry.idempotencyKey, [...(ids.get(inquiry.idempotencyKey) ?? []), inquiry.id]);
  }
  await store.close();
  return ids;
}

describe("the server process", { timeout: 20_000 }, () => {
  it("loses no acknowledged inquiry when killed with SIGKILL mid-way, and stores none twice", async () => {
    const dataDir = await tempDir("crash");
    const first = await start(dataDir);
    const total = 400;
    const sent = Array.from({ length: total }, (_, index) =>
      submission({ message: `Inquiry ${index}` }),
    );
    const acknowledged = new Map<string, string>();
    let killAfter: () => void = () => {};
    const killed = new Promise<void>((done) => (killAfter = done));

    const results = Promise.allSettled(
      sent.map(async (body) => {
        const response = await postJson(first.origin, body);
        const answer = (await response.json()) as { id: string };
        if (response.ok) {
          acknowledged.set(body.idempotencyKey, answer.id);
          if (acknowledged.size === 60) killAfter();
        }
        return response.status;
      }),
    );
    await killed;
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    const settled = await results;
    const failed = settled.filter((result) => result.status === "rejected").length;
    // Killed mid-way: some were answered, some never were.
    expect(acknowledged.size).toBeGreaterThanOrEqual(60);
    expect(failed).toBeGreaterThan(0);

    const afterCrash = await storedKeys(dataDir);
    for (const [key, id] of acknowledged) expect(afterCrash.get(key), key).toEqual([id]);

    // The visitors' retries after the restart store what was lost, and nothing twice.
    const second = await start(dataDir);
    const retries = await Promise.all(
      sent.map(async (body) => {
        const response = await postJson(second.origin, body);
        return {
          key: body.idempotencyKey,
          status: response.status,
          id: ((await response.json()) as { id: string }).id,
        };
      }),
    );
    for (const retry of retries) {
      expect([200, 201]).toContain(retry.status);
      if (acknowledged.has(retry.key)) {
        expect(retry.status).toBe(200);
        expect(retry.id).toBe(acknowledged.get(retry.key));
      }
    }
    const final = await storedKeys(dataDir);
    expect(final.size).toBe(total);
    expect([...final.values()].every((ids) => ids.length === 1)).toBe(true);
  }, 60_000);

  it("on SIGTERM finishes the request in progress, then closes the database and exits 0", async () => {
    const dataDir = await tempDir("shutdown");
    const server = await start(dataDir);
    const body = JSON.stringify(submission({ subject: "Sent during shutdown" }));
    const half = Math.floor(body.length / 2);

    const response = new Promise<{ status: number; text: string }>((done, fail) => {
      const req = request(
        `${server.origin}/api/contact`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => done({ status: res.statusCode!, text }));
        },
      );
      req.on("error", fail);
      req.write(body.slice(0, half));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(half)), 300);
      }, 200);
    });

    const { status, text } = await response;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ ok: true });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Stopped");
    // The last connection closed cleanly: SQLite folded the WAL back into the database.
    expect(existsSync(join(dataDir, "inquiries.db-wal"))).toBe(false);
    const stored = [...(await storedKeys(dataDir)).keys()];
    expect(stored).toHaveLength(1);
  });

  it("refuses to start without a build and says what to do", async () => {
    await expect(
      spawnServer({ DATA_DIR: await tempDir("nobuild"), BUILD_DIR: await tempDir("empty") }),
    ).rejects.toThrow(/run `npm run build` first/);
  });
});
