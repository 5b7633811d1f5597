import { z } from 'zod';
import { multilineText, plainText } from '../http/common.schemas.ts';

/**
 * An owner's public host profile: what a villa page says about who hosts it. Only what the owner
 * chose to show goes out; never the account's email, phone, address or full last name.
 */

/** The languages a host can say they speak (ISO 639-1; names come from Intl.DisplayNames). */
export const HOST_LANGUAGES = ['en', 'th', 'zh', 'ru', 'de', 'fr', 'ja', 'ko', 'es', 'it', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs', 'uk', 'ar', 'he', 'hi', 'ms', 'id', 'vi', 'pt', 'tr'] as const;
const HOST_LANGUAGES_MAX = 10;
export const HOST_BIO_MAX = 500;
export const HOST_NAME_MAX = 60;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** What the villa page shows. */
export const publicHostSchema = z.object({
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  languages: z.array(z.string()),
  /** The year the owner's account was created or their first villa listed, whichever is earlier. */
  hostingSince: z.number().int().nullable(),
  bio: z.string().nullable(),
});
export type PublicHost = z.infer<typeof publicHostSchema>;

/** The owner's edit: a blank name means "the default" (first name and last initial), a blank bio none. */
export const hostProfileUpdateSchema = z.object({
  displayName: z.preprocess(blankToNull, plainText(HOST_NAME_MAX).nullable()),
  languages: z
    .array(z.enum(HOST_LANGUAGES, { error: `languages must be among ${HOST_LANGUAGES.join(', ')}` }))
    .max(HOST_LANGUAGES_MAX, `languages may list at most ${HOST_LANGUAGES_MAX}`)
    .transform((codes) => [...new Set(codes)]),
  bio: z.preprocess(blankToNull, multilineText(HOST_BIO_MAX).nullable()),
  showPhoto: z.boolean(),
});
export type HostProfileUpdate = z.infer<typeof hostProfileUpdateSchema>;

/** The owner's own view: what they set, and what the villa page shows from it. */
export const hostProfileSchema = z.object({
  displayName: z.string().nullable(),
  languages: z.array(z.string()),
  bio: z.string().nullable(),
  showPhoto: z.boolean(),
  /** The name shown when displayName is blank. */
  defaultDisplayName: z.string(),
  preview: publicHostSchema,
});
export type HostProfile = z.infer<typeof hostProfileSchema>;
export const hostProfileResponseSchema = z.object({ data: hostProfileSchema });

/**
 * The default public name: the first name and the initial of the last ("Somchai K."). A name that
 * looks like an email address gives nothing: it must never be shown.
 */
export function defaultHostName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.some((w) => w.includes('@'))) return '';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]?.toUpperCase()}.` : (first ?? '');
}
