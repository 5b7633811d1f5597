import { createHash } from 'node:crypto';
import { decode as decodeJpeg } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { planIsland } from '../dev/seed/island-plan.ts';
import { hashText, renderScene, SCENE_KINDS, villaPhotoKinds, villaPhotos, type SceneKind } from '../dev/seed/scene-image.ts';

const plan = planIsland({ villas: 24, bookingsPerVilla: 12 });

/**
 * A colour-blind fingerprint of a picture: which of each two neighbouring cells of a 33x22 grey
 * grid is the brighter (704 bits). The same scene in other colours keeps nearly all of them.
 */
function structure(kind: SceneKind, seed: number): Uint8Array {
  const [w, h, gw, gh] = [165, 110, 33, 22];
  const { rgb } = renderScene(seed, kind, w, h);
  const grey = new Float64Array(gw * gh);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      grey[Math.floor((y * gh) / h) * gw + Math.floor((x * gw) / w)]! += 0.3 * rgb[i]! + 0.59 * rgb[i + 1]! + 0.11 * rgb[i + 2]!;
    }
  }
  const bits = new Uint8Array((gw - 1) * gh);
  for (let y = 0; y < gh; y++) for (let x = 0; x < gw - 1; x++) bits[y * (gw - 1) + x] = grey[y * gw + x + 1]! > grey[y * gw + x]! ? 1 : 0;
  return bits;
}

const differing = (a: Uint8Array, b: Uint8Array) => a.reduce((n, bit, i) => n + (bit === b[i] ? 0 : 1), 0);

describe('the demo villas’ photos', () => {
  it('when the island is planned, then every villa has 4 to 6 photos of different scenes, opening on an outdoor one', () => {
    for (const villa of plan.villas) {
      const kinds = villaPhotoKinds(villa.slug, villa.imageCount);
      expect(kinds.length).toBe(Math.min(6, Math.max(4, villa.imageCount)));
      expect(new Set(kinds).size, villa.slug).toBe(kinds.length);
      expect(['pool', 'view', 'beach']).toContain(kinds[0]);
      for (const kind of kinds) expect(SCENE_KINDS).toContain(kind);
    }
    // Not one fixed order: the villas open on different scenes.
    expect(new Set(plan.villas.map((v) => villaPhotoKinds(v.slug, v.imageCount).join())).size).toBeGreaterThan(12);
  });

  it('when two villas show the same kind of scene, then the pictures are laid out differently, not just recoloured', () => {
    // The old generator's recoloured cartoons differed in 0 to 53 of the 704 bits; these differ in 96 or more.
    for (const kind of SCENE_KINDS) {
      const prints = plan.villas.map((v) => structure(kind, hashText(v.slug)));
      for (let a = 0; a < prints.length; a++) {
        for (let b = a + 1; b < prints.length; b++) {
          expect(differing(prints[a]!, prints[b]!), `${kind}: ${plan.villas[a]!.slug} and ${plan.villas[b]!.slug}`).toBeGreaterThanOrEqual(80);
        }
      }
    }
  });

  it('when the photos are drawn twice, then they are the same bytes: 800x534 JPEGs, light enough for a phone, no two alike across the island', () => {
    const digests = new Set<string>();
    const sets = new Set<string>();
    for (const [n, villa] of plan.villas.slice(0, 4).entries()) {
      const photos = villaPhotos(villa.slug, villa.imageCount);
      if (n === 0) expect(villaPhotos(villa.slug, villa.imageCount).map((p) => p.bytes)).toEqual(photos.map((p) => p.bytes));
      const digest = photos.map((p) => createHash('sha256').update(p.bytes).digest('hex'));
      for (const d of digest) digests.add(d);
      sets.add(digest.join());
      for (const photo of photos) {
        const decoded = decodeJpeg(photo.bytes, { useTArray: true });
        expect([decoded.width, decoded.height]).toEqual([800, 534]);
        // Each upload's original: what Strapi makes the card's smaller formats from.
        expect(photo.bytes.length).toBeLessThan(120_000);
        expect(photo.fileName).toMatch(new RegExp(`^${villa.slug}-\\d-${photo.kind}\\.jpg$`));
      }
    }
    expect(sets.size).toBe(4);
    expect(digests.size).toBe([...plan.villas.slice(0, 4)].reduce((n, v) => n + villaPhotoKinds(v.slug, v.imageCount).length, 0));
  });

  it('when a scene is drawn, then it is a picture, not a blank or noise: many shades, in broad areas', () => {
    for (const kind of SCENE_KINDS) {
      const { rgb } = renderScene(hashText('coral-frangipani-1'), kind, 200, 134);
      const grey = Array.from({ length: rgb.length / 3 }, (_, i) => 0.3 * rgb[3 * i]! + 0.59 * rgb[3 * i + 1]! + 0.11 * rgb[3 * i + 2]!);
      const mean = grey.reduce((a, b) => a + b, 0) / grey.length;
      const spread = Math.sqrt(grey.reduce((a, b) => a + (b - mean) ** 2, 0) / grey.length);
      expect(spread, kind).toBeGreaterThan(12);
      // Neighbouring pixels mostly agree (drawn shapes, not static).
      let jumps = 0;
      for (let i = 1; i < grey.length; i++) if (Math.abs(grey[i]! - grey[i - 1]!) > 40) jumps++;
      expect(jumps / grey.length, kind).toBeLessThan(0.05);
    }
  });
});
