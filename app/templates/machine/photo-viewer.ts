import PhotoSwipe, { type SlideData } from "photoswipe";
import stylesheetUrl from "photoswipe/style.css?url";

/**
 * The full-screen photo viewer of a machine page: PhotoSwipe 5 (zoom by tap,
 * wheel or pinch; swipe; arrow keys; Escape; focus trapped inside and given
 * back to the photo or button that opened it). The gallery module
 * (./gallery.ts) imports this on the first tap, so a machine page ships no
 * viewer code until a visitor asks for it.
 *
 * PhotoSwipe lays its slides out left to right. On a right-to-left page the
 * photos are handed to it in reverse, so the first photo is on the right and
 * the next one comes from the left, as the page's own strip scrolls: the
 * left arrow, the left arrow key and a swipe to the right all go forward.
 * The counter and the arrows' names follow the listing's order.
 */

/** The viewer's words (app/content/used-equipment.ts, `machine.gallery.viewer`). */
export interface ViewerCopy {
  label: string;
  close: string;
  zoom: string;
  carousel: string;
  slide: string;
  error: string;
  previous?: string;
  next?: string;
}

function photosOf(gallery: HTMLElement): SlideData[] {
  return [...gallery.querySelectorAll<HTMLAnchorElement>("[data-gallery-photo]")].map((link) => {
    const img = link.querySelector("img");
    return {
      src: link.href,
      srcset: link.dataset.srcset,
      width: Number(link.dataset.width),
      height: Number(link.dataset.height),
      alt: img?.alt ?? "",
      // The photo already on screen, shown while the full-size one loads.
      msrc: img?.currentSrc || undefined,
    };
  });
}

/** PhotoSwipe's stylesheet, fetched with the viewer rather than inlined into every machine page. */
let stylesheet: Promise<void> | undefined;
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = stylesheetUrl;
    // Opening without the styles would show the photo in the page's flow: wait, but never forever.
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
    document.head.append(link);
  });
  return stylesheet;
}

/** Opens the viewer on the listing's `index`-th photo; resolves with the photo shown when it closes. */
export async function openPhotoViewer(gallery: HTMLElement, index: number): Promise<number> {
  await loadStylesheet();
  const copy = JSON.parse(gallery.dataset.galleryViewer ?? "{}") as ViewerCopy;
  const rtl = getComputedStyle(gallery).direction === "rtl";
  const photos = photosOf(gallery);
  const total = photos.length;
  /** Listing order ↔ PhotoSwipe's order (the same, or reversed right to left). */
  const toViewer = (listingIndex: number) => (rtl ? total - 1 - listingIndex : listingIndex);
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;

  const pswp = new PhotoSwipe({
    dataSource: rtl ? [...photos].reverse() : photos,
    index: toViewer(Math.max(0, Math.min(total - 1, index))),
    loop: false,
    counter: false,
    bgOpacity: 1,
    showHideAnimationType: reducedMotion ? "none" : "fade",
    closeTitle: copy.close,
    zoomTitle: copy.zoom,
    // Right to left, PhotoSwipe's "previous" (on the left) is the listing's next photo.
    arrowPrevTitle: (rtl ? copy.next : copy.previous) ?? "",
    arrowNextTitle: (rtl ? copy.previous : copy.next) ?? "",
    errorMsg: copy.error,
  });

  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "position",
      className: "pswp__counter",
      appendTo: "bar",
      order: 5,
      onInit: (element, viewer) => {
        element.setAttribute("aria-hidden", "true");
        // "2 / 5" reads left to right in every language; the counter itself
        // keeps the page's direction, so its margin is on the screen's side.
        const figures = element.appendChild(document.createElement("span"));
        figures.dir = "ltr";
        const update = () => {
          figures.textContent = `${toViewer(viewer.currIndex) + 1} / ${total}`;
        };
        viewer.on("change", update);
        update();
      },
    });
  });
  // PhotoSwipe names its parts in English and leaves the dialog unnamed.
  pswp.on("afterInit", () => {
    pswp.element?.setAttribute("aria-label", copy.label);
    pswp.element?.setAttribute("aria-modal", "true");
    pswp.scrollWrap?.setAttribute("aria-roledescription", copy.carousel);
    for (const holder of pswp.mainScroll.itemHolders) {
      holder.el.setAttribute("aria-roledescription", copy.slide);
    }
  });

  // Gestures count once the opening has ended; say so (the tests wait for it).
  pswp.on("openingAnimationEnd", () => pswp.element?.setAttribute("data-open", ""));

  return new Promise((resolve) => {
    pswp.on("destroy", () => resolve(toViewer(pswp.currIndex)));
    pswp.init();
  });
}
