/**
 * Inter on the pages after the first, never a late swap on the first.
 *
 * A page renders in the metric-matched fallback ("Inter Fallback") unless
 * the visitor's browser already holds Inter: the boot script in the head
 * (`webfontBootScript`, inline, before the first paint) switches the page
 * to Inter when an earlier page stored the flag. After the first page has
 * loaded, `fetchWebfontForNextPages` downloads the font in the background
 * and stores the flag. So the first paint never waits for a 26 KB font on a
 * slow connection (it was the largest contentful paint's last dependency),
 * and no text ever re-wraps under the reader: no layout shift.
 */
export const WEBFONT_FLAG = "flexpack:webfont";

/** The attribute on <html> that switches the stylesheet to Inter. */
export const WEBFONT_ATTRIBUTE = "data-webfont";

/** Inline in the head (hashed by the build for the Content-Security-Policy). */
export const webfontBootScript = `try{localStorage.getItem(${JSON.stringify(WEBFONT_FLAG)})&&document.documentElement.setAttribute(${JSON.stringify(WEBFONT_ATTRIBUTE)},"")}catch(e){}`;

const interFont = '400 1em "Inter Variable"';

export function fetchWebfontForNextPages(view: Window = window): void {
  const root = view.document.documentElement;
  if (root.hasAttribute(WEBFONT_ATTRIBUTE) || !("fonts" in view.document)) return;
  const fetchFont = async () => {
    try {
      await view.document.fonts.load(interFont);
      if (view.document.fonts.check(interFont)) view.localStorage.setItem(WEBFONT_FLAG, "1");
    } catch {
      // Storage or fonts unavailable (private mode, blocked): keep the fallback.
    }
  };
  // After the page has loaded and the main thread is idle: nothing the
  // visitor waits for competes with it.
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    if (typeof view.requestIdleCallback === "function") {
      view.requestIdleCallback(() => void fetchFont(), { timeout: 3000 });
    } else {
      view.setTimeout(() => void fetchFont(), 200);
    }
  };
  if (view.document.readyState === "complete") whenIdle();
  else view.addEventListener("load", whenIdle, { once: true });
}
