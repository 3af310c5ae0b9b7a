/**
 * Renders SAMPLE PHOTOS of two used machines for the used-equipment listings:
 * a BOPP film line and a gravure printing press, three photos each (an
 * overview in a factory hall and two closer views). They are drawn entirely
 * in code from the flat illustrations in app/assets/illustrations/equipment/
 * (the machine's shapes, redrawn in perspective and lit), rasterised with
 * sharp and given a photographic finish. No photograph is used.
 *
 * The JPEGs under app/content/inventory/ are sample content committed to the
 * repository; replace them with real photos of the machines. Rerunning gives
 * the same images (all noise is seeded):
 *   node scripts/inventory/sample-photos.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

import sharp from "sharp";

import {
  blurred,
  buildMachine,
  createDefs,
  drawContactShadow,
  drawFloorMarks,
  drawHall,
  drawMachine,
  drawWallReflection,
  drawWindowLight,
  finishPixels,
  floorTexture,
  makeCamera,
  project,
  rasterise,
  readIllustration,
  scaleAt,
  svgDocument,
  withOpacity,
  type Camera,
  type CameraOptions,
  type Defs,
  type Finish,
  type Grade,
  type Hall,
  type Light,
  type Machine,
  type Part,
  type Shape,
} from "./photo-scene.ts";

const root = resolve(import.meta.dirname, "../..");
const illustrations = resolve(root, "app/assets/illustrations/equipment");
const output = resolve(root, "app/content/inventory");

const WIDTH = 2400;
const HEIGHT = 1600;

function illustration(name: string): Shape[] {
  return readIllustration(readFileSync(resolve(illustrations, `${name}.svg`), "utf8"));
}

/** Industrial paint for the illustration's palette: blue bodies, grey frames and hoods. */
function paintFor(map: Record<string, string>): (colour: string) => string {
  return (colour) => map[colour.toLowerCase()] ?? colour;
}

// ---------------------------------------------------------------------------
// The machines

const boppDepth = 90;

function boppLine(): Machine {
  return buildMachine(illustration("bopp-film-line"), boppDepth, (shape) => {
    if (shape.kind === "poly") return 34; // feed hopper
    if (shape.kind === "circle") return shape.fill === "#fff" ? boppDepth : 84; // film reel, chill roll
    if (shape.kind === "rect" && shape.w < 20) return 64; // flat die
    if (shape.kind === "rect" && shape.y < 170 && shape.h < 30) return 40; // extruder barrel housing
    if (shape.kind === "rect" && shape.x < 130) return 56; // extruder base
    return boppDepth;
  });
}

const boppFinish: Finish = {
  seed: 11,
  paint: paintFor({
    "#246891": "#2c6a90",
    "#175478": "#2a5f80",
    "#4285ad": "#c2c9cc",
    "#124463": "#39464e",
    "#0e3650": "#262d32",
    "#aacbe0": "#b4bcc1",
  }),
};

const gravureDepth = 80;

function gravurePress(): Machine {
  return buildMachine(illustration("gravure-printing-press"), gravureDepth, (shape) => {
    if (shape.kind === "poly") return 70; // reel stand
    if (shape.kind === "circle") return 66; // reel
    if (shape.kind === "rect" && shape.h < 40) return gravureDepth + 6; // dryer hood
    return gravureDepth;
  });
}

const inks: Record<string, string> = {
  "#f2ab2f": "#f1c01e",
  "#4285ad": "#1d86c2",
  "#e08e12": "#d8651c",
  "#0a2739": "#181b1d",
};

const gravureFinish: Finish = {
  seed: 23,
  detail: (shape) => {
    if (shape.kind !== "rect") return null;
    if (shape.h <= 6 && shape.y >= 230) return inks[shape.fill] ?? null; // ink in the pans
    if (shape.fill === "#4285ad") return "#8c969c"; // vent grille on the dryer hood
    return null;
  },
  paint: paintFor({
    "#246891": "#c9cfd1",
    "#175478": "#2d6790",
    "#4285ad": "#e0b12c",
    "#124463": "#3a4850",
    "#0e3650": "#2a3136",
    "#aacbe0": "#b4bcc1",
  }),
};

