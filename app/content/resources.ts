import { company } from "./company.ts";

/**
 * Files that are not pages. The first three are generated at build from the
 * content (prerendered resource routes); the brand files are designed assets
 * in public/, drawn by scripts/brand/render.ts.
 */
export const resourcePaths = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  manifest: "/manifest.webmanifest",
} as const;

export const brandAssets = {
  faviconSvg: "/favicon.svg",
  faviconIco: "/favicon.ico",
  favicon32: "/icons/icon-32.png",
  appleTouchIcon: "/apple-touch-icon.png",
  icon192: "/icons/icon-192.png",
  icon512: "/icons/icon-512.png",
  shareImage: "/social/share.png",
} as const;

/** The social share image (Open Graph and Twitter cards). */
export const shareImage = {
  path: brandAssets.shareImage,
  width: 1200,
  height: 630,
  type: "image/png",
  /** What the image shows: the logo, the company name and its one-line positioning. */
  alt: `${company.name} logo with the line: ${company.tagline}`,
} as const;
