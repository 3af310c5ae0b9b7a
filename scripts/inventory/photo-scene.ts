/**
 * The drawing engine behind sample-photos.ts: turns a flat equipment
 * illustration (480×320 viewBox, side elevation) into a lit 3D-ish machine in
 * one-point perspective, builds a factory hall around it, and gives the
 * result a photographic finish (depth of field, reflections, vignette,
 * grading, grain). Everything is drawn here; nothing is taken from a photo.
 */
import sharp from "sharp";

// ---------------------------------------------------------------------------
// Numbers, randomness and colour

export interface Vec {
  x: number;
  y: number;
}

/** A small seeded generator (mulberry32): the same seed draws the same numbers. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (value: number, low = 0, high = 1) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 100) / 100;

function rgbOf(hex: string): [number, number, number] {
  const value = hex.replace("#", "");
  const full =
    value.length === 3
      ? value
          .split("")
          .map((c) => c + c)
          .join("")
      : value;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf([r, g, b]: readonly number[]): string {
  const part = (v: number | undefined) =>
    Math.round(clamp((v ?? 0) / 255) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = rgbOf(a);
  const cb = rgbOf(b);
  return hexOf(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
}

/** Lightens (amount > 0) or darkens (amount < 0) a colour. */
export function shade(colour: string, amount: number): string {
  return amount >= 0 ? mix(colour, "#ffffff", amount) : mix(colour, "#05080b", -amount);
}

// ---------------------------------------------------------------------------
// SVG definitions (gradients, filters) collected while drawing

export interface Stop {
  at: number;
  colour: string;
  opacity?: number;
}

export interface Defs {
  /** A linear gradient in user space (px) or, without coordinates, left to right over the shape. */
  linear(stops: Stop[], from?: Vec, to?: Vec, boxAngle?: number): string;
  radial(stops: Stop[], centre: Vec, radius: number, focus?: Vec): string;
  raw(markup: string): void;
  /** A clip path from shape markup (user space); returns url(#…). */
  clip(markup: string): string;
  markup(): string;
}

export function createDefs(prefix: string): Defs {
  const items: string[] = [];
  const known = new Map<string, string>();
  const stopMarkup = (stops: Stop[]) =>
    stops
      .map(
        (s) =>
          `<stop offset="${round(s.at)}" stop-color="${s.colour}"${s.opacity === undefined ? "" : ` stop-opacity="${round(s.opacity)}"`}/>`,
      )
      .join("");
  const remember = (key: string, make: (id: string) => string) => {
    const found = known.get(key);
    if (found) return `url(#${found})`;
    const id = `${prefix}${known.size}`;
    known.set(key, id);
    items.push(make(id));
    return `url(#${id})`;
  };
  return {
    linear(stops, from, to, boxAngle = 0) {
      if (from && to) {
        const key = `l${JSON.stringify(stops)}${round(from.x)},${round(from.y)},${round(to.x)},${round(to.y)}`;
        return remember(
          key,
          (id) =>
            `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${round(from.x)}" y1="${round(from.y)}" x2="${round(to.x)}" y2="${round(to.y)}">${stopMarkup(stops)}</linearGradient>`,
        );
      }
      const a = (boxAngle * Math.PI) / 180;
      const dx = Math.cos(a) / 2;
      const dy = Math.sin(a) / 2;
      const key = `b${JSON.stringify(stops)}${boxAngle}`;
      return remember(
        key,
        (id) =>
          `<linearGradient id="${id}" x1="${round(0.5 - dx)}" y1="${round(0.5 - dy)}" x2="${round(0.5 + dx)}" y2="${round(0.5 + dy)}">${stopMarkup(stops)}</linearGradient>`,
      );
    },
    radial(stops, centre, radius, focus) {
      const f = focus ?? centre;
      const key = `r${JSON.stringify(stops)}${round(centre.x)},${round(centre.y)},${round(radius)},${round(f.x)},${round(f.y)}`;
      return remember(
        key,
        (id) =>
          `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${round(centre.x)}" cy="${round(centre.y)}" r="${round(radius)}" fx="${round(f.x)}" fy="${round(f.y)}">${stopMarkup(stops)}</radialGradient>`,
      );
    },
    raw(markup) {
      items.push(markup);
    },
    clip(markup) {
      return remember(`c${markup}`, (id) => `<clipPath id="${id}">${markup}</clipPath>`);
    },
    markup() {
      return `<defs>${items.join("")}</defs>`;
    },
  };
}