/** A solid box part for the extras (cabinets, pallets, trays). */
function box(
  x: number,
  y: number,
  w: number,
  h: number,
  z0: number,
  z1: number,
  fill: string,
  details: Shape[] = [],
): Part {
  return { shape: { kind: "rect", x, y, w, h, rx: 0.5, fill }, z0, z1, details };
}

function rect(x: number, y: number, w: number, h: number, fill: string): Shape {
  return { kind: "rect", x, y, w, h, rx: 0.4, fill };
}

/** A film reel lying on its side, its axis across the picture. */
function reel(cx: number, cy: number, r: number, z0: number, z1: number): Part {
  return {
    shape: { kind: "circle", cx, cy, r, fill: "#fff", stroke: null, strokeWidth: 0 },
    z0,
    z1,
    details: [
      { kind: "circle", cx, cy, r: r * 0.28, fill: "#f2ab2f", stroke: null, strokeWidth: 0 },
    ],
  };
}

/** Electrical cabinets: a row of light-grey doors with handles and a status lamp. */
function cabinets(x: number, count: number, z0: number, z1: number): Part[] {
  return Array.from({ length: count }, (_, i) =>
    box(x + i * 26, 160, 25.4, 90, z0, z1, "#cdd2d0", [
      rect(x + i * 26 + 20, 196, 1.6, 10, "#33393d"),
      rect(x + i * 26 + 3, 244, 19.4, 4, "#5a6166"),
      ...(i % 2 === 0
        ? [
            rect(x + i * 26 + 6, 170, 12, 8, "#8f9aa0"),
            {
              kind: "circle" as const,
              cx: x + i * 26 + 8,
              cy: 186,
              r: 1.3,
              fill: "#f2ab2f",
              stroke: null,
              strokeWidth: 0,
            },
          ]
        : []),
    ]),
  );
}

function pallet(x: number, w: number, z0: number, z1: number): Part {
  return box(x, 243, w, 7, z0, z1, "#b48a58", [
    rect(x + 2, 244.5, w * 0.2, 4, "#3b2d20"),
    rect(x + w * 0.4, 244.5, w * 0.2, 4, "#3b2d20"),
    rect(x + w * 0.78, 244.5, w * 0.2, 4, "#3b2d20"),
  ]);
}

/** Yellow handrails along the front and back edges of a platform, in drawing units. */
function railing(
  cam: Camera,
  x0: number,
  x1: number,
  deckY: number,
  zs: number[],
  spacing: number,
): string {
  const out: string[] = [];
  for (const z of [...zs].sort((a, b) => b - a)) {
    const k = scaleAt(cam, z);
    const w = (v: number) => Math.max(1, cam.s * k * v);
    for (let x = x0; x <= x1 + 0.01; x += spacing) {
      const a = project(cam, x, deckY, z);
      const b = project(cam, x, deckY - 22, z);
      out.push(
        `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#c7981d" stroke-width="${w(1.3)}"/>`,
      );
    }
    for (const [dy, t] of [
      [22, 1.4],
      [11, 1],
    ] as const) {
      const a = project(cam, x0, deckY - dy, z);
      const b = project(cam, x1, deckY - dy, z);
      out.push(
        `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#e7b62b" stroke-width="${w(t)}" stroke-linecap="round"/><line x1="${a.x}" y1="${a.y - w(t) * 0.3}" x2="${b.x}" y2="${b.y - w(t) * 0.3}" stroke="#fff3c0" stroke-opacity="0.6" stroke-width="${w(t * 0.25)}"/>`,
      );
    }
  }
  // Side rails joining front and back.
  for (const x of [x0, x1]) {
    for (const dy of [22, 11]) {
      const a = project(cam, x, deckY - dy, Math.min(...zs));
      const b = project(cam, x, deckY - dy, Math.max(...zs));
      out.push(
        `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#d7a623" stroke-width="${Math.max(1, cam.s * 1.1)}"/>`,
      );
    }
  }
  return out.join("");
}

