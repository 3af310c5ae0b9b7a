import { crc32, deflateSync } from "node:zlib";

import sharp from "sharp";

import { laterFacts, type Offer } from "../offers/offer-store.ts";

/** A photo as a phone takes it: JPEG with EXIF (camera, GPS position), or PNG or WebP. */
export async function photoBytes({
  width = 1600,
  height = 1200,
  format = "jpeg",
  colour = "#3a6e8f",
}: {
  width?: number;
  height?: number;
  format?: "jpeg" | "png" | "webp";
  colour?: string;
} = {}): Promise<Buffer> {
  // Noise, so the encoder has real work and the sizes look like a photo's.
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="10%" y="20%" width="80%" height="50%" fill="${colour}"/></svg>`,
        ),
      },
    ])
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Budget 5G", Software: "Camera 1.0" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "30/1 3/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "31/1 14/1 0/1",
      },
    });
  if (format === "png") return image.png().toBuffer();
  if (format === "webp") return image.webp({ quality: 80 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}

/** The text fields of a valid offer, sent long enough after the form was opened. */
export function offerFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    machineType: "gravure-printing-press",
    manufacturer: "Rotomec",
    model: "4003 MP",
    year: "2011",
    country: "EG",
    condition: "running",
    availability: "3-months",
    askingPrice: "380 000",
    currency: "EUR",
    description:
      "Eight colours, 1,300 mm web, 300 m/min. Electronic line shaft, overhauled in 2023.",
    name: "Karim Haddad",
    company: "Nile Flexibles",
    email: "karim@example.com",
    phone: "+20 100 123 4567",
    answerLanguage: "en",
    idempotencyKey: crypto.randomUUID(),
    website: "",
    startedAt: String(Date.now() - 5 * 60_000),
    ...overrides,
  };
}

export interface PhotoUpload {
  name: string;
  bytes: Buffer | Uint8Array;
  type?: string;
}

export function offerBody(fields: Record<string, string>, photos: readonly PhotoUpload[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const photo of photos) {
    body.append(
      "photos",
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? "image/jpeg" }),
      photo.name,
    );
  }
  return body;
}

/** Posts an offer as the island does (JSON answers), or as the plain form (`accept: text/html`). */
export function postOffer(
  origin: string,
  fields: Record<string, string>,
  photos: readonly PhotoUpload[],
  { json = true, headers = {} }: { json?: boolean; headers?: Record<string, string> } = {},
) {
  return fetch(`${origin}/api/offers`, {
    method: "POST",
    headers: { accept: json ? "application/json" : "text/html", ...headers },
    body: offerBody(fields, photos),
    redirect: "manual",
  });
}

/** A PNG whose header says 20 000 × 20 000 pixels, in a few dozen KB (1 bit per pixel, deflated). */
export function decompressionBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A stored offer, as `npm run inventory:from-offer` reads it: a Rotomec press in Egypt. */
export function storedOffer(
  overrides: Partial<Offer["facts"]> = {},
  { edition = "en", photos = 2 }: { edition?: Offer["edition"]; photos?: number } = {},
): Offer {
  return {
    id: "0b6c1a52-3e1f-4c1e-9d3a-2f7d8c9e0a11",
    reference: "O-2611-017",
    idempotencyKey: "key-12345678",
    contentHash: "content-hash",
    facts: {
      machineType: "gravure-printing-press",
      manufacturer: "Rotomec",
      model: "4003 MP",
      year: 2011,
      country: "EG",
      condition: "running",
      availability: "3-months",
      askingPrice: 380000,
      currency: "EUR",
      description: "Eight colours: 1,300 mm web, 300 m/min. Overhauled in 2023 #1.",
      name: "Karim Haddad",
      company: "Nile Flexibles",
      email: "karim@example.com",
      phone: "+20 100 123 4567",
      answerLanguage: "ar",
      ...laterFacts,
      ...overrides,
    },
    photos: Array.from({ length: photos }, (_, index) => ({
      file: `photo-0${index + 1}.jpg`,
      width: 2560,
      height: 1920,
      bytes: 1,
      originalName: `IMG_${index + 1}.jpg`,
    })),
    channel: "script",
    edition,
    spam: null,
    receivedAt: new Date("2026-11-20T10:00:00Z"),
    status: "sent",
    attempts: 1,
    nextAttemptAt: null,
    sentAt: null,
    lastError: null,
  };
}
