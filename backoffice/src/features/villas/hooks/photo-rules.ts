/** What the server accepts (booking-service admin-villas routes: 12 files of at most 8 MB; JPEG, PNG or WebP by their first bytes). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_MAX_FILES = 12;

export type PhotoProblem = 'type' | 'size' | 'count';

export interface RefusedPhoto {
  name: string;
  problem: PhotoProblem;
}

/** JPEG, PNG or WebP by the file's first bytes (a renamed file is caught before upload, as the server would). */
export function sniffPhotoType(bytes: Uint8Array): string | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length > 12 && text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

async function headOf(file: File): Promise<Uint8Array> {
  const blob = file.slice(0, 16);
  // jsdom's Blob has no arrayBuffer(); FileReader works everywhere.
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Splits chosen files into those to upload and those refused, each with its reason; `room` is how many more the villa may take. */
export async function checkPhotos(files: readonly File[], room: number): Promise<{ accepted: File[]; refused: RefusedPhoto[] }> {
  const accepted: File[] = [];
  const refused: RefusedPhoto[] = [];
  for (const file of files) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type) || !sniffPhotoType(await headOf(file))) refused.push({ name: file.name, problem: 'type' });
    else if (file.size > PHOTO_MAX_BYTES) refused.push({ name: file.name, problem: 'size' });
    else if (accepted.length >= room) refused.push({ name: file.name, problem: 'count' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The list with the item at `from` moved to `to` (drag and drop, or the move buttons). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
