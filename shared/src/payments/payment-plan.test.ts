import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, todayOnIsland } from '../dates/dates.ts';
import { DEFAULT_PAYMENT_TERMS, paymentTermsSchema, villaPaymentTermsSchema } from './payment-plan.schemas.ts';
import { DEFAULT_PAYMENT_SETTINGS, effectivePaymentSettings, paymentPlan, type MoneyCurrency } from './payment-plan.ts';

const THB: MoneyCurrency = { code: 'THB', decimalPlaces: 2 };
const JPY: MoneyCurrency = { code: 'JPY', decimalPlaces: 0 };

/** A scaled integer as a plain decimal string: (1234n, 2) -> "12.34". */
function scaled(value: bigint, places: number): string {
  const digits = value.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** Exact half-up rounding of the non-negative rational n / d to an integer. */
function roundHalfUpRational(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

const decimalPlaces = fc.constantFrom(0, 2, 3, 4);
/** A percentage with up to two decimals, as a JSON number (33.33). */
const percentHundredths = fc.integer({ min: 0, max: 10_000 });
const checkInDates = fc.integer({ min: -400, max: 800 }).map((offset) => addDays('2026-01-01', offset));
const instants = fc.date({ min: new Date('2024-06-01T00:00:00Z'), max: new Date('2028-06-01T00:00:00Z'), noInvalidDate: true });

const planInputs = fc.record({
  units: fc.bigInt({ min: 0n, max: 10n ** 13n }),
  places: decimalPlaces,
  hundredths: percentHundredths,
  balanceDueDays: fc.integer({ min: 0, max: 365 }),
  bookedAt: instants,
  checkIn: checkInDates,
});

function planOf(input: { units: bigint; places: number; hundredths: number; balanceDueDays: number; bookedAt: Date; checkIn: string }) {
  const currency = { code: 'XXX', decimalPlaces: input.places };
  return paymentPlan({
    total: scaled(input.units, input.places),
    currency,
    bookedAt: input.bookedAt,
    checkIn: input.checkIn,
    terms: { depositPercent: input.hundredths / 100, balanceDueDays: input.balanceDueDays },
  });
}

describe('paymentPlan', () => {
  it('when a stay is booked well ahead on the default terms, then half is due at booking and half 30 days before check-in', () => {
    const plan = paymentPlan({ total: '10000.00', currency: THB, bookedAt: '2026-01-01T10:00:00+07:00', checkIn: '2026-03-01' });

    expect(plan).toEqual({
      currency: 'THB',
      decimalPlaces: 2,
      total: '10000.00',
      dueAtBooking: '5000.00',
      balanceDueDate: '2026-01-30',
      instalments: [
        { kind: 'deposit', amount: '5000.00', dueDate: '2026-01-01' },
        { kind: 'balance', amount: '5000.00', dueDate: '2026-01-30' },
      ],
    });
  });

  it('when half the total falls on a half of a minor unit, then the deposit rounds up and the balance takes the rest', () => {
    const plan = paymentPlan({ total: '1000.01', currency: THB, bookedAt: '2026-01-01T10:00:00+07:00', checkIn: '2026-03-01' });
    expect(plan.instalments.map((i) => i.amount)).toEqual(['500.01', '500.00']);

    const yen = paymentPlan({ total: 12345, currency: JPY, bookedAt: '2026-01-01T10:00:00+07:00', checkIn: '2026-03-01' });
    expect(yen.instalments.map((i) => i.amount)).toEqual(['6173', '6172']);
  });

  it('when the booking is made on the day the balance would fall due, then everything is due at booking', () => {
    // 2026-03-01 - 30 days = 2026-01-30.
    const onTheDay = paymentPlan({ total: '10000.00', currency: THB, bookedAt: '2026-01-30T09:00:00+07:00', checkIn: '2026-03-01' });
    expect(onTheDay.instalments).toEqual([{ kind: 'full', amount: '10000.00', dueDate: '2026-01-30' }]);
    expect(onTheDay.dueAtBooking).toBe('10000.00');
    expect(onTheDay.balanceDueDate).toBeUndefined();

    const dayBefore = paymentPlan({ total: '10000.00', currency: THB, bookedAt: '2026-01-29T23:59:00+07:00', checkIn: '2026-03-01' });
    expect(dayBefore.instalments.map((i) => i.kind)).toEqual(['deposit', 'balance']);
  });

  it('when the booking is made late in the UTC evening, then the island date (already the next day) decides the window', () => {
    // 18:00 UTC on 29 January is 01:00 on 30 January on the island: the balance is due that day.
    const plan = paymentPlan({ total: '10000.00', currency: THB, bookedAt: '2026-01-29T18:00:00Z', checkIn: '2026-03-01' });
    expect(plan.instalments).toEqual([{ kind: 'full', amount: '10000.00', dueDate: '2026-01-30' }]);
  });

  it('when the deposit is 100% or 0%, then there is one instalment: all at booking, or all on the balance date', () => {
    const all = paymentPlan({ total: '800.00', currency: THB, bookedAt: '2026-01-01T10:00:00+07:00', checkIn: '2026-03-01', terms: { depositPercent: 100, balanceDueDays: 30 } });
    expect(all.instalments).toEqual([{ kind: 'full', amount: '800.00', dueDate: '2026-01-01' }]);

    const none = paymentPlan({ total: '800.00', currency: THB, bookedAt: '2026-01-01T10:00:00+07:00', checkIn: '2026-03-01', terms: { depositPercent: 0, balanceDueDays: 14 } });
    expect(none.instalments).toEqual([{ kind: 'balance', amount: '800.00', dueDate: '2026-02-15' }]);
    expect(none.dueAtBooking).toBe('0.00');
  });

  it('when the villa asks for a damage deposit, then it is held apart and the total is unchanged', () => {
    const plan = paymentPlan({
      total: '10000.00',
      currency: THB,
      bookedAt: '2026-01-01T10:00:00+07:00',
      checkIn: '2026-03-01',
      terms: { ...DEFAULT_PAYMENT_TERMS, damageDeposit: '7000' },
    });
    expect(plan.damageDeposit).toBe('7000.00');
    expect(plan.total).toBe('10000.00');
    expect(plan.instalments.reduce((sum, i) => sum.add(i.amount), new Decimal(0)).toFixed(2)).toBe('10000.00');

    const none = paymentPlan({ total: '10000.00', currency: THB, bookedAt: '2026-01-01T10:00:00+07:00', checkIn: '2026-03-01', terms: { ...DEFAULT_PAYMENT_TERMS, damageDeposit: 0 } });
    expect(none.damageDeposit).toBeUndefined();
  });

  it('when the terms are out of range, then the plan is refused rather than guessed', () => {
    const base = { total: '100.00', currency: THB, bookedAt: '2026-01-01T10:00:00+07:00', checkIn: '2026-03-01' };
    expect(() => paymentPlan({ ...base, terms: { depositPercent: 101, balanceDueDays: 30 } })).toThrow(RangeError);
    expect(() => paymentPlan({ ...base, terms: { depositPercent: 50, balanceDueDays: 1.5 } })).toThrow(RangeError);
    expect(() => paymentPlan({ ...base, total: '-1' })).toThrow(RangeError);
    expect(() => paymentPlan({ ...base, bookedAt: 'yesterday' })).toThrow(RangeError);
    // Without an offset the machine's zone would decide the booking's date.
    expect(() => paymentPlan({ ...base, bookedAt: '2026-01-01T10:00:00' })).toThrow(RangeError);
  });

  it('for any total, share and currency, then deposit + balance = total exactly and the deposit is the share rounded half-up', () => {
    fc.assert(
      fc.property(planInputs, (input) => {
        const plan = planOf(input);
        const units = plan.instalments.map((i) => BigInt(new Decimal(i.amount).mul(new Decimal(10).pow(input.places)).toFixed(0)));
        expect(units.reduce((a, b) => a + b, 0n)).toBe(input.units);
        for (const instalment of plan.instalments) expect(instalment.amount).toMatch(input.places === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${input.places}}$`));
        if (plan.instalments.length === 2) {
          expect(units[0]).toBe(roundHalfUpRational(input.units * BigInt(input.hundredths), 10_000n));
          expect(plan.dueAtBooking).toBe(plan.instalments[0]!.amount);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('for any booking, then the balance is due balanceDueDays before check-in, never before the booking, and a booking inside that window pays in full', () => {
    fc.assert(
      fc.property(planInputs, (input) => {
        const plan = planOf(input);
        const bookingDate = todayOnIsland(input.bookedAt);
        const dueDate = addDays(input.checkIn, -input.balanceDueDays);
        const dates = plan.instalments.map((i) => i.dueDate);
        expect(dates[0]).toBe(plan.instalments[0]!.kind === 'balance' ? dueDate : bookingDate);
        expect([...dates].sort()).toEqual(dates);
        for (const date of dates) expect(date >= bookingDate).toBe(true);
        if (bookingDate <= input.checkIn) for (const date of dates) expect(date <= input.checkIn).toBe(true);
        const full = plan.instalments.length === 1 && plan.instalments[0]!.kind === 'full';
        if (dueDate <= bookingDate) expect(full).toBe(true);
        if (!full) expect(plan.balanceDueDate).toBe(dueDate);
        expect(plan.instalments.some((i) => new Decimal(i.amount).isZero())).toBe(input.units === 0n);
      }),
      { numRuns: 500 },
    );
  });
});

describe('payment terms', () => {
  it('when an owner overrides some terms for a villa, then the rest come from the site', () => {
    const villa = villaPaymentTermsSchema.parse({ depositPercent: 30, damageDeposit: 300, cancellationPolicy: 'flexible' });
    expect(effectivePaymentSettings(DEFAULT_PAYMENT_SETTINGS, villa)).toEqual({ terms: { depositPercent: 30, balanceDueDays: 30, damageDeposit: 300 }, cancellationPolicy: 'flexible' });
    expect(effectivePaymentSettings()).toEqual({ terms: { depositPercent: 50, balanceDueDays: 30 }, cancellationPolicy: 'standard' });
  });

  it('when the admin enters terms out of range, then the schema names the field', () => {
    const result = paymentTermsSchema.safeParse({ depositPercent: 120, balanceDueDays: 30.5, damageDeposit: -1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['balanceDueDays', 'damageDeposit', 'depositPercent']);
  });
});
