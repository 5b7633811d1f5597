import type { AdminBookingListQuery, BookingDto, BookingStatus } from '@islandstay/shared/bookings/booking.schemas';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Session } from '../auth/session.service.ts';
import { findBooking, findOccupancy, listStaffBookings, lockVilla, setBookingStatus, villaOwnerOf } from './bookings.repository.ts';
import { conflictError } from './bookings.service.ts';

export const STAFF_PAGE_SIZE = 10;

/** The owner whose villas bound a staff member's view: undefined for the admin (everything). */
export function ownerScope(session: Session): string | undefined {
  if (session.role === 'admin') return undefined;
  if (session.role === 'owner' && session.ownerId) return session.ownerId;
  throw new AppError('FORBIDDEN', 'You do not have access to this');
}

/**
 * Bookings as the back office sees them. An owner's scope comes from the session, never from a
 * query parameter: another owner's booking is 404 for them.
 */
export class StaffBookingService {
  constructor(private readonly db: Knex) {}

  async list(session: Session, query: AdminBookingListQuery) {
    const scope = ownerScope(session);
    const ownerId = scope ?? (query.owner || query.filterOwner || undefined);
    const page = query.page ?? 1;
    const limit = query.limit ?? STAFF_PAGE_SIZE;
    const { rows, total } = await listStaffBookings(this.db, {
      ownerId,
      status: query.status && query.status !== 'all' ? query.status : undefined,
      search: query.search || undefined,
      sortBy: query.sortBy ?? 'createdAt',
      sortOrder: query.sortOrder ?? 'desc',
      offset: (page - 1) * limit,
      limit,
    });
    return { bookings: rows, data: rows, page, totalPages: Math.max(1, Math.ceil(total / limit)), total };
  }

  async get(session: Session, id: string): Promise<BookingDto> {
    const booking = await findBooking(this.db, id);
    if (!booking || !(await this.inScope(this.db, session, booking.villaId))) throw AppError.notFound('Booking not found');
    return booking;
  }

  /**
   * Any status to any other (the spec sets no order); reviving a cancelled booking into nights
   * that are taken now is the same 409 as a new booking.
   */
  async changeStatus(session: Session, id: string, status: BookingStatus): Promise<BookingDto> {
    return this.db.transaction(async (trx) => {
      const booking = await findBooking(trx, id, { forUpdate: true });
      if (!booking || !(await this.inScope(trx, session, booking.villaId))) throw AppError.notFound('Booking not found');
      if (booking.status === 'cancelled' && status !== 'cancelled') {
        await lockVilla(trx, booking.villaId);
        const occupied = await findOccupancy(trx, booking.villaId, booking.checkIn, booking.checkOut, booking.id);
        if (occupied) throw conflictError(occupied, true);
      }
      const updated = await setBookingStatus(trx, booking.id, status);
      if (!updated) throw AppError.notFound('Booking not found');
      return updated;
    });
  }

  private async inScope(db: Knex | Knex.Transaction, session: Session, villaId: string): Promise<boolean> {
    const scope = ownerScope(session);
    if (scope === undefined) return true;
    return (await villaOwnerOf(db, villaId)) === scope;
  }
}
