/**
 * A .ico file holding PNG images: a 6-byte header, one 16-byte entry per
 * image, then the PNG data. For /favicon.ico, which some clients request
 * without reading the page's icon links.
 */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  // Signature (8 bytes), IHDR length and type (8 bytes), then width and height.
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function icoFromPngs(pngs: readonly Uint8Array[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, index) => {
    const { width, height } = pngSize(png);
    const entry = 6 + 16 * index;
    header.writeUInt8(width >= 256 ? 0 : width, entry); // 0 means 256
    header.writeUInt8(height >= 256 ? 0 : height, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.byteLength, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.byteLength;
  });
  return Buffer.concat([header, ...pngs]);
}
