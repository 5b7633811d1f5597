import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundFor } from './cancellation-policy.ts';
import { CANCELLATION_POLICY_NAMES } from './payment-plan.schemas.ts';
import { paymentPlan, type PaymentPlan } from './payment-plan.ts';
import { damageReleaseSchemaFor } from './ledger.schemas.ts';
import { LEDGER_ENTRY_KINDS, amountsOf, damageDepositOf, paymentStatus, type LedgerEntry, type LedgerEntryKind } from './payment-status.ts';

const PLAN: PaymentPlan = paymentPlan({ total: '10000.00', currency: { code: 'THB', decimalPlaces: 2 }, bookedAt: '2026-01-01T10:00:00+07:00', checkIn: '2026-03-01' });

function entry(kind: LedgerEntryKind, amount: string): LedgerEntry {
  return { kind, amount, currency: 'THB' };
}

describe('paymentStatus', () => {
  it('when nothing was paid, or less than the deposit, then the booking is unpaid', () => {
    expect(paymentStatus([], PLAN)).toBe('unpaid');
    expect(paymentStatus([entry('payment', '4999.99')], PLAN)).toBe('unpaid');
  });

  it('when the deposit was paid (in one or more payments), then deposit_paid; when the balance too, then paid', () => {
    expect(paymentStatus([entry('payment', '5000.00')], PLAN)).toBe('deposit_paid');
    expect(paymentStatus([entry('payment', '2000.00'), entry('payment', '3000.00')], PLAN)).toBe('deposit_paid');
    expect(paymentStatus([entry('payment', '5000.00'), entry('payment', '5000.00')], PLAN)).toBe('paid');
  });

  it('when a cancellation kept a fee, then partly_refunded; when everything went back, then refunded', () => {
    const paid = [entry('payment', '5000.00'), entry('payment', '5000.00')];
    expect(paymentStatus([...paid, entry('refund', '9000.00')], PLAN)).toBe('partly_refunded');
    expect(paymentStatus([...paid, entry('refund', '10000.00')], PLAN)).toBe('refunded');
  });

  it('when a duplicate payment is sent back, then the booking stays paid', () => {
    expect(paymentStatus([entry('payment', '10000.00'), entry('payment', '10000.00'), entry('refund', '10000.00')], PLAN)).toBe('paid');
  });

  it('when only the damage deposit was taken, then the stay is still unpaid', () => {
    const entries = [entry('damage_hold', '10000.00')];
    expect(paymentStatus(entries, PLAN)).toBe('unpaid');
    expect(amountsOf(entries, PLAN)).toEqual({ paid: '0.00', refunded: '0.00', net: '0.00', due: '10000.00', damageHeld: '10000.00' });
  });

  it('when an adjustment records cash received, or reverses a payment that never arrived, then it counts as paid, signed', () => {
    expect(paymentStatus([entry('payment', '5000.00'), entry('adjustment', '5000.00')], PLAN)).toBe('paid');
    const reversed = [entry('payment', '5000.00'), entry('adjustment', '-5000.00')];
    expect(paymentStatus(reversed, PLAN)).toBe('unpaid');
    expect(amountsOf(reversed, PLAN)).toMatchObject({ paid: '0.00', net: '0.00', due: '10000.00' });
  });

  it('when the whole stay is paid at booking, then a part payment is not a deposit', () => {
    const full = paymentPlan({ total: '10000.00', currency: { code: 'THB', decimalPlaces: 2 }, bookedAt: '2026-02-20T10:00:00+07:00', checkIn: '2026-03-01' });
    expect(paymentStatus([entry('payment', '5000.00')], full)).toBe('unpaid');
  });

  it('when a row is in another currency or a payment carries a sign, then the ledger is refused', () => {
    expect(() => amountsOf([{ kind: 'payment', amount: '10.00', currency: 'USD' }], PLAN)).toThrow(RangeError);
    expect(() => amountsOf([entry('refund', '-10.00')], PLAN)).toThrow(RangeError);
  });
});

