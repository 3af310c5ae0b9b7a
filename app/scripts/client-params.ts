import type { ClientDirective } from "astro";

/**
 * `client:params={["q", "item"]}`: an island that hydrates when it scrolls
 * into view, like `client:visible`, or at once when the page's URL carries
 * one of the named query parameters. A shared link (`?item=…` opens a
 * machine's details, `?subject=…` prefills the form) must show its state on
 * arrival, wherever the island sits on the page.
 * Registered in astro.config.ts; Astro inlines it into the pages that use it.
 */
const hydrateOnParams: ClientDirective = (load, options, element) => {
  const hydrate = async () => (await load())();
  const names: unknown = options.value;
  const search = new URLSearchParams(window.location.search);
  if (Array.isArray(names) && names.some((name) => search.has(String(name)))) {
    void hydrate();
    return;
  }
  // The island element is `display: contents`: watch what it renders.
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void hydrate();
  });
  for (const child of element.children) observer.observe(child);
};

export default hydrateOnParams;
