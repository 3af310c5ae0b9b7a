/**
 * The brand: colours and the logo mark (stacked film layers). The header
 * logo, the favicons, the social share image, the web app manifest and the
 * theme colour all read this, so the mark is drawn from one definition.
 * The colours are tokens of styles/app.css; a unit test keeps them equal.
 */
export const brandColors = {
  /** --color-brand-900: page heroes, theme colour. */
  petrol: "#0a2739",
  /** --color-brand-950: the darkest surface (footer). */
  petrolDeep: "#061a27",
  /** --color-brand-700: the tile behind the mark. */
  tile: "#124463",
  /** --color-brand-300: the lowest film layer on the tile. */
  layerLight: "#74a8c8",
  /** --color-brand-400: the lowest film layer on a white tile. */
  layerMid: "#4285ad",
  /** --color-brand-100: secondary text on petrol. */
  mist: "#d5e6f0",
  /** --color-accent-400: the top film layer, highlights. */
  accent: "#f2ab2f",
  white: "#ffffff",
} as const;

/** The mark on a 40 × 40 tile: a filled top layer and two stroked layers below it. */
export const logoMark = {
  size: 40,
  tileRadius: 10,
  topLayer: "M9 13.5 20 8l11 5.5-11 5.5z",
  middleLayer: "m9 20 11 5.5L31 20",
  bottomLayer: "m9 26.5 11 5.5 11-5.5",
  strokeWidth: 2.6,
} as const;

/** Colours of the mark on the dark header/footer tile, or inverted on a white tile. */
export const logoMarkColors = {
  dark: {
    tile: brandColors.tile,
    top: brandColors.accent,
    middle: brandColors.white,
    bottom: brandColors.layerLight,
  },
  inverse: {
    tile: brandColors.white,
    top: brandColors.accent,
    middle: brandColors.tile,
    bottom: brandColors.layerMid,
  },
} as const;

/** The browser UI colour (theme-color meta and the manifest). */
export const themeColor = brandColors.petrol;
