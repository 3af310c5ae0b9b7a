// The part of fontverter's API that app/admin/icon-font.ts uses (the package ships no types).
declare module "fontverter" {
  export function convert(
    font: Buffer,
    toFormat: "sfnt" | "truetype" | "woff" | "woff2",
  ): Promise<Buffer>;
}
