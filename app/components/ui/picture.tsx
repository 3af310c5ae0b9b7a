import type { ComponentProps } from "react";

import type { ResponsivePicture } from "~/inventory/machine-images";

export type { ResponsivePicture };

interface PictureProps extends Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> {
  picture: ResponsivePicture;
  alt: string;
}

/**
 * A responsive photo: the browser picks AVIF (or WebP) at the width its
 * layout needs. Width and height reserve the space: no layout shift.
 */
export function Picture({ picture, alt, sizes, loading = "lazy", ...props }: PictureProps) {
  const shownAt = sizes ?? picture.sizes;
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={shownAt} />
      <img
        src={picture.src}
        srcSet={picture.webp}
        sizes={shownAt}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...props}
      />
    </picture>
  );
}