export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs.markup()}${body}</svg>`;
}

export const points = (list: Vec[]) => list.map((p) => `${round(p.x)},${round(p.y)}`).join(" ");

// ---------------------------------------------------------------------------
// Reading an equipment illustration

export type Shape =
  | { kind: "rect"; x: number; y: number; w: number; h: number; rx: number; fill: string }
  | {
      kind: "circle";
      cx: number;
      cy: number;
      r: number;
      fill: string | null;
      stroke: string | null;
      strokeWidth: number;
    }
  | { kind: "poly"; pts: Vec[]; fill: string }
  | { kind: "line"; pts: Vec[]; stroke: string; strokeWidth: number };

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    if (match[1] !== undefined && match[2] !== undefined) found.set(match[1], match[2]);
  }
  return found;
}

/** Flattens a path (M, L, H, V, C and Z, absolute or relative) into points. */
export function flattenPath(d: string): Vec[] {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const out: Vec[] = [];
  let index = 0;
  let command = "M";
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const next = () => Number(tokens[index++]);
  while (index < tokens.length) {
    const token = tokens[index];
    if (token !== undefined && /[a-zA-Z]/.test(token)) {
      command = token;
      index++;
      if (command === "z" || command === "Z") {
        x = startX;
        y = startY;
        continue;
      }
    }
    const relative = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case "M":
        x = next() + (relative ? x : 0);
        y = next() + (relative ? y : 0);
        startX = x;
        startY = y;
        out.push({ x, y });
        command = relative ? "l" : "L";
        break;
      case "L":
        x = next() + (relative ? x : 0);
        y = next() + (relative ? y : 0);
        out.push({ x, y });
        break;
      case "H":
        x = next() + (relative ? x : 0);
        out.push({ x, y });
        break;
      case "V":
        y = next() + (relative ? y : 0);
        out.push({ x, y });
        break;
      case "C": {
        const c = [next(), next(), next(), next(), next(), next()];
        const [x1, y1, x2, y2, x3, y3] = relative ? c.map((v, i) => v + (i % 2 === 0 ? x : y)) : c;
        for (let step = 1; step <= 12; step++) {
          const t = step / 12;
          const u = 1 - t;
          out.push({
            x:
              u * u * u * x +
              3 * u * u * t * (x1 ?? 0) +
              3 * u * t * t * (x2 ?? 0) +
              t ** 3 * (x3 ?? 0),
            y:
              u * u * u * y +
              3 * u * u * t * (y1 ?? 0) +
              3 * u * t * t * (y2 ?? 0) +
              t ** 3 * (y3 ?? 0),
          });
        }
        x = x3 ?? x;
        y = y3 ?? y;
        break;
      }
      default:
        index++;
    }
  }
  return out;
}

/**
 * The machine's shapes from an illustration, in drawing order. The flat
 * background is stripped: full-width rectangles (sky and floor band) and the
 * translucent decorative circle. `<use>` copies of a group are expanded.
 */
export function readIllustration(svg: string): Shape[] {
  const shapes: Shape[] = [];
  const groups = new Map<string, Shape[]>();
  const stack: { fill: string | null; id: string | null; shapes: Shape[] }[] = [];
  const target = () => stack.at(-1)?.shapes ?? shapes;
  const inheritedFill = () => stack.findLast((g) => g.fill !== null)?.fill ?? null;
  for (const match of svg.matchAll(/<(\/?)(rect|circle|path|use|g)\b([^>]*?)(\/?)>/g)) {
    const [, closing, tag, rest = ""] = match;
    const a = attributes(rest);
    const num = (name: string) => Number(a.get(name) ?? 0);
    const fill = a.get("fill") ?? inheritedFill();
    if (tag === "g") {
      if (closing) {
        const group = stack.pop();
        if (group) {
          if (group.id) groups.set(group.id, group.shapes);
          target().push(...group.shapes);
        }
      } else {
        stack.push({ fill: a.get("fill") ?? null, id: a.get("id") ?? null, shapes: [] });
      }
      continue;
    }
    if (tag === "rect") {
      if (num("width") >= 480 || fill === null) continue;
      target().push({
        kind: "rect",
        x: num("x"),
        y: num("y"),
        w: num("width"),
        h: num("height"),
        rx: num("rx"),
        fill,
      });
    } else if (tag === "circle") {
      if (a.has("opacity")) continue;
      const stroke = a.get("stroke") ?? null;
      target().push({
        kind: "circle",
        cx: num("cx"),
        cy: num("cy"),
        r: num("r"),
        fill: fill === "none" ? null : fill,
        stroke,
        strokeWidth: num("stroke-width"),
      });
    } else if (tag === "path") {
      const pts = flattenPath(a.get("d") ?? "");
      const stroke = a.get("stroke");
      if (fill && fill !== "none") target().push({ kind: "poly", pts, fill });
      else if (stroke)
        target().push({ kind: "line", pts, stroke, strokeWidth: num("stroke-width") });
    } else if (tag === "use") {
      const source = groups.get((a.get("href") ?? a.get("xlink:href") ?? "").replace("#", ""));
      const dx = num("x");
      const dy = num("y");
      for (const shape of source ?? []) target().push(moveShape(shape, dx, dy));
    }
  }
  return shapes;
}

export function moveShape(shape: Shape, dx: number, dy: number): Shape {
  switch (shape.kind) {
    case "rect":
      return { ...shape, x: shape.x + dx, y: shape.y + dy };
    case "circle":
      return { ...shape, cx: shape.cx + dx, cy: shape.cy + dy };
    case "poly":
    case "line":
      return { ...shape, pts: shape.pts.map((p) => ({ x: p.x + dx, y: p.y + dy })) };
  }
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function boundsOf(shape: Shape): Box {
  switch (shape.kind) {
    case "rect":
      return { x0: shape.x, y0: shape.y, x1: shape.x + shape.w, y1: shape.y + shape.h };
    case "circle":
      return {
        x0: shape.cx - shape.r,
        y0: shape.cy - shape.r,
        x1: shape.cx + shape.r,
        y1: shape.cy + shape.r,
      };
    case "poly":
    case "line":
      return {
        x0: Math.min(...shape.pts.map((p) => p.x)),
        y0: Math.min(...shape.pts.map((p) => p.y)),
        x1: Math.max(...shape.pts.map((p) => p.x)),
        y1: Math.max(...shape.pts.map((p) => p.y)),
      };
  }
}

const inside = (a: Box, b: Box) => a.x0 >= b.x0 && a.x1 <= b.x1 && a.y0 >= b.y0 && a.y1 <= b.y1;

/** A solid part of the machine: extruded into depth from z0 (front) to z1 (back). */
export interface Part {
  shape: Exclude<Shape, { kind: "line" }>;
  z0: number;
  z1: number;
  /** Smaller shapes drawn on the part's front face (panels, windows, roll ends). */
  details: Shape[];
}

export interface Machine {
  parts: Part[];
  /** The film web, drawn as a translucent sheet through the machine. */
  web: Vec[][];
  depth: number;
}

/**
 * Groups the illustration's shapes into solid parts and front-face details: a
 * shape lying inside an earlier solid part is a detail of it. `depthOf` gives
 * each part's depth (the machine's width across the web) from its shape.
 */
export function buildMachine(
  shapes: Shape[],
  depth: number,
  depthOf: (shape: Shape, index: number) => number,
): Machine {
  const parts: Part[] = [];
  const web: Vec[][] = [];
  shapes.forEach((shape, index) => {
    if (shape.kind === "line") {
      web.push(shape.pts);
      return;
    }
    const box = boundsOf(shape);
    const host = parts.findLast((p) => inside(box, boundsOf(p.shape)));
    const solid = shape.kind !== "circle" || shape.fill !== null;
    if (host || !solid) {
      (host ?? parts.at(-1))?.details.push(shape);
      return;
    }
    const d = depthOf(shape, index);
    const z0 = (depth - d) / 2;
    parts.push({ shape, z0, z1: z0 + d, details: [] });
  });
  return { parts, web, depth };
}

// ---------------------------------------------------------------------------
// Camera: one-point perspective, the machine's front parallel to the image

export interface Camera {
  width: number;
  height: number;
  /** Pixels per drawing unit on the front plane (z = 0). */
  s: number;
  ox: number;
  oy: number;
  vp: Vec;
  /** Distance from the eye to the front plane, in drawing units. */
  f: number;
}

export interface CameraOptions {
  width: number;
  height: number;
  /** The drawing x at the image centre, and how many drawing units span the image. */
  centreX: number;
  unitsAcross: number;
  /** Where the floor line (drawing y = 250, z = 0) lands, in pixels. */
  floorAt: number;
  /** The vanishing point (eye level), in drawing units on the front plane. */
  eye: Vec;
  focal: number;
}

export function makeCamera(o: CameraOptions): Camera {
  const s = o.width / o.unitsAcross;
  const ox = o.width / 2 - o.centreX * s;
  const oy = o.floorAt - 250 * s;
  return {
    width: o.width,
    height: o.height,
    s,
    ox,
    oy,
    vp: { x: ox + o.eye.x * s, y: oy + o.eye.y * s },
    f: o.focal,
  };
}

export const scaleAt = (cam: Camera, z: number) => cam.f / (cam.f + z);

export function project(cam: Camera, x: number, y: number, z: number): Vec {
  const k = scaleAt(cam, z);
  return {
    x: cam.vp.x + (cam.ox + x * cam.s - cam.vp.x) * k,
    y: cam.vp.y + (cam.oy + y * cam.s - cam.vp.y) * k,
  };
}

/** The transform that draws drawing units on the plane at depth z. */
export function planeTransform(cam: Camera, z: number): string {
  const k = scaleAt(cam, z);
  const a = cam.s * k;
  const e = cam.vp.x * (1 - k) + cam.ox * k;
  const f = cam.vp.y * (1 - k) + cam.oy * k;
  return `matrix(${round(a * 1000) / 1000} 0 0 ${round(a * 1000) / 1000} ${round(e)} ${round(f)})`;
}

/** Convex hull (monotone chain). */
export function hull(list: Vec[]): Vec[] {
  const sorted = [...list].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Vec, a: Vec, b: Vec) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Vec[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Vec[] = [];
  for (const p of sorted.reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function outline(shape: Part["shape"], rx: number): Vec[] {
  if (shape.kind === "poly") return shape.pts;
  if (shape.kind === "circle") {
    return Array.from({ length: 48 }, (_, i) => ({
      x: shape.cx + shape.r * Math.cos((i / 48) * Math.PI * 2),
      y: shape.cy + shape.r * Math.sin((i / 48) * Math.PI * 2),
    }));
  }
  const r = Math.min(rx, shape.w / 2, shape.h / 2);
  const corners = [
    { x: shape.x + shape.w - r, y: shape.y + r, a: -90 },
    { x: shape.x + shape.w - r, y: shape.y + shape.h - r, a: 0 },
    { x: shape.x + r, y: shape.y + shape.h - r, a: 90 },
    { x: shape.x + r, y: shape.y + r, a: 180 },
  ];
  return corners.flatMap((c) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = ((c.a + i * 22.5) * Math.PI) / 180;
      return { x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) };
    }),
  );
}

// ---------------------------------------------------------------------------
// Materials and light

export interface Light {
  /** 1: key light from the left; -1: from the right. */
  side: number;
  /** Strength of the light/shade contrast, about 0.1–0.3. */
  contrast: number;
}

/** How the machine's drawing colours are painted in the photo. */
export interface Finish {
  paint: (colour: string) => string;
  /** Colour of a small detail shape (defaults to paint of its colour). */
  detail?: (shape: Shape) => string | null;
  /** Panel seams, bolts and plates on large faces. */
  seed: number;
}

const chromeStops = (light: Light, tint = "#9aa5ad"): Stop[] => {
  const hi = light.side > 0 ? 0.3 : 0.7;
  return [
    { at: 0, colour: shade(tint, -0.55) },
    { at: clamp(hi - 0.2), colour: shade(tint, -0.15) },
    { at: hi, colour: shade(tint, 0.7) },
    { at: clamp(hi + 0.12), colour: shade(tint, 0.15) },
    { at: clamp(hi + (light.side > 0 ? 0.45 : -0.45)), colour: shade(tint, -0.45) },
    { at: 1, colour: shade(tint, light.side > 0 ? -0.25 : -0.6) },
  ].sort((a, b) => a.at - b.at);
};

/** Draws the machine: extruded parts, web, front faces and their details. */
export function drawMachine(
  cam: Camera,
  machine: Machine,
  light: Light,
  finish: Finish,
  defs: Defs,
): string {
  const sides: { order: number; svg: string }[] = [];
  const fronts: { order: number; svg: string }[] = [];
  machine.parts.forEach((part, index) => {
    sides.push({
      order: part.z1 * 1e4 + Math.abs(centreOf(part.shape).x * cam.s + cam.ox - cam.vp.x),
      svg: drawExtrusion(cam, part, light, finish, defs),
    });
    fronts.push({
      order: part.z0 * 1e4 - index,
      svg: drawFront(cam, part, light, finish, defs),
    });
  });
  sides.sort((a, b) => b.order - a.order);
  fronts.sort((a, b) => b.order - a.order);
  const web = machine.web.map((line) => drawWeb(cam, line, machine.depth, defs)).join("");
  return [...sides.map((s) => s.svg), web, ...fronts.map((f) => f.svg)].join("");
}

function centreOf(shape: Shape): Vec {
  const b = boundsOf(shape);
  return { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 };
}

function drawExtrusion(cam: Camera, part: Part, light: Light, finish: Finish, defs: Defs): string {
  const shape = part.shape;
  const base = materialColour(shape, finish);
  const rx = shape.kind === "rect" ? Math.min(shape.rx, 3) : 0;
  const ring = outline(shape, rx);
  const front = ring.map((p) => project(cam, p.x, p.y, part.z0));
  const back = ring.map((p) => project(cam, p.x, p.y, part.z1));
  const silhouette = hull([...front, ...back]);
  const out: string[] = [];
  if (shape.kind === "circle") {
    const c0 = project(cam, shape.cx, shape.cy, part.z0);
    const c1 = project(cam, shape.cx, shape.cy, part.z1);
    const ax = c1.x - c0.x;
    const ay = c1.y - c0.y;
    const len = Math.hypot(ax, ay) || 1;
    let n = { x: -ay / len, y: ax / len };
    if (n.y > 0) n = { x: -n.x, y: -n.y };
    const r = shape.r * cam.s * scaleAt(cam, part.z0);
    const film = base === "film";
    const stops = film
      ? [
          { at: 0, colour: "#8c959b" },
          { at: 0.25, colour: "#d3d9dc" },
          { at: 0.42, colour: "#f7f8f8" },
          { at: 0.55, colour: "#d8dee1" },
          { at: 0.8, colour: "#aab3b8" },
          { at: 1, colour: "#757f86" },
        ]
      : chromeStops(light, base === "steel" ? "#9aa5ad" : base);
    const fill = defs.linear(
      stops,
      { x: c0.x + n.x * r, y: c0.y + n.y * r },
      { x: c0.x - n.x * r, y: c0.y - n.y * r },
    );
    out.push(`<polygon points="${points(silhouette)}" fill="${fill}"/>`);
    if (film) {
      // Wound layers catch the light in fine lines along the roll.
      for (let i = 1; i < 9; i++) {
        const t = i / 9 - 0.5;
        const o = { x: n.x * r * 2 * t * 0.96, y: n.y * r * 2 * t * 0.96 };
        out.push(
          `<line x1="${round(c0.x + o.x)}" y1="${round(c0.y + o.y)}" x2="${round(c1.x + o.x * scaleAt(cam, part.z1))}" y2="${round(c1.y + o.y * scaleAt(cam, part.z1))}" stroke="#ffffff" stroke-opacity="${round(0.08 + 0.1 * Math.abs(Math.sin(i * 2.3)))}" stroke-width="${round(r * 0.012)}"/>`,
        );
      }
    }
    // Ambient occlusion towards the far end.
    const fade = defs.linear(
      [
        { at: 0, colour: "#000", opacity: 0 },
        { at: 1, colour: "#000", opacity: 0.35 },
      ],
      c0,
      c1,
    );
    out.push(`<polygon points="${points(silhouette)}" fill="${fade}"/>`);
    return out.join("");
  }
  const paint = shape.kind === "rect" || shape.kind === "poly" ? base : "#777777";
  const sideLit = shade(paint, light.side > 0 ? -0.12 : -0.42);
  const sideDark = shade(paint, light.side > 0 ? -0.42 : -0.12);
  out.push(`<polygon points="${points(silhouette)}" fill="${shade(paint, -0.28)}"/>`);
  // Faces between consecutive outline points whose outward side faces the camera.
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    const fa = front[i]!;
    const fb = front[(i + 1) % n]!;
    const ba = back[i]!;
    const bb = back[(i + 1) % n]!;
    // Outward normal of the edge in the drawing (outline is clockwise in y-down).
    const nx = b.y - a.y;
    const ny = -(b.x - a.x);
    const orient = (fb.x - fa.x) * (ba.y - fa.y) - (fb.y - fa.y) * (ba.x - fa.x);
    if (orient >= 0 || Math.hypot(nx, ny) < 1e-6) continue;
    const len = Math.hypot(nx, ny);
    const ux = nx / len;
    const uy = ny / len;
    let colour: string;
    if (uy < -0.7) colour = shade(paint, 0.16);
    else if (uy > 0.7) colour = shade(paint, -0.55);
    else
      colour = ux < 0 ? (light.side > 0 ? sideLit : sideDark) : light.side > 0 ? sideDark : sideLit;
    const mid0 = { x: (fa.x + fb.x) / 2, y: (fa.y + fb.y) / 2 };
    const mid1 = { x: (ba.x + bb.x) / 2, y: (ba.y + bb.y) / 2 };
    const fill = defs.linear(
      [
        { at: 0, colour },
        { at: 1, colour: shade(colour, -0.25) },
      ],
      mid0,
      mid1,
    );
    out.push(
      `<polygon points="${points([fa, fb, bb, ba])}" fill="${fill}" stroke="${fill}" stroke-width="0.6"/>`,
    );
  }
  return out.join("");
}

/** "film", "steel" or a paint colour for a part. */
function materialColour(shape: Shape, finish: Finish): string {
  if (shape.kind === "circle") {
    if (shape.fill === "#fff" || shape.fill === "#ffffff") return "film";
    if (shape.fill === "#2e3337") return shape.fill;
    return "steel";
  }
  if (shape.kind === "line") return shape.stroke;
  return finish.paint(shape.fill);
}

type Circle = Extract<Shape, { kind: "circle" }>;

const isRoll = (shape: Shape): boolean =>
  shape.kind === "circle" &&
  shape.fill !== null &&
  shape.r >= 7 &&
  !["#fff", "#ffffff", "#f2ab2f", "#e08e12"].includes(shape.fill);

function drawFront(cam: Camera, part: Part, light: Light, finish: Finish, defs: Defs): string {
  const shape = part.shape;
  const face: string[] = [];
  const material = materialColour(shape, finish);
  const lightAngle = light.side > 0 ? 20 : 160;
  const rolls = shape.kind === "rect" ? part.details.filter((d): d is Circle => isRoll(d)) : [];
  const onRoll = (d: Shape) =>
    d.kind === "circle" && !isRoll(d) && rolls.some((r) => r.cx === d.cx && r.cy === d.cy);
  if (shape.kind === "rect") {
    const rx = Math.min(shape.rx, 3);
    const body = `x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" rx="${rx}"`;
    const across = defs.linear(
      [
        { at: 0, colour: shade(material, light.contrast * 0.6) },
        { at: 1, colour: shade(material, -light.contrast) },
      ],
      undefined,
      undefined,
      lightAngle,
    );
    face.push(`<rect ${body} fill="${across}"/>`);
    face.push(`<rect ${body} fill="${verticalShade(defs)}"/>`);
    face.push(`<rect ${body} fill="${sheen(defs, light)}"/>`);
    face.push(panelDetails(shape, finish));
    face.push(
      `<rect x="${shape.x + rx}" y="${shape.y}" width="${Math.max(0, shape.w - 2 * rx)}" height="0.5" fill="#ffffff" opacity="0.35"/>`,
    );
  } else if (shape.kind === "poly") {
    const across = defs.linear(
      [
        { at: 0, colour: shade(material, light.contrast * 0.6) },
        { at: 1, colour: shade(material, -light.contrast) },
      ],
      undefined,
      undefined,
      lightAngle,
    );
    face.push(`<polygon points="${points(shape.pts)}" fill="${across}"/>`);
    face.push(`<polygon points="${points(shape.pts)}" fill="${verticalShade(defs)}"/>`);
  } else if (shape.kind === "circle") {
    face.push(drawRollEnd(shape, material === "film", light, defs));
  }
  const out = [`<g transform="${planeTransform(cam, part.z0)}">${face.join("")}`];
  if (rolls.length > 0) {
    // An open guard: the rolls run back into the machine through a dark opening.
    const x0 = Math.min(...rolls.map((r) => r.cx - r.r)) - 4;
    const x1 = Math.max(...rolls.map((r) => r.cx + r.r)) + 4;
    const y0 = Math.min(...rolls.map((r) => r.cy - r.r)) - 4;
    const y1 = Math.max(...rolls.map((r) => r.cy + r.r)) + 4;
    const cavity = defs.linear(
      [
        { at: 0, colour: "#2a3238" },
        { at: 0.3, colour: "#161c20" },
        { at: 1, colour: "#20282d" },
      ],
      undefined,
      undefined,
      90,
    );
    out.push(
      `<rect x="${x0 - 1}" y="${y0 - 1}" width="${x1 - x0 + 2}" height="${y1 - y0 + 2}" rx="2" fill="${shade(material, -0.35)}"/><rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" rx="1.5" fill="${cavity}"/><rect x="${x0 - 1}" y="${y1 + 0.4}" width="${x1 - x0 + 2}" height="0.6" fill="#fff" opacity="0.3"/></g>`,
    );
    const a = project(cam, x0, y0, part.z0);
    const b = project(cam, x1, y1, part.z0);
    const clip = defs.clip(
      `<rect x="${round(a.x)}" y="${round(a.y)}" width="${round(b.x - a.x)}" height="${round(b.y - a.y)}"/>`,
    );
    const bodies: string[] = [];
    const ends: string[] = [];
    for (const roll of rolls) {
      const rubber = roll.fill === "#0e3650" || roll.fill === "#0a2739";
      const inset: Part = {
        shape: { ...roll, fill: rubber ? "#2e3337" : "#9aa5ad" },
        z0: part.z0 + 3,
        z1: part.z1 - 3,
        details: [],
      };
      bodies.push(drawExtrusion(cam, inset, light, finish, defs));
      const hubs = part.details.filter(
        (d) => d.kind === "circle" && !isRoll(d) && d.cx === roll.cx && d.cy === roll.cy,
      );
      ends.push(
        `<g transform="${planeTransform(cam, part.z0 + 3)}">${drawRollEnd({ ...roll, fill: rubber ? "rubber" : "steel" }, false, light, defs)}${hubs.map((h) => drawDetail(h, light, finish, defs)).join("")}</g>`,
      );
    }
    // The film threaded through the rolls: through the nip of a stacked pair,
    // or wrapped over and under rolls side by side.
    const sorted = [...rolls].sort((p, q) => p.cx - q.cx || p.cy - q.cy);
    const first = sorted[0]!;
    const last = sorted.at(-1)!;
    let path: Vec[];
    if (last.cx - first.cx < 1) {
      const upper = sorted.reduce((p, q) => (q.cy < p.cy ? q : p));
      const lower = sorted.reduce((p, q) => (q.cy > p.cy ? q : p));
      const y = (upper.cy + upper.r + lower.cy - lower.r) / 2;
      path = [
        { x: x0 - 2, y },
        { x: x1 + 2, y },
      ];
    } else {
      const wraps = sorted.map((r, i) => ({ x: r.cx, y: r.cy + (i % 2 === 0 ? -r.r : r.r) }));
      path = [{ x: x0 - 2, y: wraps[0]!.y }, ...wraps, { x: x1 + 2, y: wraps.at(-1)!.y }];
    }
    const film = drawWeb(cam, path, 0, defs, part.z0 + 5, part.z1 - 5);
    out.push(`<g clip-path="${clip}">${bodies.join("")}${film}${ends.join("")}</g>`);
    out.push(`<g transform="${planeTransform(cam, part.z0)}">`);
  }
  for (const detail of part.details) {
    if (detail.kind === "circle" && rolls.includes(detail)) continue;
    if (onRoll(detail)) continue;
    out.push(drawDetail(detail, light, finish, defs));
  }
  out.push("</g>");
  return out.join("");
}

