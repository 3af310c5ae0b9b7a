// @vitest-environment node
import { describe, expect, it } from "vitest";

import { referencedAssets, unreferencedImages } from "./prune-images.ts";

describe("unreferenced image pruning", () => {
  const html = `<picture><source type="image/avif" srcset="/assets/overview.a_Z1.avif 400w, /assets/overview.a_Z2.avif 800w" />
    <img src="/assets/overview.a_Z3.webp" srcset="/assets/overview.a_Z3.webp 800w"></picture>
    <meta property="og:image" content="https://example.test/assets/overview.a_Z4.jpg">`;
  const css = `.hero{background:url(/assets/texture.b.png)}`;
  const referenced = referencedAssets([html, css]);

  it("reads every /assets/ file a page, a stylesheet or a script names", () => {
    expect([...referenced].sort()).toEqual([
      "overview.a_Z1.avif",
      "overview.a_Z2.avif",
      "overview.a_Z3.webp",
      "overview.a_Z4.jpg",
      "texture.b.png",
    ]);
  });

  it("deletes only raster images under assets/ that nothing names", () => {
    const files = [
      "assets/overview.a.jpg", // the original photo: unused
      "assets/overview.a_Z1.avif",
      "assets/overview.a_Z3.webp",
      "assets/overview.a_Z4.jpg",
      "assets/texture.b.png",
      "assets/unused-drawing.c.svg", // not a raster: kept
      "assets/site.d.js",
      "social/share.png", // outside assets/: kept
      "assets/editor-marker-icon.e.png", // the editor's, named relative to its script: kept
      "index.html",
    ];
    expect(unreferencedImages(files, referenced)).toEqual(["assets/overview.a.jpg"]);
  });
});
