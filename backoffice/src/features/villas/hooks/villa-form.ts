import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { sharedSchemaResolver } from '@islandstay/web-common/lib/form-resolver';
import { adminVillaCreateSchema } from '@islandstay/shared/villas/admin-villa.schemas';
import { VILLA_TYPES } from '@islandstay/shared/villas/villa.schemas';
import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';
import type { AdminVilla } from '../api/admin-villas.ts';
import type { ShortStayLicence } from '@islandstay/shared/villas/short-stay-licence';

export type VillaType = (typeof VILLA_TYPES)[number];

/** What the villa form's inputs hold (numbers as typed text; the shared schema coerces them). */
export interface VillaFormValues {
  villatype: VillaType;
  owner: string;
  name: string;
  areas: string[];
  price: string;
  /** Once per stay, in the villa's currency; empty means none. */
  cleaningFee: string;
  guests: string;
  bedrooms: string;
  bathrooms: string;
  isActive: boolean;
  /** The Thai short-stay licence status; empty: not recorded (an edit then leaves it as it is). */
  shortStayLicence: ShortStayLicence | '';
  description: string;
  /** The description Thai guests read; empty: they read the English one. */
  descriptionTh: string;
  amenities: string[];
  /** Photos to fetch from the web, one per line. */
  imageUrls: string;
  /** Decimal degrees as typed (or set by the map's pin); both or neither, empty: no point. */
  latitude: string;
  longitude: string;
  /** Guests see only the area around the villa until they book. */
  hideExactLocation: boolean;
}

export const VILLA_FORM_FIELDS = [
  'villatype',
  'owner',
  'name',
  'areas',
  'price',
  'cleaningFee',
  'guests',
  'bedrooms',
  'bathrooms',
  'isActive',
  'shortStayLicence',
  'description',
  'descriptionTh',
  'amenities',
  'imageUrls',
  'latitude',
  'longitude',
  'hideExactLocation',
] as const;
export type VillaFormField = (typeof VILLA_FORM_FIELDS)[number];

export function isVillaFormField(name: string): name is VillaFormField {
  return (VILLA_FORM_FIELDS as readonly string[]).includes(name);
}

export const OWNER_REQUIRED = 'Please assign an owner';
export const LOCATION_INCOMPLETE = 'Please enter both latitude and longitude, or neither';

/** The coordinate field left empty while the other is filled (the server refuses half a point), if any. */
export function missingCoordinate(values: Pick<VillaFormValues, 'latitude' | 'longitude'>): 'latitude' | 'longitude' | null {
  const hasLatitude = values.latitude.trim() !== '';
  const hasLongitude = values.longitude.trim() !== '';
  if (hasLatitude === hasLongitude) return null;
  return hasLatitude ? 'longitude' : 'latitude';
}

const NUMBER_FIELDS = ['price', 'guests', 'bedrooms', 'bathrooms'] as const;

/**
 * The shared create schema (the server's rule) with the browser-side extras docs/product.md#villas asks for: an
 * empty number is "required" (not 0), and the admin must assign an owner (checked beside the
 * schema, so it is reported together with the schema's own errors).
 */
export function villaFormResolver(isAdmin: boolean): Resolver<VillaFormValues, unknown, unknown> {
  const schema = z.preprocess((value) => {
    if (!value || typeof value !== 'object') return value;
    const v = { ...(value as Record<string, unknown>) };
    for (const field of NUMBER_FIELDS) if (typeof v[field] === 'string' && (v[field] as string).trim() === '') v[field] = undefined;
    if (v.owner === '') v.owner = undefined;
    if (typeof v.cleaningFee === 'string' && v.cleaningFee.trim() === '') v.cleaningFee = undefined;
    // An empty list field is absent (the shared list parser reads '' as nothing, not as an empty list).
    if (typeof v.imageUrls === 'string' && v.imageUrls.trim() === '') v.imageUrls = undefined;
    return v;
  }, adminVillaCreateSchema);
  const shared = sharedSchemaResolver<VillaFormValues, unknown>(schema);
  return async (values, context, options) => {
    const result = await shared(values, context, options);
    const extra: Record<string, { type: string; message: string }> = {};
    if (isAdmin && !values.owner) extra.owner = { type: 'villa.ownerRequired', message: OWNER_REQUIRED };
    const missing = missingCoordinate(values);
    if (missing) extra[missing] = { type: 'villa.locationIncomplete', message: LOCATION_INCOMPLETE };
    if (Object.keys(extra).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...extra } };
  };
}

