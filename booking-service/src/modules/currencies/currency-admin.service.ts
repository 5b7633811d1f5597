import { POPULAR_CURRENCIES, formatMoney, rebaseRates, type Currency } from '@islandstay/shared/currency/currency';
import type { CurrencyEdit, CustomCurrency } from '@islandstay/shared/currency/currency-admin.schemas';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { ownerScope } from '../auth/scope.ts';
import type { Session } from '../auth/session.service.ts';
import {
  exactCurrency,
  getOwnerCurrency,
  insertCurrency,
  loadCurrencyTable,
  lockCurrencies,
  setBaseCurrency,
  setOwnerCurrency,
  updateCurrency,
  writeRates,
  type CurrencyTable,
} from './currencies.repository.ts';
import type { CurrencyService } from './currencies.service.ts';
import { RatesUnavailable, type RatesProvider } from './rates-provider.ts';

/**
 * The admin's base currency (every rate is expressed against it), each owner's own display
 * currency, custom currencies and rate edits, and refreshing rates from a provider. Every write
 * runs in one transaction under one lock, so a rate fetch and a base change cannot interleave.
 */
export class CurrencyAdminService {
  constructor(
    private readonly db: Knex,
    private readonly currencies: CurrencyService,
    private readonly provider: RatesProvider,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The viewer's currency: the base currency for the admin, the owner's own (else the base) for an owner. */
  async viewerCurrency(session: Session): Promise<{ currency: Currency; isBase: boolean; table: CurrencyTable }> {
    const table = await this.currencies.table();
    const owner = ownerScope(session);
    if (owner === undefined) return { currency: table.base, isBase: true, table };
    const code = await getOwnerCurrency(this.db, owner);
    return { currency: (code && table.byCode.get(code)) || table.base, isBase: false, table };
  }

  /** The admin sets the base currency; an owner sets their own. Answers the viewer's currency as it now is. */
  async choose(session: Session, code: string): Promise<Currency> {
    const owner = ownerScope(session);
    if (owner === undefined) await this.setBase(code);
    else await this.saveOwnerCurrency(owner, code);
    return (await this.viewerCurrency(session)).currency;
  }

  /**
   * Sets an owner's own currency: an owner only their own (another id is 404 to them), the admin
   * anyone's. Answers the currency as the table now has it.
   */
  async setOwnerCurrency(session: Session, ownerId: string, code: string): Promise<Currency> {
    const scope = ownerScope(session);
    if (scope !== undefined && scope !== ownerId) throw AppError.notFound('Owner not found', 'owner.notFound');
    await this.saveOwnerCurrency(ownerId, code);
    return this.currencies.require(code, 'code');
  }

  /** Every rate is re-expressed against the new base currency, in one transaction under the lock. */
  private async setBase(code: string): Promise<void> {
    await this.db.transaction(async (trx) => {
      await lockCurrencies(trx);
      const table = await loadCurrencyTable(trx);
      if (!table.byCode.has(code)) throw AppError.validation('code', 'currency.unknown', `unknown currency ${code}`, { code });
      if (table.base.code === code) return;
      const rebased = rebaseRates(
        table.all.map((c) => exactCurrency(table, c)),
        code,
      );
      await writeRates(trx, new Map(rebased.map((c) => [c.code, c.rate])), this.clock());
      await setBaseCurrency(trx, code);
    });
  }

  private async saveOwnerCurrency(ownerId: string, code: string): Promise<void> {
    await this.currencies.require(code, 'code');
    if (!(await setOwnerCurrency(this.db, ownerId, code))) throw AppError.notFound('Owner not found', 'owner.notFound');
  }

  async available(): Promise<{ currencies: Currency[]; popular: Currency[]; table: CurrencyTable }> {
    const table = await this.currencies.table();
    const popular = POPULAR_CURRENCIES.flatMap((code) => table.byCode.get(code) ?? []);
    return { currencies: table.all, popular, table };
  }

  async createCustom(input: CustomCurrency): Promise<Currency> {
    await this.db.transaction(async (trx) => {
      await lockCurrencies(trx);
      const table = await loadCurrencyTable(trx);
      if (table.byCode.has(input.code)) throw new AppError('CONFLICT', 'currency.exists', `The currency ${input.code} already exists`, { params: { code: input.code } });
      await insertCurrency(trx, { ...input, custom: true });
    });
    return this.currencies.require(input.code, 'code');
  }

  async edit(code: string, fields: CurrencyEdit): Promise<Currency> {
    await this.db.transaction(async (trx) => {
      await lockCurrencies(trx);
      const table = await loadCurrencyTable(trx);
      if (!table.byCode.has(code)) throw AppError.notFound('Currency not found', 'currency.notFound');
      if (code === table.base.code && fields.rate !== undefined && fields.rate !== 1) {
        throw AppError.validation('rate', 'currency.baseRateFixed', 'the admin currency always has the rate 1; choose another admin currency to change it');
      }
      await updateCurrency(trx, code, fields, this.clock());
    });
    return this.currencies.require(code, 'code');
  }

  async format(amount: number, code: string | undefined, session: Session): Promise<{ formatted: string; amount: number; currency: Currency }> {
    const currency = code ? await this.currencies.require(code, 'code') : (await this.viewerCurrency(session)).currency;
    return { formatted: formatMoney(amount, currency), amount, currency };
  }

  /**
   * New rates from the provider, re-expressed against our base currency, written in one
   * transaction. A failure leaves every old rate in place (502); currencies the provider does not
   * publish (custom ones, for instance) keep their rate and are named in the answer.
   */
  async fetchRates(): Promise<{ message: string; provider: string; fetchedAt: string; updated: string[]; unchanged: string[] }> {
    let published;
    try {
      published = await this.provider.fetch();
    } catch (err) {
      this.logger.warn({ err }, 'currency rates could not be fetched');
      const reason = err instanceof RatesUnavailable ? err.message : 'the rates provider failed';
      throw new AppError('BAD_GATEWAY', 'currency.ratesNotUpdated', `Rates were not updated: ${reason}. The previous rates are kept.`, { params: { reason } });
    }
    const fetchedAt = this.clock().toISOString();
    return this.db.transaction(async (trx) => {
      await lockCurrencies(trx);
      const table = await loadCurrencyTable(trx);
      const baseRate = published.rates.get(table.base.code);
      if (!baseRate) {
        throw new AppError(
          'BAD_GATEWAY',
          'currency.baseNotPublished',
          `Rates were not updated: ${this.provider.name} does not publish ${table.base.code}, the admin currency. The previous rates are kept.`,
          { params: { provider: this.provider.name, base: table.base.code } },
        );
      }
      const updates = new Map<string, string>();
      const unchanged: string[] = [];
      for (const currency of table.all) {
        if (currency.code === table.base.code) continue;
        const rate = published.rates.get(currency.code);
        if (rate) updates.set(currency.code, rate.div(baseRate).toSignificantDigits(20).toString());
        else unchanged.push(currency.code);
      }
      await writeRates(trx, updates, this.clock());
      return {
        message: 'Rates updated successfully!',
        provider: `${this.provider.name} (${published.date})`,
        fetchedAt,
        updated: [...updates.keys()],
        unchanged,
      };
    });
  }
}
