import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { contactFormCopy, contactMessages } from "~/content/contact";

import { createSubmissionSchema, type ContactSubmission } from "../contact-form/schema";
import {
  classifyResponse,
  createIdempotencyKey,
  DEFAULT_CONTACT_ENDPOINT,
  deliver,
  MIN_SEND_MS,
  parseRetryAfter,
  pickFieldErrors,
  postSubmission,
  resolveEndpoint,
  SEND_TIMEOUT_MS,
  submitEndpoint,
} from "./submit";

const message = {
  name: "Amina Yusuf",
  email: "amina@example.com",
  phone: "",
  subject: "BOPP film quote",
  message: "Please quote 20 tonnes of 20 micron BOPP.",
};
const submission: ContactSubmission = {
  ...message,
  idempotencyKey: "0f4c7a9e-5b1d-4c9e-9d1a-2f3b4c5d6e7f",
  website: "",
  startedAt: 1_700_000_000_000,
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

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
    expect(classifyResponse(200, { ok: true, id: "m_1" })).toEqual({ ok: true, id: "m_1" });
    expect(classifyResponse(201, { ok: true, id: "m_2" })).toEqual({ ok: true, id: "m_2" });
    expect(classifyResponse(200, null)).toEqual({ ok: true });
  });

  it("does not call a 2xx that says ok:false a success", () => {
    expect(classifyResponse(200, { ok: false })).toEqual({ ok: false, reason: "server" });
  });

  it("returns the server's messages for the form's fields on a 400", () => {
    const outcome = classifyResponse(400, {
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
    expect(classifyResponse(400, { ok: false, errors: { website: "spam" } })).toEqual({
      ok: false,
      reason: "rejected",
    });
    expect(classifyResponse(400, "<html>")).toEqual({ ok: false, reason: "rejected" });
  });

  it("classifies the other failures", () => {
    expect(classifyResponse(413, null)).toEqual({ ok: false, reason: "too-large" });
    expect(classifyResponse(415, null)).toEqual({ ok: false, reason: "rejected" });
    expect(classifyResponse(404, null)).toEqual({ ok: false, reason: "rejected" });
    expect(classifyResponse(500, { ok: false })).toEqual({ ok: false, reason: "server" });
    expect(classifyResponse(503, null)).toEqual({ ok: false, reason: "server" });
    expect(classifyResponse(429, null, "120")).toEqual({
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: 120,
    });
    expect(classifyResponse(429, null)).toEqual({ ok: false, reason: "rate-limited" });
  });
});

describe("pickFieldErrors", () => {
  it("ignores anything that is not a message for a known field", () => {
    expect(pickFieldErrors(undefined)).toEqual({});
    expect(pickFieldErrors({ errors: ["name"] })).toEqual({});
    expect(pickFieldErrors({ errors: { name: " ", subject: "Subject is required" } })).toEqual({
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

describe("postSubmission", () => {
  it("POSTs the submission as JSON to the endpoint", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => json(201, { ok: true, id: "m_9" }));
    await expect(postSubmission("/api/contact", submission, { fetch: fetcher })).resolves.toEqual({
      ok: true,
      id: "m_9",
    });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(submission);
  });

  it("reports a failed connection as a network failure", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(postSubmission("/api/contact", submission, { fetch: fetcher })).resolves.toEqual({
      ok: false,
      reason: "network",
    });
  });

  it("tolerates an error page that is not JSON", async () => {
    const fetcher = vi.fn<typeof fetch>(
      async () => new Response("<h1>Bad gateway</h1>", { status: 502 }),
    );
    await expect(postSubmission("/api/contact", submission, { fetch: fetcher })).resolves.toEqual({
      ok: false,
      reason: "server",
    });
  });

  describe("with a server that never answers", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("aborts the request after 15 s and reports a timeout", async () => {
      let signal: AbortSignal | undefined;
      const fetcher = vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")));
          }),
      );
      const result = postSubmission("/api/contact", submission, { fetch: fetcher });
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(signal?.aborted).toBe(true);
      await expect(result).resolves.toEqual({ ok: false, reason: "timeout" });
    });
  });
});

describe("deliver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Resolves the promise's settle time in fake milliseconds. */
  async function settleTime<T>(promise: Promise<T>, step = 50, limit = 20_000) {
    let settled = false;
    void promise.then(() => (settled = true));
    let elapsed = 0;
    while (!settled && elapsed < limit) {
      await vi.advanceTimersByTimeAsync(step);
      elapsed += step;
    }
    return { elapsed, result: await promise };
  }

  const delayedFetch = (ms: number, response: () => Response) =>
    vi.fn<typeof fetch>(() => new Promise((resolve) => setTimeout(() => resolve(response()), ms)));

  it("without an endpoint waits the spec's 1500 ms, logs the message and sends nothing", async () => {
    const log = vi.fn();
    const fetcher = vi.fn<typeof fetch>();
    const { elapsed, result } = await settleTime(
      deliver({ endpoint: null, submission, message, log, fetch: fetcher }),
    );
    expect(result).toEqual({ ok: true });
    expect(elapsed).toBe(MIN_SEND_MS);
    expect(log).toHaveBeenCalledWith(expect.any(String), message);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("shows a fast success no sooner than 1500 ms after the submit", async () => {
    const fetcher = delayedFetch(100, () => json(200, { ok: true, id: "m_1" }));
    const { elapsed, result } = await settleTime(
      deliver({ endpoint: "/api/contact", submission, message, fetch: fetcher }),
    );
    expect(result).toEqual({ ok: true, id: "m_1" });
    expect(elapsed).toBe(MIN_SEND_MS);
  });

  it("waits for a slow server's confirmation", async () => {
    const fetcher = delayedFetch(4000, () => json(201, { ok: true }));
    const { elapsed, result } = await settleTime(
      deliver({ endpoint: "/api/contact", submission, message, fetch: fetcher }),
    );
    expect(result).toEqual({ ok: true });
    expect(elapsed).toBe(4000);
  });

  it("reports a failure as soon as it is known", async () => {
    const fetcher = delayedFetch(100, () => json(500, { ok: false }));
    const { elapsed, result } = await settleTime(
      deliver({ endpoint: "/api/contact", submission, message, fetch: fetcher }),
    );
    expect(result).toEqual({ ok: false, reason: "server" });
    expect(elapsed).toBe(100);
  });
});
