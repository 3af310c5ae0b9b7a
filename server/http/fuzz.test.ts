// @vitest-environment node
import { readdirSync } from "node:fs";
import { join } from "node:path";

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sharedEditionsBuild, testConfig } from "../test-utils/test-server.ts";

import { createServer, type Server } from "./app.ts";

let server: Server;
beforeAll(async () => {
  server = await createServer(await testConfig({ buildDir: await sharedEditionsBuild() }));
  await server.app.ready();
});
afterAll(() => server.app.close());

const printable = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);

const contentType = fc.oneof(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "application/json; charset=utf-16",
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=iso-8859-1",
    "text/plain",
    "multipart/form-data; boundary=----x",
    "application/xml",
    "application/",
    ";",
    "",
  ),
  printable,
);

/** Values shaped like a submission, with every field of any type. */
const submissionLike = fc.record(
  {
    name: fc.oneof(fc.string({ maxLength: 120 }), fc.anything()),
    email: fc.oneof(fc.emailAddress(), fc.string(), fc.anything()),
    phone: fc.oneof(fc.string({ maxLength: 50 }), fc.anything()),
    subject: fc.oneof(fc.string({ maxLength: 160 }), fc.anything()),
    message: fc.oneof(fc.string({ maxLength: 6000 }), fc.anything()),
    idempotencyKey: fc.oneof(fc.uuid(), fc.string(), fc.anything()),
    website: fc.oneof(fc.constant(""), fc.string(), fc.anything()),
    startedAt: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.anything()),
    edition: fc.oneof(fc.constantFrom("en", "fr", "ar", "de", ""), fc.string(), fc.anything()),
    __proto__: fc.anything(),
    constructor: fc.anything(),
  },
  { requiredKeys: [] },
);

/** Any value as form text (fc.anything() makes objects without a prototype, which String() rejects). */
const asText = (value: unknown) =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "undefined");

/** A valid submission with one field replaced, some of which still pass. */
const nearlyValid = fc
  .tuple(
    fc.uuid(),
    fc.constantFrom(
      "name",
      "email",
      "phone",
      "subject",
      "message",
      "website",
      "startedAt",
      "edition",
      "extra",
    ),
    fc.oneof(fc.string({ maxLength: 200 }), fc.anything()),
    fc.boolean(),
  )
  .map(([key, field, value, asForm]) => {
    const fields: Record<string, unknown> = {
      name: "Amina Yusuf",
      email: "amina@example.com",
      phone: "",
      subject: "Quote",
      message: "Please quote BOPP film.",
      idempotencyKey: key,
      website: "",
      startedAt: Date.now() - 60_000,
      edition: "ar",
      [field]: value,
    };
    return asForm
      ? new URLSearchParams(
          Object.entries(fields).map(([name, text]) => [name, asText(text)]),
        ).toString()
      : JSON.stringify(fields);
  });

const body = fc.oneof(
  nearlyValid,
  fc.string({ maxLength: 2000 }),
  fc.json(),
  submissionLike.map((value) => JSON.stringify(value) ?? ""),
  submissionLike.map((value) =>
    Object.entries(value)
      .map(([key, field]) => `${encodeURIComponent(key)}=${encodeURIComponent(asText(field))}`)
      .join("&"),
  ),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 15_000, max: 60_000 }).map((size) => "x".repeat(size)),
);

/** A valid sample request (the film sample form) with one field replaced, some of which still pass. */
const sampleFields = {
  product: "bopp-films",
  grade: "bopp-matte",
  thickness: "20",
  width: "1000",
  core: "3",
  quantity: "25",
  quantityUnit: "kg",
  application: "Snack packs",
  country: "NG",
  city: "Lagos, Apapa port",
  company: "Lagos Flexibles",
  name: "Chidi Okafor",
  email: "chidi@example.com",
  phone: "+234 1 000 0000",
  website: "",
  edition: "fr",
};
const sampleNearlyValid = fc
  .tuple(
    fc.uuid(),
    fc.constantFrom(...Object.keys(sampleFields), "startedAt", "extra", "__proto__"),
    fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom("advise", "pet-plain", "toString", "constructor", "٢٠", "1,5", "-1", "1e9"),
      fc.anything(),
    ),
    fc.boolean(),
  )
  .map(([key, field, value, asForm]) => {
    const fields: Record<string, unknown> = {
      ...sampleFields,
      idempotencyKey: key,
      startedAt: Date.now() - 60_000,
      [field]: value,
    };
    return asForm
      ? new URLSearchParams(
          Object.entries(fields).map(([name, text]) => [name, asText(text)]),
        ).toString()
      : JSON.stringify(fields);
  });

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    "accept",
    "accept-encoding",
    "content-encoding",
    "x-forwarded-for",
    "if-none-match",
    "range",
    "origin",
    "transfer-encoding",
    "referer",
    "accept-language",
  ),
  fc.oneof(
    printable,
    fc.constantFrom("http://localhost/fr/contact", "https://example.com/ar/x", "/ar", "fr"),
  ),
  { maxKeys: 3 },
);

