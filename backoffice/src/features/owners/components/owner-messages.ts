import type { TFunction } from 'i18next';
import { MESSAGES } from '@islandstay/shared/staff/staff.schemas';
import { translateServerMessage } from '../../../lib/server-messages.ts';

/**
 * The owner forms' sentences (the shared schemas' and the server's, in English) in the user's
 * language; anything else as the server wrote it (spec 8: the server's error is preferred).
 */
const KNOWN: Record<string, string> = {
  [MESSAGES.adminMismatch]: 'owners.messages.mismatch',
  [MESSAGES.usernameRequired]: 'owners.messages.usernameRequired',
  'username must be at least 3 characters': 'owners.messages.usernameShort',
  'An account with this email or username already exists': 'owners.messages.taken',
  'Owner not found': 'owners.messages.notFound',
};

export function ownerMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = KNOWN[message];
  return key ? t(key) : translateServerMessage(t, message);
}