/** A soft diagonal reflection of the windows on painted sheet metal. */
function sheen(defs: Defs, light: Light): string {
  return defs.linear(
    [
      { at: 0, colour: "#ffffff", opacity: 0 },
      { at: 0.32, colour: "#ffffff", opacity: 0.0 },
      { at: 0.4, colour: "#ffffff", opacity: 0.09 },
      { at: 0.5, colour: "#ffffff", opacity: 0.02 },
      { at: 0.58, colour: "#ffffff", opacity: 0.06 },
      { at: 0.7, colour: "#ffffff", opacity: 0 },
      { at: 1, colour: "#ffffff", opacity: 0 },
    ],
    undefined,
    undefined,
    light.side > 0 ? 35 : 145,
  );
}

function verticalShade(defs: Defs): string {
  return defs.linear(
    [
      { at: 0, colour: "#ffffff", opacity: 0.14 },
      { at: 0.3, colour: "#ffffff", opacity: 0 },
      { at: 0.75, colour: "#000000", opacity: 0.04 },
      { at: 1, colour: "#000000", opacity: 0.22 },
    ],
    undefined,
    undefined,
    90,
  );
}

function panelDetails(shape: Extract<Shape, { kind: "rect" }>, finish: Finish): string {
  if (shape.w < 40 || shape.h < 40) return "";
  const rnd = random(finish.seed + Math.round(shape.x * 7 + shape.y));
  const out: string[] = [];
  const panels = Math.max(1, Math.round(shape.w / 34));
  const step = shape.w / panels;
  for (let i = 1; i < panels; i++) {
    const x = shape.x + i * step;
    out.push(
      `<rect x="${round(x - 0.35)}" y="${shape.y + 3}" width="0.35" height="${shape.h - 6}" fill="#000" opacity="0.35"/>`,
      `<rect x="${round(x)}" y="${shape.y + 3}" width="0.3" height="${shape.h - 6}" fill="#fff" opacity="0.18"/>`,
    );
  }
  // A horizontal seam and a few bolts.
  const seamY = shape.y + shape.h * (0.55 + rnd() * 0.15);
  out.push(
    `<rect x="${shape.x + 2}" y="${round(seamY)}" width="${shape.w - 4}" height="0.35" fill="#000" opacity="0.3"/>`,
  );
  for (let i = 0; i <= panels; i++) {
    for (const y of [shape.y + 3.5, shape.y + shape.h - 3.5]) {
      const x = shape.x + Math.min(shape.w - 3, Math.max(3, i * step));
      out.push(
        `<circle cx="${round(x)}" cy="${round(y)}" r="0.7" fill="#59636a"/><circle cx="${round(x - 0.2)}" cy="${round(y - 0.2)}" r="0.35" fill="#dfe5e8" opacity="0.7"/>`,
      );
    }
  }
  // Rating plate and a warning label.
  if (rnd() < 0.8) {
    const px = shape.x + 4 + rnd() * (shape.w - 18);
    const py = shape.y + shape.h * 0.72;
    out.push(
      `<rect x="${round(px)}" y="${round(py)}" width="9" height="5.5" rx="0.4" fill="#c9cfd2"/><rect x="${round(px + 1)}" y="${round(py + 1.2)}" width="7" height="0.5" fill="#59636a"/><rect x="${round(px + 1)}" y="${round(py + 2.6)}" width="5" height="0.45" fill="#59636a"/><rect x="${round(px + 1)}" y="${round(py + 3.8)}" width="6" height="0.45" fill="#59636a"/>`,
    );
  }
  if (rnd() < 0.7) {
    const px = shape.x + 5 + rnd() * (shape.w - 14);
    const py = shape.y + 8 + rnd() * 10;
    out.push(
      `<polygon points="${round(px)},${round(py + 5)} ${round(px + 2.9)},${round(py)} ${round(px + 5.8)},${round(py + 5)}" fill="#f1c21b" stroke="#1b1b1b" stroke-width="0.5" stroke-linejoin="round"/><rect x="${round(px + 2.65)}" y="${round(py + 1.8)}" width="0.5" height="1.8" fill="#111"/>`,
    );
  }
  return out.join("");
}

