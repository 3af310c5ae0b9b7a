import { showCurrentYear } from "./current-year";
import { enhanceReveals } from "./reveal";
import { enhanceSiteHeader } from "./site-header";
import { fetchWebfontForNextPages } from "./webfont";

/** The one script of every page (layouts/page-layout.astro): the platform does the rest. */
enhanceSiteHeader();
enhanceReveals();
showCurrentYear();
fetchWebfontForNextPages();
// End-to-end tests wait for this before they use the header.
document.documentElement.dataset.enhanced = "true";
