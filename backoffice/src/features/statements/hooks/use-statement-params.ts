import { useCallback } from 'react';
import { useSearchParamsWriter } from '@islandstay/web-common/lib/use-search-params-writer';
import { currentIslandMonth, isStatementMonth } from './statement-month.ts';

/**
 * The statements page's URL state: `?month=YYYY-MM` (the island's current month when absent or not a
 * month) and, for the admin, `?owner=<id>` for one owner's statement.
 */
export function useStatementParams() {
  const [params, setParams] = useSearchParamsWriter();
  const raw = params.get('month');
  const month = isStatementMonth(raw) ? raw : currentIslandMonth();
  const owner = params.get('owner')?.trim() || null;

  const update = useCallback(
    (patch: { month?: string; owner?: string | null }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (patch.month !== undefined) next.set('month', patch.month);
        if (patch.owner === null) next.delete('owner');
        else if (patch.owner !== undefined) next.set('owner', patch.owner);
        return next;
      }),
    [setParams],
  );

  return { month, owner, update };
}
