import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { fetchWebfontForNextPages } from "./webfont-fetch";
import {
  ARABIC_WEBFONT_ATTRIBUTE,
  ARABIC_WEBFONT_FLAG,
  WEBFONT_ATTRIBUTE,
  WEBFONT_FLAG,
  webfontBootScript,
} from "./webfont";

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute(WEBFONT_ATTRIBUTE);
  root.removeAttribute(ARABIC_WEBFONT_ATTRIBUTE);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("webfontBootScript", () => {
  it("switches the page to Inter only when an earlier page fetched it", () => {
    new Function(webfontBootScript)();
    expect(root.hasAttribute(WEBFONT_ATTRIBUTE)).toBe(false);
    localStorage.setItem(WEBFONT_FLAG, "1");
    new Function(webfontBootScript)();
    expect(root.hasAttribute(WEBFONT_ATTRIBUTE)).toBe(true);
  });
});

describe("fetchWebfontForNextPages", () => {
  /** A fetch that answers every font with `status`, and records what was asked. */
  function stubFetch(status = 200) {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      void url;
      void init;
      return new Response(new Uint8Array(8), { status });
    });
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => callback());
    return fetch;
  }
  const fetched = (fetch: ReturnType<typeof stubFetch>) =>
    fetch.mock.calls.map(([url]) =>
      url
        .split("/")
        .pop()!
        .replace(/\.[\w-]+\.woff2$|\.woff2$/, ""),
    );

  it("fetches the font after load into the cache, low priority, and remembers it for the next pages", async () => {
    const fetch = stubFetch();
    fetchWebfontForNextPages(window);
    await vi.waitFor(() => expect(localStorage.getItem(WEBFONT_FLAG)).toBe("1"));
    expect(fetched(fetch)).toEqual(["inter-subset-wght"]);
    expect(fetch.mock.calls[0]![1]).toEqual({ priority: "low" });
    // Never on this page: its text must not re-wrap.
    expect(root.hasAttribute(WEBFONT_ATTRIBUTE)).toBe(false);
  });

  it("waits until the first contentful paint is on screen", async () => {
    vi.useFakeTimers();
    const fetch = stubFetch();
    let painted = false;
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["paint"] });
    vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
      painted && name === "first-contentful-paint" ? ([{}] as PerformanceEntryList) : [],
    );
    fetchWebfontForNextPages(window);
    await vi.advanceTimersByTimeAsync(300);
    expect(fetch).not.toHaveBeenCalled();
    painted = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("remembers nothing when the font did not come", async () => {
    const fetch = stubFetch(404);
    fetchWebfontForNextPages(window);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 10));
    expect(localStorage.getItem(WEBFONT_FLAG)).toBeNull();
  });

  it("remembers nothing when the network fails", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => callback());
    fetchWebfontForNextPages(window);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 10));
    expect(localStorage.getItem(WEBFONT_FLAG)).toBeNull();
  });

  it("on an Arabic page also fetches the Arabic face, both weights, and remembers it apart", async () => {
    const fetch = stubFetch();
    root.lang = "ar";
    root.setAttribute(WEBFONT_ATTRIBUTE, "");
    fetchWebfontForNextPages(window);
    await vi.waitFor(() => expect(localStorage.getItem(ARABIC_WEBFONT_FLAG)).toBe("1"));
    expect(fetched(fetch)).toEqual([
      "ibm-plex-sans-arabic-400-subset",
      "ibm-plex-sans-arabic-700-subset",
    ]);
    expect(root.hasAttribute(ARABIC_WEBFONT_ATTRIBUTE)).toBe(false);
    root.lang = "en";
    root.removeAttribute(WEBFONT_ATTRIBUTE);
  });

  it("does nothing on a page that already uses Inter", () => {
    const fetch = stubFetch();
    root.setAttribute(WEBFONT_ATTRIBUTE, "");
    fetchWebfontForNextPages(window);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("webfontBootScript and the Arabic face", () => {
  it("switches the Arabic face on only once an earlier page stored its flag", () => {
    new Function(webfontBootScript)();
    expect(root.hasAttribute(ARABIC_WEBFONT_ATTRIBUTE)).toBe(false);
    localStorage.setItem(ARABIC_WEBFONT_FLAG, "1");
    new Function(webfontBootScript)();
    expect(root.hasAttribute(ARABIC_WEBFONT_ATTRIBUTE)).toBe(true);
    // The two faces are independent: Inter's flag is not set by the Arabic one.
    expect(root.hasAttribute(WEBFONT_ATTRIBUTE)).toBe(false);
  });
});
