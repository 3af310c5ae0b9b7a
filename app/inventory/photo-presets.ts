/**
 * Photos become AVIF and WebP at a few widths, with the `sizes` of the place
 * they are shown in; the browser downloads one file for its screen. Widths
 * above the original are left out (no upscaling).
 */

/** Each use of a photo: the widths to make and how wide it shows. */
export const photoPresets = {
  /** Catalogue card: a third of the container on desktop, the full column on phones. */
  card: {
    widths: [400, 600, 800],
    sizes: "(min-width: 1024px) 384px, (min-width: 768px) calc(50vw - 56px), calc(100vw - 40px)",
  },
  /** The machine page's main photo. */
  gallery: {
    widths: [560, 800, 1280],
    sizes: "(min-width: 1280px) 720px, (min-width: 1024px) 56vw, calc(100vw - 40px)",
  },
  thumbnail: { widths: [240], sizes: "112px" },
} as const satisfies Record<string, { widths: readonly number[]; sizes: string }>;

export type PhotoPreset = keyof typeof photoPresets;

/**
 * AVIF at 50 and WebP at 70: a 4000 px phone photo becomes a card image
 * under 40 KB (photo-budget.test.ts proves it with the build's encoder).
 */
export const photoQuality = { avif: 50, webp: 70 } as const;

/**
 * The sharp encoder's settings for astro:assets (astro.config.ts). AVIF at
 * effort 3 instead of 4 encodes three to four times faster for files about
 * 10% larger: the build stays quick as the inventory grows.
 */
export const sharpEncoderConfig = { avif: { effort: 3 } } as const;
