// @vitest-environment node
import { readdirSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cleanLine, cleanMultiline } from "../../app/lib/clean-text.ts";

import { photoBytes, postOffer, offerFields } from "../test-utils/offers.ts";
import { startTestServer } from "../test-utils/test-server.ts";

/**
 * What keeps an offer the seller's: a key reused for other content is
 * refused, a stalled upload ends, and text arrives without controls.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let jpeg: Buffer;
const BODY_IDLE_MS = 1500;

beforeAll(async () => {
  server = await startTestServer({
    timeouts: { requestMs: 120_000, connectionMs: 60_000, bodyIdleMs: BODY_IDLE_MS },
  });
  jpeg = await photoBytes({ width: 1200, height: 900 });
});
afterAll(() => server.app.close());

const staged = () => readdirSync(join(server.config.dataDir, "offers", ".incoming"));

describe("an offer is what the seller last sent", { timeout: 60_000 }, () => {
  it("the same key with the same content answers the stored reference; with other content, 409", async () => {
    const fields = offerFields({ askingPrice: "185000" });
    const photos = [1, 2, 3].map((n) => ({ name: `p${n}.jpg`, bytes: jpeg }));
    const first = await postOffer(server.origin, fields, photos);
    expect(first.status).toBe(201);
    const stored = (await first.json()) as {
      id: string;
      reference: string;
      received: { photos: number; askingPrice: number; currency: string };
    };
    expect(stored.received).toEqual({ photos: 3, askingPrice: 185000, currency: "EUR" });
    expect(stored.reference).toMatch(/^O-\d{4}-\d{3}$/);

    const again = await postOffer(server.origin, fields, photos);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { reference: string }).reference).toBe(stored.reference);

    // The seller changed the price and added a photo, under the same key.
    const changed = await postOffer(server.origin, { ...fields, askingPrice: "175000" }, [
      ...photos,
      { name: "p4.jpg", bytes: jpeg },
    ]);
    expect(changed.status).toBe(409);
    expect(((await changed.json()) as { ok: boolean }).ok).toBe(false);
    // Another seller and maker under the same key: refused as well, never the first offer's id.
    const other = await postOffer(
      server.origin,
      { ...fields, name: "Someone Else", manufacturer: "Bobst" },
      photos,
    );
    expect(other.status).toBe(409);
    expect(JSON.stringify(await other.json())).not.toContain(stored.id);

    const offer = (await server.offers.get(stored.id))!;
    expect(offer.facts.askingPrice).toBe(185000);
    expect(offer.photos).toHaveLength(3);
    expect(staged()).toEqual([]);
  });

  it("strips controls and bidi overrides from every one-line field, keeps the description's line breaks", async () => {
    const dirty = (text: string) => `\u001b[2J${text}\u202e\r\n\u0085x\u0007`;
    const fields = offerFields({
      manufacturer: dirty("Rotomec"),
      model: dirty("4003"),
      name: dirty("Karim"),
      company: dirty("Nile"),
      phone: dirty("+20 100 123 4567"),
      description: "Line one\r\nLine two\u001b[2J\u202e",
    });
    const response = await postOffer(server.origin, fields, [
      { name: "a\u202egpj.jpg", bytes: jpeg },
    ]);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const offer = (await server.offers.get(id))!;
    for (const [field, value] of Object.entries(offer.facts)) {
      if (typeof value !== "string") continue;
      expect(value, field).toBe(field === "description" ? cleanMultiline(value) : cleanLine(value));
      expect(value, field).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    }
    expect(offer.facts.manufacturer).toBe("[2JRotomec x");
    expect(offer.facts.name).toBe("[2JKarim x");
    expect(offer.facts.description).toBe("Line one\nLine two[2J");
    expect(offer.photos[0]!.originalName).toBe("agpj.jpg");
  });

  it("counts a JSON request without a start time as too fast (kept as spam, never emailed)", async () => {
    const fields = offerFields();
    delete (fields as Partial<typeof fields>).startedAt;
    const response = await postOffer(server.origin, fields, [{ name: "a.jpg", bytes: jpeg }]);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await server.offers.get(id))!.status).toBe("spam");
  });

  it("gives a HEIC photo its own advice, in the edition's words", async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(2000, 7),
    ]);
    const response = await postOffer(server.origin, offerFields({ edition: "fr" }), [
      { name: "IMG_0042.HEIC", bytes: heic, type: "image/heic" },
    ]);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors.photos).toMatch(/^IMG_0042\.HEIC est une photo HEIC/);
    expect(staged()).toEqual([]);
  });

  it("explains a bad idempotency key", async () => {
    const response = await postOffer(server.origin, offerFields({ idempotencyKey: "a b" }), [
      { name: "a.jpg", bytes: jpeg },
    ]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; errors: Record<string, string> };
    expect(body.error).toMatch(/idempotencyKey/);
    expect(staged()).toEqual([]);
  });
});

describe("a stalled upload", { timeout: 90_000 }, () => {
  it("20 stalled sockets are each answered 408 and closed within the limit, with no staging folder left", async () => {
    const { port } = new URL(server.origin);
    const boundary = "----stalled";
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="manufacturer"',
      "",
      "Rotomec",
      `--${boundary}`,
      'Content-Disposition: form-data; name="photos"; filename="half.jpg"',
      "Content-Type: image/jpeg",
      "",
      "",
    ].join("\r\n");
    const body = Buffer.concat([Buffer.from(head), jpeg.subarray(0, 100_000)]);
    const started = Date.now();
    const results = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<{ status: string; closedAfterMs: number }>((resolve, reject) => {
            const socket = connect(Number(port), "127.0.0.1");
            let answer = "";
            socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
            socket.on("error", reject);
            socket.on("close", () =>
              resolve({
                status: answer.split("\r\n")[0] ?? "",
                closedAfterMs: Date.now() - started,
              }),
            );
            socket.write(
              [
                "POST /api/offers HTTP/1.1",
                `Host: 127.0.0.1:${port}`,
                "Accept: application/json",
                `Content-Type: multipart/form-data; boundary=${boundary}`,
                // Far more than is ever sent: the body stalls half-way.
                `Content-Length: ${body.length * 2}`,
                "",
                "",
              ].join("\r\n"),
            );
            socket.write(body);
          }),
      ),
    );
    // Meanwhile the photos were staged; once answered, nothing is left.
    for (const result of results) {
      expect(result.status).toBe("HTTP/1.1 408 Request Timeout");
      // The idle limit, with room for a host three times slower.
      expect(result.closedAfterMs).toBeLessThan(BODY_IDLE_MS + 15_000);
    }
    await expect.poll(staged, { timeout: 10_000 }).toEqual([]);
    console.info(
      `20 stalled sockets: answered 408 and closed after ${Math.min(...results.map((r) => r.closedAfterMs))}–${Math.max(...results.map((r) => r.closedAfterMs))} ms (idle limit ${BODY_IDLE_MS} ms); staging folders left: ${staged().length}`,
    );
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  });
});
