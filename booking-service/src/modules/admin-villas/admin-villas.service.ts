import { roundMoneyNumber } from '@islandstay/shared/currency/currency';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { NightPricer } from '@islandstay/shared/pricing/pricing-engine';
import type { AdminVillaListQuery } from '@islandstay/shared/villas/admin-villa.schemas';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownerScope, villaInScope } from '../auth/scope.ts';
import type { Session } from '../auth/session.service.ts';
import { bookingStatsByVilla, type VillaBookingStats } from '../bookings/booking-reads.ts';
import { listSeasonRanges, listVillasByIds } from '../villas/villa-reads.ts';
import { listAdminVillas, listAreaNames } from './admin-villas.repository.ts';

export const ADMIN_VILLA_PAGE_SIZE = 10;
const NO_BOOKINGS: VillaBookingStats = { totalBookings: 0, confirmedBookings: 0, completedBookings: 0, totalRevenue: '0' };

/** The back office's villa list: any status, in scope, with booking statistics and tonight's price. */
export class AdminVillaService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  /** One villa in scope, as the list shows it; another owner's is 404. */
  async get(session: Session, villaId: string) {
    await villaInScope(this.db, session, villaId);
    const [villa] = (await this.list(session, {}, villaId)).villas;
    if (!villa) throw AppError.notFound('Villa not found', 'villa.notFound');
    return villa;
  }

  async list(session: Session, query: AdminVillaListQuery, villaId?: string) {
    const scope = ownerScope(session);
    const page = query.page ?? 1;
    const limit = query.limit ?? ADMIN_VILLA_PAGE_SIZE;
    const { rows, total } = await listAdminVillas(this.db, {
      villaId,
      ownerId: scope ?? (query.filterOwner || query.owner || undefined),
      search: query.search || undefined,
      area: query.area || undefined,
      active: query.status === 'active' ? true : query.status === 'inactive' ? false : undefined,
      sortBy: query.sortBy ?? 'createdAt',
      sortOrder: query.sortOrder ?? 'desc',
      offset: (page - 1) * limit,
      limit,
    });
    const ids = rows.map((r) => r.id);
    const [records, ranges, stats] = await Promise.all([listVillasByIds(this.db, ids), listSeasonRanges(this.db), bookingStatsByVilla(this.db, ids)]);
    const byId = new Map(records.map((r) => [r.id, r]));
    const today = todayOnIsland(this.clock());
    const villas = rows.flatMap((row) => {
      const v = byId.get(row.id);
      if (!v) return [];
      const pricer = new NightPricer(v.pricing, ranges);
      const choice = pricer.choose(today, 'Daily');
      const booked = stats.get(v.id) ?? NO_BOOKINGS;
      return [
        {
          id: v.id,
          _id: v.id,
          name: v.name,
          slug: v.slug,
          description: v.description,
          descriptionTh: v.translations.th?.description ?? '',
          villatype: v.villatype,
          areas: v.areas,
          amenities: v.amenities,
          images: v.images,
          guests: v.guests,
          bedrooms: v.bedrooms,
          bathrooms: v.bathrooms,
          price: v.basePrice,
          cleaningFee: Number(v.pricing.cleaningFee ?? 0),
          shortStayLicence: v.shortStayLicence,
          latitude: v.location?.latitude ?? null,
          longitude: v.location?.longitude ?? null,
          hideExactLocation: v.location?.hideExactLocation ?? false,
          currency: v.currency,
          isActive: v.isActive,
          isPromoted: v.isPromoted,
          rating: v.rating,
          reviews: v.reviewCount,
          owner: v.ownerId ? { id: v.ownerId, name: row.ownerName ?? '' } : null,
          createdAt: v.createdAt,
          currentPrice: roundMoneyNumber(pricer.priceNight(today, 'Daily').price, v.pricing.decimalPlaces),
          currentSeason: choice.kind === 'season' ? choice.source.replace(/^season:/, '') : null,
          totalBookings: booked.totalBookings,
          confirmedBookings: booked.confirmedBookings,
          completedBookings: booked.completedBookings,
          totalRevenue: roundMoneyNumber(booked.totalRevenue, v.pricing.decimalPlaces),
        },
      ];
    });
    return { villas, data: villas, page, totalPages: Math.max(1, Math.ceil(total / limit)), total, totalVillas: total };
  }

  areas(): Promise<string[]> {
    return listAreaNames(this.db);
  }
}