describe('paymentStatus properties', () => {
  const amounts = fc.bigInt({ min: 0n, max: 3_000_000n }).map((cents) => new Decimal(cents.toString()).div(100).toFixed(2));
  const entries = fc.array(
    fc.oneof(
      fc.record({ kind: fc.constantFrom<LedgerEntryKind>(...LEDGER_ENTRY_KINDS.filter((k) => k !== 'adjustment')), amount: amounts }),
      fc.record({ kind: fc.constant<LedgerEntryKind>('adjustment'), amount: amounts.map((a) => (a === '0.00' ? a : `-${a}`)) }),
      fc.record({ kind: fc.constant<LedgerEntryKind>('adjustment'), amount: amounts }),
    ),
    { maxLength: 8 },
  );
  const ledgers = entries.map((rows) => rows.map((row) => ({ ...row, currency: 'THB' })));

  it('for any ledger, then net = paid - refunded, due = max(0, total - net), and the status follows from them', () => {
    fc.assert(
      fc.property(ledgers, (ledger) => {
        const a = amountsOf(ledger, PLAN);
        const sum = (kinds: LedgerEntryKind[]) => ledger.filter((e) => kinds.includes(e.kind)).reduce((s, e) => s.add(e.amount), new Decimal(0));
        expect(a.paid).toBe(sum(['payment', 'adjustment']).toFixed(2));
        expect(a.refunded).toBe(sum(['refund']).toFixed(2));
        expect(a.net).toBe(new Decimal(a.paid).sub(a.refunded).toFixed(2));
        expect(a.due).toBe(Decimal.max(0, new Decimal(PLAN.total).sub(a.net)).toFixed(2));
        expect(a.damageHeld).toBe(
          sum(['damage_hold'])
            .sub(sum(['damage_release']))
            .toFixed(2),
        );

        const status = paymentStatus(ledger, PLAN);
        const net = new Decimal(a.net);
        if (net.gte(PLAN.total)) expect(status).toBe('paid');
        if (status === 'paid') expect(a.due).toBe('0.00');
        if (new Decimal(a.refunded).isZero()) expect(['unpaid', 'deposit_paid', 'paid']).toContain(status);
        if (status === 'refunded') expect(net.lte(0) && new Decimal(a.refunded).gt(0)).toBe(true);
        if (status === 'partly_refunded') expect(net.gt(0) && net.lt(PLAN.total)).toBe(true);
        if (status === 'deposit_paid') expect(net.gte(PLAN.dueAtBooking) && net.lt(PLAN.total)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('for any ledger, then the order of the rows and any damage-deposit rows change nothing about the stay', () => {
    fc.assert(
      fc.property(ledgers, fc.array(fc.record({ kind: fc.constantFrom<LedgerEntryKind>('damage_hold', 'damage_release'), amount: amounts }), { maxLength: 4 }), (ledger, damage) => {
        const withDamage = [...damage.map((d) => ({ ...d, currency: 'THB' })), ...ledger].reverse();
        expect(paymentStatus(withDamage, PLAN)).toBe(paymentStatus(ledger, PLAN));
        const { damageHeld: _a, ...stay } = amountsOf(ledger, PLAN);
        const { damageHeld: _b, ...stayWithDamage } = amountsOf(withDamage, PLAN);
        expect(stayWithDamage).toEqual(stay);
      }),
      { numRuns: 300 },
    );
  });

  it('for any plan paid as it asks and any cancellation, then the refund recorded leaves the ledger refunded, partly refunded or as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CANCELLATION_POLICY_NAMES), fc.integer({ min: 0, max: 2 }), fc.integer({ min: -5 * 86_400_000, max: 60 * 86_400_000 }), (policy, instalmentsPaid, notice) => {
        const rows = PLAN.instalments.slice(0, instalmentsPaid).map((i) => entry('payment', i.amount));
        const before = paymentStatus(rows, PLAN);
        const checkInAt = Date.parse('2026-03-01T07:00:00Z');
        const { refund } = refundFor({
          policy,
          total: PLAN.total,
          paid: amountsOf(rows, PLAN).net,
          currency: { code: 'THB', decimalPlaces: 2 },
          cancelledAt: new Date(checkInAt - notice),
          checkIn: '2026-03-01',
        });
        const after = new Decimal(refund).isZero() ? rows : [...rows, entry('refund', refund)];
        const status = paymentStatus(after, PLAN);
        const net = new Decimal(amountsOf(after, PLAN).net);
        expect(net.gte(0)).toBe(true);
        if (new Decimal(refund).isZero()) expect(status).toBe(before);
        else expect(status).toBe(net.isZero() ? 'refunded' : 'partly_refunded');
      }),
      { numRuns: 300 },
    );
  });
});

describe('damageDepositOf', () => {
  it('while the deposit is held, then nothing is kept; a release of less than held keeps the rest; a later hold is held again', () => {
    const held = [entry('payment', '5000.00'), entry('damage_hold', '3000.00'), entry('damage_hold', '2000.00')];
    expect(damageDepositOf(held, PLAN)).toEqual({ held: '5000.00', released: '0.00', kept: '0.00' });
    const settled = [...held, entry('damage_release', '3500.00')];
    expect(damageDepositOf(settled, PLAN)).toEqual({ held: '5000.00', released: '3500.00', kept: '1500.00' });
    expect(damageDepositOf([...settled, entry('damage_hold', '1000.00')], PLAN).kept).toBe('0.00');
    // The stay's status does not move with the deposit.
    expect(paymentStatus(settled, PLAN)).toBe(paymentStatus([entry('payment', '5000.00')], PLAN));
  });

  it('when a release gives back less than is held, then its reason is required; all of it, not', () => {
    const schema = damageReleaseSchemaFor('5000.00');
    const partial = schema.safeParse({ amount: '3500', method: 'cash' });
    expect(partial.success).toBe(false);
    expect(partial.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['reason']);
    expect(schema.safeParse({ amount: '3500', method: 'cash', reason: 'Broken lamp' }).success).toBe(true);
    expect(schema.safeParse({ amount: '5000', method: 'cash' }).success).toBe(true);
  });
});