function drawRollEnd(
  shape: Extract<Shape, { kind: "circle" }>,
  film: boolean,
  light: Light,
  defs: Defs,
): string {
  const { cx, cy, r } = shape;
  const hx = cx - light.side * r * 0.35;
  const hy = cy - r * 0.4;
  if (film) {
    const fill = defs.radial(
      [
        { at: 0, colour: "#e9edef" },
        { at: 0.25, colour: "#dfe5e8" },
        { at: 0.7, colour: "#f5f7f8" },
        { at: 0.92, colour: "#d6dde1" },
        { at: 1, colour: "#b9c2c7" },
      ],
      { x: cx, y: cy },
      r,
      { x: hx, y: hy },
    );
    const rings = Array.from({ length: 14 }, (_, i) => {
      const rr = r * (0.28 + (i / 14) * 0.7);
      return `<circle cx="${cx}" cy="${cy}" r="${round(rr)}" fill="none" stroke="${i % 3 === 0 ? "#ffffff" : "#9aa6ad"}" stroke-width="0.18" opacity="${i % 3 === 0 ? 0.6 : 0.35}"/>`;
    }).join("");
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>${rings}<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#7d878d" stroke-width="0.5"/>`;
  }
  const rubber = shape.fill === "rubber";
  const face = defs.linear(
    rubber
      ? [
          { at: 0, colour: "#4a5055" },
          { at: 1, colour: "#1d2226" },
        ]
      : [
          { at: 0, colour: "#c3cacf" },
          { at: 0.5, colour: "#8c969c" },
          { at: 1, colour: "#5b656b" },
        ],
    undefined,
    undefined,
    light.side > 0 ? 45 : 135,
  );
  const core = rubber
    ? `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.62)}" fill="#8a949a"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.62)}" fill="none" stroke="#c9d0d4" stroke-width="0.3" opacity="0.7"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.9)}" fill="none" stroke="#4d565c" stroke-width="0.25" opacity="0.6"/>`;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${face}"/><circle cx="${round(cx - light.side * 0.2)}" cy="${round(cy - 0.2)}" r="${round(r - 0.35)}" fill="none" stroke="#ffffff" stroke-width="0.35" opacity="0.35"/>${core}<circle cx="${cx}" cy="${cy}" r="${round(Math.min(4, r * 0.3))}" fill="#3a4248"/><circle cx="${cx}" cy="${cy}" r="${round(Math.min(2.6, r * 0.19))}" fill="#b9c1c6"/><circle cx="${cx}" cy="${cy}" r="${round(Math.min(1, r * 0.08))}" fill="#2a3035"/>`;
}

