import { useMemo } from 'react';
import { mutate } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

export interface OccupiedRange {
  checkIn: string;
  checkOut: string;
  status: string;
}

const occupiedDatesRead = (villaId: string) => ({ params: { id: villaId } });

/**
 * The villa's occupied ranges (bookings not cancelled, and blocks), never who holds them: the
 * villa page's calendar and the booking flow's share this one read.
 */
export function useOccupiedRanges(villaId: string) {
  const read = useApi(api.bookings.listOccupiedDates, occupiedDatesRead(villaId));
  // docs/product.md#availability-calendar: cancelled bookings never block (the server leaves them out; this keeps it true).
  const ranges = useMemo<OccupiedRange[] | undefined>(() => read.data?.data.filter((range) => range.status !== 'cancelled'), [read.data]);
  return { data: ranges, error: read.error, isLoading: read.isLoading, mutate: read.mutate };
}

/** After a booking, or a refusal saying the nights are taken: the villa's occupied ranges are read again. */
export function refreshOccupiedRanges(villaId: string) {
  return mutate(api.bookings.listOccupiedDates.key(occupiedDatesRead(villaId)));
}
