/**
 * The brand artwork as SVG source: the favicon, the app icon and the social
 * share image, drawn from the logo mark and the company data. Pure string
 * builders; scripts/brand/render.ts lays out the text and renders the PNGs.
 */
import { brandColors, logoMark, logoMarkColors } from "../../app/content/brand.ts";
import { company } from "../../app/content/company.ts";
import { shareImage } from "../../app/content/resources.ts";

export const fontFamily = "Inter, 'Inter Variable', Arial, sans-serif";

const xmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => xmlEscapes[char] ?? char);
}

/** The three film layers of the mark, in mark units (0–40), without the tile. */
function markLayers(colors = logoMarkColors.dark): string {
  const stroke = `fill="none" stroke-width="${logoMark.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"`;
  return [
    `<path d="${logoMark.topLayer}" fill="${colors.top}"/>`,
    `<path d="${logoMark.middleLayer}" stroke="${colors.middle}" ${stroke}/>`,
    `<path d="${logoMark.bottomLayer}" stroke="${colors.bottom}" ${stroke}/>`,
  ].join("");
}

/** The logo mark on its rounded tile, exactly as in the header. */
function markTile(): string {
  const colors = logoMarkColors.dark;
  return `<rect width="${logoMark.size}" height="${logoMark.size}" rx="${logoMark.tileRadius}" fill="${colors.tile}"/>${markLayers(colors)}`;
}

/** favicon.svg: the header's mark tile. */
export function faviconSvg(): string {
  const { size } = logoMark;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${markTile()}</svg>\n`;
}

/**
 * A full-bleed square icon (apple-touch-icon, manifest 192/512). The mark
 * fits inside the maskable safe zone: a circle of 40 % of the size around
 * the centre, so any mask shape leaves it whole.
 */
export function appIconSvg(size: number): string {
  // The layers span about 25 × 27 mark units around (20, 20); 9.6 units per
  // 512 px keeps their farthest corner at 36 % of the size from the centre.
  const scale = (size / 512) * 9.6;
  const offset = size / 2 - 20 * scale;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">`,
    `<defs><radialGradient id="glow" cx="0.85" cy="0" r="0.9">`,
    `<stop offset="0" stop-color="${brandColors.layerMid}" stop-opacity="0.5"/>`,
    `<stop offset="1" stop-color="${brandColors.layerMid}" stop-opacity="0"/>`,
    `</radialGradient></defs>`,
    `<rect width="${size}" height="${size}" fill="${brandColors.tile}"/>`,
    `<rect width="${size}" height="${size}" fill="url(#glow)"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${markLayers()}</g>`,
    `</svg>\n`,
  ].join("");
}

export interface ShareImageText {
  /** The tagline broken into lines that fit the text column. */
  taglineLines: readonly string[];
  taglineSize: number;
}

export const shareLayout = {
  margin: 80,
  /** Width of the text column; the film layers fill the right. */
  textWidth: 640,
  taglineMaxLines: 3,
  taglineSizes: [58, 54, 50, 46],
} as const;

export function shareTagline(): string {
  return company.tagline;
}

export function shareFootnote(): string {
  const experience = company.experience.charAt(0).toUpperCase() + company.experience.slice(1);
  return `${experience} in flexible packaging`;
}

/** The social share image: lockup, tagline, experience, and large film layers. */
export function shareImageSvg({ taglineLines, taglineSize }: ShareImageText): string {
  const { width, height } = shareImage;
  const { margin } = shareLayout;
  const lineHeight = Math.round(taglineSize * 1.16);
  // Centre the tagline block between the lockup and the footnote.
  const taglineTop = 352 - ((taglineLines.length - 1) * lineHeight) / 2 + 0.36 * taglineSize;
  const tagline = taglineLines
    .map(
      (line, index) =>
        `<tspan x="${margin}" y="${Math.round(taglineTop + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  const tile = 76;
  const decoScale = 10.5;
  const deco = (dy: number, opacity: number) =>
    `<path d="${logoMark.bottomLayer}" transform="translate(0 ${dy})" fill="none" stroke="${brandColors.layerLight}" stroke-width="${logoMark.strokeWidth}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${escapeXml(shareImage.alt)}</title>`,
    `<defs>`,
    `<radialGradient id="sky" cx="${width * 0.85}" cy="-60" r="760" gradientUnits="userSpaceOnUse">`,
    `<stop offset="0" stop-color="${brandColors.layerMid}" stop-opacity="0.5"/>`,
    `<stop offset="0.7" stop-color="${brandColors.layerMid}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="ember" cx="0" cy="${height + 70}" r="560" gradientUnits="userSpaceOnUse">`,
    `<stop offset="0" stop-color="${brandColors.accent}" stop-opacity="0.13"/>`,
    `<stop offset="0.7" stop-color="${brandColors.accent}" stop-opacity="0"/></radialGradient>`,
    `<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">`,
    `<path d="M48 0H0V48" fill="none" stroke="${brandColors.white}" stroke-opacity="0.05"/></pattern>`,
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<mask id="grid-fade"><rect width="${width}" height="${height}" fill="url(#fade)"/></mask>`,
    `</defs>`,
    `<rect width="${width}" height="${height}" fill="${brandColors.petrol}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#ember)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#grid)" mask="url(#grid-fade)"/>`,
    // Film layers, large, on the right: the mark plus two fading sheets below.
    `<g transform="translate(${width - 310 - 20 * decoScale} ${height / 2 - 52 - 20 * decoScale}) scale(${decoScale})">`,
    deco(13, 0.18),
    deco(6.5, 0.4),
    markLayers(),
    `</g>`,
    // Lockup: the mark tile and the company name.
    `<g transform="translate(${margin} ${margin}) scale(${tile / logoMark.size})">${markTile()}</g>`,
    `<text x="${margin + tile + 22}" y="${margin + tile / 2 + 14}" font-family="${fontFamily}" font-size="40" font-weight="700" letter-spacing="-0.5" fill="${brandColors.white}">${escapeXml(company.name)}</text>`,
    `<rect x="${margin}" y="${Math.round(taglineTop - taglineSize - 30)}" width="64" height="6" rx="3" fill="${brandColors.accent}"/>`,
    `<text font-family="${fontFamily}" font-size="${taglineSize}" font-weight="700" letter-spacing="${(-0.02 * taglineSize).toFixed(2)}" fill="${brandColors.white}">${tagline}</text>`,
    `<text x="${margin}" y="${height - margin}" font-family="${fontFamily}" font-size="26" font-weight="500" fill="${brandColors.mist}">${escapeXml(shareFootnote())}</text>`,
    `</svg>\n`,
  ].join("");
}
