import Decimal from 'decimal.js';
import { monthRange } from '@islandstay/shared/dates/dates';
import { moneyText, percentOf, type MoneyCurrency } from '@islandstay/shared/payments/payment-plan';
import type { OwnerStatement, StatementLine, StatementList, StatementSettings, StatementTotals } from '@islandstay/shared/payments/statement.schemas';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvField, csvLines, csvNumber } from '../../lib/csv.ts';
import type { Session } from '../auth/session.service.ts';
import { ownerScope } from '../auth/scope.ts';
import { ownerLedgerRows, ownerStays, type OwnerLedgerRow, type OwnerStayRow } from '../bookings/booking-reads.ts';
import { findOwnerName, readStatementSettings, writeStatementSettings } from './statements.repository.ts';

/** A month's sums can pass decimal.js's default 20 significant digits; these stay exact. */
const Sum = Decimal.clone({ precision: 60 });

const NOT_FOUND = 'Owner not found';

/** The first and last day of a `YYYY-MM` month (the contract has checked its form). */
function daysOf(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthRange(year ?? 0, monthNumber ?? 0);
}

function currencyOf(row: Pick<OwnerLedgerRow, 'currency' | 'decimalPlaces'>): MoneyCurrency {
  return { code: row.currency, decimalPlaces: row.decimalPlaces };
}

/** A row's amount as the owner's money moved: a refund is money back, so negative. */
function signedAmount(row: Pick<OwnerLedgerRow, 'kind' | 'amount'>): Decimal {
  const amount = new Sum(row.amount);
  return row.kind === 'refund' ? amount.neg() : amount;
}

function lineOf(row: OwnerLedgerRow): StatementLine {
  return {
    entryId: row.entryId,
    bookingId: row.bookingId,
    reference: row.reference,
    villaName: row.villaName,
    guestName: row.guestName,
    kind: row.kind,
    method: row.method,
    receivedOn: row.receivedOn,
    amount: moneyText(signedAmount(row), currencyOf(row)),
    currency: row.currency,
    externalReference: row.externalReference,
  };
}

function stayOf(row: OwnerStayRow): OwnerStatement['stays'][number] {
  return {
    bookingId: row.bookingId,
    reference: row.reference,
    villaName: row.villaName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    total: moneyText(row.total, { code: row.currency, decimalPlaces: row.decimalPlaces }),
    currency: row.currency,
    status: row.status,
    paymentStatus: row.paymentStatus,
  };
}

/**
 * Per currency, by code: payments and adjustments received (an adjustment counts with its sign),
 * refunds given back, the net, the commission on the net (rounded once, half-up, to the
 * currency's places) and the payout. A month whose refunds pass what came in has a negative net,
 * and so a negative commission: the commission taken on that money earlier goes back with it.
 */
export function statementTotals(rows: readonly Pick<OwnerLedgerRow, 'kind' | 'amount' | 'currency' | 'decimalPlaces'>[], commissionPercent: number): StatementTotals[] {
  const sums = new Map<string, { currency: MoneyCurrency; received: Decimal; refunded: Decimal }>();
  for (const row of rows) {
    const sum = sums.get(row.currency) ?? { currency: currencyOf(row), received: new Sum(0), refunded: new Sum(0) };
    if (row.kind === 'refund') sum.refunded = sum.refunded.add(row.amount);
    else sum.received = sum.received.add(row.amount);
    sums.set(row.currency, sum);
  }
  return [...sums.values()]
    .sort((a, b) => (a.currency.code < b.currency.code ? -1 : a.currency.code > b.currency.code ? 1 : 0))
    .map(({ currency, received, refunded }) => {
      const net = received.sub(refunded);
      const commission = percentOf(net, commissionPercent, currency);
      return {
        currency: currency.code,
        received: moneyText(received, currency),
        refunded: moneyText(refunded, currency),
        net: moneyText(net, currency),
        commission: moneyText(commission, currency),
        payout: moneyText(net.sub(commission), currency),
      };
    });
}

export const STATEMENT_CSV_COLUMNS = ['date', 'reference', 'villa', 'guest', 'kind', 'method', 'reference_number', 'amount', 'currency'] as const;
export const STATEMENT_CSV_TOTAL_COLUMNS = ['summary', 'currency', 'received', 'refunded', 'net', 'commission', 'payout'] as const;