/** Rods that hang the cable tray from the roof. */
function hangers(cam: Camera, x0: number, x1: number, y: number, z: number): string {
  const out: string[] = [];
  for (let x = x0; x <= x1; x += 90) {
    const a = project(cam, x, y, z);
    const b = project(cam, x, -400, z);
    out.push(
      `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#59636a" stroke-width="${Math.max(1, cam.s * scaleAt(cam, z) * 0.8)}"/>`,
    );
  }
  return out.join("");
}

/** A round spiral-seam duct rising from y0 to y1 at depth z (drying air of a print unit). */
function duct(cam: Camera, defs: Defs, x: number, y0: number, y1: number, z: number, r: number) {
  const a = project(cam, x - r, y1, z);
  const b = project(cam, x + r, y0, z);
  const fill = defs.linear(
    [
      { at: 0, colour: "#5d666c" },
      { at: 0.3, colour: "#e9edef" },
      { at: 0.45, colour: "#b7bfc4" },
      { at: 0.8, colour: "#737c82" },
      { at: 1, colour: "#4a5358" },
    ],
    { x: a.x, y: 0 },
    { x: b.x, y: 0 },
  );
  const out = [
    `<rect x="${a.x}" y="${a.y}" width="${b.x - a.x}" height="${b.y - a.y}" fill="${fill}"/>`,
  ];
  const k = scaleAt(cam, z);
  for (let y = y0 - 4; y > y1; y -= 7) {
    const p = project(cam, x - r, y, z);
    out.push(
      `<line x1="${p.x}" y1="${p.y}" x2="${b.x}" y2="${p.y - cam.s * k * 1.2}" stroke="#3e464b" stroke-opacity="0.35" stroke-width="${Math.max(1, cam.s * k * 0.35)}"/>`,
    );
  }
  return out.join("");
}

// ---------------------------------------------------------------------------
// Halls

const boppHall: Hall = {
  wallZ: 520,
  ceilingY: -150,
  wall: "#d7dbda",
  dado: "#7f8c93",
  steel: "#66747d",
  windows: [-118, -62],
  bay: 150,
  doorX: 560,
  seed: 5,
};

const gravureHall: Hall = {
  wallZ: 440,
  ceilingY: -130,
  wall: "#dcdedb",
  dado: "#6f7f86",
  steel: "#5f6d75",
  windows: [-104, -56],
  bay: 130,
  doorX: -180,
  seed: 9,
};

// ---------------------------------------------------------------------------
// Composition

interface Photo {
  camera: Omit<CameraOptions, "width" | "height">;
  light: Light;
  hall: Hall;
  machine: Machine;
  finish: Finish;
  /** Parts standing behind the machine (cabinets), drawn with it. */
  behind?: Part[];
  /** Parts in front of the machine (pallets, reels), drawn after it. */
  front?: Part[];
  /** Extra vector drawing over the machine (railings, ducts). */
  overlay?: (cam: Camera, defs: Defs) => string;
  lanes: { z: number; x0: number; x1: number }[];
  aisles: { x: number; z0: number; z1: number }[];
  /** Blur of the hall: a little haze for the overview, depth of field for close views. */
  backgroundBlur: number;
  grade: Grade;
}

