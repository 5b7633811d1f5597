import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { derivedRead } from '@islandstay/web-common/api/derived-read';

/** The signed-in staff member's own account (`data` is the account). */
export function useProfile() {
  return derivedRead(useApi(api.staffProfile.get, undefined, { revalidateOnFocus: false }), (answer) => answer.data);
}
