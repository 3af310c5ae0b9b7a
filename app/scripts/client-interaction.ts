import type { ClientDirective } from "astro";

import { fetchIntoCache } from "./fetch-into-cache";

/**
 * `client:interaction={["q", "type", …]}`: an island whose state lives in
 * these query parameters, and which hydrates only when it is used. The
 * prerendered HTML already shows everything a reader needs (the catalogue's
 * full list, with plain links), so a visitor who only reads never pays for
 * React: on a budget phone, its evaluation and hydration were half a second
 * of blocked main thread during the page's load.
 *
 * - A URL with one of the parameters (a shared link) hydrates at once, as
 *   `client:params` does: its state must show on arrival.
 * - Otherwise the first use inside the island hydrates it: focus (Tab, or a
 *   tap or click on a field or a button), a key, or a click (Safari does not
 *   focus a clicked button). Not a touch as such: a finger that scrolls the
 *   list is reading it.
 * - When the island comes near the screen, the browser fetches its modules
 *   while idle, into its HTTP cache (the assets are immutable), so the first
 *   use waits for their compilation and evaluation only, not for a slow
 *   network. A plain low-priority `fetch`, not `modulepreload`: a preloaded
 *   module is also compiled at once, on the main thread, and on a budget
 *   phone React's renderer was a long task during the page's load, for a
 *   visitor who may only read (`prefetch` would do, but the policy allows it
 *   only with `default-src`).
 * - Nothing done before hydration is lost. A control named after one of the
 *   parameters writes its value to the URL as the visitor changes it, and
 *   the island's first render reads the URL. A button pressed before React
 *   has taken the island is pressed again once it has: React then hydrates
 *   at once to answer it.
 *
 * Registered in astro.config.ts; Astro inlines it into the pages that use it.
 */
const hydrateOnInteraction: ClientDirective = (load, options, element) => {
  const names = Array.isArray(options.value) ? options.value.map(String) : [];
  const url = () => new URL(window.location.href);
  if (names.some((name) => url().searchParams.has(name))) {
    void load().then((hydrate) => hydrate());
    return;
  }

  let held: HTMLButtonElement | null = null;
  let started = false;

  /** A named control's value, as the island writes it: empty and unchecked leave the parameter out. */
  const mirror = (event: Event) => {
    const control = event.target;
    if (
      !(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) ||
      !names.includes(control.name)
    ) {
      return;
    }
    const value =
      control instanceof HTMLInputElement && control.type === "checkbox"
        ? control.checked
          ? control.value
          : ""
        : control.value;
    const next = url();
    if (value === "") next.searchParams.delete(control.name);
    else next.searchParams.set(control.name, value);
    window.history.replaceState(window.history.state, "", next);
  };

  /** A button has nothing to do until React answers it: keep the last one pressed. */
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && element.contains(button)) held = button;
  };

  const intents = ["focusin", "keydown", "click"] as const;
  const wake = () => {
    if (started) return;
    started = true;
    for (const type of intents) element.removeEventListener(type, wake, true);
    void load().then((hydrate) => {
      hydrate();
      // React listens from here on: it writes the URL itself, and answers a
      // press on a part it has not hydrated yet by hydrating it first.
      element.removeEventListener("input", mirror, true);
      element.removeEventListener("change", mirror, true);
      element.removeEventListener("click", hold, true);
      const button = held;
      held = null;
      if (button?.isConnected) button.click();
    });
  };

  for (const type of intents)
    element.addEventListener(type, wake, { capture: true, passive: true });
  element.addEventListener("input", mirror, true);
  element.addEventListener("change", mirror, true);
  element.addEventListener("click", hold, true);

  // Fetch the modules ahead of the first use, once the island is near: into
  // the HTTP cache only, so nothing is compiled before it is needed.
  const preload = () => {
    for (const attribute of ["renderer-url", "component-url"]) {
      const href = element.getAttribute(attribute);
      if (href) void fetchIntoCache(href);
    }
  };
  const whenIdle = (task: () => void) =>
    "requestIdleCallback" in window ? window.requestIdleCallback(task) : setTimeout(task, 200);
  // The island element is `display: contents`: watch what it renders.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle(preload);
    },
    { rootMargin: "50% 0px" },
  );
  for (const child of element.children) observer.observe(child);
};

export default hydrateOnInteraction;
