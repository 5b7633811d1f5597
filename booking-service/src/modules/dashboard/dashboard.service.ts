import type { AdminStats } from '@islandstay/shared/bookings/stats.schemas';
import Decimal from 'decimal.js';
import { roundMoneyNumber } from '@islandstay/shared/currency/currency';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Session } from '../auth/session.service.ts';
import type { StaffBookingService } from '../bookings/staff-bookings.service.ts';
import { ownerScope } from '../auth/scope.ts';
import type { ContactService } from '../contacts/contacts.service.ts';
import type { CurrencyAdminService } from '../currencies/currency-admin.service.ts';
import { bookingTotalsByStatus, moneyFigures } from '../bookings/booking-reads.ts';
import { contactCounts } from './dashboard.repository.ts';

/** The dashboard's figures, in the caller's scope; contact figures for the admin only. */
export class DashboardService {
  constructor(
    private readonly db: Knex,
    private readonly currencies: CurrencyAdminService,
    private readonly staffBookings: StaffBookingService,
    private readonly contacts: ContactService,
    private readonly clock: Clock,
  ) {}

  async stats(session: Session): Promise<AdminStats> {
    const scope = ownerScope(session);
    const [{ currency: viewer }, recent] = await Promise.all([this.currencies.viewerCurrency(session), this.staffBookings.list(session, { limit: 5, sortBy: 'createdAt', sortOrder: 'desc' })]);
    // Revenue in the viewer's currency (the admin's base currency, or the owner's own), at the
    // rates the bookings kept.
    const today = todayOnIsland(this.clock());
    const [totals, money] = await Promise.all([bookingTotalsByStatus(this.db, scope, viewer.code), moneyFigures(this.db, scope, viewer.code, { from: `${today.slice(0, 7)}-01`, to: today }, today)]);
    const count = (status: string) => totals.get(status)?.count ?? 0;
    const earned = new Decimal(totals.get('confirmed')?.viewerTotal ?? 0).add(totals.get('completed')?.viewerTotal ?? 0);
    const all = [...totals.values()].reduce((sum, t) => sum + t.count, 0);
    const stats: AdminStats = {
      totalRevenue: roundMoneyNumber(earned, viewer.decimalPlaces),
      currency: viewer.code,
      totalBookings: all,
      confirmedBookings: count('confirmed'),
      pendingBookings: count('pending'),
      completedBookings: count('completed'),
      cancelledBookings: count('cancelled'),
      confirmationRate: all === 0 ? 0 : Math.round(((count('confirmed') + count('completed')) * 1000) / all) / 10,
      money: {
        receivedThisMonth: roundMoneyNumber(new Decimal(money.received), viewer.decimalPlaces),
        due: roundMoneyNumber(new Decimal(money.due), viewer.decimalPlaces),
        overdue: roundMoneyNumber(new Decimal(money.overdue), viewer.decimalPlaces),
      },
      recentBookings: recent.bookings,
    };
    if (session.role === 'admin') {
      const [counts, latest] = await Promise.all([contactCounts(this.db), this.contacts.list({ limit: 5 })]);
      stats.totalContacts = counts.total;
      stats.newContacts = counts.fresh;
      stats.recentContacts = latest.contacts;
    }
    return stats;
  }
}
