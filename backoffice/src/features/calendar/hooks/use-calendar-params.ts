import { useCallback, useMemo } from 'react';
import { useSearchParamsWriter } from '@islandstay/web-common/lib/use-search-params-writer';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { readCalendarParams, writeCalendarParams, type CalendarParams } from './calendar-params.ts';

/** The calendar's view, range, villa search and chosen villa, read from and written to the URL. */
export function useCalendarParams() {
  const [searchParams, setSearchParams] = useSearchParamsWriter();
  const today = todayOnIsland();
  const params = useMemo(() => readCalendarParams(searchParams, today), [searchParams, today]);
  const update = useCallback(
    (patch: Partial<CalendarParams>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => writeCalendarParams(current, patch), { replace: options.replace });
    },
    [setSearchParams],
  );
  return { params, update, today };
}
