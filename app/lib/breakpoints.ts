/**
 * The desktop layout starts at 992 px (the spec's breakpoint: 991 px and
 * below is mobile). The same value is `--breakpoint-lg` in styles/app.css;
 * a unit test keeps the two equal.
 */
export const DESKTOP_MIN_WIDTH_PX = 992;
export const desktopMediaQuery = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

/** Compact header after this many pixels of scroll (spec section 9). */
export const COMPACT_HEADER_SCROLL_PX = 50;
