import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpHandler } from 'msw';
import { Toaster } from 'sonner';
import { api } from '@islandstay/shared/api/client';
import type { OwnerStatement, StatementList, StatementTotals } from '@islandstay/shared/payments/statement.schemas';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type AnswerOf, type RecordedRequest } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as StatementsPage } from '../../../app/routes/statements.tsx';
import { currentIslandMonth } from '../hooks/statement-month.ts';

const SOMCHAI = 'owner-somchai';
const MALEE = 'owner-malee';

const THB_MAY: StatementTotals = { currency: 'THB', received: '65000', refunded: '5000', net: '60000', commission: '6000', payout: '54000' };
const USD_MAY: StatementTotals = { currency: 'USD', received: '1200', refunded: '0', net: '1200', commission: '120', payout: '1080' };

/** May 2026: Somchai with baht (a refund among them) and dollars; Malee with a stay and no money yet. */
const MAY: StatementList = {
  month: '2026-05',
  commissionPercent: 10,
  owners: [
    { ownerId: SOMCHAI, ownerName: 'Somchai Jaidee', stays: 2, totals: [THB_MAY, USD_MAY] },
    { ownerId: MALEE, ownerName: 'Malee Suksan', stays: 1, totals: [] },
  ],
};

const APRIL: StatementList = {
  month: '2026-04',
  commissionPercent: 10,
  owners: [{ ownerId: MALEE, ownerName: 'Malee Suksan', stays: 3, totals: [{ currency: 'THB', received: '20000', refunded: '0', net: '20000', commission: '2000', payout: '18000' }] }],
};

const SOMCHAI_MAY: OwnerStatement = {
  ownerId: SOMCHAI,
  ownerName: 'Somchai Jaidee',
  month: '2026-05',
  commissionPercent: 10,
  stays: [
    {
      bookingId: 'booking-1',
      reference: 'IS-7K3M9Q2T',
      villaName: 'Baan Talay',
      checkIn: '2026-05-03',
      checkOut: '2026-05-07',
      nights: 4,
      total: '65000',
      currency: 'THB',
      status: 'confirmed',
      paymentStatus: 'partly_refunded',
    },
  ],
  lines: [
    {
      entryId: 'entry-1',
      bookingId: 'booking-1',
      reference: 'IS-7K3M9Q2T',
      villaName: 'Baan Talay',
      guestName: 'Anna Lindqvist',
      kind: 'payment',
      method: 'promptpay',
      receivedOn: '2026-05-01',
      amount: '65000',
      currency: 'THB',
      externalReference: 'PP-0001',
    },
    {
      entryId: 'entry-2',
      bookingId: 'booking-1',
      reference: 'IS-7K3M9Q2T',
      villaName: 'Baan Talay',
      guestName: 'Anna Lindqvist',
      kind: 'refund',
      method: 'bank_transfer',
      receivedOn: '2026-05-09',
      amount: '-5000',
      currency: 'THB',
      externalReference: null,
    },
    {
      entryId: 'entry-3',
      bookingId: 'booking-2',
      reference: 'IS-2B8C4D6E',
      villaName: 'Baan Suan',
      guestName: 'John Smith',
      kind: 'payment',
      method: 'card',
      receivedOn: '2026-05-20',
      amount: '1200',
      currency: 'USD',
      externalReference: 'CH-99',
    },
  ],
  totals: [THB_MAY, USD_MAY],
};

const CSV = 'Date,Reference,Villa,Guest,Kind,Method,Amount,Currency,External reference\r\n2026-05-01,IS-7K3M9Q2T,Baan Talay,Anna Lindqvist,payment,promptpay,65000,THB,PP-0001\r\n';

type Role = 'admin' | 'owner';

interface Stubs {
  lists?: Record<string, StatementList>;
  statement?: OwnerStatement;
  updateSettings?: AnswerOf<typeof api.statements.updateSettings>;
}

