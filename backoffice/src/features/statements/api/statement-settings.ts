import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** The platform's commission on what owners receive (a percentage). */
export function useStatementSettings() {
  return useApi(api.statements.settings, undefined, { revalidateOnFocus: false });
}
