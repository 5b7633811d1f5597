import type { BookingDto, BookingVilla } from '@islandstay/shared/bookings/booking.schemas';
import type { Knex } from '../../db/knex.ts';
import { findVillaCards } from './bookings.repository.ts';

/**
 * The one mapping of a booking to what the front ends show: the booking with its villa's card
 * (name, areas, images) from the read model, or the name kept on the booking once the villa is gone.
 */
export async function withVillas<T extends BookingDto>(db: Knex | Knex.Transaction, bookings: T[]): Promise<(T & { villa: BookingVilla })[]> {
  const cards = await findVillaCards(
    db,
    bookings.map((b) => b.villaId),
  );
  return bookings.map((booking) => ({
    ...booking,
    villa: cards.get(booking.villaId) ?? { id: booking.villaId, name: booking.villaName, areas: [], images: [] },
  }));
}

export async function withVilla<T extends BookingDto>(db: Knex | Knex.Transaction, booking: T): Promise<T & { villa: BookingVilla }> {
  const [mapped] = await withVillas(db, [booking]);
  return mapped!;
}