function drawDetail(shape: Shape, light: Light, finish: Finish, defs: Defs): string {
  const amber = (c: string) => c === "#f2ab2f" || c === "#e08e12";
  if (shape.kind === "circle") {
    const { cx, cy, r } = shape;
    if (shape.fill === null) {
      // Winding rings on a roll end: barely visible layers.
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#a7b1b7" stroke-width="0.35" opacity="0.5"/>`;
    }
    if (amber(shape.fill) && r <= 4) {
      const glow = defs.radial(
        [
          { at: 0, colour: "#fff3c4" },
          { at: 0.4, colour: "#ffb52e" },
          { at: 1, colour: "#ffb52e", opacity: 0 },
        ],
        { x: cx, y: cy },
        r * 3,
      );
      return `<circle cx="${cx}" cy="${cy}" r="${r * 3}" fill="${glow}" opacity="0.55"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffc24a"/><circle cx="${cx - r * 0.3}" cy="${cy - r * 0.3}" r="${r * 0.35}" fill="#fff8e0"/>`;
    }
    if (amber(shape.fill)) {
      // A cardboard core in a film reel.
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#b98a4e"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.72)}" fill="#3b2e22"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.45)}" fill="#8c969d"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.2)}" fill="#2a3035"/>`;
    }
    if (r <= 5) {
      const fill = defs.radial(
        [
          { at: 0, colour: "#f2f5f6" },
          { at: 0.7, colour: "#8d989f" },
          { at: 1, colour: "#4d565c" },
        ],
        { x: cx, y: cy },
        r,
        { x: cx - light.side * r * 0.4, y: cy - r * 0.4 },
      );
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
    }
    // A roll seen end-on in the frame: steel with a shadowed rim.
    return drawRollEnd({ ...shape, fill: "steel" }, false, light, defs);
  }
  if (shape.kind === "rect") {
    const rx = Math.min(shape.rx, 2);
    const body = `x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" rx="${rx}"`;
    if (shape.fill === "#74a8c8") {
      // Inspection window: dark glass with a soft reflection.
      const glass = defs.linear(
        [
          { at: 0, colour: "#55707f" },
          { at: 0.45, colour: "#1d2c35" },
          { at: 0.55, colour: "#2f4350" },
          { at: 1, colour: "#141d23" },
        ],
        undefined,
        undefined,
        light.side > 0 ? 60 : 120,
      );
      return `<rect x="${shape.x - 0.8}" y="${shape.y - 0.8}" width="${shape.w + 1.6}" height="${shape.h + 1.6}" rx="${rx + 0.5}" fill="#9aa6ad"/><rect ${body} fill="${glass}"/><rect x="${shape.x + 1}" y="${shape.y + 1}" width="${round(shape.w * 0.3)}" height="${shape.h - 2}" fill="#ffffff" opacity="0.08"/>`;
    }
    if (shape.fill === "#0e3650" && shape.w > 20 && shape.h < 20 && shape.y < 220) {
      // Operator panel with a lit touch screen.
      const screen = defs.linear(
        [
          { at: 0, colour: "#3c6f8e" },
          { at: 1, colour: "#18374a" },
        ],
        undefined,
        undefined,
        90,
      );
      return `<rect x="${shape.x - 1}" y="${shape.y - 1}" width="${shape.w + 2}" height="${shape.h + 2}" rx="1.5" fill="#2b3237"/><rect x="${shape.x + 1}" y="${shape.y + 1}" width="${shape.w - 8}" height="${shape.h - 2}" fill="${screen}"/><rect x="${shape.x + 2}" y="${shape.y + 2.5}" width="${round((shape.w - 10) * 0.6)}" height="0.8" fill="#9fd0ea" opacity="0.6"/><rect x="${shape.x + 2}" y="${shape.y + 5}" width="${round((shape.w - 10) * 0.8)}" height="3" fill="#6fae6a" opacity="0.4"/><rect x="${shape.x + shape.w - 5.5}" y="${shape.y + 2}" width="3" height="1.8" fill="#4fbf56"/><rect x="${shape.x + shape.w - 5.5}" y="${shape.y + 5}" width="3" height="1.8" fill="#d84232"/>`;
    }
    const colour =
      finish.detail?.(shape) ?? (amber(shape.fill) ? "#e3a93a" : finish.paint(shape.fill));
    const fill = defs.linear(
      [
        { at: 0, colour: shade(colour, light.contrast * 0.5) },
        { at: 1, colour: shade(colour, -light.contrast * 0.8) },
      ],
      undefined,
      undefined,
      light.side > 0 ? 30 : 150,
    );
    return `<rect x="${shape.x}" y="${shape.y + 0.6}" width="${shape.w}" height="${shape.h}" rx="${rx}" fill="#000" opacity="0.3"/><rect ${body} fill="${fill}"/><rect x="${shape.x + rx}" y="${shape.y}" width="${Math.max(0, shape.w - 2 * rx)}" height="0.4" fill="#fff" opacity="0.3"/>`;
  }
  if (shape.kind === "poly") {
    return `<polygon points="${points(shape.pts)}" fill="${finish.paint(shape.fill)}"/>`;
  }
  return "";
}

