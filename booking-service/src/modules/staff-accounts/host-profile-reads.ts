import { defaultHostName, type PublicHost } from '@islandstay/shared/staff/host-profile.schemas';
import type { HostProfileRecord } from './host-profiles.repository.ts';

/** What other modules may read of host profiles (the villa detail): they call these, never the repository. */
export { hostProfileOf, type HostProfileRecord } from './host-profiles.repository.ts';

/** What a villa page shows of a host: null when there is no name that may be shown. */
export function publicHostOf(record: HostProfileRecord): PublicHost | null {
  const displayName = record.displayName ?? defaultHostName(record.ownerName);
  if (!displayName) return null;
  return {
    displayName,
    photoUrl: record.showPhoto ? record.photoUrl : null,
    languages: record.languages,
    hostingSince: record.hostingSince,
    bio: record.bio,
  };
}
