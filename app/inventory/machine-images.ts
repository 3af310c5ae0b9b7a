import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";

import { photoPresets, photoQuality, type PhotoPreset } from "./photo-presets";

/** A photo made by astro:assets: one WebP fallback and AVIF/WebP candidates. */
export interface ResponsivePicture {
  /** The WebP at the largest width. */
  src: string;
  width: number;
  height: number;
  sizes: string;
  /** `srcset` values. */
  avif: string;
  webp: string;
}

export async function responsivePicture(
  image: ImageMetadata,
  preset: PhotoPreset,
): Promise<ResponsivePicture> {
  const { widths, sizes } = photoPresets[preset];
  const usable = widths.filter((width) => width <= image.width);
  const chosen = usable.length > 0 ? usable : [image.width];
  const largest = chosen.at(-1)!;
  const height = Math.round((image.height * largest) / image.width);
  const [avif, webp] = await Promise.all(
    (["avif", "webp"] as const).map((format) =>
      getImage({
        src: image,
        width: largest,
        height,
        widths: chosen,
        format,
        quality: photoQuality[format],
      }),
    ),
  );
  return {
    src: webp!.src,
    width: largest,
    height,
    sizes,
    avif: avif!.srcSet.attribute,
    webp: webp!.srcSet.attribute,
  };
}

/** A JPEG for link previews (WhatsApp, LinkedIn, e-mail): the formats every crawler reads. */
export async function shareJpeg(image: ImageMetadata) {
  const width = Math.min(1200, image.width);
  const height = Math.round((image.height * width) / image.width);
  const result = await getImage({ src: image, width, height, format: "jpg", quality: 78 });
  return { src: result.src, width, height };
}

/** A photo for the full-screen viewer: WebP up to the original's width, for zooming in. */
export interface ViewerImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

export async function viewerImage(image: ImageMetadata): Promise<ViewerImage> {
  const widths = [1280, 1920, 2560].filter((width) => width < image.width);
  const result = await getImage({
    src: image,
    width: image.width,
    height: image.height,
    widths: [...widths, image.width],
    format: "webp",
    quality: photoQuality.webp,
  });
  return {
    src: result.src,
    srcset: result.srcSet.attribute,
    width: image.width,
    height: image.height,
  };
}