/** The statements page signed in as `role`, at `path`, over a stub of the statements API; returns every request. */
async function openStatements(role: Role, path: string, stubs: Stubs = {}, ...handlers: HttpHandler[]) {
  const lists = stubs.lists ?? { '2026-05': MAY, '2026-04': APRIL };
  const requests = mockApi(
    ...handlers,
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.auth.getSession, () => ({
      authenticated: true,
      role,
      staff: role === 'owner' ? { id: SOMCHAI, ownerId: SOMCHAI, name: 'Somchai Jaidee', email: null, status: 'approved' } : { id: 'admin-1', ownerId: null, name: 'Admin', email: null, status: null },
    })),
    answer(api.statements.list, ({ query }) => {
      const month = query.get('month') ?? '';
      return lists[month] ?? { month, commissionPercent: 10, owners: [] };
    }),
    answer(api.statements.get, ({ params, query }) =>
      params.ownerId === SOMCHAI ? { ...(stubs.statement ?? SOMCHAI_MAY), month: query.get('month') ?? '' } : { status: 404, body: { error: 'Owner not found', code: 'common.notFound' } },
    ),
    answer(api.statements.csv, () => HttpResponse.text(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="statement-somchai-2026-05.csv"' } })),
    answer(api.statements.settings, () => ({ commissionPercent: 10 })),
    answer(api.statements.updateSettings, ({ body }) => stubs.updateSettings ?? { commissionPercent: Number((body as { commissionPercent: unknown }).commissionPercent) }),
  );
  const page = (
    <>
      <StatementsPage />
      <Toaster />
    </>
  );
  const view = await renderRoutes([{ path: '/admin/statements', element: page }], path);
  return { requests, ...view };
}

const reads = (requests: RecordedRequest[], operationId: string) => requests.filter((r) => r.operationId === operationId).map((r) => r.url);

function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('statements page: the admin', () => {
  it("when the admin opens a month in the URL, then every owner of that month shows with stays and each currency's money", async () => {
    const { requests } = await openStatements('admin', '/admin/statements?month=2026-05');

    const table = await screen.findByRole('table', { name: '2 owners with money or stays in May 2026' });
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    expect(screen.getByText('2 owners in May 2026 · commission 10%')).toBeInTheDocument();
    const [, somchai, malee] = within(table).getAllByRole('row');
    await waitFor(() => expect(cellTexts(somchai!)).toEqual(['Somchai Jaidee', '2', '฿65,000$1,200.00', '฿5,000$0.00', '฿6,000$120.00', '฿54,000$1,080.00']));
    expect(cellTexts(malee!)).toEqual(['Malee Suksan', '1', '—', '—', '—', '—']);
    expect(reads(requests, 'statements.list')).toEqual(['/api/admin/statements?month=2026-05']);
  });

  it('when the admin goes to the previous month, then the URL and the list follow it; the month box reads any month typed', async () => {
    const { router, requests } = await openStatements('admin', '/admin/statements?month=2026-05');
    const user = userEvent.setup();
    await screen.findByText('Somchai Jaidee');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));

    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-04'));
    expect(await screen.findByRole('table', { name: '1 owner with money or stays in April 2026' })).toBeInTheDocument();
    expect(screen.queryByText('Somchai Jaidee')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-04');

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-02' } });
    expect(await screen.findByText('No statements for February 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-02');
    expect(reads(requests, 'statements.list')).toEqual(['/api/admin/statements?month=2026-05', '/api/admin/statements?month=2026-04', '/api/admin/statements?month=2026-02']);
  });

  it("when no month is in the URL, then the island's current month is read", async () => {
    const { requests } = await openStatements('admin', '/admin/statements');
    await screen.findByRole('heading', { level: 2, name: /^No statements for / });
    expect(reads(requests, 'statements.list')).toEqual([`/api/admin/statements?month=${currentIslandMonth()}`]);
  });

  it('when the admin opens an owner, then their statement shows the totals, the stays and the lines with the refund negative', async () => {
    const { router, requests } = await openStatements('admin', '/admin/statements?month=2026-05');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Somchai Jaidee: open the statement' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Statement: Somchai Jaidee' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('owner')).toBe(SOMCHAI);
    expect(screen.getByText('May 2026 · commission 10%')).toBeInTheDocument();
    expect(reads(requests, 'statements.get')).toEqual([`/api/admin/statements/${SOMCHAI}?month=2026-05`]);

    const totals = screen.getByRole('table', { name: 'Totals in 2 currencies' });
    const [, thb, usd] = within(totals).getAllByRole('row');
    expect(cellTexts(thb!)).toEqual(['THB', '฿65,000', '฿5,000', '฿60,000', '฿6,000', '฿54,000']);
    expect(cellTexts(usd!)).toEqual(['USD', '$1,200.00', '$0.00', '$1,200.00', '$120.00', '$1,080.00']);

    const stays = screen.getByRole('table', { name: '1 stay starting this month' });
    expect(cellTexts(within(stays).getAllByRole('row')[1]!)).toEqual(['IS-7K3M9Q2T', 'Baan Talay', 'May 3, 2026', 'May 7, 2026', '4', 'Confirmed', 'Partly refunded', '฿65,000']);

    const lines = screen.getByRole('table', { name: '3 ledger lines' });
    const [, payment, refund, card] = within(lines).getAllByRole('row');
    expect(cellTexts(payment!)).toEqual(['May 1, 2026', 'IS-7K3M9Q2T', 'Baan Talay', 'Anna Lindqvist', 'Payment', 'PromptPay', '฿65,000', 'THB', 'PP-0001']);
    expect(cellTexts(refund!)).toEqual(['May 9, 2026', 'IS-7K3M9Q2T', 'Baan Talay', 'Anna Lindqvist', 'Refund', 'Bank transfer', '-฿5,000', 'THB', '—']);
    expect(cellTexts(card!)).toEqual(['May 20, 2026', 'IS-2B8C4D6E', 'Baan Suan', 'John Smith', 'Payment', 'Card', '$1,200.00', 'USD', 'CH-99']);

    await user.click(screen.getByRole('link', { name: 'All owners' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-05');
  });

  it('when the owner had nothing that month, then the statement says so plainly and offers nothing to download', async () => {
    await openStatements('admin', `/admin/statements?month=2026-05&owner=${SOMCHAI}`, { statement: { ...SOMCHAI_MAY, stays: [], lines: [], totals: [] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing in May 2026' })).toBeInTheDocument();
    expect(screen.getByText('Somchai Jaidee had no stay starting and no money received or refunded this month.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it("when the owner is unknown, then the server's reason shows with Retry", async () => {
    await openStatements('admin', '/admin/statements?month=2026-05&owner=owner-nobody');
    expect(await screen.findByRole('heading', { name: 'The statement could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('statements page: an owner', () => {
  it('when an owner opens statements, then their own statement shows at once (no list of owners, no commission form)', async () => {
    const { requests } = await openStatements('owner', '/admin/statements?month=2026-05');

    expect(await screen.findByRole('heading', { level: 1, name: 'Statement: Somchai Jaidee' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '3 ledger lines' })).toBeInTheDocument();
    expect(reads(requests, 'statements.get')).toEqual([`/api/admin/statements/${SOMCHAI}?month=2026-05`]);
    expect(reads(requests, 'statements.list')).toEqual([]);
    expect(reads(requests, 'statements.settings')).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Commission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All owners' })).not.toBeInTheDocument();
  });

  it('when the owner downloads the CSV, then the csv URL of their month is fetched and saved under the name the server gives', async () => {
    const saved: string[] = [];
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:statement';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { requests } = await openStatements('owner', '/admin/statements?month=2026-05');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toEqual(['statement-somchai-2026-05.csv']));
    expect(await blob!.text()).toBe(CSV);
    expect(reads(requests, 'statements.csv')).toEqual([`/api/admin/statements/${SOMCHAI}/csv?month=2026-05`]);
  });

  it('when the owner prints, then the browser prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await openStatements('owner', '/admin/statements?month=2026-05');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('statements page: the commission', () => {
  it('when the admin saves a commission, then the number is sent, a toast confirms it and the statements are read again', async () => {
    const { requests } = await openStatements('admin', '/admin/statements?month=2026-05');
    const user = userEvent.setup();
    const input = await screen.findByRole('spinbutton', { name: /^Commission \(%\)/ });
    expect(input).toHaveValue(10);

    await user.clear(input);
    await user.type(input, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save commission' }));

    expect(await screen.findByText('Commission set to 12.5%')).toBeInTheDocument();
    const put = requests.filter((r) => r.operationId === 'statements.updateSettings');
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toEqual({ commissionPercent: 12.5 });
    await waitFor(() => expect(reads(requests, 'statements.list')).toEqual(['/api/admin/statements?month=2026-05', '/api/admin/statements?month=2026-05']));
  });

  it('when the server refuses the percentage, then its field error shows under the field, by its code', async () => {
    const { requests } = await openStatements('admin', '/admin/statements?month=2026-05', {
      updateSettings: {
        status: 400,
        body: {
          error: 'Invalid input',
          code: 'validation.invalidRequest',
          details: [{ path: 'commissionPercent', message: 'must be between 0 and 100', code: 'validation.tooBig', params: { maximum: 100 } }],
        },
      },
    });
    const user = userEvent.setup();
    const input = await screen.findByRole('spinbutton', { name: /^Commission \(%\)/ });

    await user.clear(input);
    await user.type(input, '99');
    await user.click(screen.getByRole('button', { name: 'Save commission' }));

    await waitFor(() => expect(input).toHaveAccessibleDescription(/^Must be at most 100/));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(99);
    expect(requests.filter((r) => r.operationId === 'statements.updateSettings')).toHaveLength(1);
  });

  it('when the box is over 100, then the form says so and sends nothing', async () => {
    const { requests } = await openStatements('admin', '/admin/statements?month=2026-05');
    const user = userEvent.setup();
    const input = await screen.findByRole('spinbutton', { name: /^Commission \(%\)/ });

    await user.clear(input);
    await user.type(input, '150');
    await user.click(screen.getByRole('button', { name: 'Save commission' }));

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(requests.filter((r) => r.operationId === 'statements.updateSettings')).toHaveLength(0);
  });
});
