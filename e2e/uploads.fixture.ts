import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";

/**
 * What the tests upload: phone photos drawn here, and files written to disk
 * for the browser to read as a person's upload. Made once per worker (the
 * `uploads` fixture, e2e/fixtures.ts): a size is drawn once, and a file is
 * written once, whichever test asks first.
 */

/** A file to choose, as Playwright's setInputFiles takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A phone photo of `width` × `height`: JPEG, with EXIF, as a camera writes it. */
function drawPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 130 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#f2ab2f"/></svg>`,
        ),
      },
    ])
    .withExif({ IFD0: { Make: "PhoneMaker" } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const hash = (content: Buffer) => createHash("sha256").update(content).digest("hex");

export class Uploads {
  private readonly photos = new Map<string, Promise<Buffer>>();
  private readonly files = new Map<string, string>();
  private dir: string | undefined;

  /** A phone photo named `name`, `width` × `height` (JPEG, with EXIF). */
  async photo(name: string, width = 2000, height = 1500): Promise<FilePayload> {
    const size = `${width}x${height}`;
    if (!this.photos.has(size)) this.photos.set(size, drawPhoto(width, height));
    return { name, mimeType: "image/jpeg", buffer: await this.photos.get(size)! };
  }

  /**
   * The path of a file named `name` holding `bytes` bytes of `fill`. The
   * browser reads it from disk, as it reads a person's file; a large one is
   * not copied through the test protocol as a buffer would be.
   */
  file(name: string, bytes: number, fill = 1): string {
    return this.written(`${name}:${bytes}:${fill}`, name, () => Buffer.alloc(bytes, fill));
  }

  /** The path of a file named `name` holding `content` (written once for each name and content). */
  saved(name: string, content: Buffer): string {
    return this.written(`${name}:${content.length}:${hash(content)}`, name, () => content);
  }

  private written(key: string, name: string, content: () => Buffer): string {
    let path = this.files.get(key);
    if (!path) {
      this.dir ??= mkdtempSync(join(tmpdir(), "flexpack-uploads-"));
      // A folder each, so that two files may share a name.
      path = join(mkdtempSync(join(this.dir, "file-")), name);
      writeFileSync(path, content());
      this.files.set(key, path);
    }
    return path;
  }

  /** Removes the files written for this worker. */
  remove() {
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }
}
