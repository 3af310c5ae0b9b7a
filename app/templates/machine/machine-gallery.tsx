import { ChevronLeft, ChevronRight, Expand } from "lucide-react";

import { Picture, type ResponsivePicture } from "~/components/ui/picture";
import type { ViewerImage } from "~/inventory/machine-images";
import { fillTemplate } from "~/lib/text";

import type { ViewerCopy } from "./photo-viewer";

export interface GalleryPhoto {
  picture: ResponsivePicture;
  thumbnail: ResponsivePicture;
  /** The full-size photo the full-screen viewer shows and zooms. */
  viewer: ViewerImage;
  alt: string;
  /** "en" when the alt text is the English fallback. */
  lang: string | undefined;
}

export interface GalleryCopy {
  label: string;
  previous: string;
  next: string;
  position: string;
  thumbnails: string;
  fullScreen: string;
  viewer: ViewerCopy;
}

/** Read by app/templates/machine/gallery.ts. */
export const galleryAttributes = {
  root: "data-gallery",
  track: "data-gallery-track",
  slide: "data-gallery-slide",
  previous: "data-gallery-previous",
  next: "data-gallery-next",
  position: "data-gallery-position",
  thumbnail: "data-gallery-thumbnail",
  /** A slide's link to its full-size photo: opens the viewer (app/templates/machine/photo-viewer.ts). */
  photo: "data-gallery-photo",
  fullScreen: "data-gallery-full-screen",
  /** The viewer's words, as JSON. */
  viewerCopy: "data-gallery-viewer",
} as const;

const arrow =
  "absolute top-1/2 print:hidden! z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-brand-900 shadow-card transition hover:bg-white disabled:opacity-0 gallery-enhanced:inline-flex";

/**
 * The photos of a machine: a strip of full-width slides that scroll and snap
 * (swipe on phones, scroll or arrow keys once focused), and thumbnails that
 * link to each slide. Without JavaScript all of that works; the small module
 * app/templates/machine/gallery.ts adds previous/next buttons, the counter and the
 * current thumbnail. No carousel library: the platform does the scrolling.
 */
export function MachineGallery({
  name,
  photos,
  copy,
}: {
  name: string;
  photos: readonly GalleryPhoto[];
  copy: GalleryCopy;
}) {
  const total = photos.length;
  const several = total > 1;
  const slideId = (index: number) => `photo-${index + 1}`;
  return (
    <div
      {...{
        [galleryAttributes.root]: "",
        [galleryAttributes.viewerCopy]: JSON.stringify({
          ...copy.viewer,
          label: fillTemplate(copy.viewer.label, { name }),
          previous: copy.previous,
          next: copy.next,
        } satisfies ViewerCopy),
      }}
    >
      <div className="relative">
        <ul
          {...{ [galleryAttributes.track]: "" }}
          // A scroll container must be reachable by keyboard to be scrolled (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={several ? 0 : undefined}
          aria-label={fillTemplate(copy.label, { name })}
          // On paper, the photo in view only.
          className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-2xl bg-ink-900 focus-visible:outline-offset-2 motion-safe:scroll-smooth print:overflow-hidden [&::-webkit-scrollbar]:hidden"
        >
          {photos.map((photo, index) => (
            <li
              key={photo.picture.src}
              id={slideId(index)}
              {...{ [galleryAttributes.slide]: "" }}
              className="w-full shrink-0 snap-start snap-always"
            >
              {/* Without JavaScript the link opens the full-size photo; with it, the viewer. */}
              <a
                href={photo.viewer.src}
                {...{ [galleryAttributes.photo]: String(index) }}
                data-srcset={photo.viewer.srcset}
                data-width={photo.viewer.width}
                data-height={photo.viewer.height}
                className="block cursor-zoom-in focus-visible:outline-offset-[-4px]"
              >
                <Picture
                  picture={photo.picture}
                  alt={photo.alt}
                  lang={photo.lang}
                  loading={index === 0 ? "eager" : "lazy"}
                  // The first photo is the largest paint; the others wait for it.
                  fetchPriority={index === 0 ? "high" : "low"}
                  className="aspect-[3/2] h-auto w-full object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          {...{ [galleryAttributes.fullScreen]: "" }}
          aria-label={copy.fullScreen}
          title={copy.fullScreen}
          className="absolute end-3 top-3 z-10 hidden size-11 items-center justify-center rounded-full bg-white/95 text-brand-900 shadow-card transition hover:bg-white print:hidden! gallery-enhanced:inline-flex"
        >
          <Expand aria-hidden="true" size={20} />
        </button>
        {several ? (
          <>
            <button
              type="button"
              {...{ [galleryAttributes.previous]: "" }}
              aria-label={copy.previous}
              className={`${arrow} start-3`}
            >
              <ChevronLeft aria-hidden="true" size={22} className="rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              {...{ [galleryAttributes.next]: "" }}
              aria-label={copy.next}
              className={`${arrow} end-3`}
            >
              <ChevronRight aria-hidden="true" size={22} className="rtl:-scale-x-100" />
            </button>
            <p
              {...{ [galleryAttributes.position]: "" }}
              aria-hidden="true"
              // "2 / 5" reads left to right in every language.
              dir="ltr"
              className="absolute end-3 bottom-3 hidden rounded-full bg-brand-950/80 px-3 py-1 text-xs font-semibold text-white tabular-nums print:hidden! gallery-enhanced:block"
            >
              1 / {total}
            </p>
          </>
        ) : null}
      </div>
      {several ? (
        <ul
          aria-label={copy.thumbnails}
          className="mt-2 flex gap-2 overflow-x-auto p-2 print:hidden"
        >
          {photos.map((photo, index) => (
            <li key={photo.picture.src} className="shrink-0">
              <a
                href={`#${slideId(index)}`}
                {...{ [galleryAttributes.thumbnail]: String(index) }}
                aria-current={index === 0 ? "true" : undefined}
                className="block overflow-hidden rounded-lg opacity-70 ring-2 ring-transparent transition hover:opacity-100 aria-[current]:opacity-100 aria-[current]:ring-accent-500"
              >
                <Picture
                  picture={photo.thumbnail}
                  fetchPriority="low"
                  alt={fillTemplate(copy.position, { index: index + 1, total })}
                  className="aspect-[3/2] h-auto w-24 object-cover sm:w-28"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
