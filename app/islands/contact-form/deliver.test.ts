import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { MIN_SEND_MS, SEND_TIMEOUT_MS } from "../submit/submit";

import { deliver, postSubmission } from "./deliver";
import type { ContactSubmission } from "./schema";

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
