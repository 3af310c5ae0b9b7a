// @vitest-environment node
import { existsSync, readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";

import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";

import { SqliteInquiryStore } from "./contact/sqlite-inquiry-store.ts";
import { SqliteOfferStore } from "./offers/sqlite-offer-store.ts";
import { offerBody, offerFields, photoBytes, postOffer } from "./test-utils/offers.ts";
import { spawnServer, type ServerProcess } from "./test-utils/server-process.ts";
import { postJson, sharedFixtureBuild, submission, tempDir } from "./test-utils/test-server.ts";

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

async function storedOffers(dataDir: string) {
  const store = new SqliteOfferStore(dataDir, { readOnly: true });
  try {
    return await store.list({ includeSpam: true });
  } finally {
    await store.close();
  }
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

  it("loses no acknowledged offer or photo when killed with SIGKILL mid-way, and leaves no orphan files", async () => {
    const dataDir = await tempDir("crash-offers");
    const first = await start(dataDir);
    const photos = [
      { name: "line.jpg", bytes: await photoBytes({ width: 900, height: 600 }) },
      { name: "plate.png", bytes: await photoBytes({ width: 500, height: 400, format: "png" }) },
    ];
    const total = 40;
    const sent = Array.from({ length: total }, (_, index) =>
      offerFields({ model: `Offer ${index}` }),
    );
    const acknowledged = new Map<string, string>();
    let killAfter: () => void = () => {};
    const killed = new Promise<void>((done) => (killAfter = done));
    const results = Promise.allSettled(
      sent.map(async (fields) => {
        const response = await postOffer(first.origin, fields, photos);
        const answer = (await response.json()) as { id: string };
        if (response.ok) {
          acknowledged.set(fields.idempotencyKey!, answer.id);
          if (acknowledged.size === 8) killAfter();
        }
        return response.status;
      }),
    );
    await killed;
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    const failed = (await results).filter((result) => result.status === "rejected").length;
    expect(acknowledged.size).toBeGreaterThanOrEqual(8);
    expect(failed).toBeGreaterThan(0);

    // Every acknowledged offer is there, with both its photos readable.
    const afterCrash = await storedOffers(dataDir);
    for (const [key, id] of acknowledged) {
      const offer = afterCrash.find((stored) => stored.idempotencyKey === key);
      expect(offer?.id, key).toBe(id);
      expect(offer!.photos, key).toHaveLength(2);
      for (const photo of offer!.photos) {
        const file = join(dataDir, "offers", id, photo.file);
        expect((await sharp(file).metadata()).format, file).toBe("jpeg");
      }
    }

    // A restart removes what the kill left half-way: staged uploads, folders without a row.
    const second = await start(dataDir);
    const folders = () =>
      readdirSync(join(dataDir, "offers"))
        .filter((entry) => entry !== ".incoming")
        .toSorted();
    const rows = async () => (await storedOffers(dataDir)).map((offer) => offer.id).toSorted();
    expect(folders()).toEqual(await rows());
    expect(readdirSync(join(dataDir, "offers", ".incoming"))).toEqual([]);

    // The sellers' retries store what was lost, and nothing twice.
    for (const fields of sent) {
      const response = await postOffer(second.origin, fields, photos);
      expect([200, 201]).toContain(response.status);
      const { id } = (await response.json()) as { id: string };
      const before = acknowledged.get(fields.idempotencyKey!);
      if (before) {
        expect(response.status).toBe(200);
        expect(id).toBe(before);
      }
    }
    const final = await storedOffers(dataDir);
    expect(final).toHaveLength(total);
    expect(new Set(final.map((offer) => offer.idempotencyKey)).size).toBe(total);
    expect(folders()).toEqual(await rows());
  }, 120_000);

  it("loses nothing and leaves nothing when killed with SIGKILL while it checks an offer's photos", async () => {
    const dataDir = await tempDir("crash-processing");
    const first = await start(dataDir);
    const photo = await photoBytes({ width: 2560, height: 1920 });
    const photos = Array.from({ length: 11 }, (_, index) => ({
      name: `photo-${index + 1}.jpg`,
      bytes: photo,
    }));
    const fields = offerFields({ model: "Killed while processing" });
    const encoded = new Request("http://x/", { method: "POST", body: offerBody(fields, photos) });
    const body = Buffer.from(await encoded.arrayBuffer());
    const incoming = join(dataDir, "offers", ".incoming");
    const answered = new Promise<string>((done) => {
      const sending = request(`${first.origin}/api/offers`, {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": encoded.headers.get("content-type")!,
          "content-length": String(body.length),
        },
      });
      sending.on("response", () => done("answered"));
      sending.on("error", () => done("connection lost"));
      sending.end(body);
    });
    // The whole body has arrived once the first re-encoded photo appears in staging.
    await expect
      .poll(
        () =>
          readdirSync(incoming).some((folder) =>
            readdirSync(join(incoming, folder)).some((file) => file.startsWith("photo-")),
          ),
        { timeout: 30_000, interval: 20 },
      )
      .toBe(true);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    // The seller was told nothing, and nothing is stored.
    expect(await answered).toBe("connection lost");
    expect(await storedOffers(dataDir)).toEqual([]);

    // A restart removes the half-checked photos; the seller's retry (same key) is stored whole.
    const second = await start(dataDir);
    expect(readdirSync(incoming)).toEqual([]);
    expect(second.output()).toContain("Removed the photos of offers a stop left unfinished");
    const retry = await postOffer(second.origin, fields, photos);
    expect(retry.status).toBe(201);
    const [offer] = await storedOffers(dataDir);
    expect(offer!.photos).toHaveLength(11);
    expect(readdirSync(join(dataDir, "offers")).toSorted()).toEqual([".incoming", offer!.id]);
  }, 120_000);

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
