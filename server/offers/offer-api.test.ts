// @vitest-environment node
import { readdirSync } from "node:fs";
import { join } from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getEdition } from "../../app/i18n/editions.ts";

import { serverPagePolicy } from "../http/server-page.ts";
import {
  decompressionBomb,
  offerFields,
  photoBytes,
  postOffer,
  type PhotoUpload,
} from "../test-utils/offers.ts";
import { startTestServer } from "../test-utils/test-server.ts";

import { multipartLimits } from "./offer-api.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  [jpeg, png, webp] = await Promise.all([
    photoBytes({ width: 3200, height: 2400 }),
    photoBytes({ width: 1200, height: 900, format: "png" }),
    photoBytes({ width: 1000, height: 750, format: "webp" }),
  ]);
});
afterAll(() => server.app.close());

const photosDir = () => join(server.config.dataDir, "offers");
/** Offer folders on disk (the staging folder aside) and what is left in staging. */
const onDisk = () => ({
  offers: readdirSync(photosDir()).filter((entry) => entry !== ".incoming"),
  staged: readdirSync(join(photosDir(), ".incoming")),
});

const threePhotos = (): PhotoUpload[] => [
  { name: "whole-line.jpg", bytes: jpeg },
  { name: "nameplate.png", bytes: png, type: "image/png" },
  { name: "panel.webp", bytes: webp, type: "image/webp" },
];

