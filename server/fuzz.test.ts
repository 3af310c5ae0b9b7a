// @vitest-environment node
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServer, type Server } from "./app.ts";
import { sharedEditionsBuild, testConfig } from "./test-support/test-server.ts";

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

// Thousands of requests: seconds on an idle machine, more while the other suites run.
describe("fuzzing the server in process", () => {
  it("never answers a contact post with a 5xx, whatever the body, headers or type", async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(contentType, body, extraHeaders, async (type, payload, headers) => {
        const response = await server.app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { ...headers, ...(type ? { "content-type": type } : {}) },
          payload,
        });
        statuses.add(response.statusCode);
        expect(response.statusCode, `${type} ${response.body.slice(0, 200)}`).toBeLessThan(500);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
      }),
      { numRuns: 3000 },
    );
    // The runs reached every answer: stored, redirected, rejected, too large, wrong type.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([201, 303, 400, 413, 415]));
  }, 30_000);

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
  }, 30_000);
});