/**
 * The statement as CSV. Its layout:
 *   - a header line: date, reference (the booking's), villa, guest, kind, method,
 *     reference_number (the payment's own, such as a transfer's), amount, currency;
 *   - one line per ledger line, in the statement's order, its amount signed (a refund negative);
 *   - an empty line;
 *   - a header line for the totals: summary, currency, received, refunded, net, commission, payout;
 *   - one line per currency, its first field `total`.
 * Amounts are plain numbers at the currency's places, so a spreadsheet adds them up; every text
 * field is quoted as needed and defused when it starts like a formula (lib/csv.ts).
 */
export function statementCsv(statement: Pick<OwnerStatement, 'lines' | 'totals'>): string {
  const lines = statement.lines.map((line) => [
    csvField(line.receivedOn),
    csvField(line.reference),
    csvField(line.villaName),
    csvField(line.guestName),
    csvField(line.kind),
    csvField(line.method),
    csvField(line.externalReference ?? ''),
    csvNumber(line.amount),
    csvField(line.currency),
  ]);
  const totals = statement.totals.map((t) => ['total', csvField(t.currency), ...[t.received, t.refunded, t.net, t.commission, t.payout].map(csvNumber)]);
  return csvLines([[...STATEMENT_CSV_COLUMNS], ...lines, [], [...STATEMENT_CSV_TOTAL_COLUMNS], ...totals]);
}

/**
 * Owner statements (docs/product.md#payments): per owner and calendar month, the money recorded on
 * the owner's villas' stays by the day it moved, the stays checking in that month, and per
 * currency what came in, what went back, the platform's commission and the payout. The admin
 * sees every owner's; an owner their own, and another owner's does not exist for them.
 */
export class StatementsService {
  constructor(private readonly db: Knex) {}

  settings(): Promise<StatementSettings> {
    return readStatementSettings(this.db);
  }

  async updateSettings(settings: StatementSettings): Promise<StatementSettings> {
    await writeStatementSettings(this.db, settings);
    return readStatementSettings(this.db);
  }

  /** Every owner with money or stays in the month, by name; an owner sees their own line only, even an empty one. */
  async list(session: Session, month: string): Promise<StatementList> {
    const scope = ownerScope(session);
    const days = daysOf(month);
    const [settings, rows, stays] = await Promise.all([readStatementSettings(this.db), ownerLedgerRows(this.db, days, scope), ownerStays(this.db, days, scope)]);
    const owners = new Map<string, { ownerName: string; rows: OwnerLedgerRow[]; stays: number }>();
    const ownerOf = (ownerId: string, ownerName: string) => {
      const owner = owners.get(ownerId) ?? { ownerName, rows: [], stays: 0 };
      owners.set(ownerId, owner);
      return owner;
    };
    for (const row of rows) ownerOf(row.ownerId, row.ownerName).rows.push(row);
    for (const stay of stays) ownerOf(stay.ownerId, stay.ownerName).stays += 1;
    if (scope !== undefined && !owners.has(scope)) {
      const ownerName = await findOwnerName(this.db, scope);
      if (ownerName !== undefined) ownerOf(scope, ownerName);
    }
    return {
      month,
      commissionPercent: settings.commissionPercent,
      owners: [...owners]
        .sort(([aId, a], [bId, b]) => a.ownerName.localeCompare(b.ownerName, 'en') || (aId < bId ? -1 : aId > bId ? 1 : 0))
        .map(([ownerId, owner]) => ({ ownerId, ownerName: owner.ownerName, stays: owner.stays, totals: statementTotals(owner.rows, settings.commissionPercent) })),
    };
  }

  async statement(session: Session, ownerId: string, month: string): Promise<OwnerStatement> {
    const scope = ownerScope(session);
    if (scope !== undefined && scope !== ownerId) throw AppError.notFound(NOT_FOUND, 'owner.notFound');
    const ownerName = await findOwnerName(this.db, ownerId);
    if (ownerName === undefined) throw AppError.notFound(NOT_FOUND, 'owner.notFound');
    const days = daysOf(month);
    const [settings, rows, stays] = await Promise.all([readStatementSettings(this.db), ownerLedgerRows(this.db, days, ownerId), ownerStays(this.db, days, ownerId)]);
    return {
      ownerId,
      ownerName,
      month,
      commissionPercent: settings.commissionPercent,
      stays: stays.map(stayOf),
      lines: rows.map(lineOf),
      totals: statementTotals(rows, settings.commissionPercent),
    };
  }

  async csv(session: Session, ownerId: string, month: string): Promise<{ filename: string; body: string }> {
    const statement = await this.statement(session, ownerId, month);
    // An owner's id comes from the CMS: only safe characters go into the header.
    return { filename: `statement-${ownerId.replace(/[^A-Za-z0-9._-]/g, '_')}-${month}.csv`, body: statementCsv(statement) };
  }
}
