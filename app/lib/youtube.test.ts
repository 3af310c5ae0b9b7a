import { describe, expect, it } from "vitest";

import { youtubeEmbedUrl, youtubeId, youtubeWatchUrl } from "./youtube.ts";

const id = "aqz-KE-bpKQ";

describe("youtubeId", () => {
  it.each([
    `https://youtu.be/${id}`,
    `youtu.be/${id}?t=42`,
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?feature=share&v=${id}&t=30s`,
    `https://m.youtube.com/watch?v=${id}`,
    `www.youtube.com/shorts/${id}`,
    `https://www.youtube.com/shorts/${id}?si=abc`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    `  https://youtube-nocookie.com/embed/${id}  `,
    `http://youtu.be/${id}`,
  ])("reads %s", (link) => {
    expect(youtubeId(link)).toBe(id);
  });

  it.each([
    ["an ID of 10 characters", "https://youtu.be/aqz-KE-bpK"],
    ["an ID of 12 characters", "https://youtu.be/aqz-KE-bpKQx"],
    ["a character IDs never have", "https://youtu.be/aqz-KE-bp+Q"],
    ["a watch page without v", "https://www.youtube.com/watch?list=PL123"],
    ["a channel", "https://www.youtube.com/@flexpack"],
    ["a playlist", "https://www.youtube.com/playlist?list=PLaqzKEbpKQ"],
    ["another site", `https://vimeo.com/${id}`],
    ["a look-alike host", `https://youtube.com.example.net/watch?v=${id}`],
    ["a nocookie page that is not the embed", `https://www.youtube-nocookie.com/watch?v=${id}`],
    ["another scheme", `javascript:alert(1)//youtu.be/${id}`],
    ["text", "the video of the line"],
    ["nothing", ""],
  ])("refuses %s", (_what, link) => {
    expect(youtubeId(link)).toBeUndefined();
  });
});

describe("the addresses made from an ID", () => {
  it("links to the watch page and embeds from the privacy-enhanced host, playing on the click", () => {
    expect(youtubeWatchUrl(id)).toBe(`https://www.youtube.com/watch?v=${id}`);
    expect(youtubeEmbedUrl(id, "https://www.youtube-nocookie.com")).toBe(
      `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    );
  });
});
