import type { ImageMetadata } from "astro";

import { getEdition } from "~/i18n/editions";
import { specSheetPath } from "~/i18n/links";
import { absoluteUrl } from "~/site/url";
import { machineFacts } from "~/inventory/machine-facts";
import { machineIn, type MachineData } from "~/inventory/machine-text";
import { localeSettings, localizePath, type Locale } from "~/i18n/locales";

import { sheetFirm } from "./firm";
import { sheetData, sheetText, type SheetData } from "./sheet-data";
import template from "./spec-sheet.typ?raw";
import { printPhoto, typesetSheet, type SheetImage } from "./typeset";

/**
 * A machine's spec sheet in an edition, typeset once per build: the PDF's
 * route (app/pages/…/[slug]/spec-sheet.pdf.ts) serves these bytes and the
 * machine's page shows their size beside its link.
 */

const drawings = import.meta.glob<string>("../../assets/illustrations/equipment/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

function drawingOf(type: string): string | undefined {
  return drawings[`../../assets/illustrations/equipment/${type}.svg`];
}

/**
 * The file a photo was read from. astro:assets keeps it on every image it
 * imports (`fsPath`, which its own transforms read); the sheet needs the
 * original to resize it for print.
 */
function sourceFile(image: ImageMetadata): string {
  const path = (image as ImageMetadata & { fsPath?: string }).fsPath;
  if (!path) throw new Error(`The spec sheet cannot find the file of the photo ${image.src}`);
  return path;
}

async function sheetImage(machine: MachineData<ImageMetadata>): Promise<SheetImage | undefined> {
  const first = machine.photos[0];
  if (first) return { file: "/photo.jpg", bytes: await printPhoto(sourceFile(first.src)) };
  const drawing = drawingOf(machine.type);
  return drawing ? { file: "/drawing.svg", bytes: Buffer.from(drawing) } : undefined;
}

export function specSheetData(
  machine: MachineData<ImageMetadata>,
  locale: Locale,
  image: Pick<SheetImage, "file"> | undefined,
): SheetData {
  const { t } = getEdition(locale);
  const { lang, dir, comma, colon } = localeSettings[locale];
  const shown = machineIn(machine, locale);
  const page = t.usedEquipment.machine;
  return sheetData({
    machine: shown,
    facts: machineFacts(shown, locale),
    lang,
    dir,
    punctuation: { comma, colon },
    copy: page.specSheet,
    pageCopy: {
      facts: page.facts,
      description: page.description,
      specs: page.specs,
      reserved: page.reserved,
      soldTitle: page.sold.title,
    },
    statusName: t.usedEquipment.status[shown.status],
    typeName: t.sellEquipment.form.machineTypes[shown.type],
    firm: sheetFirm(locale),
    pageUrl: absoluteUrl(localizePath(shown.path, locale)),
    documentsCopy: page.documents,
    absoluteUrl,
    image: image
      ? { file: image.file, kind: image.file.endsWith(".svg") ? "drawing" : "photo" }
      : null,
  });
}

const made = new Map<string, Promise<Buffer>>();

/** The PDF of a machine's sheet in an edition, made once however often it is asked for. */
export function specSheetPdf(machine: MachineData<ImageMetadata>, locale: Locale): Promise<Buffer> {
  const key = localizePath(specSheetPath(machine.slug), locale);
  let pdf = made.get(key);
  if (!pdf) {
    pdf = sheetImage(machine).then((image) => {
      const data = specSheetData(machine, locale, image);
      return typesetSheet(template, data, image, sheetText(data));
    });
    made.set(key, pdf);
  }
  return pdf;
}