// Thousands of requests: seconds on an idle machine, more while the other
// suites run. The limits allow a host three times slower than a busy one:
// the offer's 1,500 multipart requests took 16 s alone at load 9 and 60 s
// inside the whole unit run at load 17.
describe("fuzzing the server in process", () => {
  /** Posts `runs` bodies to `url` with any type and headers; never a 5xx. The statuses it saw. */
  async function fuzzPost(url: string, bodies: fc.Arbitrary<string | Buffer>, runs: number) {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(contentType, bodies, extraHeaders, async (type, payload, headers) => {
        const response = await server.app.inject({
          method: "POST",
          url,
          headers: { ...headers, ...(type ? { "content-type": type } : {}) },
          payload,
        });
        statuses.add(response.statusCode);
        expect(response.statusCode, `${type} ${response.body.slice(0, 200)}`).toBeLessThan(500);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
      }),
      { numRuns: runs },
    );
    return [...statuses].sort();
  }

  it("never answers a contact post with a 5xx, whatever the body, headers or type", async () => {
    // The runs reached every answer: stored, redirected, rejected, too large, wrong type.
    expect(await fuzzPost("/api/contact", body, 3000)).toEqual(
      expect.arrayContaining([201, 303, 400, 413, 415]),
    );
  }, 90_000);

  it("never answers a sample request with a 5xx, whatever the body, headers or type", async () => {
    const sampleBody = fc.oneof(sampleNearlyValid, sampleNearlyValid, body);
    expect(await fuzzPost("/api/sample", sampleBody, 1000)).toEqual(
      expect.arrayContaining([201, 303, 400, 415]),
    );
  }, 90_000);

  it("never answers a call request with a 5xx, whatever the body, headers or type", async () => {
    const slot = fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constantFrom("2026-11-30T14:00:00.000Z", "2026-11-30T14:00:00Z", ""),
      fc.string({ maxLength: 40 }),
      fc.anything(),
    );
    const callLike = fc.record(
      {
        name: fc.oneof(fc.string({ maxLength: 120 }), fc.anything()),
        email: fc.oneof(fc.emailAddress(), fc.anything()),
        phone: fc.oneof(fc.string({ maxLength: 50 }), fc.anything()),
        company: fc.oneof(fc.string({ maxLength: 200 }), fc.anything()),
        topic: fc.oneof(fc.constantFrom("procurement", "other", ""), fc.anything()),
        note: fc.oneof(fc.string({ maxLength: 2500 }), fc.anything()),
        timeZone: fc.oneof(
          fc.constantFrom("Asia/Riyadh", "Africa/Lagos", "UTC", "Etc/GMT+5", "Mars/Base", ""),
          fc.string({ maxLength: 80 }),
          fc.anything(),
        ),
        slots: fc.oneof(fc.array(slot, { maxLength: 12 }), slot),
        preferredTimes: fc.oneof(fc.string({ maxLength: 600 }), fc.anything()),
        idempotencyKey: fc.oneof(fc.uuid(), fc.anything()),
        website: fc.oneof(fc.constant(""), fc.anything()),
        startedAt: fc.oneof(fc.integer(), fc.anything()),
        edition: fc.oneof(fc.constantFrom("en", "fr", "ar", "xx"), fc.anything()),
        __proto__: fc.anything(),
      },
      { requiredKeys: [] },
    );
    const callBody = fc.oneof(
      callLike.map((value) => JSON.stringify(value) ?? ""),
      callLike.map((value) =>
        Object.entries(value)
          .flatMap(([key, field]) =>
            (Array.isArray(field) ? field : [field]).map(
              (item) => `${encodeURIComponent(key)}=${encodeURIComponent(asText(item))}`,
            ),
          )
          .join("&"),
      ),
      body,
    );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(contentType, callBody, extraHeaders, async (type, payload, headers) => {
        const response = await server.app.inject({
          method: "POST",
          url: "/api/call",
          headers: { ...headers, ...(type ? { "content-type": type } : {}) },
          payload,
        });
        statuses.add(response.statusCode);
        expect(response.statusCode, `${type} ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    expect([...statuses]).toEqual(expect.arrayContaining([400, 413, 415]));
  }, 90_000);

  it("never answers any method on any path with a 5xx", async () => {
    const method = fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH");
    // light-my-request builds a URL object first, so only paths that parse as one.
    const path = fc
      .oneof(
        fc.webPath().map((webPath) => (webPath.startsWith("/") ? webPath : `/${webPath}`)),
        printable.map((text) => `/${text.replace(/[#?]/g, "")}`),
        fc.constantFrom(
          "/",
          "/about",
          "/about/",
          "/assets/entry-DF5GAwUY.js",
          "/api/contact",
          "/api/sample",
          "/sample-request",
          "/api/call",
          "/healthz",
          "/%",
          "/%zz",
          "/..%2f..%2fetc/passwd",
          "/assets/..%2f..%2fhosting.json",
          "/fr/",
          "/fr/nope",
          "/ar/404.html",
          "/ar/contact/",
        ),
      )
      .filter((url) => URL.canParse(url, "http://localhost"));
    await fc.assert(
      fc.asyncProperty(method, path, extraHeaders, async (verb, url, headers) => {
        const response = await server.app.inject({ method: verb as "GET", url, headers });
        expect(response.statusCode, `${verb} ${url}`).toBeLessThan(500);
        expect(response.body).not.toContain('"unknownPaths"');
      }),
      { numRuns: 1500 },
    );
  }, 90_000);
});

/** A multipart body from parts, with `boundary`; each part's headers as given, raw. */
function multipart(
  boundary: string,
  parts: readonly { headers: string; body: Uint8Array | string }[],
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`, "latin1"));
    chunks.push(Buffer.from(part.body));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const fieldNames = fc.constantFrom(
  "machineType",
  "manufacturer",
  "year",
  "country",
  "condition",
  "name",
  "email",
  "phone",
  "edition",
  "idempotencyKey",
  "startedAt",
  "website",
  "photos",
  "__proto__",
  "constructor",
  "",
);

/** One part: a field or a file, with odd names, encodings and headers among them. */
const part = fc.oneof(
  fc.record({
    headers: fc
      .tuple(fieldNames, fc.constantFrom("", "; charset=utf-16", "; charset=x-junk"))
      .map(
        ([name, charset]) =>
          `Content-Disposition: form-data; name="${name}"${charset ? `\r\nContent-Type: text/plain${charset}` : ""}`,
      ),
    body: fc.oneof(fc.string({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 })),
  }),
  fc.record({
    headers: fc
      .tuple(
        fc.oneof(fc.constant("photos"), fieldNames),
        fc.oneof(
          fc.constantFrom(
            "a.jpg",
            "../../etc/passwd",
            "x.heic",
            "",
            "\u00e9t\u00e9.png",
            'a"b.jpg',
          ),
          fc.string({ maxLength: 80 }),
        ),
        fc.constantFrom("image/jpeg", "image/png", "application/octet-stream", "", "text/html"),
        fc.boolean(),
      )
      .map(
        ([name, filename, type, star]) =>
          `Content-Disposition: form-data; name="${name}"; ${star ? `filename*=UTF-8''${encodeURIComponent(filename)}` : `filename="${filename}"`}${type ? `\r\nContent-Type: ${type}` : ""}`,
      ),
    body: fc.uint8Array({ maxLength: 3000 }),
  }),
  // Huge or broken part headers.
  fc.record({
    headers: fc.oneof(
      fc.integer({ min: 1000, max: 90_000 }).map((size) => `X-Junk: ${"a".repeat(size)}`),
      fc.constant("Content-Disposition"),
      fc.constant("Content-Disposition: form-data; name="),
      printable,
    ),
    body: fc.string({ maxLength: 50 }),
  }),
);

/** Multipart bodies: plausible, malformed, with the wrong boundary, or with thousands of parts. */
const multipartRequest = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9'()+_,-./:=?]{1,70}$/), fc.array(part, { maxLength: 8 }))
    .map(([boundary, parts]) => ({
      type: `multipart/form-data; boundary=${boundary}`,
      body: multipart(boundary, parts),
    })),
  fc.tuple(fc.array(part, { maxLength: 4 }), printable).map(([parts, other]) => ({
    type: `multipart/form-data; boundary=${other || "x"}`,
    body: multipart("the-real-boundary", parts),
  })),
  fc.integer({ min: 50, max: 4000 }).map((count) => ({
    type: "multipart/form-data; boundary=many",
    body: multipart(
      "many",
      Array.from({ length: count }, (_, index) => ({
        headers: `Content-Disposition: form-data; name="f${index}"`,
        body: "x",
      })),
    ),
  })),
  fc.uint8Array({ maxLength: 4000 }).map((bytes) => ({
    type: "multipart/form-data; boundary=----x",
    body: Buffer.from(bytes),
  })),
  fc.tuple(fc.array(part, { maxLength: 4 })).map(([parts]) => ({
    type: "multipart/form-data; boundary=cut",
    // Cut short: the closing boundary never comes.
    body: multipart("cut", parts).subarray(0, -12),
  })),
  fc.tuple(contentType, body).map(([type, payload]) => ({ type, body: payload })),
);

describe("fuzzing the offer endpoint in process", () => {
  it("never answers an offer with a 5xx, and stays healthy with nothing left half-way", async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(multipartRequest, extraHeaders, async ({ type, body: payload }, headers) => {
        const response = await server.app.inject({
          method: "POST",
          url: "/api/offers",
          headers: { ...headers, ...(type ? { "content-type": type } : {}) },
          payload,
        });
        statuses.add(response.statusCode);
        expect(response.statusCode, `${type} ${response.body.slice(0, 200)}`).toBeLessThan(500);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
      }),
      { numRuns: 1500 },
    );
    expect([...statuses]).toEqual(expect.arrayContaining([400, 413, 415]));
    expect((await server.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    // Every refused request's staged files are gone.
    expect(readdirSync(join(server.offers.photosDir, ".incoming"))).toEqual([]);
  }, 180_000);
});