/** The film web: a translucent sheet following the line, across most of the machine width. */
function drawWeb(
  cam: Camera,
  line: Vec[],
  depth: number,
  defs: Defs,
  z0 = depth * 0.12,
  z1 = depth * 0.88,
): string {
  const out: string[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i]!;
    const b = line[i + 1]!;
    const quad = [
      project(cam, a.x, a.y, z0),
      project(cam, b.x, b.y, z0),
      project(cam, b.x, b.y, z1),
      project(cam, a.x, a.y, z1),
    ];
    const fill = defs.linear(
      [
        { at: 0, colour: "#f4f8fa", opacity: 0.55 },
        { at: 0.5, colour: "#dfe8ee", opacity: 0.3 },
        { at: 1, colour: "#c9d3d9", opacity: 0.45 },
      ],
      quad[0]!,
      quad[3]!,
    );
    out.push(`<polygon points="${points(quad)}" fill="${fill}"/>`);
  }
  const edge = line.map((p) => project(cam, p.x, p.y, z0));
  out.push(
    `<polyline points="${points(edge)}" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="${round(cam.s * 0.35)}" stroke-linejoin="round"/>`,
  );
  return out.join("");
}

// ---------------------------------------------------------------------------
// The hall

export interface Hall {
  /** Depth of the back wall behind the machine's front plane, in drawing units. */
  wallZ: number;
  /** Height of the eaves (drawing y; the floor is at 250). */
  ceilingY: number;
  wall: string;
  dado: string;
  steel: string;
  /** Window band on the back wall (drawing y, top and bottom). */
  windows: [number, number];
  bay: number;
  /** Where a roller door stands on the back wall (drawing x), if any. */
  doorX: number | null;
  seed: number;
}

/** The back wall, drawn in drawing units on the plane z = wallZ. */
function wallMarkup(hall: Hall, defs: Defs, onlyLight: boolean): string {
  const left = -3000;
  const right = 3500;
  const top = hall.ceilingY;
  const [wTop, wBottom] = hall.windows;
  const rnd = random(hall.seed);
  const out: string[] = [];
  if (!onlyLight) {
    const wallFill = defs.linear(
      [
        { at: 0, colour: shade(hall.wall, -0.12) },
        { at: 0.5, colour: hall.wall },
        { at: 1, colour: shade(hall.wall, -0.05) },
      ],
      undefined,
      undefined,
      90,
    );
    out.push(
      `<rect x="${left}" y="${top}" width="${right - left}" height="${250 - top}" fill="${wallFill}"/>`,
    );
    // Profiled cladding: faint vertical ribs.
    for (let x = left; x < right; x += 6) {
      out.push(
        `<rect x="${x}" y="${top}" width="1" height="${wTop - top}" fill="#000" opacity="0.05"/><rect x="${x}" y="${wBottom}" width="1" height="${200 - wBottom}" fill="#000" opacity="0.04"/>`,
      );
    }
    out.push(
      `<rect x="${left}" y="205" width="${right - left}" height="45" fill="${hall.dado}"/><rect x="${left}" y="205" width="${right - left}" height="1.2" fill="#ffffff" opacity="0.3"/><rect x="${left}" y="246" width="${right - left}" height="4" fill="${shade(hall.dado, -0.35)}"/>`,
    );
  }
  // Window band: bright frosted panes between mullions.
  const sky = defs.linear(
    [
      { at: 0, colour: "#ffffff" },
      { at: 0.7, colour: "#f7fafc" },
      { at: 1, colour: "#e4edf2" },
    ],
    undefined,
    undefined,
    90,
  );
  for (let x = left; x < right; x += hall.bay) {
    for (let pane = 0; pane < 5; pane++) {
      const px = x + 14 + pane * ((hall.bay - 28) / 5);
      const pw = (hall.bay - 28) / 5 - 2.5;
      const dim = 0.75 + rnd() * 0.25;
      out.push(
        `<rect x="${round(px)}" y="${wTop}" width="${round(pw)}" height="${wBottom - wTop}" fill="${sky}" opacity="${round(onlyLight ? dim : 1)}"/>`,
      );
    }
    if (!onlyLight) {
      out.push(
        `<rect x="${x + 12}" y="${wTop - 2}" width="${hall.bay - 24}" height="2" fill="${hall.steel}"/><rect x="${x + 12}" y="${wBottom}" width="${hall.bay - 24}" height="2.5" fill="${hall.steel}"/><rect x="${x + 12}" y="${(wTop + wBottom) / 2}" width="${hall.bay - 24}" height="1" fill="${hall.steel}" opacity="0.8"/>`,
      );
    }
  }
  if (!onlyLight) {
    // Columns, crane runway and the eaves beam.
    for (let x = left; x < right; x += hall.bay) {
      const column = defs.linear([
        { at: 0, colour: shade(hall.steel, 0.2) },
        { at: 0.35, colour: hall.steel },
        { at: 1, colour: shade(hall.steel, -0.35) },
      ]);
      out.push(
        `<rect x="${x - 5}" y="${top}" width="10" height="${250 - top}" fill="${column}"/><rect x="${x - 7}" y="246" width="14" height="4" fill="${shade(hall.steel, -0.3)}"/>`,
      );
      if (rnd() < 0.35) {
        out.push(
          `<rect x="${x - 3}" y="170" width="6" height="13" rx="1" fill="#b8261d"/><rect x="${x - 3.5}" y="160" width="7" height="7" fill="#c9302a"/><rect x="${x - 2}" y="161.5" width="4" height="4" fill="#f4f4f4"/>`,
        );
      }
    }
    out.push(
      `<rect x="${left}" y="${top}" width="${right - left}" height="7" fill="${shade(hall.steel, -0.15)}"/><rect x="${left}" y="${wBottom + 22}" width="${right - left}" height="8" fill="${shade(hall.steel, -0.05)}"/><rect x="${left}" y="${wBottom + 22}" width="${right - left}" height="1.2" fill="#ffffff" opacity="0.25"/><rect x="${left}" y="${wBottom + 29}" width="${right - left}" height="1" fill="#000" opacity="0.3"/>`,
    );
    if (hall.doorX !== null) {
      const d = hall.doorX;
      const door = defs.linear(
        [
          { at: 0, colour: "#c5cbce" },
          { at: 1, colour: "#a6adb1" },
        ],
        undefined,
        undefined,
        90,
      );
      out.push(
        `<rect x="${d - 4}" y="128" width="118" height="122" fill="${shade(hall.steel, -0.2)}"/><rect x="${d}" y="132" width="110" height="118" fill="${door}"/>`,
      );
      for (let y = 134; y < 250; y += 4) {
        out.push(
          `<rect x="${d}" y="${y}" width="110" height="0.6" fill="#000" opacity="0.14"/><rect x="${d}" y="${y + 0.6}" width="110" height="0.5" fill="#fff" opacity="0.2"/>`,
        );
      }
      for (const bx of [d - 10, d + 114]) {
        out.push(
          `<rect x="${bx}" y="222" width="6" height="28" fill="#e2b228"/>${[0, 1, 2].map((i) => `<rect x="${bx}" y="${225 + i * 8}" width="6" height="3" fill="#1e1e1e"/>`).join("")}`,
        );
      }
    }
  }
  return out.join("");
}

