import type { TFunction } from 'i18next';
import { MESSAGES } from '@islandstay/shared/staff/staff.schemas';
import { translateServerMessage } from '../../../lib/server-messages.ts';

/** The profile forms' sentences (shared schemas' and server's English) in the user's language; anything else as written. */
const KNOWN: Record<string, string> = {
  [MESSAGES.usernameRequired]: 'profile.messages.usernameRequired',
  [MESSAGES.adminMismatch]: 'profile.messages.mismatch',
  'username must be at least 3 characters': 'profile.messages.usernameShort',
  'currentPassword is required': 'profile.messages.currentRequired',
  'Current password is incorrect': 'profile.messages.currentWrong',
  'An account with this email or username already exists': 'profile.messages.taken',
  'must be a JPEG, PNG or WebP image': 'profile.messages.imageType',
  'must be at most 2 MB': 'profile.messages.imageSize',
};

export function profileMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = KNOWN[message];
  return key ? t(key) : translateServerMessage(t, message);
}
