import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';

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

/** A map's visible area in degrees: the search's `bounds`, which keeps villas whose public point lies inside. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const BOUNDS_FORMAT = 'bounds must be four numbers: south,west,north,east';
const BOUNDS_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * `bounds=south,west,north,east` (degrees) from a query string: four numbers, latitudes within
 * -90..90 and longitudes within -180..180, south below north and west below east (an area across
 * the 180th meridian is not asked for: the island is far from it). Empty means absent.
 */
export const mapBoundsQuerySchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string({ error: BOUNDS_FORMAT })
    .max(100, 'bounds must be at most 100 characters')
    .meta({ description: 'The map area: south,west,north,east in degrees (south < north, west < east)', example: '9.45,100.01,9.56,100.08' })
    .transform((raw, ctx): MapBounds => {
      const parts = raw.split(',').map((part) => part.trim());
      if (parts.length !== 4 || parts.some((part) => !BOUNDS_NUMBER.test(part))) {
        ctx.addIssue({ code: 'custom', message: BOUNDS_FORMAT, params: errorParams('validation.invalidFormat', { format: 'bounds' }) });
        return z.NEVER;
      }
      const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
      const latitudes = [south, north].every((v) => v >= LATITUDE_MIN && v <= LATITUDE_MAX);
      const longitudes = [west, east].every((v) => v >= LONGITUDE_MIN && v <= LONGITUDE_MAX);
      if (!latitudes) ctx.addIssue({ code: 'custom', message: `bounds latitudes must be between ${LATITUDE_MIN} and ${LATITUDE_MAX}` });
      if (!longitudes) ctx.addIssue({ code: 'custom', message: `bounds longitudes must be between ${LONGITUDE_MIN} and ${LONGITUDE_MAX}` });
      if (latitudes && longitudes && !(south < north && west < east)) ctx.addIssue({ code: 'custom', message: 'bounds south must be below north and west below east' });
      return { south, west, north, east };
    })
    .optional(),
);

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