/** Back wall, ceiling and floor of the hall (no reflections or texture). */
export function drawHall(cam: Camera, hall: Hall, defs: Defs): string {
  const { width: w, height: h } = cam;
  const out: string[] = [];
  const near = -cam.f * 0.85;
  // Ceiling: from the eaves forward, with roof beams and skylight strips.
  const ceilBack = project(cam, 0, hall.ceilingY, hall.wallZ).y;
  const ceilFill = defs.linear(
    [
      { at: 0, colour: "#7d8890" },
      { at: 1, colour: "#aab3b8" },
    ],
    { x: 0, y: 0 },
    { x: 0, y: Math.max(1, ceilBack) },
  );
  out.push(`<rect x="0" y="0" width="${w}" height="${round(ceilBack + 2)}" fill="${ceilFill}"/>`);
  for (let x = -3000; x < 3500; x += hall.bay / 2) {
    const a = project(cam, x, hall.ceilingY - 40, hall.wallZ);
    const b = project(cam, x, hall.ceilingY - 40, near);
    out.push(
      `<line x1="${round(a.x)}" y1="${round(a.y)}" x2="${round(b.x)}" y2="${round(b.y)}" stroke="#5d676e" stroke-width="${round(cam.s * 1.2)}" opacity="0.5"/>`,
    );
  }
  for (let z = hall.wallZ - 60; z > near; z -= 90) {
    const y = project(cam, 0, hall.ceilingY - 10, z).y;
    const t = Math.max(2, cam.s * scaleAt(cam, z) * 4);
    if (y < -t) break;
    out.push(
      `<rect x="0" y="${round(y - t / 2)}" width="${w}" height="${round(t)}" fill="#4f5a61" opacity="0.55"/>`,
    );
  }
  for (const x of [60, 380]) {
    const quad = [
      project(cam, x, hall.ceilingY - 45, hall.wallZ - 20),
      project(cam, x + 50, hall.ceilingY - 45, hall.wallZ - 20),
      project(cam, x + 50, hall.ceilingY - 45, near),
      project(cam, x, hall.ceilingY - 45, near),
    ];
    out.push(`<polygon points="${points(quad)}" fill="#f3f7f9" opacity="0.85"/>`);
  }
  // Back wall.
  out.push(
    `<g transform="${planeTransform(cam, hall.wallZ)}">${wallMarkup(hall, defs, false)}</g>`,
  );
  // Haze over the wall: the air between here and the wall.
  const wallBase = project(cam, 0, 250, hall.wallZ).y;
  out.push(
    `<rect x="0" y="0" width="${w}" height="${round(wallBase)}" fill="#dfe6ea" opacity="0.22"/>`,
  );
  // Floor: polished concrete, brighter towards the windows.
  const floorFill = defs.linear(
    [
      { at: 0, colour: "#b9bebf" },
      { at: 0.25, colour: "#a4aaac" },
      { at: 1, colour: "#7f8587" },
    ],
    { x: 0, y: wallBase },
    { x: 0, y: h },
  );
  out.push(
    `<rect x="0" y="${round(wallBase)}" width="${w}" height="${round(h - wallBase)}" fill="${floorFill}"/>`,
  );
  return out.join("");
}

/** Expansion joints and painted safety lines on the floor. */
export function drawFloorMarks(
  cam: Camera,
  hall: Hall,
  lanes: { z: number; x0: number; x1: number }[],
  aisles: { x: number; z0: number; z1: number }[],
): string {
  const out: string[] = [];
  const near = -cam.f * 0.9;
  for (let z = hall.wallZ - 20; z > near; z -= 110) {
    const a = project(cam, -3000, 250, z);
    const b = project(cam, 3500, 250, z);
    out.push(
      `<line x1="${round(a.x)}" y1="${round(a.y)}" x2="${round(b.x)}" y2="${round(b.y)}" stroke="#4e5456" stroke-opacity="0.45" stroke-width="${round(Math.max(0.8, cam.s * scaleAt(cam, z) * 0.35))}"/>`,
    );
  }
  for (let x = -3000; x < 3500; x += 130) {
    const a = project(cam, x, 250, hall.wallZ);
    const b = project(cam, x, 250, near);
    out.push(
      `<line x1="${round(a.x)}" y1="${round(a.y)}" x2="${round(b.x)}" y2="${round(b.y)}" stroke="#4e5456" stroke-opacity="0.4" stroke-width="${round(Math.max(0.8, cam.s * 0.3))}"/>`,
    );
  }
  for (const lane of lanes) {
    const quad = [
      project(cam, lane.x0, 250, lane.z),
      project(cam, lane.x1, 250, lane.z),
      project(cam, lane.x1, 250, lane.z + 4),
      project(cam, lane.x0, 250, lane.z + 4),
    ];
    out.push(`<polygon points="${points(quad)}" fill="#d9ad2b" opacity="0.85"/>`);
  }
  for (const aisle of aisles) {
    const quad = [
      project(cam, aisle.x, 250, aisle.z0),
      project(cam, aisle.x + 4, 250, aisle.z0),
      project(cam, aisle.x + 4, 250, aisle.z1),
      project(cam, aisle.x, 250, aisle.z1),
    ];
    out.push(`<polygon points="${points(quad)}" fill="#d9ad2b" opacity="0.85"/>`);
  }
  return out.join("");
}

/** The windows mirrored in the polished floor (blurred later). */
export function drawWallReflection(cam: Camera, hall: Hall, defs: Defs): string {
  const base = project(cam, 0, 250, hall.wallZ).y;
  const fade = defs.linear(
    [
      { at: 0, colour: "#fff", opacity: 0.5 },
      { at: 1, colour: "#fff", opacity: 0 },
    ],
    { x: 0, y: base },
    { x: 0, y: base + (cam.height - base) * 0.7 },
  );
  defs.raw(
    `<mask id="wall-fade" maskUnits="userSpaceOnUse" x="0" y="0" width="${cam.width}" height="${cam.height}"><rect width="${cam.width}" height="${cam.height}" fill="${fade}"/></mask>`,
  );
  return `<g mask="url(#wall-fade)"><g transform="matrix(1 0 0 -1 0 ${round(2 * base)})"><g transform="${planeTransform(cam, hall.wallZ)}">${wallMarkup(hall, defs, true)}</g></g></g>`;
}

