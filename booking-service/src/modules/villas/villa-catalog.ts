import type { Knex } from '../../db/knex.ts';
import type { Currency } from '@islandstay/shared/currency/currency';
import { roundMoneyNumber } from '@islandstay/shared/currency/currency';
import { windowedPricingSummary } from '@islandstay/shared/pricing/from-price';
import { NightPricer } from '@islandstay/shared/pricing/pricing-engine';
import type { PricingSummary, SeasonRange } from '@islandstay/shared/pricing/pricing-types';
import { ReadAfterNow } from '../../lib/read-after-now.ts';
import { loadCurrencyTable, type CurrencyTable } from '../currencies/currency-reads.ts';
import { listNameTranslations, listPublicVillas, listSeasonRanges, readCatalogVersion, readVersionInTransaction, type VillaRecord } from './villas.repository.ts';

/** A public villa with what every read needs, computed once per catalog version. */
export interface CatalogEntry {
  villa: VillaRecord;
  currency: Currency;
  pricer: NightPricer;
  nameKey: string;
  areaKeys: string[];
  amenityKeys: Set<string>;
  /** Tonight's price, remembered for the island day it was computed on. */
  tonight?: { day: string; price: number };
  /** The card's price summary ("from" in the window from that day), remembered likewise. */
  summary?: { day: string; value: PricingSummary };
  /** The search card's stay-free fields as JSON, by language, for that day (villas.service.ts, `cardText`). */
  cardTexts?: { day: string; byLocale: Map<string, string> };
}

export interface CatalogSnapshot {
  version: number;
  entries: CatalogEntry[];
  byId: Map<string, CatalogEntry>;
  bySlug: Map<string, CatalogEntry>;
  /** Entries by lower-cased area name, so an area search looks at that area's villas only. */
  byArea: Map<string, CatalogEntry[]>;
  ranges: SeasonRange[];
  currencies: CurrencyTable;
  /** Area and amenity names in the other languages, by English name. */
  names: CatalogNames;
  /** An area's translated names, lower-cased, to its English one lower-cased: a search by the Thai name finds its villas. */
  areaAliases: Map<string, string>;
}

export type CatalogNames = Awaited<ReturnType<typeof listNameTranslations>>;

function areaAliases(names: CatalogNames): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [english, translations] of names.areas) {
    for (const translated of Object.values(translations)) if (translated?.name) aliases.set(translated.name.toLowerCase(), english.toLowerCase());
  }
  return aliases;
}

export function tonightPrice(entry: CatalogEntry, today: string): number {
  if (entry.tonight?.day !== today) {
    const price = roundMoneyNumber(entry.pricer.priceNight(today, 'Daily').price, entry.villa.pricing.decimalPlaces);
    entry.tonight = { day: today, price };
  }
  return entry.tonight.price;
}

/**
 * The card's price summary on the island day `today` (`windowedPricingSummary`: the lowest rates
 * of the next FROM_PRICE_WINDOW_DAYS nights). Computed when a card is first shown that day and
 * kept on the entry, so once per villa per snapshot per day, never per request; a search only
 * builds the cards of the page it returns.
 */
export function cardPricingSummary(entry: CatalogEntry, today: string): PricingSummary {
  if (entry.summary?.day !== today) entry.summary = { day: today, value: windowedPricingSummary(entry.pricer, today) };
  return entry.summary.value;
}

function groupByArea(entries: CatalogEntry[]): Map<string, CatalogEntry[]> {
  const byArea = new Map<string, CatalogEntry[]>();
  for (const entry of entries) {
    for (const area of new Set(entry.areaKeys)) {
      const list = byArea.get(area);
      if (list) list.push(entry);
      else byArea.set(area, [entry]);
    }
  }
  return byArea;
}

/**
 * The public villa catalog held in memory and checked against the database's catalog version on
 * every read (one tiny query, which a read with dates makes within the occupancy read). A write
 * anywhere in the catalog bumps the version in its own transaction, so the next read of any
 * instance reloads. Loads are single-flight.
 */
export class VillaCatalog {
  private snapshot?: CatalogSnapshot;
  private loading?: Promise<CatalogSnapshot>;
  private readonly versions: ReadAfterNow<{ version: number }>;

  constructor(private readonly db: Knex) {
    this.versions = new ReadAfterNow(() => readCatalogVersion(db));
  }

  /** The catalog version, from a read that started after this call (shared by concurrent callers). */
  async version(): Promise<number> {
    return (await this.versions.get()).version;
  }

  /** The snapshot of at least `version`. */
  async at(version: number): Promise<CatalogSnapshot> {
    if (this.snapshot && this.snapshot.version >= version) return this.snapshot;
    if (!this.loading) {
      this.loading = this.load().finally(() => {
        this.loading = undefined;
      });
    }
    const loaded = await this.loading;
    // A load that started before this version committed is too old: load again.
    return loaded.version >= version ? loaded : this.at(version);
  }

  /**
   * The snapshot of the version a read that started after this call finds: what every public
   * read serves. Concurrent callers share that read (`version()`), so under load a detail page or
   * a quote costs no query of its own.
   */
  async current(): Promise<CatalogSnapshot> {
    return this.at(await this.version());
  }

  /**
   * The snapshot held now if it is of `version` or later, without a query or a wait; else
   * undefined, and a load starts in the background for later readers.
   */
  heldAt(version: number): CatalogSnapshot | undefined {
    if (this.snapshot && this.snapshot.version >= version) return this.snapshot;
    this.at(version).catch(() => undefined); // a failed load is tried again by the next reader
    return undefined;
  }

  /** The snapshot held now, whatever its version, without a query (undefined before the first load). */
  peek(): CatalogSnapshot | undefined {
    return this.snapshot;
  }

  /**
   * The snapshot held now, not checked against the database (loaded if there is none yet): for a
   * read that checks the version in a query of its own and comes back with `at()` if it moved.
   */
  async held(): Promise<CatalogSnapshot> {
    return this.snapshot ?? this.current();
  }

  private async load(): Promise<CatalogSnapshot> {
    // One snapshot of the database, so the version and the rows agree.
    const snapshot = await this.db.transaction(
      async (trx) => {
        const version = await readVersionInTransaction(trx);
        const villas = await listPublicVillas(trx);
        const ranges = await listSeasonRanges(trx);
        const currencies = await loadCurrencyTable(trx);
        const names = await listNameTranslations(trx);
        return { version, villas, ranges, currencies, names };
      },
      { isolationLevel: 'repeatable read', readOnly: true },
    );
    const entries: CatalogEntry[] = [];
    for (const villa of snapshot.villas) {
      const currency = snapshot.currencies.byCode.get(villa.currency);
      if (!currency) continue;
      entries.push({
        villa,
        currency,
        pricer: new NightPricer(villa.pricing, snapshot.ranges),
        nameKey: villa.name.toLowerCase(),
        areaKeys: villa.areas.map((a) => a.toLowerCase()),
        amenityKeys: new Set(villa.amenities.map((a) => a.toLowerCase())),
      });
    }
    const result: CatalogSnapshot = {
      version: snapshot.version,
      entries,
      byId: new Map(entries.map((e) => [e.villa.id, e])),
      bySlug: new Map(entries.map((e) => [e.villa.slug, e])),
      byArea: groupByArea(entries),
      ranges: snapshot.ranges,
      currencies: snapshot.currencies,
      names: snapshot.names,
      areaAliases: areaAliases(snapshot.names),
    };
    if (!this.snapshot || this.snapshot.version <= result.version) this.snapshot = result;
    return result;
  }
}
