// @vitest-environment node
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServer, type Server } from "../http/app.ts";
import { sharedEditionsBuild, testConfig, TEST_ALERTS_SECRET } from "../test-utils/test-server.ts";

import { AlertTokens } from "./alert-tokens.ts";

let server: Server;
let alertId: string;
beforeAll(async () => {
  server = await createServer(await testConfig({ buildDir: await sharedEditionsBuild() }));
  await server.app.ready();
  alertId = (await server.alerts.subscribe({
    email: "fuzz@example.com",
    criteria: { type: "", from: "", to: "", country: "", q: "" },
    lang: "en",
  }))!.alertId!;
});
afterAll(() => server.app.close());

const tokens = new AlertTokens(TEST_ALERTS_SECRET);
const printable = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);

const contentType = fc.oneof(
  fc.constantFrom(
    "application/json",
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=iso-8859-1",
    "text/plain",
    "multipart/form-data; boundary=----x",
    "",
  ),
  printable,
);

/** Values shaped like a subscription, every field of any type. */
const subscriptionLike = fc.record(
  {
    email: fc.oneof(fc.emailAddress(), fc.string(), fc.anything()),
    type: fc.oneof(fc.constantFrom("metallizer", "", "laser"), fc.anything()),
    from: fc.oneof(fc.constantFrom("2010", "1900", "2999", ""), fc.string(), fc.anything()),
    to: fc.oneof(fc.constantFrom("2020", "2000", ""), fc.anything()),
    country: fc.oneof(fc.constantFrom("DE", "XX", "de", "UK", ""), fc.anything()),
    q: fc.oneof(fc.string({ maxLength: 150 }), fc.anything()),
    lang: fc.oneof(fc.constantFrom("en", "fr", "ar", "de"), fc.anything()),
    consent: fc.oneof(fc.constantFrom("yes", "", "on"), fc.anything()),
    edition: fc.oneof(fc.constantFrom("en", "fr", "ar", "xx"), fc.anything()),
    website: fc.oneof(fc.constant(""), fc.string()),
    startedAt: fc.oneof(fc.integer(), fc.string(), fc.anything()),
    __proto__: fc.anything(),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

const asText = (value: unknown) =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "undefined");

const body = fc.oneof(
  subscriptionLike.map((value) => JSON.stringify(value) ?? ""),
  subscriptionLike.map((value) =>
    Object.entries(value)
      .map(([key, field]) => `${encodeURIComponent(key)}=${encodeURIComponent(asText(field))}`)
      .join("&"),
  ),
  fc.string({ maxLength: 500 }),
  fc.json(),
  fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 8_000, max: 40_000 }).map((size) => "x".repeat(size)),
);

/** Tokens of every kind: ours, altered, another purpose's, rubbish. */
const token = fc.oneof(
  fc.constant(null).map(() => tokens.sign("unsubscribe", alertId)),
  fc.constant(null).map(() => tokens.sign("confirm", alertId)),
  fc.tuple(fc.nat(80), fc.string({ minLength: 1, maxLength: 1 })).map(([at, char]) => {
    const valid = tokens.sign("confirm", alertId);
    const index = at % valid.length;
    return valid.slice(0, index) + char + valid.slice(index + 1);
  }),
  fc.uuid().map((id) => tokens.sign("confirm", id)),
  fc.uuid().map((id) => tokens.sign("unsubscribe-digest", id)),
  fc.string({ maxLength: 300 }),
);

const linkRequest = fc.record({
  method: fc.constantFrom("GET", "POST", "HEAD"),
  path: fc.constantFrom("/api/alerts/confirm", "/api/alerts/unsubscribe", "/api/alerts"),
  token,
  extra: fc.oneof(
    fc.constant(""),
    printable.map((text) => `&${text}`),
    fc.constant("&token=a&token=b"),
  ),
  lang: fc.oneof(fc.constantFrom("en", "fr", "ar", ""), printable),
  body: fc.oneof(fc.constant("List-Unsubscribe=One-Click"), fc.string({ maxLength: 200 })),
  type: contentType,
});

// A thousand requests, in process: a few seconds.
describe("fuzzing the alerts' endpoints", () => {
  it("never answers a subscription or a link with a 5xx", { timeout: 120_000 }, async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(contentType, body, async (type, payload) => {
        const response = await server.app.inject({
          method: "POST",
          url: "/api/alerts",
          headers: type ? { "content-type": type } : {},
          payload,
        });
        statuses.add(response.statusCode);
        expect(response.statusCode, `${type} ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 600 },
    );
    await fc.assert(
      fc.asyncProperty(linkRequest, async (request) => {
        const query = `lang=${encodeURIComponent(request.lang)}&token=${encodeURIComponent(request.token)}${request.extra}`;
        const response = await server.app.inject({
          method: request.method as "GET",
          url: `${request.path}?${query}`,
          ...(request.method === "POST"
            ? {
                headers: request.type ? { "content-type": request.type } : {},
                payload: request.body,
              }
            : {}),
        });
        statuses.add(response.statusCode);
        expect(response.statusCode, `${request.method} ${request.path}?${query}`).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
    // The runs reached every kind of answer.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 413, 415]));
  });
});
