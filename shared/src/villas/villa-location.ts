import { z } from 'zod';

/**
 * Where a villa is. The CMS and the back office record its exact point; an owner who would
 * rather not show it before a booking sets `hideExactLocation`, and the public answer then gives
 * the centre of the ~500 m grid cell the villa is in (`approximate: true`), never the exact spot.
 * Snapping to a fixed grid (not a random offset) answers the same point every time, so repeated
 * reads cannot be averaged back to the villa.
 */
export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;

/** The grid step in degrees of latitude: 0.0045 degrees is about 500 m. */
export const APPROXIMATE_GRID_DEGREES = 0.0045;
/** The radius the storefront draws around an approximate point: half a cell's diagonal, rounded up. */
export const APPROXIMATE_RADIUS_METRES = 400;

export const latitudeSchema = z
  .number({ error: 'latitude must be a number' })
  .min(LATITUDE_MIN, `latitude must be between ${LATITUDE_MIN} and ${LATITUDE_MAX}`)
  .max(LATITUDE_MAX, `latitude must be between ${LATITUDE_MIN} and ${LATITUDE_MAX}`);
export const longitudeSchema = z
  .number({ error: 'longitude must be a number' })
  .min(LONGITUDE_MIN, `longitude must be between ${LONGITUDE_MIN} and ${LONGITUDE_MAX}`)
  .max(LONGITUDE_MAX, `longitude must be between ${LONGITUDE_MIN} and ${LONGITUDE_MAX}`);

/** A villa's public location: exact, or the centre of its grid cell when `approximate`. */
export const villaLocationSchema = z.object({ latitude: z.number(), longitude: z.number(), approximate: z.boolean() });
export type VillaLocation = z.infer<typeof villaLocationSchema>;

/** The recorded point and whether to hide it (the read model's view). */
export interface RecordedLocation {
  latitude: number;
  longitude: number;
  hideExactLocation: boolean;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The centre of the grid cell holding `value`, with cells `step` wide. */
function cellCentre(value: number, step: number): number {
  return (Math.floor(value / step) + 0.5) * step;
}

/**
 * The point the public sees. Longitude cells are widened by 1/cos(latitude of the cell) so a
 * cell is about as wide as it is tall at any latitude.
 */
export function publicLocation(recorded: RecordedLocation | null): VillaLocation | null {
  if (!recorded) return null;
  if (!recorded.hideExactLocation) return { latitude: round6(recorded.latitude), longitude: round6(recorded.longitude), approximate: false };
  const latitude = Math.min(LATITUDE_MAX, Math.max(LATITUDE_MIN, cellCentre(recorded.latitude, APPROXIMATE_GRID_DEGREES)));
  const lngStep = APPROXIMATE_GRID_DEGREES / Math.max(0.1, Math.cos((latitude * Math.PI) / 180));
  const longitude = Math.min(LONGITUDE_MAX, Math.max(LONGITUDE_MIN, cellCentre(recorded.longitude, lngStep)));
  return { latitude: round6(latitude), longitude: round6(longitude), approximate: true };
}
