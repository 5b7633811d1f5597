import type Koa from 'koa';
import koaMulter from '@koa/multer';
import multer from 'multer';
import { AppError } from '../lib/app-error.ts';
import type { UploadedFile } from '../lib/http/uploaded-file.ts';

export type { UploadedFile };

const IMAGE_SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/webp', test: (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** JPEG, PNG or WebP by the file's first bytes; undefined for anything else. */
export function sniffImageType(bytes: Buffer): string | undefined {
  return IMAGE_SIGNATURES.find((s) => s.test(bytes))?.type;
}

/**
 * Parses a multipart body with up to `maxFiles` files in one field into `ctx.request.body` (the
 * text fields) and returns the files, held in memory (@koa/multer over multer). Each file's type is
 * decided by its first bytes, not its name.
 */
export async function parseMultipart(ctx: Koa.Context, field: string, maxBytes: number, maxFiles = 1): Promise<UploadedFile[]> {
  const upload = koaMulter({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: maxFiles, fields: 60, fieldSize: 20_000 } }).array(field, maxFiles);
  try {
    // Run for what it leaves on the request: the route's handler goes on after this.
    await upload(ctx, () => Promise.resolve());
  } catch (err) {
    throw uploadError(err, field, maxBytes, maxFiles);
  }
  const request = ctx.request as { body?: Record<string, unknown>; files?: UploadedFile[] };
  request.body = { ...request.body };
  return (request.files ?? []).map((file) => {
    const type = sniffImageType(file.buffer);
    if (!type) throw AppError.validation(field, 'upload.notImage', 'must be a JPEG, PNG or WebP image');
    return { ...file, mimetype: type };
  });
}

/** Multer's refusals as the API's validation errors, on the field they concern. */
function uploadError(err: unknown, field: string, maxBytes: number, maxFiles: number): AppError {
  if (!(err instanceof multer.MulterError)) return new AppError('VALIDATION', 'upload.unreadable', 'The multipart body could not be read');
  const megabytes = Math.round(maxBytes / 1024 / 1024);
  if (err.code === 'LIMIT_FILE_SIZE') return AppError.validation(err.field ?? field, 'upload.tooLarge', `must be at most ${megabytes} MB`, { maximumMegabytes: megabytes });
  if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE') {
    return AppError.validation(err.field ?? field, 'upload.tooManyFiles', `at most ${maxFiles} file${maxFiles === 1 ? '' : 's'} in "${field}"`, { maximum: maxFiles, field });
  }
  return AppError.validation(err.field ?? field, 'upload.refused', err.message, { reason: err.message });
}

export function isMultipart(ctx: Koa.Context): boolean {
  return ctx.is('multipart/form-data') === 'multipart/form-data';
}