describe("POST /api/offers", { timeout: 30_000 }, () => {
  it("stores the offer with its photos upright, at most 2560 px, as JPEG without any metadata", async () => {
    const fields = offerFields();
    const response = await postOffer(server.origin, fields, threePhotos());
    expect(response.status).toBe(201);
    const { ok, id } = (await response.json()) as { ok: boolean; id: string };
    expect(ok).toBe(true);

    const offer = (await server.offers.get(id))!;
    expect(offer.facts).toMatchObject({
      machineType: "gravure-printing-press",
      manufacturer: "Rotomec",
      year: 2011,
      country: "EG",
      askingPrice: 380000,
      currency: "EUR",
      answerLanguage: "en",
    });
    expect(offer.channel).toBe("script");
    expect(offer.photos.map((photo) => photo.originalName)).toEqual([
      "whole-line.jpg",
      "nameplate.png",
      "panel.webp",
    ]);
    const first = offer.photos[0]!;
    expect([first.width, first.height]).toEqual([2560, 1920]);
    for (const photo of offer.photos) {
      const file = server.offers.photoPath(offer, photo);
      const meta = await sharp(file).metadata();
      expect(meta.format, photo.file).toBe("jpeg");
      // No EXIF at all: neither the GPS position nor the camera.
      expect(meta.exif, photo.file).toBeUndefined();
      expect(meta.xmp, photo.file).toBeUndefined();
      expect(Math.max(meta.width, meta.height), photo.file).toBeLessThanOrEqual(2560);
    }
    // The originals are not kept: only the re-encoded photos, and nothing left in staging.
    expect(readdirSync(join(photosDir(), id)).toSorted()).toEqual([
      "photo-01.jpg",
      "photo-02.jpg",
      "photo-03.jpg",
    ]);
    expect(onDisk().staged).toEqual([]);
  });

  it("stores a retried offer once (same idempotency key)", async () => {
    const fields = offerFields();
    const before = onDisk().offers.length;
    const first = await postOffer(server.origin, fields, threePhotos());
    const again = await postOffer(server.origin, fields, threePhotos());
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const ids = [
      ((await first.json()) as { id: string }).id,
      ((await again.json()) as { id: string }).id,
    ];
    expect(ids[0]).toBe(ids[1]);
    const stored = (await server.offers.list()).filter(
      (offer) => offer.idempotencyKey === fields.idempotencyKey,
    );
    expect(stored).toHaveLength(1);
    expect(onDisk().offers.length).toBe(before + 1);
    expect(onDisk().staged).toEqual([]);
  });

  it.each([
    ["a text file named .jpg", "notes.jpg", Buffer.from("This is not a photo, only text.\n")],
    ["a truncated JPEG", "cut.jpg", undefined],
    ["an SVG", "drawing.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a 20 000 × 20 000 px PNG of a few KB", "bomb.png", undefined],
  ])("refuses %s, naming it, and keeps nothing", async (_, name, given) => {
    const bytes =
      given ??
      (name === "bomb.png" ? decompressionBomb() : jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    if (name === "bomb.png") expect(bytes.length).toBeLessThan(64 * 1024);
    const before = (await server.offers.list({ includeSpam: true })).length;
    const response = await postOffer(server.origin, offerFields(), [
      { name: "whole-line.jpg", bytes: jpeg },
      { name, bytes, type: "image/jpeg" },
    ]);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors.photos).toBe(
      name === "bomb.png"
        ? `${name} has more than 120 megapixels, more than any camera photo. Save a smaller copy (for example 4000 px wide) and add it again.`
        : `${name} is not a JPEG, PNG or WebP photo we can open`,
    );
    expect((await server.offers.list({ includeSpam: true })).length).toBe(before);
    expect(onDisk().staged).toEqual([]);
  });

  it("checks every field with the form's rules, in the edition's words", async () => {
    for (const edition of ["en", "fr", "ar"] as const) {
      const { messages } = getEdition(edition).t.sellEquipment;
      const response = await postOffer(
        server.origin,
        offerFields({ edition, year: "1930", email: "not-an-address", manufacturer: " " }),
        [],
      );
      expect(response.status, edition).toBe(400);
      const { errors } = (await response.json()) as { errors: Record<string, string> };
      expect(errors, edition).toMatchObject({
        manufacturer: messages.manufacturerRequired,
        email: messages.emailInvalid,
        photos: messages.photosRequired,
      });
      expect(errors.year, edition).toContain("1950");
    }
  });

  it("without JavaScript, a valid offer redirects (303) to the edition's thank-you", async () => {
    for (const [edition, page] of [
      ["en", "/sell-equipment"],
      ["fr", "/fr/sell-equipment"],
      ["ar", "/ar/sell-equipment"],
    ] as const) {
      // The plain form sends no key: the server derives one from the offer and its photos.
      const fields = offerFields({ edition, model: `4003 (${edition})` });
      delete (fields as Partial<typeof fields>).idempotencyKey;
      const response = await postOffer(server.origin, fields, [{ name: "a.jpg", bytes: jpeg }], {
        json: false,
      });
      expect(response.status, edition).toBe(303);
      const [offer] = await server.offers.list();
      // The thank-you shows the offer's short reference.
      expect(response.headers.get("location"), edition).toBe(
        `${page}?sent=1&ref=${offer!.reference}#offer-sent`,
      );
      expect(offer!.reference).toMatch(/^O-\d{4}-\d{3}$/);
      expect(offer?.channel, edition).toBe("form");
      expect(offer?.edition, edition).toBe(edition);
      expect(offer?.idempotencyKey, edition).toMatch(/^form-/);
    }
  });

  it("without JavaScript, an invalid offer comes back as the form, with the values, the messages and the photos to choose again", async () => {
    for (const edition of ["en", "fr", "ar"] as const) {
      const { t } = getEdition(edition);
      const response = await postOffer(
        server.origin,
        offerFields({ edition, manufacturer: "", description: 'Line with <b>"extras"</b>' }),
        [{ name: "nameplate-ÉÑ.jpg", bytes: jpeg }],
        { json: false },
      );
      expect(response.status, edition).toBe(400);
      expect(response.headers.get("content-security-policy"), edition).toBe(serverPagePolicy);
      const html = await response.text();
      expect(html, edition).toContain(
        `<html lang="${edition}" dir="${edition === "ar" ? "rtl" : "ltr"}"`,
      );
      expect(html, edition).toContain(t.sellEquipment.messages.manufacturerRequired);
      // What was typed is kept, escaped.
      expect(html, edition).toContain("Line with &lt;b&gt;&quot;extras&quot;&lt;/b&gt;");
      expect(html, edition).toContain('value="Karim Haddad"');
      expect(html, edition).toMatch(/<option value="EG" selected>/);
      // The photo to choose again, and the form posts multipart to the same endpoint.
      expect(html, edition).toContain("nameplate-ÉÑ.jpg");
      expect(html, edition).toContain(t.sellEquipment.serverPage.chooseAgain);
      expect(html, edition).toContain('enctype="multipart/form-data"');
      expect(html, edition).toContain(`<input type="hidden" name="edition" value="${edition}">`);
      expect(html, edition).not.toMatch(/<script/i);
    }
  });

  it("a filled honeypot is thanked like a success, kept apart without photos, never emailed", async () => {
    const response = await postOffer(
      server.origin,
      offerFields({ website: "https://spam.example" }),
      [{ name: "a.jpg", bytes: jpeg }],
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const offer = (await server.offers.get(id))!;
    expect(offer.status).toBe("spam");
    expect(offer.photos).toEqual([]);
    expect(await server.offers.list()).not.toContainEqual(expect.objectContaining({ id }));
  });
});

describe("the offer endpoint's limits", { timeout: 60_000 }, () => {
  const expectRefused = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
    expect(onDisk().staged).toEqual([]);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  };

  it("13 photos: 413", async () => {
    const photos = Array.from({ length: 13 }, (_, index) => ({ name: `${index}.jpg`, bytes: png }));
    await expectRefused(await postOffer(server.origin, offerFields(), photos), 413);
  });

  it("a photo over 25 MB: refused at the photo, by name, with the rest of the form kept", async () => {
    const big = Buffer.alloc(multipartLimits.fileSize + 1024, 1);
    const response = await postOffer(server.origin, offerFields(), [
      { name: "huge.jpg", bytes: big },
    ]);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors.photos).toBe("huge.jpg is larger than 25\u00a0MB. Add a smaller copy of it.");
    expect(onDisk().staged).toEqual([]);
    // Without JavaScript: the form again, with every value and the advice.
    const page = await postOffer(
      server.origin,
      offerFields({ edition: "fr" }),
      [{ name: "huge.jpg", bytes: big }],
      { json: false },
    );
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("huge.jpg dépasse 25\u202fMo.");
    expect(html).toContain('value="Karim Haddad"');
    expect(html).toContain('enctype="multipart/form-data"');
    expect(onDisk().staged).toEqual([]);
  });

  it("more than 150 MB of photos in all: 413", async () => {
    const large = Buffer.alloc(multipartLimits.fileSize - 1024, 2);
    const photos = Array.from({ length: 7 }, (_, index) => ({
      name: `${index}.jpg`,
      bytes: large,
    }));
    await expectRefused(await postOffer(server.origin, offerFields(), photos), 413);
  });

  it("too many fields: 413; a field too long: refused at that field", async () => {
    const many = Object.fromEntries(
      Array.from({ length: multipartLimits.fields + 1 }, (_, index) => [`f${index}`, "x"]),
    );
    await expectRefused(await postOffer(server.origin, many, []), 413);
    const long = offerFields({ name: "x".repeat(multipartLimits.fieldSize + 1) });
    const response = await postOffer(server.origin, long, [{ name: "a.jpg", bytes: jpeg }]);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toEqual({ name: "Name must be 100 characters or fewer" });
    expect(onDisk().staged).toEqual([]);
  });

  it("not multipart: 415", async () => {
    const response = await fetch(`${server.origin}/api/offers`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(offerFields()),
    });
    await expectRefused(response, 415);
  });

  it("answers GET with 405", async () => {
    const response = await fetch(`${server.origin}/api/offers`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("the offer endpoint's rate limit", { timeout: 60_000 }, () => {
  it("counts refused attempts apart from offers, and answers 429 with Retry-After, as a page for the plain form", async () => {
    const limited = await startTestServer({
      offerRateLimit: { max: 1, windowMs: 60_000 },
      offerFailureLimit: { max: 12, windowMs: 60_000 },
    });
    try {
      // A seller without JavaScript corrects the form ten times: still welcome.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await postOffer(limited.origin, offerFields(), [])).status).toBe(400);
      }
      const photo = [{ name: "a.jpg", bytes: png, type: "image/png" }];
      expect((await postOffer(limited.origin, offerFields(), photo)).status).toBe(201);
      // One offer per window here: the next is refused, whatever it holds.
      const json = await postOffer(limited.origin, offerFields(), photo);
      expect(json.status).toBe(429);
      expect(Number(json.headers.get("retry-after"))).toBeGreaterThan(0);
      const page = await postOffer(limited.origin, offerFields({ edition: "fr" }), [], {
        json: false,
        headers: { referer: "http://x/fr/sell-equipment" },
      });
      expect(page.status).toBe(429);
      expect(await page.text()).toContain(
        getEdition("fr").t.sellEquipment.form.failure.reasons["rate-limited"],
      );
    } finally {
      await limited.app.close();
    }
  });

  it("stops a client that only sends refused attempts, at the higher cap", async () => {
    const limited = await startTestServer({
      offerRateLimit: { max: 1, windowMs: 60_000 },
      offerFailureLimit: { max: 3, windowMs: 60_000 },
    });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await postOffer(limited.origin, offerFields(), [])).status).toBe(400);
      }
      expect((await postOffer(limited.origin, offerFields(), [])).status).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});
