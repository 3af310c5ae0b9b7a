/**
 * Inter on the pages after the first, never a late swap on the first.
 *
 * A page renders in the metric-matched fallback ("Inter Fallback") unless
 * the visitor's browser already holds Inter: the boot script in the head
 * (`webfontBootScript`, inline, before the first paint) switches the page
 * to Inter when an earlier page stored the flag. After the first page has
 * loaded, `fetchWebfontForNextPages` (./webfont-fetch.ts) downloads the font in the background
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
 * Pure, so the site module, which imports this file's flags for its fetch
 * (./webfont-fetch.ts), does not carry the text of this script too.
 */
export const webfontBootScript = /* @__PURE__ */ bootScript();
