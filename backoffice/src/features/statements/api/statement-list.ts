import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** A month's statements: every owner with money or stays in it (an owner: their own line only). `null` reads nothing. */
export function useStatementList(month: string | null) {
  return useApi(api.statements.list, month ? { query: { month } } : null, { keepPreviousData: true, revalidateOnFocus: false });
}
