/**
 * The YouTube facade of a machine page (./machine-video.tsx): a click on
 * the poster link puts the privacy-enhanced player in its place, playing,
 * and moves focus into it, so the keyboard and screen reader are where the
 * video is. A click that asks for a new tab keeps the link's own meaning.
 * The page's policy allows that one frame origin (the post-build reads it
 * from the facade's attribute).
 */
export function enhanceVideoFacades(root: Document = document): void {
  for (const facade of root.querySelectorAll<HTMLElement>("[data-video-facade]")) {
    const link = facade.querySelector<HTMLAnchorElement>("a");
    const src = facade.dataset.videoEmbed;
    const title = facade.dataset.videoTitle;
    if (!link || !src || !title) continue;
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      const player = root.createElement("iframe");
      player.src = src;
      player.title = title;
      player.setAttribute("allow", "autoplay; encrypted-media; picture-in-picture; fullscreen");
      player.setAttribute("allowfullscreen", "");
      // The link's own box: the player takes exactly its place.
      player.className = "block size-full";
      link.replaceWith(player);
      player.focus();
    });
  }
}
