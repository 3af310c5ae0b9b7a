import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import QRCode from "qrcode";
import sharp from "sharp";
import subsetFont from "subset-font";

import { reverseRightToLeftClusters } from "./rtl-clusters.ts";
import { printableSpaces, type SheetData } from "./sheet-data.ts";

/**
 * Typesets a spec sheet with Typst (through its Node binding): the template
 * spec-sheet.typ reads the sheet's data, its image and its QR code from
 * files mapped beside it. Typst shapes Arabic (HarfBuzz) and runs it right
 * to left; its fonts are the site's own, cut to the sheet's text and turned
 * from WOFF2 into TrueType, which is what Typst reads.
 */

const require = createRequire(import.meta.url);

/** The site's fonts: Inter at the two weights the sheet uses, and IBM Plex Sans Arabic. */
const fontSources = [
  { file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", wght: 400 },
  { file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", wght: 700 },
  { file: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2" },
  { file: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2" },
] as const;

/** The photo's size on paper is about 95 mm wide: 1000 px gives some 270 dpi. */
export const PHOTO_WIDTH = 1000;
const PHOTO_QUALITY = 72;

async function sheetFonts(text: string): Promise<Buffer[]> {
  return Promise.all(
    fontSources.map(async (source) => {
      const woff2 = await readFile(require.resolve(source.file));
      return subsetFont(woff2, text, {
        targetFormat: "truetype",
        ...("wght" in source ? { variationAxes: { wght: source.wght } } : {}),
      });
    }),
  );
}

/** The first photo at print size, as a baseline JPEG (every PDF reader decodes it). */
export async function printPhoto(file: string): Promise<Buffer> {
  return sharp(file)
    .rotate()
    .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
    .toBuffer();
}

/** The QR code as vector paths: sharp at any size, a few hundred bytes. */
export async function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 0,
    color: { dark: "#061a27ff", light: "#ffffffff" },
  });
}

export interface SheetImage {
  /** The name the template opens, with its extension: "/photo.jpg", "/drawing.svg". */
  file: string;
  bytes: Buffer;
}

export class SpecSheetError extends Error {}

/**
 * Typst's project root: nothing is read from the disk, every file the
 * template opens ("/data.json") is mapped under it.
 */
const workspace = "/spec-sheet";

/** What the typesetter itself reads of a sheet's data: its name for errors, the QR code's address. */
export type TypesetData = Pick<SheetData, "name" | "qr">;

export async function typesetSheet(
  template: string,
  data: TypesetData,
  image: SheetImage | undefined,
  text: string,
): Promise<Buffer> {
  const [fonts, qr] = await Promise.all([sheetFonts(printableSpaces(text)), qrSvg(data.qr.url)]);
  // Each sheet brings fonts cut to its own text, so each gets a compiler of its own.
  const typesetter = NodeCompiler.create({ workspace, fontArgs: [{ fontBlobs: fonts }] });
  typesetter.mapShadow(
    `${workspace}/data.json`,
    Buffer.from(printableSpaces(JSON.stringify(data))),
  );
  typesetter.mapShadow(`${workspace}/qr.svg`, Buffer.from(qr));
  if (image) typesetter.mapShadow(`${workspace}${image.file}`, image.bytes);
  const result = typesetter.compile({ mainFileContent: template });
  const document = result.result;
  if (!document || result.hasError()) {
    const error = result.takeError();
    const details = error ? JSON.stringify(error.shortDiagnostics, null, 1) : "no diagnostics";
    throw new SpecSheetError(`The spec sheet of "${data.name}" did not typeset: ${details}`);
  }
  return reverseRightToLeftClusters(typesetter.pdf(document, { creationTimestamp: 0 }));
}
