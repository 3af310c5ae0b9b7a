import { describe, expect, it } from "vitest";

import { posterFile } from "./machine-video.tsx";

describe("posterFile", () => {
  it("takes the WebP nearest 800 px wide from the photo's set", () => {
    const picture = {
      src: "/assets/a-1280.webp",
      width: 1280,
      height: 853,
      sizes: "100vw",
      avif: "/assets/a-560.avif 560w, /assets/a-800.avif 800w, /assets/a-1280.avif 1280w",
      webp: "/assets/a-560.webp 560w, /assets/a-800.webp 800w, /assets/a-1280.webp 1280w",
    };
    expect(posterFile(picture)).toBe("/assets/a-800.webp");
    // A small original has one width: that one.
    expect(posterFile({ ...picture, webp: "/assets/a-640.webp 640w" })).toBe("/assets/a-640.webp");
  });
});