export function emptyVillaForm(): VillaFormValues {
  return {
    villatype: 'Home',
    owner: '',
    name: '',
    areas: [],
    price: '',
    cleaningFee: '',
    guests: '',
    bedrooms: '',
    bathrooms: '',
    isActive: true,
    shortStayLicence: '',
    description: '',
    descriptionTh: '',
    amenities: [],
    imageUrls: '',
    latitude: '',
    longitude: '',
    hideExactLocation: false,
  };
}

export function villaToForm(villa: AdminVilla): VillaFormValues {
  const type = (VILLA_TYPES as readonly string[]).includes(villa.villatype) ? (villa.villatype as VillaType) : 'Home';
  return {
    villatype: type,
    owner: villa.owner?.id ?? '',
    name: villa.name,
    areas: villa.areas,
    price: String(villa.price),
    cleaningFee: villa.cleaningFee ? String(villa.cleaningFee) : '',
    guests: String(villa.guests),
    bedrooms: String(villa.bedrooms),
    bathrooms: String(villa.bathrooms),
    isActive: villa.isActive,
    shortStayLicence: villa.shortStayLicence ?? '',
    description: villa.description,
    descriptionTh: villa.descriptionTh ?? '',
    amenities: villa.amenities,
    imageUrls: '',
    latitude: villa.latitude === null || villa.latitude === undefined ? '' : String(villa.latitude),
    longitude: villa.longitude === null || villa.longitude === undefined ? '' : String(villa.longitude),
    hideExactLocation: villa.hideExactLocation ?? false,
  };
}

export function imageUrlList(text: string): string[] {
  return text
    .split(/\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface PhotoChanges {
  /** Current photos kept, in the wanted order (edit). */
  kept: VillaImageDto[];
  /** Current photos to remove (edit). */
  removed: VillaImageDto[];
  /** New files, in order; they follow the kept photos. */
  files: File[];
}

/** The multipart body of POST/PUT /api/admin/villas (lists as JSON text, which the shared schema reads). */
export function villaFormData(values: VillaFormValues, photos: PhotoChanges, options: { isAdmin: boolean; editing: boolean }): FormData {
  const form = new FormData();
  form.set('name', values.name.trim());
  form.set('description', values.description.trim());
  // Sent on an edit even when empty: clearing it removes the Thai description.
  if (options.editing || values.descriptionTh.trim()) form.set('descriptionTh', values.descriptionTh.trim());
  form.set('villatype', values.villatype);
  form.set('areas', JSON.stringify(values.areas));
  form.set('amenities', JSON.stringify(values.amenities));
  for (const field of NUMBER_FIELDS) form.set(field, values[field].trim());
  // Always sent, so clearing the field on an edit removes the fee.
  form.set('cleaningFee', values.cleaningFee.trim() || '0');
  form.set('isActive', String(values.isActive));
  if (values.shortStayLicence) form.set('shortStayLicence', values.shortStayLicence);
  // Always sent, both or neither: empty fields clear the villa's point on an edit.
  form.set('latitude', values.latitude.trim());
  form.set('longitude', values.longitude.trim());
  form.set('hideExactLocation', String(values.hideExactLocation));
  if (options.isAdmin && values.owner) form.set('owner', values.owner);
  const urls = imageUrlList(values.imageUrls);
  if (urls.length > 0) form.set('imageUrls', JSON.stringify(urls));
  if (options.editing) {
    const ids = (images: VillaImageDto[]) => images.flatMap((image) => (image.id === undefined ? [] : [image.id]));
    form.set('removeImageIds', JSON.stringify(ids(photos.removed)));
    form.set('orderedImages', JSON.stringify(ids(photos.kept)));
  }
  for (const file of photos.files) form.append('images', file, file.name);
  return form;
}
