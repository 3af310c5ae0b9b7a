// @vitest-environment node
import { getContainerRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { describe, expect, it } from "vitest";

import { paths } from "~/content/paths";
import { metaForPath } from "~/lib/seo";
import { webfontBootScript } from "~/scripts/webfont";

import PageLayout from "./page-layout.astro";

const container = await AstroContainer.create({
  renderers: await loadRenderers([getContainerRenderer()]),
});

async function render(path: string) {
  return container.renderToString(PageLayout, {
    props: { meta: metaForPath(path) },
    slots: { default: "<h1>Page</h1>" },
    request: new Request(`https://www.flexpack.example${path}`),
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

  it("switches to the web font before the first paint, from the head", async () => {
    const html = await render(paths.home);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<script>${webfontBootScript}</script>`);
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
});
