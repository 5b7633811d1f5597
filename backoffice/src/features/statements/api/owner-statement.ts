import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** One owner's statement for a month: stays, ledger lines and totals per currency. `null` owner reads nothing yet. */
export function useOwnerStatement(ownerId: string | null, month: string) {
  return useApi(api.statements.get, ownerId ? { params: { ownerId }, query: { month } } : null, { keepPreviousData: true, revalidateOnFocus: false });
}
