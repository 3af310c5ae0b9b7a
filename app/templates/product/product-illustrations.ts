/**
 * The product illustrations, found by file name, so a new product needs only
 * its SVG in assets/illustrations/products/ and the key in its entry.
 */
const files = import.meta.glob<string>("../../assets/illustrations/products/*.svg", {
  eager: true,
  // The markup: hero illustrations are written into the page (components/ui/inline-svg.tsx).
  query: "?raw",
  import: "default",
});

/** Every product illustration is drawn on this canvas (4:3). */
export const PRODUCT_ILLUSTRATION_SIZE = { width: 560, height: 420 } as const;

/** The SVG markup of a product illustration; throws (at build time) for a missing file. */
export function productIllustration(key: string): string {
  const svg = files[`../../assets/illustrations/products/${key}.svg`];
  if (!svg) throw new Error(`No illustration app/assets/illustrations/products/${key}.svg`);
  return svg;
}
