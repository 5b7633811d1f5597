import { deflateSync } from 'node:zlib';
import { encode as encodeJpegRgba } from 'jpeg-js';
import { prng } from './island-plan.ts';

/**
 * Demo photos drawn locally (no downloads, no native image library): a small anti-aliased
 * rasteriser paints island scenes as 800x534 JPEGs (a third to a quarter of the same scene's PNG,
 * which a photo's gradients make heavy: what a guest's phone downloads first on search). Each villa has a style of its own (time of day,
 * sea, walls, wood, fabrics, roof) and every photo's composition (where the pool, the palms, the
 * bed, the boats are, and how many) comes from the villa's slug and the scene kind, so no two
 * villas show the same place. Same slug, same bytes.
 */
export type Rgb = readonly [number, number, number];
type Paint = Rgb | ((x: number, y: number) => Rgb);
type Random = () => number;

export const SCENE_KINDS = ['pool', 'view', 'beach', 'garden', 'living', 'bedroom'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** The drawing space: scenes are laid out in 800x534 and scaled to the requested size. */
const W = 800;
const H = 534;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG; each row uses the "up" filter, which keeps gradients small. */
export function encodePng(width: number, height: number, rgb: Uint8Array | Uint8ClampedArray): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    raw[out] = y === 0 ? 0 : 2;
    const row = y * stride;
    for (let i = 0; i < stride; i++) raw[out + 1 + i] = y === 0 ? rgb[row + i]! : (rgb[row + i]! - rgb[row - stride + i]!) & 0xff;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
}

/** How much detail the JPEGs keep (0-100): the drawn scenes' edges stay clean at this level. */
const JPEG_QUALITY = 82;

/** An RGB JPEG (baseline, 4:2:0), as cameras and phones make them. */
export function encodeJpeg(width: number, height: number, rgb: Uint8Array | Uint8ClampedArray): Buffer {
  const rgba = Buffer.alloc(width * height * 4);
  for (let p = 0, q = 0; p < rgb.length; p += 3, q += 4) {
    rgba[q] = rgb[p]!;
    rgba[q + 1] = rgb[p + 1]!;
    rgba[q + 2] = rgb[p + 2]!;
    rgba[q + 3] = 255;
  }
  return Buffer.from(encodeJpegRgba({ data: rgba, width, height }, JPEG_QUALITY).data);
}

// ---------------------------------------------------------------------------------------------
// Colours and shapes

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const shade = (c: Rgb, f: number): Rgb => (f < 1 ? mix([0, 0, 0], c, f) : mix(c, [255, 255, 255], f - 1));
const vertical =
  (y0: number, y1: number, ...stops: Rgb[]): Paint =>
  (_x, y) => {
    const t = Math.min(1, Math.max(0, (y - y0) / (y1 - y0))) * (stops.length - 1);
    const i = Math.min(stops.length - 2, Math.floor(t));
    return mix(stops[i]!, stops[i + 1]!, t - i);
  };

const rect = (x: number, y: number, w: number, h: number): number[] => [x, y, x + w, y, x + w, y + h, x, y + h];
function ellipse(cx: number, cy: number, rx: number, ry: number, from = 0, to = Math.PI * 2, segments = 36): number[] {
  const points: number[] = [];
  const whole = to - from >= Math.PI * 2 - 1e-9;
  const n = whole ? segments : segments + 1;
  for (let i = 0; i < n; i++) {
    const a = from + ((to - from) * i) / segments;
    points.push(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry);
  }
  return points;
}
function roundRect(x: number, y: number, w: number, h: number, r: number): number[] {
  const q = Math.PI / 2;
  r = Math.min(r, w / 2, h / 2);
  return [
    ...ellipse(x + w - r, y + r, r, r, -q, 0, 6),
    ...ellipse(x + w - r, y + h - r, r, r, 0, q, 6),
    ...ellipse(x + r, y + h - r, r, r, q, 2 * q, 6),
    ...ellipse(x + r, y + r, r, r, 2 * q, 3 * q, 6),
  ];
}
/** A stroke along a path of [x, y] points whose width may vary along it (0 to 1). */
function stroke(path: [number, number][], width: (t: number) => number): number[] {
  const left: number[] = [];
  const right: number[] = [];
  path.forEach(([x, y], i) => {
    const [px, py] = path[Math.max(0, i - 1)]!;
    const [nx, ny] = path[Math.min(path.length - 1, i + 1)]!;
    const len = Math.hypot(nx - px, ny - py) || 1;
    const w = width(i / (path.length - 1)) / 2;
    const ox = (-(ny - py) / len) * w;
    const oy = ((nx - px) / len) * w;
    left.push(x + ox, y + oy);
    right.unshift(x - ox, y - oy);
  });
  return [...left, ...right];
}
const line = (x1: number, y1: number, x2: number, y2: number, w: number): number[] =>
  stroke(
    [
      [x1, y1],
      [x2, y2],
    ],
    () => w,
  );
function bezier(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, steps = 14): [number, number][] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    return [u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1] as [number, number];
  });
}

const SUB = 4;

/** A picture being painted: polygons filled with coverage-based anti-aliasing, in drawing units. */
export class Canvas {
  readonly rgb: Uint8ClampedArray;
  private readonly cov: Float32Array;
  private readonly sx: number;
  private readonly sy: number;
  private clip: [number, number, number, number];
  private readonly crossings: number[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8ClampedArray(width * height * 3);
    this.cov = new Float32Array(width + 2);
    this.sx = width / W;
    this.sy = height / H;
    this.clip = [0, 0, width, height];
  }

  /** Later fills stay inside this box (drawing units) until `unclip`. */
  clipTo(x: number, y: number, w: number, h: number): void {
    this.clip = [Math.max(0, Math.round(x * this.sx)), Math.max(0, Math.round(y * this.sy)), Math.min(this.width, Math.round((x + w) * this.sx)), Math.min(this.height, Math.round((y + h) * this.sy))];
  }

  unclip(): void {
    this.clip = [0, 0, this.width, this.height];
  }

