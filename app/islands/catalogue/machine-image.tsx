import { Picture } from "~/components/ui/picture";

import type { EquipmentImage } from "../../inventory/catalogue-item";
import { EQUIPMENT_IMAGE_SIZE } from "../../inventory/machine-illustrations";

interface EquipmentImageViewProps {
  image: EquipmentImage;
  /** Where the image sits, when that differs from the card. */
  sizes?: string;
  /** The card names the machine beside its image: its photo is decoration there. */
  decorative?: boolean;
  loading?: "lazy" | "eager";
  className?: string;
}

/** A listing's first photo (AVIF/WebP, responsive) or its machine type's drawing. */
export function EquipmentImageView({
  image,
  sizes,
  decorative = false,
  loading = "lazy",
  className,
}: EquipmentImageViewProps) {
  if (image.kind === "photo") {
    return (
      <Picture
        picture={image.picture}
        sizes={sizes}
        alt={decorative ? "" : image.alt}
        lang={decorative ? undefined : image.lang}
        loading={loading}
        className={className}
      />
    );
  }
  return (
    <img
      src={image.src}
      {...EQUIPMENT_IMAGE_SIZE}
      alt=""
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}
