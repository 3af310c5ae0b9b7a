// @vitest-environment node
import { createHash } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { classifyResponse } from "../app/features/contact-form/submit";

import { FORM_BODY_LIMIT, JSON_BODY_LIMIT } from "./contact-api.ts";
import { postJson, startTestServer, submission } from "./test-support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

const postForm = (fields: Record<string, string>, origin = server.origin) =>
  fetch(`${origin}/api/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const formFields = {
  name: "Jean Dupont",
  email: "jean@example.fr",
  phone: "",
  subject: "Used slitter",
  message: "Is the 2016 slitter still available?",
  website: "",
};

async function outcome(response: Response) {
  const body: unknown = await response.json();
  return {
    body,
    outcome: classifyResponse(response.status, body, response.headers.get("retry-after")),
  };
}

const storedByKey = async (key: string, includeSpam = false) =>
  (await server.store.list({ includeSpam })).filter((inquiry) => inquiry.idempotencyKey === key);

describe("JSON from the script", () => {
  it("stores a valid message before answering 201 with its id", async () => {
    const sent = submission({ name: "  Amina Yusuf  " });
    const response = await postJson(server.origin, sent);
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { body, outcome: result } = await outcome(response);
    expect(result).toEqual({ ok: true, id: expect.any(String) });
    const [stored, ...others] = await storedByKey(sent.idempotencyKey);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      id: (body as { id: string }).id,
      name: "Amina Yusuf",
      email: sent.email,
      message: sent.message,
      channel: "script",
      spam: null,
      status: "pending",
    });
  });

  it("answers a retry with the original result and never stores it twice", async () => {
    const sent = submission();
    const first = await (await postJson(server.origin, sent)).json();
    const retry = await postJson(server.origin, { ...sent, message: "A changed retry" });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(first);
    const stored = await storedByKey(sent.idempotencyKey);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toBe(sent.message);
  });

  it("answers invalid fields with 400 and the form's own messages", async () => {
    const response = await postJson(
      server.origin,
      submission({ email: "amina@", name: "", subject: undefined }),
    );
    expect(response.status).toBe(400);
    const { body, outcome: result } = await outcome(response);
    expect(body).toMatchObject({
      ok: false,
      errors: {
        email: "Please enter a valid email",
        name: "Name is required",
        subject: "Subject is required",
      },
    });
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { email: "Please enter a valid email" },
    });
  });

  it.each([
    ["malformed JSON", 400, "application/json", '{"name": "Amina",'],
    ["an empty JSON body", 400, "application/json", ""],
    ["JSON that is not an object", 400, "application/json", '["a", "b"]'],
    ["null", 400, "application/json", "null"],
    ["a prototype-poisoning body", 400, "application/json", '{"__proto__": {"admin": true}}'],
    ["plain text", 415, "text/plain", "Hello"],
    ["multipart", 415, "multipart/form-data; boundary=x", "--x--"],
    ["XML", 415, "application/xml", "<a/>"],
  ])("answers %s with %i, never a 5xx", async (_label, status, type, body) => {
    const response = await fetch(`${server.origin}/api/contact`, {
      method: "POST",
      headers: { "content-type": type },
      body,
    });
    expect(response.status).toBe(status);
    const { outcome: result } = await outcome(response);
    expect(result).toMatchObject({ ok: false, reason: "rejected" });
  });

  it("answers a body without a content type with 415", async () => {
    const response = await fetch(`${server.origin}/api/contact`, {
      method: "POST",
      body: new Blob(["name=x"]),
    });
    expect(response.status).toBe(415);
  });

  it("answers a body over 16 KB with 413", async () => {
    const body = JSON.stringify(submission({ message: "x".repeat(JSON_BODY_LIMIT) }));
    const response = await postJson(server.origin, body);
    expect(response.status).toBe(413);
    expect((await outcome(response)).outcome).toEqual({ ok: false, reason: "too-large" });
  });

  it("accepts a full-length message in a script that needs two bytes a character", async () => {
    const sent = submission({ message: "ر".repeat(5000) });
    expect((await postJson(server.origin, sent)).status).toBe(201);
  });

  it("answers other methods and paths under /api/ in JSON", async () => {
    const get = await fetch(`${server.origin}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const other = await fetch(`${server.origin}/api/inquiries`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ ok: false });
  });
});

