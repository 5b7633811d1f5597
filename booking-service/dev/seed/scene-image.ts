import { deflateSync } from 'node:zlib';

/**
 * Demo photos drawn locally (no downloads): a few simple island scenes as PNGs, varied by a
 * number, so every villa gets its own set of 3 to 8 images.
 */
type Rgb = [number, number, number];

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

export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

const PALETTES: { sky: [Rgb, Rgb]; sea: [Rgb, Rgb]; sand: Rgb; wall: Rgb; roof: Rgb }[] = [
  {
    sky: [
      [64, 156, 255],
      [190, 230, 255],
    ],
    sea: [
      [0, 150, 170],
      [0, 90, 130],
    ],
    sand: [238, 214, 170],
    wall: [250, 246, 238],
    roof: [150, 70, 45],
  },
  {
    sky: [
      [255, 120, 80],
      [255, 214, 140],
    ],
    sea: [
      [40, 90, 150],
      [20, 50, 100],
    ],
    sand: [222, 190, 140],
    wall: [240, 228, 210],
    roof: [90, 60, 50],
  },
  {
    sky: [
      [110, 180, 230],
      [225, 240, 250],
    ],
    sea: [
      [30, 180, 190],
      [10, 120, 150],
    ],
    sand: [245, 225, 185],
    wall: [255, 255, 255],
    roof: [60, 90, 80],
  },
  {
    sky: [
      [90, 70, 160],
      [250, 150, 120],
    ],
    sea: [
      [60, 70, 140],
      [30, 40, 90],
    ],
    sand: [210, 180, 150],
    wall: [235, 220, 200],
    roof: [120, 50, 60],
  },
];

/** Scene `kind`: 0 beach with villa, 1 pool deck, 2 bedroom, 3 sunset terrace. */
export function sceneImage(variant: number, kind: number, width = 800, height = 534): Buffer {
  const p = PALETTES[variant % PALETTES.length]!;
  const rgb = new Uint8Array(width * height * 3);
  const horizon = Math.round(height * (0.45 + (variant % 5) * 0.03));
  const sunX = width * (0.2 + ((variant * 37) % 60) / 100);
  const sunY = horizon * 0.45;
  const houseLeft = width * (0.5 + ((variant * 13) % 25) / 100);
  const houseWidth = width * 0.3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c: Rgb;
      if (kind === 2) {
        // A room: wall, a window with the sea in it, a bed.
        const inWindow = x > width * 0.55 && x < width * 0.9 && y > height * 0.15 && y < height * 0.5;
        const inBed = x > width * 0.1 && x < width * 0.6 && y > height * 0.6 && y < height * 0.85;
        const pillow = inBed && y < height * 0.66;
        c = y > height * 0.85 ? mix(p.sand, [120, 90, 60], 0.5) : p.wall;
        if (inWindow) c = y < height * 0.35 ? mix(p.sky[0], p.sky[1], (y - height * 0.15) / (height * 0.2)) : p.sea[0];
        if (inBed) c = pillow ? [255, 255, 255] : mix(p.roof, [255, 255, 255], 0.55);
      } else if (y < horizon) {
        c = mix(p.sky[0], p.sky[1], y / horizon);
        const d = Math.hypot(x - sunX, y - sunY);
        if (d < 34) c = mix([255, 244, 200], c, Math.max(0, (d - 28) / 6));
      } else if (kind === 1 && y > horizon + height * 0.12) {
        // Pool: turquoise with soft ripples, framed by the deck.
        const inPool = x > width * 0.08 && x < width * 0.92 && y < height * 0.9;
        c = inPool ? mix([60, 200, 220], [20, 150, 200], 0.5 + 0.5 * Math.sin(x / 23 + y / 11 + variant)) : p.sand;
      } else {
        const seaEnd = horizon + (height - horizon) * 0.55;
        c = y < seaEnd ? mix(p.sea[0], p.sea[1], (y - horizon) / (seaEnd - horizon)) : p.sand;
      }
      if (kind === 0 || kind === 3) {
        // A villa on the shore: wall and a pitched roof.
        const base = horizon + (height - horizon) * 0.7;
        const top = base - height * 0.22;
        if (x > houseLeft && x < houseLeft + houseWidth && y > top && y < base) c = Math.floor((x - houseLeft) / 40) % 3 === 1 && y > top + 20 && y < base - 30 ? [70, 110, 140] : p.wall;
        const roofPeak = top - height * 0.12;
        const half = houseWidth / 2 + 20;
        const mid = houseLeft + houseWidth / 2;
        if (y <= top && y > roofPeak && Math.abs(x - mid) < half * ((y - roofPeak) / (top - roofPeak))) c = p.roof;
        // A palm trunk.
        const trunkX = width * 0.2 + Math.sin(y / 40) * 8;
        if (Math.abs(x - trunkX) < 5 && y > horizon - 60 && y < height * 0.95) c = [110, 80, 50];
        if (Math.hypot(x - trunkX, y - (horizon - 60)) < 45 && Math.abs(Math.atan2(y - horizon + 60, x - trunkX)) % 0.7 < 0.35) c = [40, 120, 60];
      }
      const i = (y * width + x) * 3;
      rgb[i] = c[0];
      rgb[i + 1] = c[1];
      rgb[i + 2] = c[2];
    }
  }
  return encodePng(width, height, rgb);
}
