import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  fetchWebfontForNextPages,
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
  Reflect.deleteProperty(document, "fonts");
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
  function stubFonts(loaded: boolean) {
    const fonts = { load: vi.fn(async () => []), check: vi.fn(() => loaded) };
    Object.defineProperty(document, "fonts", { value: fonts, configurable: true });
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => callback());
    return fonts;
  }

  it("fetches the font after load and remembers it for the next pages", async () => {
    const fonts = stubFonts(true);
    fetchWebfontForNextPages(window);
    await vi.waitFor(() => expect(localStorage.getItem(WEBFONT_FLAG)).toBe("1"));
    expect(fonts.load).toHaveBeenCalledWith('400 1em "Inter Variable"', undefined);
    // Never on this page: its text must not re-wrap.
    expect(root.hasAttribute(WEBFONT_ATTRIBUTE)).toBe(false);
  });

  it("waits until the first contentful paint is on screen", async () => {
    vi.useFakeTimers();
    const fonts = stubFonts(true);
    let painted = false;
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["paint"] });
    vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
      painted && name === "first-contentful-paint" ? ([{}] as PerformanceEntryList) : [],
    );
    fetchWebfontForNextPages(window);
    await vi.advanceTimersByTimeAsync(300);
    expect(fonts.load).not.toHaveBeenCalled();
    painted = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(fonts.load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("remembers nothing when the font did not load", async () => {
    const fonts = stubFonts(false);
    fetchWebfontForNextPages(window);
    await vi.waitFor(() => expect(fonts.check).toHaveBeenCalled());
    expect(localStorage.getItem(WEBFONT_FLAG)).toBeNull();
  });

  it("on an Arabic page also fetches the Arabic face, both weights, and remembers it apart", async () => {
    const fonts = stubFonts(true);
    root.lang = "ar";
    root.setAttribute(WEBFONT_ATTRIBUTE, "");
    fetchWebfontForNextPages(window);
    await vi.waitFor(() => expect(localStorage.getItem(ARABIC_WEBFONT_FLAG)).toBe("1"));
    expect(fonts.load).toHaveBeenCalledWith('400 1em "IBM Plex Sans Arabic"', "ب");
    expect(fonts.load).toHaveBeenCalledWith('700 1em "IBM Plex Sans Arabic"', "ب");
    expect(fonts.load).not.toHaveBeenCalledWith('400 1em "Inter Variable"', undefined);
    expect(root.hasAttribute(ARABIC_WEBFONT_ATTRIBUTE)).toBe(false);
    root.lang = "en";
    root.removeAttribute(WEBFONT_ATTRIBUTE);
  });

  it("does nothing on a page that already uses Inter", () => {
    const fonts = stubFonts(true);
    root.setAttribute(WEBFONT_ATTRIBUTE, "");
    fetchWebfontForNextPages(window);
    expect(fonts.load).not.toHaveBeenCalled();
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
