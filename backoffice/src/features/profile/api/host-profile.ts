import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { HostProfileUpdate } from '@islandstay/shared/staff/host-profile.schemas';
import { useApi } from '@islandstay/web-common/api/use-api';
import { derivedRead } from '@islandstay/web-common/api/derived-read';

/** The signed-in owner's public host profile: what they set, and what their villa pages show of it. */
export function useHostProfile() {
  return derivedRead(useApi(api.staffProfile.getHost, undefined, { revalidateOnFocus: false }), (answer) => answer.data);
}

export async function updateHostProfile(body: HostProfileUpdate, mutate: ScopedMutator) {
  const answer = await api.staffProfile.updateHost({ body });
  await mutate(api.staffProfile.getHost.key(), answer, { revalidate: false });
  return answer.data;
}