/** The window band alone, for the bloom around bright glass. */
export function drawWindowLight(cam: Camera, hall: Hall, defs: Defs): string {
  return `<g transform="${planeTransform(cam, hall.wallZ)}">${wallMarkup(hall, defs, true)}</g>`;
}

/** Soft dark footprints under the parts that stand on the floor. */
export function drawContactShadow(cam: Camera, machine: Machine, spread: number): string {
  const out: string[] = [];
  for (const part of machine.parts) {
    const b = boundsOf(part.shape);
    if (b.y1 < 246) continue;
    const quad = [
      project(cam, b.x0 - spread, 250, part.z0 - spread),
      project(cam, b.x1 + spread, 250, part.z0 - spread),
      project(cam, b.x1 + spread, 250, part.z1 + spread),
      project(cam, b.x0 - spread, 250, part.z1 + spread),
    ];
    out.push(`<polygon points="${points(quad)}" fill="#000"/>`);
  }
  return out.join("");
}

// ---------------------------------------------------------------------------
// Raster stages

export const rasterise = (svg: string) =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();

/** Gaussian blur; wide blurs run on a quarter-size copy, which looks the same and is fast. */
export async function blurred(png: Buffer, sigma: number): Promise<Buffer> {
  if (sigma <= 0.3) return png;
  if (sigma < 10) return sharp(png).blur(sigma).png({ compressionLevel: 0 }).toBuffer();
  const { width = 1, height = 1 } = await sharp(png).metadata();
  const small = await sharp(png)
    .resize(Math.round(width / 4), Math.round(height / 4))
    .blur(sigma / 4)
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(small).resize(width, height).png({ compressionLevel: 0 }).toBuffer();
}

/**
 * Multiplies a layer's alpha (0–1) so it can be laid over at reduced
 * strength, optionally fading it out between two rows.
 */
export async function withOpacity(
  png: Buffer,
  opacity: number,
  fade?: { from: number; to: number },
): Promise<Buffer> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let y = 0; y < info.height; y++) {
    const t = fade ? 1 - clamp((y - fade.from) / (fade.to - fade.from)) : 1;
    const k = opacity * t * t;
    const row = y * info.width * 4;
    for (let i = row + 3; i < row + info.width * 4; i += 4)
      data[i] = Math.round((data[i] ?? 0) * k);
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * Perspective-correct mottling of polished concrete: value noise sampled at
 * floor coordinates, as an RGBA layer.
 */
export function floorTexture(cam: Camera, hall: Hall, seed: number): Buffer {
  const { width, height } = cam;
  const data = Buffer.alloc(width * height * 4);
  const horizon = project(cam, 0, 250, hall.wallZ).y;
  const floor0 = cam.oy + 250 * cam.s;
  const lattice = new Float32Array(256 * 256);
  const rnd = random(seed);
  for (let i = 0; i < lattice.length; i++) lattice[i] = rnd();
  const at = (x: number, y: number) => lattice[(y & 255) * 256 + (x & 255)] ?? 0;
  const noise = (x: number, y: number) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const fx = x - xi;
    const fy = y - yi;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const top = at(xi, yi) + (at(xi + 1, yi) - at(xi, yi)) * sx;
    const bottom = at(xi, yi + 1) + (at(xi + 1, yi + 1) - at(xi, yi + 1)) * sx;
    return top + (bottom - top) * sy;
  };
  for (let py = Math.max(0, Math.ceil(horizon)); py < height; py++) {
    const k = (py - cam.vp.y) / (floor0 - cam.vp.y);
    if (k <= 0) continue;
    const z = cam.f / k - cam.f;
    for (let px = 0; px < width; px++) {
      const x = (cam.vp.x + (px - cam.vp.x) / k - cam.ox) / cam.s;
      const v =
        noise(x / 60, z / 60) * 0.55 +
        noise(x / 17 + 40, z / 17) * 0.3 +
        noise(x / 5, z / 5) * 0.15;
      const d = v - 0.5;
      const i = (py * width + px) * 4;
      const tone = d > 0 ? 255 : 0;
      data[i] = tone;
      data[i + 1] = tone;
      data[i + 2] = tone;
      data[i + 3] = Math.round(clamp(Math.abs(d) * 0.28) * 255 * Math.min(1, k * 1.2));
    }
  }
  return data;
}

export interface Grade {
  /** Positive: warmer highlights; negative: cooler. */
  warmth: number;
  /** Shadows pushed towards blue-green (teal), 0–1. */
  coolShadows: number;
  vignette: number;
  /** Standard deviation of the sensor noise, in 8-bit levels. */
  grain: number;
  exposure: number;
  seed: number;
}

/**
 * The photographic finish: tone curve, colour grade, vignette and fine
 * luminance grain (with a little chroma noise), on raw RGB pixels.
 */
export function finishPixels(rgb: Buffer, width: number, height: number, grade: Grade): Buffer {
  const out = Buffer.alloc(width * height * 3);
  const rnd = random(grade.seed);
  // xorshift32 for the per-pixel noise: fast and deterministic.
  let state = (grade.seed * 2654435761) >>> 0 || 1;
  const fast = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  // Sum of three uniforms: close enough to a normal deviate for grain.
  const gauss = () => (fast() + fast() + fast() - 1.5) * 2;
  const curve = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const x = Math.min(1, (i / 255) * grade.exposure);
    const s = x * x * (3 - 2 * x);
    curve[i] = 0.025 + 0.955 * (x * 0.6 + s * 0.4);
  }
  const cx = width / 2;
  const cy = height / 2;
  const maxR = Math.hypot(cx, cy);
  // Uneven light: a very soft random brightness field, a few percent.
  const cells = 8;
  const field = Array.from({ length: (cells + 2) * (cells + 2) }, () => rnd() - 0.5);
  const fieldAt = (x: number, y: number) => {
    const gx = (x / width) * cells;
    const gy = (y / height) * cells;
    const xi = Math.floor(gx);
    const yi = Math.floor(gy);
    const fx = gx - xi;
    const fy = gy - yi;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const v = (i: number, j: number) => field[j * (cells + 2) + i] ?? 0;
    const top = v(xi, yi) + (v(xi + 1, yi) - v(xi, yi)) * sx;
    const bottom = v(xi, yi + 1) + (v(xi + 1, yi + 1) - v(xi, yi + 1)) * sx;
    return top + (bottom - top) * sy;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      let r = curve[rgb[i] ?? 0] ?? 0;
      let g = curve[rgb[i + 1] ?? 0] ?? 0;
      let b = curve[rgb[i + 2] ?? 0] ?? 0;
      const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      const hi = clamp((l - 0.45) / 0.55);
      const lo = clamp((0.45 - l) / 0.45);
      r += grade.warmth * 0.035 * hi - grade.coolShadows * 0.02 * lo;
      g += grade.warmth * 0.012 * hi + grade.coolShadows * 0.004 * lo;
      b += -grade.warmth * 0.03 * hi + grade.coolShadows * 0.022 * lo;
      const d = Math.hypot((x - cx) / (maxR * 0.95), (y - cy) / (maxR * 0.8));
      const v = (1 - grade.vignette * Math.pow(clamp(d), 2.4)) * (1 + fieldAt(x, y) * 0.07);
      const n = (gauss() * grade.grain * (0.6 + 0.8 * Math.sqrt(l * (1 - l)) * 2)) / 255;
      const c = (fast() - 0.5) * grade.grain * 0.25;
      out[i] = Math.round(clamp(r * v + n + c / 255) * 255);
      out[i + 1] = Math.round(clamp(g * v + n) * 255);
      out[i + 2] = Math.round(clamp(b * v + n - c / 255) * 255);
    }
  }
  return out;
}
