/**
 * Enhances each machine photo gallery (templates/machine/machine-gallery.tsx).
 * The strip scrolls and snaps by itself and the thumbnails are links to the
 * slides; this adds previous/next buttons, the "2 / 5" counter, the current
 * thumbnail, and arrow keys that move one photo at a time. Right-to-left
 * pages scroll the other way: the slides' own positions decide, never the
 * sign of scrollLeft. A tap on a photo, or the full-screen button, opens the
 * viewer (./photo-viewer.ts), loaded on that first tap; closing it leaves
 * the strip on the photo last seen.
 */
export function enhanceGalleries(root: Document = document): void {
  for (const gallery of root.querySelectorAll<HTMLElement>("[data-gallery]")) {
    enhanceGallery(gallery);
  }
}

function enhanceGallery(gallery: HTMLElement): void {
  const track = gallery.querySelector<HTMLElement>("[data-gallery-track]");
  const slides = [...gallery.querySelectorAll<HTMLElement>("[data-gallery-slide]")];
  if (!track || slides.length === 0) return;
  const previous = gallery.querySelector<HTMLButtonElement>("[data-gallery-previous]");
  const next = gallery.querySelector<HTMLButtonElement>("[data-gallery-next]");
  const position = gallery.querySelector<HTMLElement>("[data-gallery-position]");
  const thumbnails = [...gallery.querySelectorAll<HTMLAnchorElement>("[data-gallery-thumbnail]")];
  const view = gallery.ownerDocument.defaultView ?? window;
  const reducedMotion = view.matchMedia("(prefers-reduced-motion: reduce)");
  let current = 0;

  /** The slide whose start is closest to the strip's start. */
  const visibleIndex = () => {
    const start = track.getBoundingClientRect();
    const rtl = view.getComputedStyle(track).direction === "rtl";
    let best = 0;
    let distance = Infinity;
    slides.forEach((slide, index) => {
      const box = slide.getBoundingClientRect();
      const offset = Math.abs(rtl ? box.right - start.right : box.left - start.left);
      if (offset < distance) {
        distance = offset;
        best = index;
      }
    });
    return best;
  };

  const show = (index: number) => {
    current = index;
    if (previous) previous.disabled = index === 0;
    if (next) next.disabled = index === slides.length - 1;
    if (position) position.textContent = `${index + 1} / ${slides.length}`;
    thumbnails.forEach((thumbnail, thumbnailIndex) => {
      if (thumbnailIndex === index) thumbnail.setAttribute("aria-current", "true");
      else thumbnail.removeAttribute("aria-current");
    });
  };

  const go = (index: number) => {
    const target = slides[Math.max(0, Math.min(slides.length - 1, index))];
    if (!target) return;
    // Scrolls the strip only: the page stays where the visitor is.
    const behavior: ScrollBehavior = reducedMotion.matches ? "instant" : "smooth";
    const offset = target.offsetLeft - (slides[0]?.offsetLeft ?? 0);
    track.scrollTo({ left: offset, behavior });
    show(slides.indexOf(target));
  };

  previous?.addEventListener("click", () => go(current - 1));
  next?.addEventListener("click", () => go(current + 1));
  thumbnails.forEach((thumbnail, index) => {
    thumbnail.addEventListener("click", (event) => {
      event.preventDefault();
      go(index);
    });
  });
  track.addEventListener("keydown", (event) => {
    const rtl = view.getComputedStyle(track).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = {
      [forward]: current + 1,
      [backward]: current - 1,
      Home: 0,
      End: slides.length - 1,
    };
    if (event.key === "Enter" && event.target === track) {
      event.preventDefault();
      void openViewer(current);
      return;
    }
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  });
  // Swipes and scrolling end on a slide: follow it.
  let frame = 0;
  track.addEventListener(
    "scroll",
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const index = visibleIndex();
        if (index !== current) show(index);
      });
    },
    { passive: true },
  );

  const openViewer = async (index: number) => {
    const { openPhotoViewer } = await import("./photo-viewer");
    go(await openPhotoViewer(gallery, index));
  };
  for (const link of gallery.querySelectorAll<HTMLAnchorElement>("[data-gallery-photo]")) {
    // The keyboard's way in is the full-screen button (or Enter on the strip):
    // a stop per photo would lead Tab into slides that are out of view.
    link.tabIndex = -1;
    link.addEventListener("click", (event) => {
      // A new tab or a download keeps the link's own meaning.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      void openViewer(Number(link.dataset.galleryPhoto));
    });
  }
  gallery
    .querySelector("[data-gallery-full-screen]")
    ?.addEventListener("click", () => void openViewer(current));

  show(0);
  gallery.dataset.enhanced = "true";
}
