import { describe, expect, it, vi } from "vitest";

import { fetchIntoCache } from "./fetch-into-cache";

describe("fetchIntoCache", () => {
  it("fetches at low priority, reads the body to the end and says the file came", async () => {
    const body = vi.fn(async () => new ArrayBuffer(8));
    const fetch = vi.fn(async () => ({ ok: true, arrayBuffer: body }) as unknown as Response);
    await expect(fetchIntoCache("/assets/font.woff2", { fetch })).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith("/assets/font.woff2", { priority: "low" });
    expect(body).toHaveBeenCalledOnce();
  });

  it("says no for an error status or a failed network, and never rejects", async () => {
    const missing = vi.fn(async () => new Response("gone", { status: 404 }));
    await expect(fetchIntoCache("/a.js", { fetch: missing })).resolves.toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(fetchIntoCache("/a.js", { fetch: offline })).resolves.toBe(false);
  });
});
