import { afterEach, describe, expect, it, vi } from "vitest";

import { LAZY_RENDER_ATTRIBUTE, lazyRenderBootScript, renderWholeBeforeJumps } from "./lazy-render";

const root = document.documentElement;

/** Runs the boot script as the browser would after a navigation of `type` to `hash`. */
function boot(type: NavigationTimingType | undefined, hash = "") {
  root.removeAttribute(LAZY_RENDER_ATTRIBUTE);
  vi.spyOn(performance, "getEntriesByType").mockReturnValue(
    type ? [{ type } as unknown as PerformanceEntry] : [],
  );
  window.history.replaceState(null, "", `/ar${hash}`);
  new Function(lazyRenderBootScript)();
  return root.hasAttribute(LAZY_RENDER_ATTRIBUTE);
}

afterEach(() => {
  vi.restoreAllMocks();
  root.removeAttribute(LAZY_RENDER_ATTRIBUTE);
});

describe("lazyRenderBootScript", () => {
  it("defers the later sections on a plain navigation", () => {
    expect(boot("navigate")).toBe(true);
  });

  it("renders the whole page where the browser restores or seeks a position", () => {
    expect(boot("reload")).toBe(false);
    expect(boot("back_forward")).toBe(false);
    expect(boot("navigate", "#request")).toBe(false);
  });

  it("renders the whole page when the browser does not say how it came", () => {
    expect(boot(undefined)).toBe(false);
  });
});

describe("renderWholeBeforeJumps", () => {
  function page() {
    document.body.innerHTML = `
      <a id="skip" href="#main-content">Skip</a>
      <main id="main-content">
        <section>First</section>
        <section><a id="jump" href="#offer">To the offer</a><a id="away" href="/about#offer">Their offer</a></section>
        <section><h2 id="offer">Offer</h2></section>
      </main>`;
    root.setAttribute(LAZY_RENDER_ATTRIBUTE, "");
    renderWholeBeforeJumps(document);
  }
  const click = (id: string) =>
    document
      .getElementById(id)!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

  it("renders the page whole before a jump to an element further down", () => {
    page();
    click("jump");
    expect(root.hasAttribute(LAZY_RENDER_ATTRIBUTE)).toBe(false);
  });

  it("keeps the deferral for the skip link and for links to other pages", () => {
    page();
    click("skip");
    click("away");
    expect(root.hasAttribute(LAZY_RENDER_ATTRIBUTE)).toBe(true);
  });
});
