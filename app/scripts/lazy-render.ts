/**
 * Sections below the first screen, rendered when the reader nears them.
 *
 * On a first visit to a long page, the browser's first full layout shapes
 * every line of the page in one task. Arabic text costs about twice as much
 * as Latin to shape (measured on `/ar`: layout 37 ms on the bench host, 18 ms
 * with the same page's Arabic letters replaced by Latin ones; ×5 on a budget
 * phone), so that task was the Arabic home page's longest. With this
 * attribute on <html>, the stylesheet gives the page's later sections
 * `content-visibility: auto` (app/styles/app.css): the browser lays them out
 * as they come near the viewport, a section at a time.
 *
 * Only on a plain navigation without a fragment. A reload or a move through
 * the history restores a scroll position, and a link to `#something` scrolls
 * to an element: both need the real height of everything above, not an
 * estimate, so those pages render whole, as before.
 */
export const LAZY_RENDER_ATTRIBUTE = "data-lazy-render";

function bootScript(): string {
  return `try{var n=performance.getEntriesByType("navigation")[0];n&&n.type==="navigate"&&!location.hash&&document.documentElement.setAttribute(${JSON.stringify(LAZY_RENDER_ATTRIBUTE)},"")}catch(e){}`;
}

/** Inline in the head, before the first paint (hashed by the build for the Content-Security-Policy). */
export const lazyRenderBootScript = /* @__PURE__ */ bootScript();

/**
 * A link to an element further down this page scrolls to a position that
 * needs the real height of everything above the element: the first such
 * click renders the page whole before the browser scrolls. The skip link,
 * whose target is the main content's top, needs none.
 */
export function renderWholeBeforeJumps(doc: Document = document): void {
  const root = doc.documentElement;
  if (!root.hasAttribute(LAZY_RENDER_ATTRIBUTE)) return;
  const release = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href*='#']");
    if (!(link instanceof HTMLAnchorElement) || link.hash.length < 2) return;
    if (link.pathname !== doc.location.pathname) return;
    const main = doc.querySelector("main");
    const target = doc.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!main || !target || target === main || !main.contains(target)) return;
    root.removeAttribute(LAZY_RENDER_ATTRIBUTE);
    doc.removeEventListener("click", release, true);
  };
  doc.addEventListener("click", release, true);
}
