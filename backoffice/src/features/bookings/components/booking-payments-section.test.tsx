import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { Toaster } from 'sonner';
import { api } from '@islandstay/shared/api/client';
import type { BookingLedger, LedgerEntryDto } from '@islandstay/shared/payments/ledger.schemas';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, inOrder, NETWORK_ERROR, type AnswerOf } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { CurrencyProvider } from '../../../app/providers.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { BookingPaymentsSection } from './booking-payments-section.tsx';

const BOOKING_ID = 'booking-7k3m';
/** A staff account's id as the ledger keeps it (the audit link), never what the screen shows. */
const STAFF_ID = 'hh623iwrr6hnhcy95s6c4mi4';

function entry(overrides: Partial<LedgerEntryDto>): LedgerEntryDto {
  return {
    id: 'entry-1',
    kind: 'payment',
    method: 'promptpay',
    amount: '15000',
    currency: 'THB',
    rate: null,
    receivedOn: '2026-05-01',
    externalReference: null,
    note: null,
    recordedBy: STAFF_ID,
    recordedByName: 'Ploy Srisuk',
    recordedAt: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A 50,000 baht stay: the 15,000 deposit paid by PromptPay, a 5,000 damage deposit held, 35,000 still due. */
const LEDGER: BookingLedger = {
  bookingId: BOOKING_ID,
  currency: 'THB',
  status: 'deposit_paid',
  plan: {
    total: '50000',
    dueAtBooking: '15000',
    balanceDueDate: '2026-06-06',
    instalments: [
      { kind: 'deposit', amount: '15000', dueDate: '2026-05-01' },
      { kind: 'balance', amount: '35000', dueDate: '2026-06-06' },
    ],
  },
  amounts: { paid: '15000', refunded: '0', net: '15000', due: '35000', damageHeld: '5000' },
  damageDeposit: { required: '5000', held: '5000', released: '0', kept: '0' },
  entries: [
    entry({ id: 'entry-1', externalReference: 'PP-0001', note: 'Deposit by QR' }),
    entry({ id: 'entry-2', kind: 'damage_hold', method: 'cash', amount: '5000', receivedOn: '2026-06-10', recordedBy: 'system', recordedByName: 'system', recordedAt: '2026-06-10T07:00:00.000Z' }),
  ],
};

/** The ledger after a 20,000 baht bank transfer. */
const AFTER_PAYMENT: BookingLedger = {
  ...LEDGER,
  amounts: { ...LEDGER.amounts, paid: '35000', net: '35000', due: '15000' },
  entries: [...LEDGER.entries, entry({ id: 'entry-3', method: 'bank_transfer', amount: '20000', receivedOn: '2026-06-01', externalReference: 'TX-42', recordedAt: '2026-06-01T10:00:00.000Z' })],
};

type PaymentAnswer = AnswerOf<typeof api.payments.recordPayment>;

/** The ledger read, answering what the last successful write left; returns every request. */
function stubPayments(
  write: {
    payment?: PaymentAnswer[];
    refund?: AnswerOf<typeof api.payments.recordRefund>[];
    damageHold?: AnswerOf<typeof api.payments.recordDamageHold>[];
    damageRelease?: AnswerOf<typeof api.payments.recordDamageRelease>[];
  } = {},
  ledger: BookingLedger = LEDGER,
) {
  let current = ledger;
  const payments = inOrder(...(write.payment ?? [{ status: 500, body: { error: 'not expected' } }]));
  return mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.payments.ledger, () => current),
    answer(api.payments.recordPayment, async (call) => {
      const result = await payments(call);
      if (typeof result === 'object' && result !== null && 'ledger' in result) current = result.ledger;
      return result;
    }),
    answer(api.payments.recordRefund, inOrder(...(write.refund ?? [{ status: 500, body: { error: 'not expected' } }]))),
    answer(api.payments.recordDamageHold, inOrder(...(write.damageHold ?? [{ status: 500, body: { error: 'not expected' } }]))),
    answer(api.payments.recordDamageRelease, inOrder(...(write.damageRelease ?? [{ status: 500, body: { error: 'not expected' } }]))),
  );
}

function renderSection() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>
      <CurrencyProvider>
        <BookingPaymentsSection bookingId={BOOKING_ID} />
      </CurrencyProvider>
      <Toaster />
    </SWRConfig>,
  );
}

