import { showCurrentYear } from "./current-year";
import { renderWholeBeforeJumps } from "./lazy-render";
import { enhanceReveals } from "./reveal";
import { enhanceSiteHeader } from "./site-header";
import { fetchWebfontForNextPages } from "./webfont-fetch";
import { keepWhatsAppClear } from "./whatsapp-clear";

/**
 * The one script of every page (layouts/page-layout.astro); the platform
 * does the rest. The page is complete without it, so it starts after the
 * first paint, and gives the main thread back between its steps
 * (`scheduler.yield()` where the browser has it, a new task otherwise), so
 * that no step waits behind another and a tap is answered between them.
 * Each step writes to the DOM only what changes: a write restyles.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((done) => setTimeout(done, 0));
};

const steps = [
  enhanceSiteHeader,
  () => showCurrentYear(),
  () => enhanceReveals(),
  () => renderWholeBeforeJumps(),
  () => fetchWebfontForNextPages(),
  () => keepWhatsAppClear(),
  () => {
    // End-to-end tests wait for this before they use the page.
    document.documentElement.dataset.enhanced = "true";
  },
];

requestAnimationFrame(() => {
  // After the frame that paints the page.
  setTimeout(async () => {
    for (const step of steps) {
      step();
      await nextTask();
    }
  }, 0);
});