  fill(points: number[], paint: Paint, alpha = 1): void {
    const n = points.length / 2;
    const xs = new Float64Array(n);
    const ys = new Float64Array(n);
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      xs[i] = points[2 * i]! * this.sx;
      ys[i] = points[2 * i + 1]! * this.sy;
      minX = Math.min(minX, xs[i]!);
      maxX = Math.max(maxX, xs[i]!);
      minY = Math.min(minY, ys[i]!);
      maxY = Math.max(maxY, ys[i]!);
    }
    const [cx0, cy0, cx1, cy1] = this.clip;
    const x0 = Math.max(cx0, Math.floor(minX));
    const x1 = Math.min(cx1 - 1, Math.ceil(maxX));
    const y0 = Math.max(cy0, Math.floor(minY));
    const y1 = Math.min(cy1, Math.ceil(maxY));
    if (x1 < x0 || y1 <= y0) return;
    const cov = this.cov;
    const cross = this.crossings;
    const fixed = typeof paint === 'function' ? undefined : paint;
    for (let y = y0; y < y1; y++) {
      let lo = x1 + 1;
      let hi = x0 - 1;
      for (let s = 0; s < SUB; s++) {
        const sy = y + (s + 0.5) / SUB;
        cross.length = 0;
        for (let i = 0, j = n - 1; i < n; j = i++) {
          const ya = ys[j]!;
          const yb = ys[i]!;
          if ((ya <= sy && yb > sy) || (yb <= sy && ya > sy)) cross.push(xs[j]! + ((sy - ya) * (xs[i]! - xs[j]!)) / (yb - ya));
        }
        cross.sort((a, b) => a - b);
        for (let k = 0; k + 1 < cross.length; k += 2) {
          const a = Math.max(x0, cross[k]!);
          const b = Math.min(x1 + 1, cross[k + 1]!);
          if (b <= a) continue;
          const ia = Math.floor(a);
          const ib = Math.floor(b);
          if (ia < lo) lo = ia;
          if (ib > hi) hi = ib;
          const w = 1 / SUB;
          if (ia === ib) cov[ia]! += (b - a) * w;
          else {
            cov[ia]! += (ia + 1 - a) * w;
            for (let x = ia + 1; x < ib; x++) cov[x]! += w;
            cov[ib]! += (b - ib) * w;
          }
        }
      }
      for (let x = lo; x <= Math.min(hi, x1); x++) {
        const c = cov[x]!;
        cov[x] = 0;
        if (c < 0.004) continue;
        const a = alpha * Math.min(1, c);
        const col = fixed ?? (paint as (x: number, y: number) => Rgb)((x + 0.5) / this.sx, (y + 0.5) / this.sy);
        const i = (y * this.width + x) * 3;
        const d = this.rgb;
        d[i] = d[i]! + (col[0] - d[i]!) * a;
        d[i + 1] = d[i + 1]! + (col[1] - d[i + 1]!) * a;
        d[i + 2] = d[i + 2]! + (col[2] - d[i + 2]!) * a;
      }
      if (hi > x1) cov[hi] = 0;
    }
  }

  /** A soft round light (a sun's halo, a lamp's glow). */
  glow(cx: number, cy: number, r: number, color: Rgb, strength: number): void {
    const x0 = Math.max(this.clip[0], Math.floor((cx - r) * this.sx));
    const x1 = Math.min(this.clip[2], Math.ceil((cx + r) * this.sx));
    const y0 = Math.max(this.clip[1], Math.floor((cy - r) * this.sy));
    const y1 = Math.min(this.clip[3], Math.ceil((cy + r) * this.sy));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const d = Math.hypot((x + 0.5) / this.sx - cx, (y + 0.5) / this.sy - cy) / r;
        if (d >= 1) continue;
        const a = strength * (1 - d) * (1 - d);
        const i = (y * this.width + x) * 3;
        for (let k = 0; k < 3; k++) this.rgb[i + k] = this.rgb[i + k]! + (color[k]! - this.rgb[i + k]!) * a;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// A villa's look

interface Light {
  name: 'morning' | 'noon' | 'golden' | 'sunset' | 'dusk';
  sky: Rgb[];
  sun: Rgb;
  /** How high the sun stands, 0 (at the horizon) to 1. */
  sunHeight: number;
  /** What daylight does to everything lit by it. */
  tint: Rgb;
  tintStrength: number;
  lampsOn: boolean;
}

const LIGHTS: Light[] = [
  {
    name: 'morning',
    sky: [
      [118, 176, 232],
      [176, 214, 240],
      [246, 232, 214],
    ],
    sun: [255, 246, 224],
    sunHeight: 0.55,
    tint: [255, 236, 210],
    tintStrength: 0.06,
    lampsOn: false,
  },
  {
    name: 'noon',
    sky: [
      [38, 122, 214],
      [104, 176, 238],
      [204, 232, 250],
    ],
    sun: [255, 255, 240],
    sunHeight: 0.9,
    tint: [255, 255, 255],
    tintStrength: 0,
    lampsOn: false,
  },
  {
    name: 'golden',
    sky: [
      [86, 146, 206],
      [176, 196, 210],
      [255, 212, 156],
    ],
    sun: [255, 228, 160],
    sunHeight: 0.35,
    tint: [255, 200, 130],
    tintStrength: 0.12,
    lampsOn: false,
  },
  {
    name: 'sunset',
    sky: [
      [58, 66, 138],
      [214, 118, 112],
      [255, 186, 118],
    ],
    sun: [255, 214, 140],
    sunHeight: 0.08,
    tint: [255, 150, 100],
    tintStrength: 0.2,
    lampsOn: true,
  },
  {
    name: 'dusk',
    sky: [
      [22, 32, 78],
      [86, 72, 132],
      [232, 140, 114],
    ],
    sun: [255, 200, 160],
    sunHeight: -0.1,
    tint: [70, 70, 130],
    tintStrength: 0.28,
    lampsOn: true,
  },
];

const SEAS: [Rgb, Rgb][] = [
  [
    [36, 120, 170],
    [40, 196, 196],
  ],
  [
    [24, 78, 140],
    [30, 150, 180],
  ],
  [
    [20, 110, 130],
    [70, 200, 180],
  ],
  [
    [40, 96, 150],
    [96, 190, 210],
  ],
];
const WALLS: Rgb[] = [
  [246, 242, 234],
  [238, 226, 206],
  [226, 214, 196],
  [236, 210, 190],
  [214, 224, 210],
  [212, 222, 232],
  [250, 250, 248],
];
const WOODS: Rgb[] = [
  [150, 96, 56],
  [196, 150, 104],
  [104, 66, 44],
  [176, 124, 80],
];
const FABRICS: Rgb[] = [
  [40, 110, 140],
  [196, 92, 70],
  [214, 170, 70],
  [96, 130, 90],
  [150, 90, 130],
  [60, 70, 110],
  [230, 120, 90],
  [120, 160, 170],
];
const STONES: Rgb[] = [
  [226, 218, 204],
  [200, 196, 188],
  [218, 200, 172],
  [236, 230, 222],
];
type RoofStyle = 'thai' | 'hip' | 'flat' | 'thatch';
const ROOFS: RoofStyle[] = ['thai', 'hip', 'flat', 'thatch'];
const ROOF_COLOURS: Rgb[] = [
  [150, 70, 45],
  [96, 60, 48],
  [70, 84, 80],
  [176, 104, 64],
];
const GREENS: Rgb[] = [
  [56, 128, 60],
  [70, 140, 80],
  [46, 112, 70],
  [90, 150, 60],
];

interface Style {
  light: Light;
  sea: [Rgb, Rgb];
  wall: Rgb;
  wood: Rgb;
  fabric: Rgb;
  fabric2: Rgb;
  stone: Rgb;
  roof: RoofStyle;
  roofColour: Rgb;
  green: Rgb;
  sand: Rgb;
  sunX: number;
}

export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function pickFrom(random: Random) {
  return <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
}

function villaStyle(seed: number): Style {
  const random = prng(seed ^ 0x9e3779b9);
  const pick = pickFrom(random);
  const fabric = pick(FABRICS);
  let fabric2 = pick(FABRICS);
  if (fabric2 === fabric) fabric2 = FABRICS[(FABRICS.indexOf(fabric) + 3) % FABRICS.length]!;
  return {
    light: pick(LIGHTS),
    sea: pick(SEAS),
    wall: pick(WALLS),
    wood: pick(WOODS),
    fabric,
    fabric2,
    stone: pick(STONES),
    roof: pick(ROOFS),
    roofColour: pick(ROOF_COLOURS),
    green: pick(GREENS),
    sand: mix([242, 222, 180], [226, 196, 150], random()),
    sunX: 120 + random() * 560,
  };
}

/** Daylight's colour on a lit surface. */
const lit = (s: Style, c: Rgb, f = 1): Rgb => mix(shade(c, f), s.light.tint, s.light.tintStrength);

// ---------------------------------------------------------------------------------------------
// Outdoor pieces

function sky(cv: Canvas, s: Style, horizon: number, random: Random, clouds = true): void {
  cv.fill(rect(0, 0, W, horizon + 2), vertical(0, horizon, ...s.light.sky));
  const sunY = horizon - 20 - s.light.sunHeight * horizon * 0.9;
  if (s.light.sunHeight > -0.05) {
    cv.glow(s.sunX, sunY, 150, s.light.sun, 0.55);
    cv.fill(ellipse(s.sunX, sunY, 24, 24), mix(s.light.sun, [255, 255, 255], 0.4));
  } else {
    cv.fill(ellipse(s.sunX, horizon * 0.3, 14, 14), [246, 240, 220]);
    cv.glow(s.sunX, horizon * 0.3, 60, [246, 240, 220], 0.25);
  }
  if (!clouds) return;
  const count = Math.floor(random() * 5);
  for (let c = 0; c < count; c++) {
    const cx = random() * W;
    const cy = 30 + random() * (horizon * 0.55);
    const size = 20 + random() * 40;
    const colour = mix([255, 255, 255], s.light.sky[2]!, 0.35);
    for (let p = 0; p < 4; p++)
      cv.fill(ellipse(cx + (p - 1.5) * size * 0.8, cy + (p % 2) * size * 0.2, size * (0.7 + random() * 0.5), size * (0.45 + random() * 0.3)), shade(colour, 0.97 + (p % 2) * 0.04));
  }
}

function sea(cv: Canvas, s: Style, horizon: number, bottom: number): void {
  cv.fill(rect(0, horizon, W, bottom - horizon), vertical(horizon, bottom, mix(s.sea[0], s.light.sky[2]!, 0.3), s.sea[0], s.sea[1]));
  if (s.light.sunHeight > -0.05 && s.light.sunHeight < 0.6) {
    for (let k = 0; k < 14; k++) {
      const y = horizon + 3 + k * k * 1.3;
      if (y > bottom) break;
      const half = 8 + k * 4;
      const shift = Math.sin(k * 2.7 + s.sunX) * half * 0.5;
      cv.fill(ellipse(s.sunX + shift, y, half * (0.6 + 0.4 * Math.abs(Math.sin(k * 1.9))), 1 + k * 0.2, 0, Math.PI * 2, 16), s.light.sun, 0.45 - k * 0.025);
    }
  }
}

function islands(cv: Canvas, s: Style, horizon: number, random: Random): void {
  const count = Math.floor(random() * 4);
  for (let k = 0; k < count; k++) {
    const cx = random() * W;
    const half = 60 + random() * 180;
    const height = 12 + random() * 40;
    const points: number[] = [cx - half, horizon + 1];
    for (let i = 0; i <= 16; i++) {
      const t = i / 16;
      const bump = Math.sin(Math.PI * t) ** 0.8 * (0.75 + 0.25 * Math.sin(t * 9 + k * 3));
      points.push(cx - half + t * half * 2, horizon - height * bump);
    }
    points.push(cx + half, horizon + 1);
    cv.fill(points, mix(shade(s.green, 0.8), s.light.sky[2]!, 0.55 - k * 0.08));
  }
}

function boat(cv: Canvas, s: Style, x: number, y: number, size: number, sail: boolean, facing: number): void {
  const hull = [x - size, y - size * 0.18, x + size, y - size * 0.25, x + size * 0.7, y + size * 0.12, x - size * 0.75, y + size * 0.12];
  if (facing < 0) for (let i = 0; i < hull.length; i += 2) hull[i] = 2 * x - hull[i]!;
  cv.fill(hull, lit(s, sail ? [250, 250, 250] : [170, 60, 40]));
  if (sail) {
    cv.fill(line(x, y - size * 0.2, x, y - size * 1.7, Math.max(1.2, size * 0.05)), [90, 80, 70]);
    cv.fill([x + 2, y - size * 1.65, x + 2, y - size * 0.3, x + size * 0.9 * facing, y - size * 0.3], lit(s, [250, 248, 240]));
  } else cv.fill(rect(x - size * 0.4, y - size * 0.55, size * 0.8, size * 0.32), lit(s, [60, 110, 150]));
  cv.fill(rect(x - size * 0.9, y + size * 0.14, size * 1.8, 1.5), [255, 255, 255], 0.4);
}

function palm(cv: Canvas, s: Style, x: number, base: number, height: number, lean: number, random: Random): void {
  const topX = x + lean * height;
  const topY = base - height;
  const trunk = bezier(x, base, x + lean * height * 0.2, base - height * 0.6, topX, topY);
  cv.fill(
    stroke(trunk, (t) => height * (0.07 - t * 0.03)),
    lit(s, [128, 98, 70]),
  );
  const fronds = 7 + Math.floor(random() * 3);
  const leaf = lit(s, shade(s.green, 0.85));
  for (let f = 0; f < fronds; f++) {
    const a = (f / fronds) * Math.PI * 2 + random() * 0.4;
    const len = height * (0.42 + random() * 0.16);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.45 + len * 0.32;
    cv.fill(
      stroke(bezier(topX, topY, topX + Math.cos(a) * len * 0.55, topY - len * 0.25, ex, ey), (t) => Math.sin(Math.PI * Math.min(1, t * 1.2)) * height * 0.09 + 0.5),
      f % 2 ? leaf : shade(leaf, 1.15),
    );
  }
  for (let c = 0; c < 3; c++) cv.fill(ellipse(topX - 6 + c * 6, topY + 6 + (c % 2) * 3, height * 0.025, height * 0.025), [110, 90, 40]);
}

function tree(cv: Canvas, s: Style, x: number, base: number, size: number, random: Random): void {
  cv.fill(
    stroke(bezier(x, base, x + size * 0.05, base - size * 0.5, x, base - size * 0.9), (t) => size * (0.1 - t * 0.05)),
    lit(s, [110, 80, 60]),
  );
  const canopy = lit(s, s.green);
  const blobs = 4 + Math.floor(random() * 3);
  for (let b = 0; b < blobs; b++) {
    const a = (b / blobs) * Math.PI * 2;
    cv.fill(ellipse(x + Math.cos(a) * size * 0.28, base - size * 1.05 + Math.sin(a) * size * 0.2, size * 0.36, size * 0.3), shade(canopy, 0.8 + random() * 0.3));
  }
  cv.fill(ellipse(x - size * 0.1, base - size * 1.15, size * 0.3, size * 0.24), shade(canopy, 1.15));
}

function bush(cv: Canvas, s: Style, x: number, base: number, size: number, random: Random, flowers?: Rgb): void {
  const c = lit(s, shade(s.green, 0.9));
  for (let b = 0; b < 3; b++) cv.fill(ellipse(x + (b - 1) * size * 0.5, base - size * (0.35 + (b % 2) * 0.15), size * 0.5, size * 0.42), shade(c, 0.85 + b * 0.12));
  if (flowers) for (let f = 0; f < 7; f++) cv.fill(ellipse(x + (random() - 0.5) * size * 1.6, base - size * (0.2 + random() * 0.6), size * 0.07, size * 0.07), lit(s, flowers));
}

/** A villa seen from outside, its roof in the villa's style. */
function building(cv: Canvas, s: Style, x: number, base: number, w: number, h: number, random: Random): void {
  const wall = lit(s, s.wall);
  cv.fill(rect(x, base - h, w, h), wall);
  cv.fill(rect(x, base - h, w, h * 0.08), shade(wall, 0.85), 0.6);
  const windows = 2 + Math.floor(random() * 3);
  const gap = w / (windows * 2 + 1);
  for (let k = 0; k < windows; k++) {
    const wx = x + gap * (1 + k * 2);
    const tall = k === Math.floor(windows / 2) && random() < 0.6;
    const wy = tall ? base - h * 0.72 : base - h * 0.7;
    const wh = tall ? h * 0.72 : h * 0.42;
    cv.fill(rect(wx - 3, wy - 3, gap + 6, wh + 3), lit(s, s.wood, 0.9));
    cv.fill(rect(wx, wy, gap, wh), vertical(wy, wy + wh, mix(s.light.sky[1]!, [40, 60, 70], 0.4), [40, 56, 66]));
    if (s.light.lampsOn) cv.fill(rect(wx, wy, gap, wh), [255, 196, 120], 0.55);
  }
  const roof = lit(s, s.roofColour);
  const eave = w * 0.08;
  if (s.roof === 'thai') {
    const peak = base - h - h * 0.9;
    cv.fill([x - eave, base - h + 2, x + w / 2, peak, x + w + eave, base - h + 2], roof);
    cv.fill([x - eave - 14, base - h - 10, x - eave, base - h + 2, x - eave + 10, base - h + 2], roof);
    cv.fill([x + w + eave + 14, base - h - 10, x + w + eave, base - h + 2, x + w + eave - 10, base - h + 2], roof);
    cv.fill([x + w / 2 - 4, peak + 6, x + w / 2, peak - 14, x + w / 2 + 4, peak + 6], roof);
  } else if (s.roof === 'hip') {
    cv.fill([x - eave, base - h + 2, x + w * 0.25, base - h - h * 0.45, x + w * 0.75, base - h - h * 0.45, x + w + eave, base - h + 2], roof);
  } else if (s.roof === 'flat') {
    cv.fill(rect(x - eave, base - h - 10, w + eave * 2, 12), shade(wall, 0.95));
    cv.fill(rect(x + w * 0.35, base - h - h * 0.45, w * 0.55, h * 0.45), wall);
    cv.fill(rect(x + w * 0.35 - 6, base - h - h * 0.45 - 8, w * 0.55 + 12, 10), shade(wall, 0.95));
  } else {
    cv.fill([x - eave * 1.5, base - h + 6, x + w * 0.2, base - h - h * 0.7, x + w * 0.8, base - h - h * 0.7, x + w + eave * 1.5, base - h + 6], lit(s, [170, 136, 86]));
    for (let k = 0; k < 14; k++) cv.fill(line(x - eave * 1.5 + k * ((w + eave * 3) / 13), base - h + 6, x + w * 0.2 + k * ((w * 0.6) / 13), base - h - h * 0.7, 1.2), [120, 92, 56], 0.35);
  }
}

function lounger(cv: Canvas, s: Style, x: number, base: number, size: number, facing: number): void {
  const frame = lit(s, s.wood);
  const cushion = lit(s, [248, 246, 240]);
  const f = facing;
  cv.fill(line(x, base - size * 0.28, x + f * size * 1.5, base - size * 0.28, size * 0.1), frame);
  cv.fill(line(x + f * size * 1.5, base - size * 0.28, x + f * size * 1.9, base - size * 0.75, size * 0.1), frame);
  cv.fill(line(x, base - size * 0.34, x + f * size * 1.5, base - size * 0.34, size * 0.09), cushion);
  cv.fill(line(x + f * size * 1.5, base - size * 0.34, x + f * size * 1.84, base - size * 0.76, size * 0.09), cushion);
  cv.fill(line(x + f * size * 0.1, base - size * 0.28, x + f * size * 0.1, base, size * 0.06), frame);
  cv.fill(line(x + f * size * 1.4, base - size * 0.28, x + f * size * 1.4, base, size * 0.06), frame);
  cv.fill(line(x + f * size * 1.2, base - size * 0.4, x + f * size * 1.5, base - size * 0.4, size * 0.08), lit(s, s.fabric));
}

function umbrella(cv: Canvas, s: Style, x: number, base: number, size: number, colour: Rgb): void {
  cv.fill(line(x, base, x, base - size * 1.1, size * 0.04), lit(s, [230, 230, 225]));
  cv.fill(ellipse(x, base - size * 1.1, size * 0.75, size * 0.35, Math.PI, Math.PI * 2, 20), lit(s, colour));
  for (let k = 0; k < 6; k++) cv.fill(ellipse(x - size * 0.625 + k * size * 0.25, base - size * 1.1, size * 0.125, size * 0.06, 0, Math.PI, 8), lit(s, colour));
}

// ---------------------------------------------------------------------------------------------
// Scenes

function poolScene(cv: Canvas, s: Style, r: Random): void {
  const infinity = r() < 0.55;
  const horizon = 170 + r() * 90;
  sky(cv, s, horizon, r);
  const deckTop = horizon + 40 + r() * 30;
  if (infinity) {
    sea(cv, s, horizon, deckTop);
    islands(cv, s, horizon, r);
  } else {
    cv.fill(rect(0, horizon - 40, W, deckTop - horizon + 40), lit(s, shade(s.green, 0.8)));
    for (let k = 0; k < 7; k++) tree(cv, s, r() * W, deckTop, 50 + r() * 40, r);
    const bw = 260 + r() * 180;
    building(cv, s, r() * (W - bw), deckTop, bw, 90 + r() * 50, r);
  }
  const palms = Math.floor(r() * 4);
  for (let k = 0; k < palms; k++) {
    const x = k % 2 ? W - r() * 160 : r() * 160;
    palm(cv, s, x, deckTop + 4, 170 + r() * 130, (x < W / 2 ? 1 : -1) * (0.05 + r() * 0.25), r);
  }
  cv.fill(rect(0, deckTop, W, H - deckTop), vertical(deckTop, H, lit(s, s.stone, 0.92), lit(s, s.stone, 1.04)));
  for (let k = -12; k < 26; k++) cv.fill(line(W / 2 + k * 28, deckTop, W / 2 + k * 70, H, 1), shade(s.stone, 0.8), 0.25);
  const left = r() * 160;
  const right = W - r() * 160;
  const poolTop = deckTop + (infinity ? 0 : 14 + r() * 20);
  const poolBottom = poolTop + 80 + r() * 70;
  const inset = 20 + r() * 40;
  const water = vertical(poolTop, poolBottom, [70, 200, 220], [28, 150, 196]);
  cv.fill([left + (infinity ? 0 : inset), poolTop, right - (infinity ? 0 : inset), poolTop, right, poolBottom, left, poolBottom], (x, y) =>
    lit(s, shade((water as (x: number, y: number) => Rgb)(x, y), 1 + 0.06 * Math.sin(x / 17 + Math.sin(y / 9) * 2))),
  );
  for (let k = 0; k < 6; k++) {
    const y = poolTop + 10 + r() * (poolBottom - poolTop - 20);
    const x = left + 40 + r() * (right - left - 120);
    cv.fill(
      stroke(bezier(x, y, x + 30, y - 5, x + 60 + r() * 40, y), () => 2),
      [230, 250, 255],
      0.5,
    );
  }
  cv.fill(rect(left, poolBottom, right - left, 6), shade(s.stone, 1.1));
  const loungers = 1 + Math.floor(r() * 4);
  const side = r() < 0.5;
  for (let k = 0; k < loungers; k++) {
    const size = 70 + r() * 16;
    const x = side ? 30 + k * 170 + r() * 20 : W - 30 - k * 170 - r() * 20;
    if (x < 20 || x > W - 20) continue;
    lounger(cv, s, x, H - 20 - r() * 20, size, side ? 1 : -1);
  }
  if (r() < 0.6) umbrella(cv, s, side ? W - 90 - r() * 80 : 90 + r() * 80, H - 10, 120 + r() * 30, s.fabric2);
}

function viewScene(cv: Canvas, s: Style, r: Random): void {
  const horizon = 200 + r() * 110;
  sky(cv, s, horizon, r);
  sea(cv, s, horizon, H);
  islands(cv, s, horizon, r);
  const boats = Math.floor(r() * 5);
  for (let k = 0; k < boats; k++) {
    const y = horizon + 20 + r() * (H - horizon) * 0.5;
    boat(cv, s, r() * W, y, 8 + (y - horizon) * 0.18, r() < 0.5, r() < 0.5 ? 1 : -1);
  }
  const terrace = r();
  if (terrace < 0.4) {
    // A glass balustrade and a teak rail.
    const railY = H - 60 - r() * 60;
    cv.fill(rect(0, railY, W, H - railY), [220, 240, 245], 0.22);
    cv.fill(rect(0, railY - 8, W, 10), lit(s, s.wood));
    const posts = 3 + Math.floor(r() * 4);
    for (let k = 0; k <= posts; k++) cv.fill(rect((k * W) / posts - 4, railY, 8, H - railY), lit(s, [180, 184, 188]));
  } else if (terrace < 0.75) {
    // Wooden balusters.
    const railY = H - 90 - r() * 50;
    cv.fill(rect(0, railY, W, 12), lit(s, s.wood));
    const spacing = 28 + r() * 20;
    for (let x = spacing / 2; x < W; x += spacing) cv.fill(roundRect(x - 5, railY + 12, 10, H - railY, 4), lit(s, s.wood, 0.9));
    cv.fill(rect(0, H - 20, W, 20), lit(s, s.wood, 0.7));
  } else {
    // A frangipani branch across a corner.
    const fromLeft = r() < 0.5;
    const bx = fromLeft ? 0 : W;
    const dir = fromLeft ? 1 : -1;
    const tipX = bx + dir * (220 + r() * 160);
    const tipY = 60 + r() * 120;
    cv.fill(
      stroke(bezier(bx, 20 + r() * 80, bx + dir * 120, tipY + 60, tipX, tipY), (t) => 16 - t * 10),
      lit(s, [96, 80, 66]),
    );
    for (let k = 0; k < 6; k++) {
      const a = r() * Math.PI * 2;
      cv.fill(ellipse(tipX + Math.cos(a) * 40, tipY + Math.sin(a) * 24, 36, 12, 0, Math.PI * 2, 20), lit(s, shade(s.green, 0.9 + r() * 0.3)));
    }
    for (let k = 0; k < 5; k++) {
      const fx = tipX + (r() - 0.5) * 60;
      const fy = tipY + (r() - 0.5) * 30;
      for (let p = 0; p < 5; p++) cv.fill(ellipse(fx + Math.cos((p * 2 * Math.PI) / 5) * 7, fy + Math.sin((p * 2 * Math.PI) / 5) * 7, 6, 6), lit(s, [255, 250, 240]));
      cv.fill(ellipse(fx, fy, 4, 4), lit(s, [250, 206, 80]));
    }
  }
}

function beachScene(cv: Canvas, s: Style, r: Random): void {
  const horizon = 170 + r() * 90;
  sky(cv, s, horizon, r);
  const shore = horizon + 70 + r() * 80;
  sea(cv, s, horizon, shore + 30);
  islands(cv, s, horizon, r);
  // The shoreline curves across the picture; foam where the waves run up.
  const tilt = (r() - 0.5) * 120;
  const phase = r() * 6;
  const edge = (x: number) => shore + tilt * (x / W - 0.5) + Math.sin(x / 90 + phase) * 8;
  const sand: number[] = [];
  for (let x = 0; x <= W; x += 20) sand.push(x, edge(x));
  sand.push(W, H, 0, H);
  cv.fill(sand, vertical(shore - 60, H, lit(s, s.sand, 0.9), lit(s, s.sand, 1.05)));
  for (let w = 0; w < 3; w++) {
    const band: number[] = [];
    for (let x = 0; x <= W; x += 20) band.push(x, edge(x) - 4 - w * 14 + Math.sin(x / 40 + w * 2 + phase) * 3);
    for (let x = W; x >= 0; x -= 20) band.push(x, edge(x) - w * 14 + Math.sin(x / 30 + w + phase) * 2);
    cv.fill(band, [255, 255, 255], 0.75 - w * 0.2);
  }
  const boats = Math.floor(r() * 3);
  for (let k = 0; k < boats; k++) boat(cv, s, r() * W, horizon + 15 + r() * 40, 10 + r() * 14, r() < 0.4, r() < 0.5 ? 1 : -1);
  const palms = 1 + Math.floor(r() * 4);
  const side = r() < 0.5 ? -1 : 1;
  for (let k = 0; k < palms; k++) {
    const x = side < 0 ? 30 + k * 90 + r() * 50 : W - 30 - k * 90 - r() * 50;
    palm(cv, s, x, H - r() * 50, 220 + r() * 180, -side * (0.1 + r() * 0.3), r);
  }
  const extra = r();
  if (extra < 0.35) umbrella(cv, s, W / 2 + (r() - 0.5) * 300, H - 40 - r() * 30, 100 + r() * 30, s.fabric);
  else if (extra < 0.6) {
    const x = W / 2 + (r() - 0.5) * 260;
    lounger(cv, s, x, H - 30, 48, side);
    lounger(cv, s, x + side * 120, H - 30, 48, side);
  } else {
    const rocks = 2 + Math.floor(r() * 3);
    for (let k = 0; k < rocks; k++) {
      const x = r() * W;
      const y = edge(x) + 20 + r() * 60;
      cv.fill(ellipse(x, y, 30 + r() * 30, 16 + r() * 12, Math.PI, Math.PI * 2, 18), lit(s, [120, 112, 104]));
    }
  }
}

function gardenScene(cv: Canvas, s: Style, r: Random): void {
  const horizon = 150 + r() * 80;
  sky(cv, s, horizon, r);
  // Hills behind, then the lawn.
  const lawnTop = horizon + 20 + r() * 40;
  const hills: number[] = [0, lawnTop + 2];
  const ph = r() * 6;
  for (let x = 0; x <= W; x += 25) hills.push(x, horizon - 30 - 40 * Math.sin(x / 170 + ph) ** 2 - r() * 6);
  hills.push(W, lawnTop + 2);
  cv.fill(hills, mix(shade(s.green, 0.75), s.light.sky[2]!, 0.45));
  cv.fill(rect(0, lawnTop, W, H - lawnTop), vertical(lawnTop, H, lit(s, shade(s.green, 1.1)), lit(s, shade(s.green, 0.95))));
  const bw = 220 + r() * 200;
  const bx = r() * (W - bw);
  const behind = Math.floor(r() * 3);
  for (let k = 0; k < behind; k++) tree(cv, s, r() * W, lawnTop + 4, 60 + r() * 40, r);
  building(cv, s, bx, lawnTop + 20, bw, 80 + r() * 50, r);
  // A winding path from the front to the house, of stepping stones or sand.
  const startX = W * (0.2 + r() * 0.6);
  const bend = (r() - 0.5) * 500;
  const path = bezier(startX, H + 10, startX + bend, lawnTop + 120, bx + bw / 2, lawnTop + 22, 20);
  if (r() < 0.5) {
    for (let i = 1; i < path.length; i++) {
      const [x, y] = path[i]!;
      const size = 6 + (y - lawnTop) * 0.12;
      cv.fill(ellipse(x, y, size * 1.4, size * 0.6, 0, Math.PI * 2, 16), lit(s, s.stone));
    }
  } else
    cv.fill(
      stroke(path, (t) => 110 - t * 100),
      lit(s, s.sand),
    );
  const trees = 2 + Math.floor(r() * 4);
  for (let k = 0; k < trees; k++) {
    const x = r() * W;
    const base = lawnTop + 60 + r() * (H - lawnTop - 40);
    if (r() < 0.4) palm(cv, s, x, base, 160 + r() * 140, (r() - 0.5) * 0.4, r);
    else tree(cv, s, x, base, 70 + (base - lawnTop) * 0.5, r);
  }
  const bushes = 3 + Math.floor(r() * 5);
  const flowerColours: Rgb[] = [
    [230, 80, 120],
    [250, 200, 60],
    [255, 255, 255],
    [240, 120, 60],
    [180, 90, 200],
  ];
  for (let k = 0; k < bushes; k++) {
    const base = lawnTop + 30 + r() * (H - lawnTop);
    bush(cv, s, r() * W, base, 24 + (base - lawnTop) * 0.2, r, r() < 0.6 ? flowerColours[Math.floor(r() * flowerColours.length)] : undefined);
  }
}

interface Room {
  floorY: number;
  lampGlow: Rgb;
}

/** Back wall, floor and a window or glass door that looks out on the sea or the garden. */
function room(cv: Canvas, s: Style, r: Random): Room {
  const floorY = 360 + r() * 70;
  const wall = lit(s, s.wall, s.light.lampsOn ? 0.82 : 1);
  cv.fill(rect(0, 0, W, floorY), vertical(0, floorY, shade(wall, 0.92), wall));
  const woodFloor = r() < 0.6;
  const floor = woodFloor ? lit(s, s.wood, 1.05) : lit(s, s.stone, 0.96);
  cv.fill(rect(0, floorY, W, H - floorY), vertical(floorY, H, shade(floor, 0.9), floor));
  const vx = W * (0.3 + r() * 0.4);
  for (let k = -16; k <= 16; k++) cv.fill(line(vx + k * 30, floorY, vx + k * 110, H, 1.2), shade(floor, 0.75), 0.35);
  if (!woodFloor) for (let y = floorY + 20; y < H; y += (y - floorY) * 0.35 + 10) cv.fill(rect(0, y, W, 1.2), shade(floor, 0.8), 0.35);
  cv.fill(rect(0, floorY - 8, W, 8), shade(wall, 0.85));
  // Windows: one wide glass door or two tall windows, placed anywhere along the wall.
  const wide = r() < 0.5;
  const openings: [number, number, number, number][] = [];
  if (wide) {
    const w = 260 + r() * 200;
    openings.push([r() * (W - w), 40 + r() * 30, w, floorY - 8 - 40 - r() * 30]);
  } else {
    const w = 110 + r() * 60;
    const x0 = 40 + r() * (W - 2 * w - 120);
    const gap = 40 + r() * Math.max(0, W - x0 - 2 * w - 80);
    const top = 50 + r() * 40;
    openings.push([x0, top, w, 200 + r() * 60], [x0 + w + gap, top, w, 200 + r() * 60]);
  }
  const outside = r() < 0.6 ? 'sea' : 'garden';
  const horizon = 60 + r() * 80;
  const view = Math.floor(r() * 2 ** 32);
  for (const [x, y, w, h] of openings) {
    cv.fill(rect(x - 10, y - 10, w + 20, h + 14), lit(s, s.wood, 0.85));
    cv.clipTo(x, y, w, h);
    const local = prng(view);
    sky(cv, s, y + horizon, local, false);
    if (outside === 'sea') {
      sea(cv, s, y + horizon, y + h);
      islands(cv, s, y + horizon, local);
    } else {
      cv.fill(rect(x, y + horizon - 20, w, h), lit(s, shade(s.green, 0.85)));
      for (let k = 0; k < 5; k++) tree(cv, s, x + local() * w, y + h, 80 + local() * 60, local);
    }
    cv.unclip();
    cv.fill(rect(x + w / 2 - 3, y, 6, h), lit(s, s.wood, 0.85));
    if (!wide) cv.fill(rect(x, y + h * 0.4, w, 5), lit(s, s.wood, 0.85));
    // Curtains in the villa's fabric.
    const curtain = lit(s, mix(s.fabric2, [250, 248, 240], 0.55));
    for (const side of [-1, 1]) {
      const cx = side < 0 ? x - 14 : x + w - 26;
      const cw = 40;
      cv.fill(rect(cx, y - 16, cw, h + 24), curtain);
      for (let f = 1; f < 4; f++) cv.fill(rect(cx + f * 10, y - 16, 2, h + 24), shade(curtain, 0.82), 0.6);
    }
  }
  if (r() < 0.5) {
    const aw = 70 + r() * 60;
    const ax = r() * (W - aw);
    if (!openings.some(([x, , w]) => ax + aw > x - 20 && ax < x + w + 20)) {
      cv.fill(rect(ax - 5, 80, aw + 10, aw * 1.2 + 10), lit(s, s.wood, 0.7));
      cv.fill(rect(ax, 85, aw, aw * 1.2), lit(s, mix(s.fabric, [240, 236, 226], 0.5)));
      cv.fill(ellipse(ax + aw * 0.5, 85 + aw * 0.7, aw * 0.3, aw * 0.3), lit(s, s.fabric2));
      cv.fill(line(ax + 10, 85 + aw * 1.1, ax + aw - 10, 95, 4), lit(s, shade(s.fabric, 0.7)));
    }
  }
  return { floorY, lampGlow: [255, 210, 140] };
}

function lamp(cv: Canvas, s: Style, x: number, base: number, height: number, rm: Room): void {
  cv.fill(line(x, base, x, base - height, 3), lit(s, [60, 56, 52]));
  const top = base - height - 30;
  if (s.light.lampsOn) cv.glow(x, top + 15, 120, rm.lampGlow, 0.45);
  cv.fill([x - 16, top, x + 16, top, x + 24, top + 32, x - 24, top + 32], s.light.lampsOn ? [255, 236, 200] : lit(s, [244, 236, 220]));
}

function plant(cv: Canvas, s: Style, x: number, base: number, size: number, r: Random): void {
  const leaves = 7 + Math.floor(r() * 5);
  for (let k = 0; k < leaves; k++) {
    const a = -Math.PI / 2 + (k / (leaves - 1) - 0.5) * 2.4;
    const len = size * (0.7 + r() * 0.5);
    cv.fill(
      stroke(
        bezier(x, base - size * 0.4, x + Math.cos(a) * len * 0.6, base - size * 0.4 + Math.sin(a) * len, x + Math.cos(a) * len, base - size * 0.4 + Math.sin(a) * len * 0.7),
        (t) => Math.sin(Math.PI * t) * size * 0.18 + 0.5,
      ),
      lit(s, shade(s.green, 0.8 + (k % 3) * 0.15)),
    );
  }
  cv.fill([x - size * 0.3, base - size * 0.45, x + size * 0.3, base - size * 0.45, x + size * 0.22, base, x - size * 0.22, base], lit(s, r() < 0.5 ? [200, 120, 80] : [230, 226, 218]));
}

function bedroomScene(cv: Canvas, s: Style, r: Random): void {
  const rm = room(cv, s, r);
  const bedW = 300 + r() * 160;
  const bedX = 60 + r() * (W - bedW - 120);
  const bedTop = rm.floorY - 60;
  const headH = 80 + r() * 90;
  const head = lit(s, r() < 0.5 ? s.wood : mix(s.fabric, [120, 110, 100], 0.5));
  const headboard = r();
  if (headboard < 0.33) cv.fill(rect(bedX - 10, bedTop - headH, bedW + 20, headH + 10), head);
  else if (headboard < 0.66) cv.fill(roundRect(bedX - 10, bedTop - headH, bedW + 20, headH + 10, 40), head);
  else for (let k = 0; k < 6; k++) cv.fill(rect(bedX - 10 + (k * (bedW + 20)) / 6 + 2, bedTop - headH, (bedW + 20) / 6 - 4, headH + 10), shade(head, 0.9 + (k % 2) * 0.12));
  // The mattress, coming towards the viewer.
  const front = H - 20 - r() * 30;
  const spread = 40 + r() * 50;
  const sheet = lit(s, [250, 250, 248]);
  cv.fill([bedX, bedTop, bedX + bedW, bedTop, bedX + bedW + spread, front, bedX - spread, front], sheet);
  const pillows = 2 + Math.floor(r() * 3);
  const pw = (bedW - 20) / pillows;
  for (let k = 0; k < pillows; k++) cv.fill(roundRect(bedX + 10 + k * pw + 4, bedTop - 30, pw - 8, 44, 14), shade(sheet, 0.96 - (k % 2) * 0.04));
  if (r() < 0.6) cv.fill(roundRect(bedX + bedW / 2 - 40, bedTop - 10, 80, 36, 10), lit(s, s.fabric2));
  const fold = bedTop + 40 + r() * 40;
  const t = (fold - bedTop) / (front - bedTop);
  cv.fill([bedX - spread * t, fold, bedX + bedW + spread * t, fold, bedX + bedW + spread, front, bedX - spread, front], lit(s, mix(s.fabric, [250, 250, 248], 0.5)));
  const runner = fold + (front - fold) * (0.3 + r() * 0.3);
  const t2 = (runner - bedTop) / (front - bedTop);
  cv.fill([bedX - spread * t2, runner, bedX + bedW + spread * t2, runner, bedX + bedW + spread, runner + 36, bedX - spread, runner + 36], lit(s, s.fabric));
  cv.fill(rect(bedX - spread, front, bedW + spread * 2, 14), lit(s, s.wood, 0.7));
  // Bedside tables with lamps, on one side or both.
  const sides = r() < 0.6 ? [-1, 1] : [r() < 0.5 ? -1 : 1];
  for (const side of sides) {
    const tx = side < 0 ? bedX - 80 : bedX + bedW + 20;
    if (tx < 0 || tx + 60 > W) continue;
    cv.fill(rect(tx, rm.floorY - 70, 60, 70), lit(s, s.wood, 0.9));
    cv.fill(rect(tx + 6, rm.floorY - 50, 48, 3), lit(s, s.wood, 0.7));
    lamp(cv, s, tx + 30, rm.floorY - 70, 20, rm);
  }
  if (r() < 0.5) plant(cv, s, r() < 0.5 ? 50 : W - 50, H - 30, 90 + r() * 40, r);
  if (r() < 0.4) {
    // A ceiling fan.
    const fx = W * (0.3 + r() * 0.4);
    cv.fill(line(fx, 0, fx, 30, 4), [80, 76, 70]);
    cv.fill(ellipse(fx - 70, 32, 70, 6), lit(s, s.wood, 0.8));
    cv.fill(ellipse(fx + 70, 32, 70, 6), lit(s, s.wood, 0.8));
    cv.fill(ellipse(fx, 32, 14, 9), [80, 76, 70]);
  }
}

function livingScene(cv: Canvas, s: Style, r: Random): void {
  const rm = room(cv, s, r);
  // A rug, then the sofa against the wall, a coffee table before it.
  const rugY = rm.floorY + 30 + r() * 20;
  const rugRound = r() < 0.4;
  const rugColour = lit(s, mix(s.fabric2, [236, 226, 206], 0.6));
  if (rugRound) cv.fill(ellipse(W / 2 + (r() - 0.5) * 200, rugY + 50, 260, 50), rugColour);
  else cv.fill([140, rugY, W - 140, rugY, W - 40, H - 10, 40, H - 10], rugColour);
  const seats = 2 + Math.floor(r() * 3);
  const sofaW = seats * (90 + r() * 20) + 60;
  const sofaX = 30 + r() * (W - sofaW - 60);
  const sofaBase = rm.floorY + 20 + r() * 20;
  const sofa = lit(s, r() < 0.5 ? s.fabric : mix(s.fabric, [210, 200, 190], 0.6));
  cv.fill(roundRect(sofaX, sofaBase - 150, sofaW, 100, 18), shade(sofa, 0.9));
  cv.fill(roundRect(sofaX + 20, sofaBase - 70, sofaW - 40, 56, 12), sofa);
  cv.fill(roundRect(sofaX - 6, sofaBase - 110, 44, 96, 16), shade(sofa, 0.95));
  cv.fill(roundRect(sofaX + sofaW - 38, sofaBase - 110, 44, 96, 16), shade(sofa, 0.95));
  const seatW = (sofaW - 80) / seats;
  for (let k = 1; k < seats; k++) cv.fill(rect(sofaX + 40 + k * seatW - 1, sofaBase - 68, 2, 50), shade(sofa, 0.8), 0.6);
  const cushions = 1 + Math.floor(r() * seats);
  for (let k = 0; k < cushions; k++) {
    const cx = sofaX + 50 + r() * (sofaW - 140);
    cv.fill(roundRect(cx, sofaBase - 120, 56, 52, 12), lit(s, k % 2 ? s.fabric2 : [246, 240, 228]));
  }
  cv.fill(rect(sofaX + 10, sofaBase - 14, 8, 14), [60, 50, 44]);
  cv.fill(rect(sofaX + sofaW - 18, sofaBase - 14, 8, 14), [60, 50, 44]);
  // Coffee table.
  const tx = sofaX + sofaW / 2 + (r() - 0.5) * 120;
  const ty = Math.min(H - 60, sofaBase + 50 + r() * 30);
  if (r() < 0.5) {
    cv.fill(ellipse(tx, ty, 110, 26), lit(s, s.wood));
    cv.fill(rect(tx - 90, ty, 180, 30), lit(s, s.wood, 0.8));
    cv.fill(ellipse(tx, ty, 110, 26, 0, Math.PI * 2, 36), lit(s, s.wood, 1.08));
  } else {
    cv.fill([tx - 130, ty - 20, tx + 130, ty - 20, tx + 150, ty + 10, tx - 150, ty + 10], lit(s, s.wood, 1.05));
    cv.fill(rect(tx - 150, ty + 10, 300, 12), lit(s, s.wood, 0.8));
    cv.fill(rect(tx - 140, ty + 22, 10, 30), lit(s, s.wood, 0.7));
    cv.fill(rect(tx + 130, ty + 22, 10, 30), lit(s, s.wood, 0.7));
  }
  cv.fill(ellipse(tx + 30, ty - 12, 22, 7), lit(s, [240, 240, 236]));
  cv.fill(ellipse(tx - 40, ty - 14, 16, 6), lit(s, [180, 210, 120]));
  // A floor lamp on the free side, a plant on the other, perhaps pendant lights.
  const lampLeft = sofaX > W - sofaX - sofaW;
  lamp(cv, s, lampLeft ? Math.max(30, sofaX - 40) : Math.min(W - 30, sofaX + sofaW + 40), sofaBase, 150 + r() * 60, rm);
  plant(cv, s, lampLeft ? Math.min(W - 50, sofaX + sofaW + 60) : Math.max(50, sofaX - 60), sofaBase + 20, 100 + r() * 50, r);
  const pendants = r() < 0.5 ? 1 + Math.floor(r() * 3) : 0;
  for (let k = 0; k < pendants; k++) {
    const px = tx - (pendants - 1) * 40 + k * 80;
    const py = 100 + r() * 60;
    cv.fill(line(px, 0, px, py, 2), [70, 66, 60]);
    if (s.light.lampsOn) cv.glow(px, py + 14, 80, rm.lampGlow, 0.35);
    cv.fill(ellipse(px, py + 14, 22, 18, Math.PI, Math.PI * 2, 16), s.light.lampsOn ? [255, 230, 180] : lit(s, s.wood));
  }
}

const DRAW: Record<SceneKind, (cv: Canvas, s: Style, r: Random) => void> = {
  pool: poolScene,
  view: viewScene,
  beach: beachScene,
  garden: gardenScene,
  living: livingScene,
  bedroom: bedroomScene,
};

/** One scene of a villa, as raw RGB (what the tests compare) in the given size. */
export function renderScene(villaSeed: number, kind: SceneKind, width = W, height = H): Canvas {
  const cv = new Canvas(width, height);
  DRAW[kind](cv, villaStyle(villaSeed), prng(villaSeed ^ Math.imul(SCENE_KINDS.indexOf(kind) + 1, 0x85ebca6b)));
  return cv;
}

export interface VillaPhoto {
  kind: SceneKind;
  fileName: string;
  /** The JPEG's bytes. */
  bytes: Buffer;
}

/**
 * A villa's photos: 4 to 6 (the plan's count, kept in that range), each a different scene kind,
 * the first an outdoor one (it is the villa card's picture), all drawn from the villa's slug.
 */
export function villaPhotoKinds(slug: string, requested: number): SceneKind[] {
  const random = prng(hashText(slug) ^ 0x51ed);
  const count = Math.min(SCENE_KINDS.length, Math.max(4, requested));
  const outdoor: SceneKind[] = ['pool', 'view', 'beach'];
  const first = outdoor[Math.floor(random() * outdoor.length)]!;
  const rest = SCENE_KINDS.filter((k) => k !== first);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [first, ...rest].slice(0, count);
}

export function villaPhotos(slug: string, requested: number, width = W, height = H): VillaPhoto[] {
  const seed = hashText(slug);
  return villaPhotoKinds(slug, requested).map((kind, k) => {
    const cv = renderScene(seed, kind, width, height);
    return { kind, fileName: `${slug}-${k + 1}-${kind}.jpg`, bytes: encodeJpeg(width, height, cv.rgb) };
  });
}

/** A single scene by number (the benchmark's small uploads): kind `kind % 6` of villa `variant`. */
export function sceneImage(variant: number, kind: number, width = W, height = H): Buffer {
  const cv = renderScene(hashText(`scene-${variant}`), SCENE_KINDS[kind % SCENE_KINDS.length]!, width, height);
  return encodePng(width, height, cv.rgb);
}
