import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { REVEAL_PAGE, REVEAL_ROOT } from "~/lib/reveal";

import { enhanceReveals } from "./reveal";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed = new Set<Element>();
  callback: Callback;
  options: IntersectionObserverInit;
  constructor(callback: Callback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  report(target: Element, isIntersecting: boolean, top: number) {
    this.callback([{ target, isIntersecting, boundingClientRect: { top } as DOMRectReadOnly }]);
  }
}

let reducedMotion = false;

beforeEach(() => {
  FakeObserver.instances = [];
  reducedMotion = false;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduce") && reducedMotion,
  }));
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  document.body.innerHTML = `
    <div id="top" data-reveal data-reveal-preset="page">Hero</div>
    <div id="below" data-reveal data-reveal-preset="page">Card</div>
    <div id="root" data-reveal data-reveal-preset="root">Step</div>`;
});

afterEach(() => vi.unstubAllGlobals());

const byId = (id: string) => document.getElementById(id)!;

describe("enhanceReveals", () => {
  it("uses one observer per preset, with that preset's offset", () => {
    enhanceReveals(document);
    expect(FakeObserver.instances.map((observer) => observer.options.rootMargin)).toEqual([
      `0px 0px -${REVEAL_PAGE.offsetPx}px 0px`,
      `0px 0px -${REVEAL_ROOT.offsetPx}px 0px`,
    ]);
  });

  it("never hides what starts in view, and reveals the rest once", () => {
    enhanceReveals(document);
    const [page] = FakeObserver.instances;
    page!.report(byId("top"), true, 100);
    page!.report(byId("below"), false, 1500);
    expect(byId("top").dataset.reveal).toBe("");
    expect(page!.observed.has(byId("top"))).toBe(false);
    expect(byId("below").dataset.reveal).toBe("hidden");

    page!.report(byId("below"), true, 600);
    expect(byId("below").dataset.reveal).toBe("shown");
    // Once: no longer watched, so scrolling away cannot hide it again.
    expect(page!.observed.has(byId("below"))).toBe(false);
  });

  it("hides what sits in a section not laid out yet, which reports no position", () => {
    enhanceReveals(document);
    const [page] = FakeObserver.instances;
    // jsdom has no checkVisibility: the browser's answer for a skipped subtree.
    Object.assign(byId("below"), { checkVisibility: () => false });
    page!.report(byId("below"), false, 0);
    expect(byId("below").dataset.reveal).toBe("hidden");
    page!.report(byId("below"), true, 600);
    expect(byId("below").dataset.reveal).toBe("shown");
  });

  it("hides nothing for visitors who prefer reduced motion", () => {
    reducedMotion = true;
    enhanceReveals(document);
    expect(FakeObserver.instances).toEqual([]);
    expect(document.querySelectorAll('[data-reveal="hidden"]')).toHaveLength(0);
  });
});
