// @vitest-environment node
import { getContainerRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { describe, expect, it } from "vitest";

import { paths } from "~/content/paths";
import { localizePath, type Locale } from "~/i18n/locales";
import { lazyRenderBootScript } from "~/scripts/lazy-render";
import { webfontBootScript } from "~/scripts/webfont";

import PageLayout from "./page-layout.astro";

const container = await AstroContainer.create({
  renderers: await loadRenderers([getContainerRenderer()]),
});

async function render(path: string, locale: Locale = "en") {
  return container.renderToString(PageLayout, {
    props: { locale, path },
    slots: { default: "<h1>Page</h1>" },
    request: new Request(`https://www.flexpack.example${localizePath(path, locale)}`),
  });
}

describe("PageLayout", () => {
  it("renders the document shell: language, direction, one main after the skip link", async () => {
    const html = await render(paths.about);
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html.match(/<main\b/g)).toHaveLength(1);
    expect(html.indexOf('href="#main-content"')).toBeLessThan(html.indexOf("<header"));
    expect(html).toContain('<main id="main-content"');
    expect(html).toContain("<h1>Page</h1>");
  });

  it("switches to the web font and defers the later sections before the first paint, from the head", async () => {
    const html = await render(paths.home);
    const head = html.slice(0, html.indexOf("</head>"));
    // One inline script, hashed for the policy: both switches.
    expect(head).toContain(`<script>${webfontBootScript}${lazyRenderBootScript}</script>`);
    // No font preload: the first page never waits for it (app/scripts/webfont.ts).
    expect(head).not.toMatch(/rel="preload"[^>]*as="font"/);
  });

  it("marks the current page in the header from the request's path", async () => {
    const html = await render(paths.usedEquipment);
    expect(html).toMatch(/<a[^>]*href="\/machinery\/used-equipment"[^>]*aria-current="page"/);
    expect(html).toMatch(/<summary[^>]*data-active=""[^>]*>Machinery/);
  });

  it("carries the page's own title, description and canonical link", async () => {
    const html = await render(paths.contact);
    expect(html).toContain("<title>Contact Us | FlexPack Consulting</title>");
    expect(html).toContain('<link rel="canonical" href="https://www.flexpack.example/contact"');
  });

  it("renders Arabic right to left from the server, and French as French", async () => {
    const arabic = await render(paths.about, "ar");
    expect(arabic).toMatch(/<html lang="ar" dir="rtl">/);
    const head = arabic.slice(0, arabic.indexOf("</head>"));
    // The Arabic face, like Inter, never holds up the first paint (scripts/webfont.ts).
    expect(head).not.toMatch(/rel="preload"[^>]*as="font"/);
    expect(head).toContain('<link rel="manifest" href="/ar/manifest.webmanifest"');
    const french = await render(paths.about, "fr");
    expect(french).toMatch(/<html lang="fr" dir="ltr">/);
    expect(french).not.toMatch(/rel="preload"[^>]*as="font"/);
  });

  it("points canonical and hreflang alternates at the page in each edition", async () => {
    const html = await render(paths.contact, "fr");
    const origin = "https://www.flexpack.example";
    expect(html).toContain(`<link rel="canonical" href="${origin}/fr/contact"`);
    for (const [lang, path] of [
      ["en", "/contact"],
      ["fr", "/fr/contact"],
      ["ar", "/ar/contact"],
      ["x-default", "/contact"],
    ]) {
      expect(html).toContain(`<link rel="alternate" href="${origin}${path}" hrefLang="${lang}"`);
    }
  });
});
