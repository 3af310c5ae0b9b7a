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

/**
 * The Arabic face works the same way on Arabic pages: their first page
 * renders in the system's Arabic face and fetches IBM Plex Sans Arabic once
 * it has loaded, and the next Arabic pages use it. Measured on the Arabic
 * home page: waiting for the face at the first paint cost 0.15 s of LCP,
 * preloading it (even at low priority) 0.3 s; a late swap would re-wrap the
 * text under the reader.
 */
export const ARABIC_WEBFONT_FLAG = "flexpack:webfont-ar";
export const ARABIC_WEBFONT_ATTRIBUTE = "data-webfont-ar";

const flags = [
  [WEBFONT_FLAG, WEBFONT_ATTRIBUTE],
  [ARABIC_WEBFONT_FLAG, ARABIC_WEBFONT_ATTRIBUTE],
] as const;

function bootScript(): string {
  return `try{${flags
    .map(
      ([flag, attribute]) =>
        `localStorage.getItem(${JSON.stringify(flag)})&&document.documentElement.setAttribute(${JSON.stringify(attribute)},"")`,
    )
    .join(";")}}catch(e){}`;
}

/**
 * Inline in the head (hashed by the build for the Content-Security-Policy).
 * Pure, so the site module, which imports this file for its fetch, does not
 * carry the text of this script too.
 */
export const webfontBootScript = /* @__PURE__ */ bootScript();

const interFont = '400 1em "Inter Variable"';
const arabicFonts = ['400 1em "IBM Plex Sans Arabic"', '700 1em "IBM Plex Sans Arabic"'];

export function fetchWebfontForNextPages(view: Window = window): void {
  const root = view.document.documentElement;
  if (!("fonts" in view.document)) return;
  // Each face the page does not use yet: Inter everywhere, the Arabic face on Arabic pages.
  // A face with a unicode-range loads only for text it covers: the Arabic one for an Arabic letter.
  const pending: [fonts: readonly string[], sample: string | undefined, flag: string][] = [];
  if (!root.hasAttribute(WEBFONT_ATTRIBUTE)) pending.push([[interFont], undefined, WEBFONT_FLAG]);
  if (root.lang === "ar" && !root.hasAttribute(ARABIC_WEBFONT_ATTRIBUTE)) {
    pending.push([arabicFonts, "ب", ARABIC_WEBFONT_FLAG]);
  }
  if (pending.length === 0) return;
  const fetchFont = async () => {
    for (const [fonts, sample, flag] of pending) {
      try {
        await Promise.all(fonts.map((font) => view.document.fonts.load(font, sample)));
        if (fonts.every((font) => view.document.fonts.check(font, sample))) {
          view.localStorage.setItem(flag, "1");
        }
      } catch {
        // Storage or fonts unavailable (private mode, blocked): keep the fallback.
      }
    }
  };
  // After the page has loaded, its first contentful paint has reached the
  // screen, and the main thread is idle: nothing the visitor waits for
  // competes with it. (Once the page stopped restyling itself after its
  // first paint, load and idle time came before the paint was on screen,
  // and the 26 KB font shared the network with the largest paint.)
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    if (typeof view.requestIdleCallback === "function") {
      view.requestIdleCallback(() => void fetchFont(), { timeout: 3000 });
    } else {
      view.setTimeout(() => void fetchFont(), 200);
    }
  };
  // The paint timeline holds the first contentful paint once it is on
  // screen; look every 100 ms, for 5 s at most (a tab in the background).
  const paintTiming = (
    view as { PerformanceObserver?: { supportedEntryTypes?: readonly string[] } }
  ).PerformanceObserver?.supportedEntryTypes?.includes("paint");
  let looks = 0;
  const afterPaintShown = () => {
    const shown = () => view.performance.getEntriesByName("first-contentful-paint").length > 0;
    if (!paintTiming || shown() || ++looks > 50) whenIdle();
    else view.setTimeout(afterPaintShown, 100);
  };
  if (view.document.readyState === "complete") afterPaintShown();
  else view.addEventListener("load", afterPaintShown, { once: true });
}
