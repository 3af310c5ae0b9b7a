import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { usedEquipment } from "~/content/used-equipment";

import { MachineVideo, posterFile, type VideoView } from "./machine-video";
import { enhanceVideoFacades } from "./video-facade";

const picture = {
  src: "/assets/a-1280.webp",
  width: 1280,
  height: 853,
  sizes: "100vw",
  avif: "/assets/a-560.avif 560w, /assets/a-800.avif 800w, /assets/a-1280.avif 1280w",
  webp: "/assets/a-560.webp 560w, /assets/a-800.webp 800w, /assets/a-1280.webp 1280w",
};

const copy = usedEquipment.machine.video;

function render(video: VideoView) {
  document.body.innerHTML = renderToStaticMarkup(
    <MachineVideo
      video={video}
      name="Gravure Printing Press"
      copy={copy}
      illustration="/drawing.svg"
    />,
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("posterFile", () => {
  it("takes the WebP nearest 800 px wide from the photo's set", () => {
    expect(posterFile(picture)).toBe("/assets/a-800.webp");
    // A small original has one width: that one.
    expect(posterFile({ ...picture, webp: "/assets/a-640.webp 640w" })).toBe("/assets/a-640.webp");
  });
});

describe("a video file", () => {
  it("downloads nothing before play, and reserves its box with the poster's size", () => {
    render({
      kind: "file",
      path: "/machinery/used-equipment/press/video/running.mp4",
      poster: picture,
    });
    const video = document.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("/machinery/used-equipment/press/video/running.mp4");
    expect(video.getAttribute("preload")).toBe("none");
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.hasAttribute("playsinline")).toBe(true);
    expect(video.getAttribute("poster")).toBe("/assets/a-800.webp");
    expect([video.getAttribute("width"), video.getAttribute("height")]).toEqual(["1280", "853"]);
  });
});

describe("a YouTube video", () => {
  const id = "aqz-KE-bpKQ";

  it("is a link to YouTube drawn from the listing's photo: nothing in it loads from YouTube", () => {
    render({ kind: "youtube", id, poster: picture });
    const link = document.querySelector("a")!;
    expect(link.getAttribute("href")).toBe(`https://www.youtube.com/watch?v=${id}`);
    expect(link.textContent).toBe("Play the video of Gravure Printing Press running");
    // Every URL the browser would fetch is the site's own.
    for (const element of document.querySelectorAll("[src], [srcset], [poster]")) {
      for (const attribute of ["src", "srcset", "poster"]) {
        expect(element.getAttribute(attribute) ?? "/").toMatch(/^\//);
      }
    }
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("puts the privacy-enhanced player in the link's place on a click, and focuses it", () => {
    render({ kind: "youtube", id, poster: picture });
    enhanceVideoFacades(document);
    document.querySelector("a")!.click();
    const player = document.querySelector("iframe")!;
    expect(player.getAttribute("src")).toBe(
      `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    );
    expect(player.title).toBe("Video of Gravure Printing Press running");
    expect(player.getAttribute("allow")).toBe(
      "autoplay; encrypted-media; picture-in-picture; fullscreen",
    );
    expect(player.hasAttribute("allowfullscreen")).toBe(true);
    expect(document.activeElement).toBe(player);
    expect(document.querySelector("a")).toBeNull();
  });

  it("leaves a click for a new tab to the link", () => {
    render({ kind: "youtube", id, poster: picture });
    enhanceVideoFacades(document);
    const link = document.querySelector("a")!;
    link.addEventListener("click", (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(document.querySelector("iframe")).toBeNull();
  });
});