/** The value beside a label in one of the section's lists. */
function valueOf(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeAll(async () => {
  await initI18n('en');
});

describe('BookingPaymentsSection', () => {
  it('when staff, Stripe and the service recorded rows, then Recorded by names each (the staff member by name, never the account id)', async () => {
    stubPayments(
      {},
      {
        ...LEDGER,
        entries: [
          ...LEDGER.entries,
          entry({ id: 'entry-3', method: 'card', recordedBy: 'stripe', recordedByName: 'stripe', recordedAt: '2026-06-11T07:00:00.000Z' }),
          entry({ id: 'entry-4', method: 'cash', recordedBy: 'deleted-account-id', recordedByName: null, recordedAt: '2026-06-12T07:00:00.000Z' }),
        ],
      },
    );
    renderSection();

    const table = await screen.findByRole('table', { name: 'Payments ledger: 4 entries' });
    const recordedBy = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent?.split(' · ')[0]);
    expect(recordedBy).toEqual(['Ploy Srisuk', 'System', 'Card payment (Stripe)', 'Staff account (name unavailable)']);
    expect(within(table).queryByText(new RegExp(STAFF_ID))).not.toBeInTheDocument();
  });

  it("shows the booking's payment status, plan, sums and ledger rows, newest last", async () => {
    stubPayments();
    renderSection();

    const table = await screen.findByRole('table', { name: 'Payments ledger: 2 entries' });
    expect(screen.getByText('Deposit paid')).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Total')).toBe('฿50,000'));
    expect(valueOf('Due at booking')).toBe('฿15,000');
    expect(valueOf('Balance due by')).toBe('Jun 6, 2026');
    expect(screen.getByText('Deposit: ฿15,000 by May 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Balance: ฿35,000 by Jun 6, 2026')).toBeInTheDocument();
    expect(valueOf('Paid')).toBe('฿15,000');
    expect(valueOf('Refunded')).toBe('฿0');
    expect(valueOf('Still due')).toBe('฿35,000');
    expect(valueOf('Damage deposit held')).toBe('฿5,000');

    const [, first, last] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['May 1, 2026', 'Payment', 'PromptPay', '฿15,000', 'PP-0001', 'Deposit by QR', expect.stringMatching(/^Ploy Srisuk · /)]);
    expect(
      within(last!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jun 10, 2026', 'Damage deposit taken', 'Cash', '฿5,000', '—', '—', expect.stringMatching(/^System · /)]);
  });

  it('when staff record a payment, then the typed amount goes with an Idempotency-Key, a toast confirms it and the ledger shows it', async () => {
    const requests = stubPayments({ payment: [{ entry: AFTER_PAYMENT.entries[2]!, ledger: AFTER_PAYMENT }] });
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (THB)' });
    expect(amount).toHaveValue('35000');
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '20,000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'Bank transfer');
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'TX-42');
    await user.click(screen.getByRole('button', { name: 'Save payment' }));

    expect(await screen.findByText('Payment of ฿20,000 recorded')).toBeInTheDocument();
    const posted = requests.filter((request) => request.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.path).toBe(`/api/admin/bookings/${BOOKING_ID}/payments`);
    expect(posted[0]!.body).toEqual({ amount: '20000', method: 'bank_transfer', externalReference: 'TX-42' });
    expect(posted[0]!.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    expect(await screen.findByRole('table', { name: 'Payments ledger: 3 entries' })).toBeInTheDocument();
    expect(valueOf('Still due')).toBe('฿15,000');
    expect(screen.queryByRole('button', { name: 'Save payment' })).not.toBeInTheDocument();
  });

  it('when the answer to a payment is lost, then sending it again reuses the same Idempotency-Key', async () => {
    const requests = stubPayments({ payment: [NETWORK_ERROR, { entry: AFTER_PAYMENT.entries[2]!, ledger: AFTER_PAYMENT }] });
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (THB)' });
    await user.clear(amount);
    await user.type(amount, '20000');
    const save = screen.getByRole('button', { name: 'Save payment' });
    await user.click(save);
    expect(await screen.findByText('The payment could not be recorded.')).toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText('Payment of ฿20,000 recorded')).toBeInTheDocument();
    const keys = requests.filter((request) => request.method === 'POST').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { amount: '20000', method: 'promptpay' },
      { amount: '20000', method: 'promptpay' },
    ]);
  });

  it('when the server refuses an amount above what is due, then the amount field says so and keeps what was typed', async () => {
    stubPayments({
      payment: [
        {
          status: 400,
          body: {
            error: 'amount: must be at most what is still due, 35000 THB',
            code: 'validation.tooBig',
            params: { maximum: 35000 },
            details: [{ path: 'amount', code: 'validation.tooBig', message: 'must be at most what is still due, 35000 THB', params: { maximum: 35000 } }],
          },
        },
      ],
    });
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (THB)' });
    await user.clear(amount);
    await user.type(amount, '40000');
    await user.click(screen.getByRole('button', { name: 'Save payment' }));

    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining('Must be at most ฿35,000')));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('40000');
    expect(screen.getByRole('button', { name: 'Save payment' })).toBeEnabled();
  });

  it('when a refund is saved without its reason, then the reason is asked for and nothing is sent', async () => {
    const requests = stubPayments();
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (THB)' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Save refund' }));

    const reason = screen.getByRole('textbox', { name: 'Reason for the refund' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription('This field is required'));
    expect(reason).toHaveFocus();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

/** The same stay before its 5,000 baht damage deposit was taken. */
const NOTHING_HELD: BookingLedger = {
  ...LEDGER,
  amounts: { ...LEDGER.amounts, damageHeld: '0' },
  damageDeposit: { required: '5000', held: '0', released: '0', kept: '0' },
  entries: [LEDGER.entries[0]!],
};

/** After 3,000 of the 5,000 held went back and 2,000 was kept for a broken lamp. */
const PART_KEPT: BookingLedger = {
  ...LEDGER,
  amounts: { ...LEDGER.amounts, damageHeld: '2000' },
  damageDeposit: { required: '5000', held: '5000', released: '3000', kept: '2000' },
  entries: [...LEDGER.entries, entry({ id: 'entry-3', kind: 'damage_release', method: 'cash', amount: '3000', receivedOn: '2026-06-12', note: 'Broken lamp', recordedAt: '2026-06-12T08:00:00.000Z' })],
};

describe('BookingPaymentsSection: the damage deposit', () => {
  it('shows what the terms ask for, what is held, given back and kept for damage', async () => {
    stubPayments({}, PART_KEPT);
    renderSection();

    expect(await screen.findByRole('heading', { name: 'Damage deposit' })).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Asked for')).toBe('฿5,000'));
    expect(valueOf('Damage deposit held')).toBe('฿5,000');
    expect(valueOf('Given back')).toBe('฿3,000');
    expect(valueOf('Kept for damage')).toBe('฿2,000');
    // The stay's payment status does not move with the deposit.
    expect(screen.getByText('Deposit paid')).toBeInTheDocument();
  });

  it('when nothing is held yet, then staff record the deposit held: what the terms ask for, with an Idempotency-Key', async () => {
    const requests = stubPayments({ damageHold: [{ entry: LEDGER.entries[1]!, ledger: LEDGER }] }, NOTHING_HELD);
    const user = userEvent.setup();
    renderSection();

    expect(await screen.findByRole('button', { name: 'Record damage deposit held' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release damage deposit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record damage deposit held' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (THB)' });
    expect(amount).toHaveValue('5000');
    expect(amount).toHaveAccessibleDescription('At most ฿5,000 can be held');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'Cash');
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'KEY-7');
    await user.click(screen.getByRole('button', { name: 'Save deposit held' }));

    expect(await screen.findByText('Damage deposit of ฿5,000 held')).toBeInTheDocument();
    const posted = requests.filter((request) => request.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.path).toBe(`/api/admin/bookings/${BOOKING_ID}/damage-holds`);
    expect(posted[0]!.body).toEqual({ amount: '5000', method: 'cash', externalReference: 'KEY-7' });
    expect(posted[0]!.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
  });

  it('when the server refuses a hold above the limit, then the amount field says so', async () => {
    stubPayments(
      {
        damageHold: [
          {
            status: 400,
            body: {
              error: 'amount: must be at most the damage deposit not yet held',
              code: 'validation.tooBig',
              params: { maximum: 5000 },
              details: [{ path: 'amount', code: 'validation.tooBig', message: 'must be at most the damage deposit not yet held', params: { maximum: 5000 } }],
            },
          },
        ],
      },
      NOTHING_HELD,
    );
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Record damage deposit held' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (THB)' });
    await user.clear(amount);
    await user.type(amount, '6000');
    await user.click(screen.getByRole('button', { name: 'Save deposit held' }));

    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining('Must be at most ฿5,000')));
    expect(amount).toHaveValue('6000');
  });

  it('when less than is held goes back without a reason, then the reason is asked for and nothing is sent; with it, the release is sent', async () => {
    const requests = stubPayments({ damageRelease: [{ entry: PART_KEPT.entries[2]!, ledger: PART_KEPT }] });
    const user = userEvent.setup();
    renderSection();

    expect(await screen.findByRole('button', { name: 'Release damage deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record damage deposit held' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release damage deposit' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (THB)' });
    expect(amount).toHaveValue('5000');
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(screen.getByRole('button', { name: 'Save release' }));

    const reason = screen.getByRole('textbox', { name: 'Reason for keeping part of it' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('This field is required')));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(reason, 'Broken lamp');
    await user.click(screen.getByRole('button', { name: 'Save release' }));
    expect(await screen.findByText('฿3,000 of the damage deposit given back')).toBeInTheDocument();
    const posted = requests.filter((request) => request.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.path).toBe(`/api/admin/bookings/${BOOKING_ID}/damage-releases`);
    expect(posted[0]!.body).toEqual({ amount: '3000', method: 'promptpay', reason: 'Broken lamp' });
  });

  it('when all that is held goes back, then no reason is needed', async () => {
    const released: BookingLedger = { ...PART_KEPT, amounts: { ...PART_KEPT.amounts, damageHeld: '0' }, damageDeposit: { required: '5000', held: '5000', released: '5000', kept: '0' } };
    const requests = stubPayments({ damageRelease: [{ entry: PART_KEPT.entries[2]!, ledger: released }] });
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Release damage deposit' }));
    await user.click(screen.getByRole('button', { name: 'Save release' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ amount: '5000', method: 'promptpay' });
  });
});