describe("spam", () => {
  it("answers a filled honeypot like a success but keeps it out of the inquiries", async () => {
    const sent = submission({ website: "https://spam.example" });
    const response = await postJson(server.origin, sent);
    expect(response.status).toBe(201);
    expect((await outcome(response)).outcome.ok).toBe(true);
    expect(await storedByKey(sent.idempotencyKey)).toEqual([]);
    const [spam] = await storedByKey(sent.idempotencyKey, true);
    expect(spam).toMatchObject({ status: "spam", spam: "honeypot filled" });
  });

  it("treats a form sent within 3 seconds of opening as spam", async () => {
    const sent = submission({ startedAt: Date.now() - 1000 });
    expect((await postJson(server.origin, sent)).status).toBe(201);
    expect(await storedByKey(sent.idempotencyKey)).toEqual([]);
    expect((await storedByKey(sent.idempotencyKey, true))[0]!.spam).toBe("sent within 3 seconds");
  });

  it("does not take a visitor whose clock runs ahead for a bot", async () => {
    const sent = submission({ startedAt: Date.now() + 5 * 60_000 });
    expect((await postJson(server.origin, sent)).status).toBe(201);
    expect(await storedByKey(sent.idempotencyKey)).toHaveLength(1);
  });
});

describe("the plain form post (no JavaScript)", () => {
  it("stores the message and redirects with 303 to the contact page's thank-you state", async () => {
    const fields = { ...formFields, message: `Plain post ${crypto.randomUUID()}` };
    const response = await postForm(fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact?sent=1#message-sent");
    const stored = (await server.store.list()).filter(
      (inquiry) => inquiry.message === fields.message,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ channel: "form", name: fields.name, phone: "" });
  });

  it("stores a form sent twice (a double click) once", async () => {
    const fields = { ...formFields, message: `Twice ${crypto.randomUUID()}` };
    expect((await postForm(fields)).status).toBe(303);
    expect((await postForm(fields)).status).toBe(303);
    const stored = (await server.store.list()).filter(
      (inquiry) => inquiry.message === fields.message,
    );
    expect(stored).toHaveLength(1);
  });

  it("answers invalid input with the form again: the visitor's text and a message at each field", async () => {
    const response = await postForm({
      ...formFields,
      email: "jean@",
      message: `<b>Keep</b> "this" & that`,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("unsafe");
    const html = await response.text();
    // Its one stylesheet is allowed by hash, and nothing else.
    const css = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    const hash = createHash("sha256").update(css, "utf8").digest("base64");
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(html).toContain("<h1>Your message was not sent.</h1>");
    expect(html).toContain('<a href="#field-email">Email: Please enter a valid email</a>');
    expect(html).toMatch(
      /<input id="field-email" name="email" required aria-invalid="true" aria-describedby="field-email-error"[^>]*value="jean@">/,
    );
    expect(html).toContain("&lt;b&gt;Keep&lt;/b&gt; &quot;this&quot; &amp; that</textarea>");
    expect(html).toContain(`value="${formFields.name}"`);
    expect(html).toContain('<form method="post" action="/api/contact">');
    expect(html).not.toContain("<script");
  });

  it("answers an oversized form post with a page that says so", async () => {
    const response = await postForm({ ...formFields, message: "é".repeat(FORM_BODY_LIMIT / 4) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Your message is too long to send.");
  });

  it("takes a full-length message in a non-Latin script, which percent-encoding triples", async () => {
    const response = await postForm({ ...formFields, message: "ر".repeat(5000) });
    expect(response.status).toBe(303);
  });
});

describe("rate limit", () => {
  let limited: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(() => limited.app.close());

  it("answers the third post in a minute with 429 and Retry-After", async () => {
    expect((await postJson(limited.origin, submission())).status).toBe(201);
    expect((await postJson(limited.origin, submission())).status).toBe(201);
    const response = await postJson(limited.origin, submission());
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { outcome: result } = await outcome(response);
    expect(result).toEqual({ ok: false, reason: "rate-limited", retryAfterSeconds: retryAfter });

    const form = await postForm(formFields, limited.origin);
    expect(form.status).toBe(429);
    expect(await form.text()).toContain(
      "Too many messages were sent from your connection. Please try again in a minute.",
    );

    // Pages are not limited.
    expect((await fetch(`${limited.origin}/about`)).status).toBe(200);
  });
});