/** The layer mirrored about the row y (the floor line). */
async function mirrored(png: Buffer, y: number): Promise<Buffer> {
  const shift = 2 * y - HEIGHT + 1;
  const flipped = await sharp(png).flip().png({ compressionLevel: 0 }).toBuffer();
  return sharp(
    await sharp(flipped)
      .extend({ top: shift, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  )
    .extract({ left: 0, top: 0, width: WIDTH, height: HEIGHT })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function render(photo: Photo): Promise<Buffer> {
  const cam = makeCamera({ width: WIDTH, height: HEIGHT, ...photo.camera });
  const { hall } = photo;

  // The hall, its floor texture and the windows mirrored in the floor.
  const hallDefs = createDefs("h");
  const hallBody =
    drawHall(cam, hall, hallDefs) + drawFloorMarks(cam, hall, photo.lanes, photo.aisles);
  const hallPng = await rasterise(svgDocument(WIDTH, HEIGHT, hallDefs, hallBody));
  const mirrorDefs = createDefs("r");
  const mirror = await blurred(
    await rasterise(
      svgDocument(WIDTH, HEIGHT, mirrorDefs, drawWallReflection(cam, hall, mirrorDefs)),
    ),
    16,
  );
  const glowDefs = createDefs("g");
  const glow = await blurred(
    await rasterise(svgDocument(WIDTH, HEIGHT, glowDefs, drawWindowLight(cam, hall, glowDefs))),
    40,
  );
  const texture = floorTexture(cam, hall, hall.seed * 31 + 7);
  const hallComposite = await sharp(hallPng)
    .composite([
      { input: texture, raw: { width: WIDTH, height: HEIGHT, channels: 4 } },
      { input: await withOpacity(mirror, 0.55) },
      { input: await withOpacity(glow, 0.75), blend: "screen" },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  const background = await blurred(hallComposite, photo.backgroundBlur);

  // The machine with the parts around it.
  const defs = createDefs("m");
  const all: Machine = {
    ...photo.machine,
    parts: [...(photo.behind ?? []), ...photo.machine.parts],
  };
  const frontParts: Machine = { parts: photo.front ?? [], web: [], depth: photo.machine.depth };
  const machineBody =
    drawMachine(cam, all, photo.light, photo.finish, defs) +
    (photo.overlay?.(cam, defs) ?? "") +
    drawMachine(cam, frontParts, photo.light, photo.finish, defs);
  const machinePng = await rasterise(
    svgDocument(WIDTH, HEIGHT, defs, `<g id="machine">${machineBody}</g>`),
  );

  // Its reflection in the polished floor, fading with distance from the floor line.
  const floorY = Math.round(cam.oy + 250 * cam.s);
  const reflection = await withOpacity(
    await blurred(await mirrored(machinePng, floorY), 3 + cam.s * 0.8),
    0.28,
    { from: floorY, to: floorY + 60 * cam.s },
  );

  // Contact shadows: a tight dark one and a wide soft one.
  const shadowMachine: Machine = {
    ...all,
    parts: [...all.parts, ...frontParts.parts],
  };
  const tight = await blurred(
    await rasterise(
      svgDocument(WIDTH, HEIGHT, createDefs("s"), drawContactShadow(cam, shadowMachine, 1)),
    ),
    cam.s * 1.5,
  );
  const wide = await blurred(
    await rasterise(
      svgDocument(WIDTH, HEIGHT, createDefs("w"), drawContactShadow(cam, shadowMachine, 14)),
    ),
    cam.s * 8,
  );

  // Light falling across the scene from the key side.
  const lightDefs = createDefs("l");
  const from = photo.light.side > 0 ? 0 : WIDTH;
  const wash = lightDefs.linear(
    [
      { at: 0, colour: "#ffffff", opacity: 0.22 },
      { at: 0.55, colour: "#808080", opacity: 0 },
      { at: 1, colour: "#000000", opacity: 0.28 },
    ],
    { x: from, y: 0 },
    { x: WIDTH - from, y: HEIGHT * 0.4 },
  );
  const washPng = await rasterise(
    svgDocument(
      WIDTH,
      HEIGHT,
      lightDefs,
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wash}"/>`,
    ),
  );

  const composed = await sharp(background)
    .composite([
      { input: reflection },
      { input: await withOpacity(wide, 0.35) },
      { input: await withOpacity(tight, 0.6) },
      { input: machinePng },
      { input: washPng, blend: "soft-light" },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  const { data, info } = await sharp(composed)
    .blur(0.7)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const finished = finishPixels(data, info.width, info.height, photo.grade);
  return sharp(finished, { raw: { width: info.width, height: info.height, channels: 3 } })
    .withIccProfile("srgb")
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

// ---------------------------------------------------------------------------
// The photos

const boppLanes = [{ z: -55, x0: -2000, x1: 2400 }];
const boppAisles = [
  { x: -40, z0: -55, z1: 400 },
  { x: 560, z0: -55, z1: 400 },
];

function boppExtras(): Pick<Photo, "behind" | "front" | "overlay"> {
  return {
    behind: [
      ...cabinets(150, 6, boppDepth + 40, boppDepth + 62),
      box(-30, 60, 560, 4, 44, 56, "#8a949a"),
    ],
    front: [pallet(472, 70, -48, -8), reel(489, 227, 16, -46, -10), reel(524, 227, 16, -46, -10)],
    overlay: (cam) =>
      hangers(cam, -20, 520, 60, 50) + railing(cam, 264, 388, 128, [6, boppDepth - 6], 31),
  };
}

/** What every photo of the BOPP line shares: the hall, the machine, what stands around it. */
function boppScene(): Pick<
  Photo,
  "hall" | "machine" | "finish" | "behind" | "front" | "overlay" | "lanes" | "aisles"
> {
  return {
    hall: boppHall,
    machine: boppLine(),
    finish: boppFinish,
    ...boppExtras(),
    lanes: boppLanes,
    aisles: boppAisles,
  };
}

/** The whole BOPP line in the hall, seen square-on with the extruder at the left. */
export function boppOverview(): Photo {
  return {
    camera: { centreX: 255, unitsAcross: 640, floorAt: 1215, eye: { x: 215, y: 92 }, focal: 760 },
    light: { side: 1, contrast: 0.16 },
    ...boppScene(),
    backgroundBlur: 1.6,
    grade: { warmth: 0.6, coolShadows: 0.5, vignette: 0.32, grain: 2.6, exposure: 1.03, seed: 101 },
  };
}

/** The extrusion end: hopper, extruder, flat die and chill roll. */
export function boppExtruder(): Photo {
  return {
    camera: { centreX: 112, unitsAcross: 230, floorAt: 1480, eye: { x: 60, y: 118 }, focal: 360 },
    light: { side: -1, contrast: 0.2 },
    ...boppScene(),
    backgroundBlur: 14,
    grade: { warmth: 0.2, coolShadows: 0.7, vignette: 0.38, grain: 2.6, exposure: 1.02, seed: 102 },
  };
}

/** The winder with a finished jumbo reel, and reels waiting on a pallet. */
export function boppWinder(): Photo {
  return {
    camera: { centreX: 440, unitsAcross: 220, floorAt: 1470, eye: { x: 470, y: 130 }, focal: 340 },
    light: { side: 1, contrast: 0.2 },
    ...boppScene(),
    backgroundBlur: 14,
    grade: { warmth: 0.8, coolShadows: 0.4, vignette: 0.38, grain: 2.6, exposure: 1.02, seed: 103 },
  };
}

const gravureLanes = [{ z: -50, x0: -2000, x1: 2400 }];
const gravureAisles = [
  { x: -30, z0: -50, z1: 360 },
  { x: 490, z0: -50, z1: 360 },
];

function gravureExtras(): Pick<Photo, "behind" | "front" | "overlay"> {
  return {
    behind: cabinets(440, 3, gravureDepth + 40, gravureDepth + 62),
    front: [pallet(-14, 48, -44, -10), reel(10, 224, 19, -42, -12)],
    overlay: (cam, defs) =>
      [0, 1, 2, 3]
        .map((i) => duct(cam, defs, 139 + i * 72, 118, -260, gravureDepth / 2, 7))
        .join("") + railing(cam, 104, 390, 118, [4, gravureDepth - 4], 24),
  };
}

/** What every photo of the gravure press shares: the hall, the machine, what stands around it. */
function gravureScene(): Pick<
  Photo,
  "hall" | "machine" | "finish" | "behind" | "front" | "overlay" | "lanes" | "aisles"
> {
  return {
    hall: gravureHall,
    machine: gravurePress(),
    finish: gravureFinish,
    ...gravureExtras(),
    lanes: gravureLanes,
    aisles: gravureAisles,
  };
}

/** The four-unit gravure press with its unwind and rewind, square-on. */
export function gravureOverview(): Photo {
  return {
    camera: { centreX: 238, unitsAcross: 600, floorAt: 1230, eye: { x: 250, y: 96 }, focal: 700 },
    light: { side: -1, contrast: 0.16 },
    ...gravureScene(),
    backgroundBlur: 1.6,
    grade: { warmth: 0.4, coolShadows: 0.6, vignette: 0.32, grain: 2.6, exposure: 1.03, seed: 201 },
  };
}

/** The print units: ink pans, gravure cylinders and impression rollers. */
export function gravurePrintUnits(): Photo {
  return {
    camera: { centreX: 215, unitsAcross: 240, floorAt: 1500, eye: { x: 180, y: 128 }, focal: 360 },
    light: { side: 1, contrast: 0.2 },
    ...gravureScene(),
    backgroundBlur: 14,
    grade: { warmth: 0.7, coolShadows: 0.4, vignette: 0.38, grain: 2.6, exposure: 1.02, seed: 202 },
  };
}

/** The unwind stand with a mounted reel and a spare reel on a pallet. */
export function gravureUnwind(): Photo {
  return {
    camera: { centreX: 62, unitsAcross: 200, floorAt: 1450, eye: { x: 110, y: 130 }, focal: 330 },
    light: { side: -1, contrast: 0.2 },
    ...gravureScene(),
    backgroundBlur: 14,
    grade: { warmth: 0.3, coolShadows: 0.7, vignette: 0.38, grain: 2.6, exposure: 1.02, seed: 203 },
  };
}

const photos: { file: string; alt: string; photo: () => Photo }[] = [
  {
    file: "bopp-film-line-2018/overview.jpg",
    alt: "The BOPP film line standing in a factory hall, seen from the side with the extruder on the left and the winder on the right.",
    photo: boppOverview,
  },
  {
    file: "bopp-film-line-2018/extruder.jpg",
    alt: "Close view of the BOPP line's extrusion end: feed hopper, extruder, flat die and chill roll.",
    photo: boppExtruder,
  },
  {
    file: "bopp-film-line-2018/winder.jpg",
    alt: "Close view of the BOPP line's winder with a reel of film, and two finished reels on a pallet beside it.",
    photo: boppWinder,
  },
  {
    file: "gravure-printing-press-2015/overview.jpg",
    alt: "The four-unit gravure printing press in a factory hall, seen from the side between its unwind and rewind stands.",
    photo: gravureOverview,
  },
  {
    file: "gravure-printing-press-2015/print-units.jpg",
    alt: "Close view of the gravure press's print units with their cylinders, ink pans and drying ducts.",
    photo: gravurePrintUnits,
  },
  {
    file: "gravure-printing-press-2015/unwind.jpg",
    alt: "Close view of the gravure press's unwind stand holding a reel of film, with a spare reel on a pallet.",
    photo: gravureUnwind,
  },
];

async function main() {
  for (const { file, alt, photo } of photos) {
    const jpeg = await render(photo());
    const path = resolve(output, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, jpeg);
    console.info(`${relative(root, path)} (${Math.round(jpeg.length / 1024)} KB)\n  alt: ${alt}`);
  }
}

await main();
