import { showCurrentYear } from "./current-year";
import { enhanceReveals } from "./reveal";
import { enhanceSiteHeader } from "./site-header";
import { fetchWebfontForNextPages } from "./webfont";

/**
 * The one script of every page (layouts/page-layout.astro); the platform
 * does the rest. The page is complete without it, so it starts after the
 * first paint, in short tasks that never hold up the main thread for long.
 */
const afterPaint = (task: () => void) =>
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });

afterPaint(() => {
  enhanceSiteHeader();
  showCurrentYear();
  setTimeout(() => {
    enhanceReveals();
    fetchWebfontForNextPages();
    // End-to-end tests wait for this before they use the page.
    document.documentElement.dataset.enhanced = "true";
  }, 0);
});
