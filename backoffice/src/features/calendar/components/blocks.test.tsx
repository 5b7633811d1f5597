import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { block, villa } from '../test/fixtures.ts';
import { BlockDialog } from './block-dialog.tsx';
import { SelectionDialog } from './selection-dialog.tsx';

const VILLA = villa('villa-a', 'Baan Talay');

// Generous give-up limit: this machine's CPUs are shared; nothing here asserts a speed.
describe('manual blocks', { timeout: 30_000 }, () => {
  it('when two selected nights are blocked as an owner stay, then the block runs from the first night to the morning after the last', async () => {
    const onClose = vi.fn();
    const requests = mockApi(
      answer(api.currencies.list, () => CURRENCIES_ANSWER),
      answer(api.blocks.create, ({ params, body }) => ({ data: { ...block('2026-12-13', '2026-12-15', 'owner_stay'), villaId: params.id, ...body, note: body.note ?? null } })),
    );
    await renderRoutes([{ path: '/', element: <SelectionDialog selection={{ villa: VILLA, first: '2026-12-13', last: '2026-12-14' }} onClose={onClose} onCreateBooking={() => undefined} /> }], '/');
    const dialog = await screen.findByRole('dialog', { name: 'Selected nights' });
    expect(dialog).toHaveTextContent('Baan Talay: 2 nights, Dec 13, 2026 to Dec 14, 2026');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: /Owner stay/ }));
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Family visit');
    await user.click(within(dialog).getByRole('button', { name: 'Block dates' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ startDate: '2026-12-13', endDate: '2026-12-15', kind: 'owner_stay', note: 'Family visit' });
  });

  it('when the selected nights hold a booking, then the conflict dialog names it and no block is kept', async () => {
    const onClose = vi.fn();
    mockApi(
      answer(api.currencies.list, () => CURRENCIES_ANSWER),
      answer(api.blocks.create, () => ({
        status: 409,
        body: {
          error: 'Villa is not available for selected dates.',
          conflictingBooking: {
            reference: 'IS-7K3M9Q2T',
            checkIn: '2026-12-14',
            checkOut: '2026-12-16',
            status: 'confirmed',
            customer: { name: 'Anna Berg', email: 'anna@example.com', phone: '+66812345678' },
          },
        },
      })),
    );
    await renderRoutes([{ path: '/', element: <SelectionDialog selection={{ villa: VILLA, first: '2026-12-13', last: '2026-12-14' }} onClose={onClose} onCreateBooking={() => undefined} /> }], '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Maintenance/ }));
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Villa is not available for selected dates.' });
    expect(alert).toHaveTextContent('Anna Berg already stays from Dec 14, 2026 to Dec 16, 2026.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when a manual block is removed, then a confirmation comes first and only then the DELETE', async () => {
    const target = block('2026-12-13', '2026-12-15', 'maintenance');
    const onClose = vi.fn();
    const requests = mockApi(
      answer(api.currencies.list, () => CURRENCIES_ANSWER),
      answer(api.blocks.delete, ({ params }) => (params.id === 'villa-a' && params.blockId === target.id ? { success: true } : { status: 404, body: { error: 'Villa or block not found' } })),
    );
    await renderRoutes([{ path: '/', element: <BlockDialog target={{ villa: VILLA, block: target }} onClose={onClose} onOpenSync={() => undefined} /> }], '/');
    const dialog = await screen.findByRole('dialog', { name: 'Blocked dates' });
    expect(dialog).toHaveTextContent('Maintenance');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Remove block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this block?' });
    expect(confirm).toHaveTextContent('The nights Dec 13, 2026 – Dec 15, 2026 become bookable again.');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove block' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('when an imported night is opened, then it cannot be removed here and leads to the calendar sync', async () => {
    const onOpenSync = vi.fn();
    mockApi(answer(api.currencies.list, () => CURRENCIES_ANSWER));
    await renderRoutes([{ path: '/', element: <BlockDialog target={{ villa: VILLA, block: block('2026-12-13', '2026-12-15', 'import') }} onClose={() => undefined} onOpenSync={onOpenSync} /> }], '/');
    const dialog = await screen.findByRole('dialog', { name: 'Imported from a calendar feed' });
    expect(within(dialog).queryByRole('button', { name: 'Remove block' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Open calendar sync' }));
    expect(onOpenSync).toHaveBeenCalledWith(VILLA);
  });
});
