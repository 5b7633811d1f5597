import type { Currency } from '@islandstay/shared/currency/currency';
import type { WishlistEntryDto } from '@islandstay/shared/wishlist/wishlist.schemas';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { CurrencyService } from '../currencies/currencies.service.ts';
import type { CurrencyTable } from '../currencies/currency-reads.ts';
import { cardPricingSummary, tonightPrice, type CatalogEntry } from '../villas/villa-catalog.ts';
import type { VillaService } from '../villas/villas.service.ts';
import { addWishlistEntry, listWishlist, removeWishlistEntry, type WishlistRecord } from './wishlist.repository.ts';

/** The display currency, with the table whose exact rates convert into it. */
interface Display {
  currency: Currency;
  currencies: CurrencyTable;
}

function toEntryDto(record: WishlistRecord, entry: CatalogEntry, today: string, display?: Display): WishlistEntryDto {
  const { villa } = entry;
  const currentPrice = tonightPrice(entry, today);
  return {
    villaId: villa.id,
    addedAt: record.addedAt,
    id: villa.id,
    slug: villa.slug,
    name: villa.name,
    areas: villa.areas,
    guests: villa.guests,
    bedrooms: villa.bedrooms,
    bathrooms: villa.bathrooms,
    images: villa.images,
    rating: villa.rating,
    reviews: villa.reviewCount,
    currency: villa.currency,
    currentPrice,
    pricingSummary: cardPricingSummary(entry, today),
    ...(display ? { display: { currency: display.currency.code, currentPrice: CurrencyService.convert(display.currencies, currentPrice, entry.currency, display.currency) } } : {}),
  };
}

/** A customer's wishlist: public villas they saved, shown as cards from the villa catalog. */
export class WishlistService {
  constructor(
    private readonly db: Knex,
    private readonly villas: VillaService,
    private readonly clock: Clock,
  ) {}

  /** Saves a public villa (by id or slug); saving it again is fine. */
  async add(customerId: string, villaIdOrSlug: string): Promise<WishlistEntryDto> {
    const { entry } = await this.villas.requirePublic(villaIdOrSlug);
    const record = await addWishlistEntry(this.db, customerId, entry.villa.id, this.clock());
    return toEntryDto(record, entry, this.villas.today());
  }

  /**
   * Newest first; villas that are no longer public are left out (and come back if they return).
   * With a display currency, each card's price is also converted to it, as search does.
   */
  async list(customerId: string, displayCode?: string): Promise<{ data: WishlistEntryDto[]; currency: string }> {
    const [records, snapshot] = await Promise.all([listWishlist(this.db, customerId), this.villas.snapshot()]);
    const display = displayCode ? CurrencyService.require(snapshot.currencies, displayCode, 'currency') : undefined;
    const today = this.villas.today();
    const data = records.flatMap((record) => {
      const entry = snapshot.byId.get(record.villaId);
      return entry ? [toEntryDto(record, entry, today, display && { currency: display, currencies: snapshot.currencies })] : [];
    });
    return { data, currency: (display ?? snapshot.currencies.base).code };
  }

  /** The original brief's lookup by customer id (docs/product.md#wishlist): only the caller's own wishlist exists for them. */
  async listOwn(customerId: string, requestedId: string, displayCode?: string): Promise<{ data: WishlistEntryDto[]; currency: string }> {
    if (requestedId !== customerId) throw AppError.notFound('Wishlist not found', 'wishlist.notFound');
    return this.list(customerId, displayCode);
  }

  /** Removes a villa, public or not; false when it was not saved. */
  async remove(customerId: string, villaId: string): Promise<boolean> {
    return removeWishlistEntry(this.db, customerId, villaId);
  }
}
