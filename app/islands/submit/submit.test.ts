import { afterEach, describe, expect, it } from "vitest";

import { contact } from "~/content/contact";

import { createSubmissionSchema } from "../contact-form/schema";
import {
  classifyResponse,
  createIdempotencyKey,
  DEFAULT_CONTACT_ENDPOINT,
  parseRetryAfter,
  pickFieldErrors,
  resolveEndpoint,
  submitEndpoint,
} from "./submit";

const { form: contactFormCopy, messages: contactMessages } = contact;

const message = {
  name: "Amina Yusuf",
  email: "amina@example.com",
  phone: "",
  subject: "BOPP film quote",
  message: "Please quote 20 tonnes of 20 micron BOPP.",
};

/** A form's fields, as the form passes them (the contact form's here). */
const fields = ["name", "email", "phone", "subject", "message"] as const;
const classify = (status: number, body: unknown, retryAfter: string | null = null) =>
  classifyResponse(status, body, retryAfter, fields);

describe("resolveEndpoint", () => {
  it("defaults to /api/contact when the setting is absent", () => {
    expect(resolveEndpoint(undefined)).toBe(DEFAULT_CONTACT_ENDPOINT);
    expect(DEFAULT_CONTACT_ENDPOINT).toBe("/api/contact");
  });

  it("means 'no endpoint' (simulated send) when set but empty", () => {
    expect(resolveEndpoint("")).toBeNull();
    expect(resolveEndpoint("  ")).toBeNull();
  });

  it("uses any other value as given, trimmed", () => {
    expect(resolveEndpoint(" https://forms.example.com/contact ")).toBe(
      "https://forms.example.com/contact",
    );
  });
});

describe("submitEndpoint", () => {
  afterEach(() => {
    delete window.__CONTACT_ENDPOINT__;
  });

  it("is the build-time endpoint unless a test overrides it on window", () => {
    expect(submitEndpoint()).toBe(DEFAULT_CONTACT_ENDPOINT);
    window.__CONTACT_ENDPOINT__ = "";
    expect(submitEndpoint()).toBeNull();
    window.__CONTACT_ENDPOINT__ = "/other";
    expect(submitEndpoint()).toBe("/other");
  });
});

describe("createIdempotencyKey", () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("makes a distinct v4 UUID each time, accepted by the submission schema", () => {
    const keys = new Set(Array.from({ length: 50 }, createIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(uuid);
      expect(
        createSubmissionSchema(contactMessages, contactFormCopy.labels).safeParse({
          ...message,
          idempotencyKey: key,
        }).success,
      ).toBe(true);
    }
  });

  it("still works where randomUUID is unavailable (insecure context)", () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(createIdempotencyKey()).toMatch(uuid);
      expect(createIdempotencyKey()).not.toBe(createIdempotencyKey());
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});

describe("classifyResponse", () => {
  it("treats 200 and 201 as sent and keeps the server's id", () => {
    expect(classify(200, { ok: true, id: "m_1" })).toEqual({ ok: true, id: "m_1" });
    expect(classify(201, { ok: true, id: "m_2" })).toEqual({ ok: true, id: "m_2" });
    expect(classify(200, null)).toEqual({ ok: true });
    expect(classify(201, { ok: true, id: "m_3", reference: "C-2611-017" })).toEqual({
      ok: true,
      id: "m_3",
      reference: "C-2611-017",
    });
  });

  it("does not call a 2xx that says ok:false a success", () => {
    expect(classify(200, { ok: false })).toEqual({ ok: false, reason: "server" });
  });

  it("returns the server's messages for the form's fields on a 400", () => {
    const outcome = classify(400, {
      ok: false,
      errors: { email: "Please enter a valid email", idempotencyKey: "Too short", message: 3 },
    });
    expect(outcome).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { email: "Please enter a valid email" },
    });
  });

  it("reports a 400 without usable field errors as rejected", () => {
    expect(classify(400, { ok: false, errors: { website: "spam" } })).toEqual({
      ok: false,
      reason: "rejected",
    });
    expect(classify(400, "<html>")).toEqual({ ok: false, reason: "rejected" });
  });

  it("classifies the other failures", () => {
    expect(classify(413, null)).toEqual({ ok: false, reason: "too-large" });
    expect(classify(415, null)).toEqual({ ok: false, reason: "rejected" });
    expect(classify(404, null)).toEqual({ ok: false, reason: "rejected" });
    expect(classify(500, { ok: false })).toEqual({ ok: false, reason: "server" });
    expect(classify(503, null)).toEqual({ ok: false, reason: "server" });
    expect(classify(429, null, "120")).toEqual({
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: 120,
    });
    expect(classify(429, null)).toEqual({ ok: false, reason: "rate-limited" });
  });
});

describe("pickFieldErrors", () => {
  it("ignores anything that is not a message for a known field", () => {
    expect(pickFieldErrors(undefined, fields)).toEqual({});
    expect(pickFieldErrors({ errors: ["name"] }, fields)).toEqual({});
    expect(
      pickFieldErrors({ errors: { name: " ", subject: "Subject is required" } }, fields),
    ).toEqual({
      subject: "Subject is required",
    });
  });
});

describe("parseRetryAfter", () => {
  it("reads delta-seconds and HTTP dates", () => {
    const now = Date.parse("2030-01-01T00:00:00Z");
    expect(parseRetryAfter("30", now)).toBe(30);
    expect(parseRetryAfter("Tue, 01 Jan 2030 00:02:00 GMT", now)).toBe(120);
    expect(parseRetryAfter("Mon, 31 Dec 2029 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
