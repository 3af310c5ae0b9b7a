/**
 * The web fonts, fetched for the next pages once this one has loaded
 * (./webfont.ts says why). Apart from the flags, so that what imports those
 * (the layout's boot script, the end-to-end tests) does not import the font
 * files.
 */
import arabic400Url from "../assets/fonts/ibm-plex-sans-arabic-400-subset.woff2?url";
import arabic700Url from "../assets/fonts/ibm-plex-sans-arabic-700-subset.woff2?url";
import interUrl from "../assets/fonts/inter-subset-wght.woff2?url";

import { fetchIntoCache } from "./fetch-into-cache";
import {
  ARABIC_WEBFONT_ATTRIBUTE,
  ARABIC_WEBFONT_FLAG,
  WEBFONT_ATTRIBUTE,
  WEBFONT_FLAG,
} from "./webfont";

/**
 * The files behind each face, as the stylesheet's @font-face rules load them
 * (the same build asset: Vite names a file once, by its content).
 */
const interFiles = [interUrl];
const arabicFiles = [arabic400Url, arabic700Url];

export function fetchWebfontForNextPages(view: Window = window): void {
  const root = view.document.documentElement;
  if (typeof view.fetch !== "function") return;
  // Each face the page does not use yet: Inter everywhere, the Arabic face on Arabic pages.
  const pending: [files: readonly string[], flag: string][] = [];
  if (!root.hasAttribute(WEBFONT_ATTRIBUTE)) pending.push([interFiles, WEBFONT_FLAG]);
  if (root.lang === "ar" && !root.hasAttribute(ARABIC_WEBFONT_ATTRIBUTE)) {
    pending.push([arabicFiles, ARABIC_WEBFONT_FLAG]);
  }
  if (pending.length === 0) return;
  // Into the HTTP cache only, with fetch, not `document.fonts.load`: a face
  // this page loads is decoded and sanitised on its main thread, and the
  // Arabic page's two weights and Inter were three such tasks after its
  // load, on a page that will never use them. The next page's @font-face
  // finds the files in the cache, within `font-display: optional`'s wait.
  const fetchFont = async () => {
    for (const [files, flag] of pending) {
      const fetched = await Promise.all(files.map((file) => fetchIntoCache(file, view)));
      if (!fetched.every(Boolean)) continue;
      try {
        view.localStorage.setItem(flag, "1");
      } catch {
        // Storage unavailable (private mode): keep the fallback.
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
