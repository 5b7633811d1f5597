import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER, villaBasics } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import type { AdminVilla } from '../api/admin-villas.ts';
import { villaFormData, villaToForm } from '../hooks/villa-form.ts';
import { VillaFormDialog } from './villa-form-dialog.tsx';

/** A give-up limit only: jsdom on a shared 2-core machine is slow. */
const GIVE_UP = { timeout: 60_000 };

describe('villa form: cleaning fee', () => {
  const villa = {
    id: 'v1',
    name: 'Baan Talay',
    ...villaBasics(),
    price: 2500,
    cleaningFee: 800,
    currency: 'THB',
    isActive: true,
  } as unknown as AdminVilla;

  it('when a villa is edited, then its cleaning fee is in the form and sent back; a cleared fee is sent as 0', () => {
    const values = villaToForm(villa);
    expect(values.cleaningFee).toBe('800');
    const photos = { kept: [], removed: [], files: [] };
    expect(villaFormData(values, photos, { isAdmin: false, editing: true }).get('cleaningFee')).toBe('800');
    expect(villaFormData({ ...values, cleaningFee: ' ' }, photos, { isAdmin: false, editing: true }).get('cleaningFee')).toBe('0');
  });

  it('when the fee typed is negative, then the shared schema refuses it under the labelled input and nothing is sent', GIVE_UP, async () => {
    const requests = mockApi(
      answer(api.currencies.list, () => CURRENCIES_ANSWER),
      answer(api.adminVillas.listAreas, () => ['Chaweng', 'Lamai']),
      answer(api.villas.listAmenities, () => ({ data: [] })),
      answer(api.adminVillas.update, () => ({ status: 500, body: { error: 'not expected' } })),
    );
    await renderRoutes([{ path: '/', element: <VillaFormDialog villa={villa} isAdmin={false} owners={[]} onClose={() => undefined} /> }], '/');
    const user = userEvent.setup();
    const fee = await screen.findByLabelText('Cleaning fee (once per stay)');
    expect(fee).toHaveValue(800);
    await user.clear(fee);
    await user.type(fee, '-5');
    await user.click(screen.getByRole('button', { name: 'Update Villa' }));
    expect(await screen.findByText('Cleaning fee must be at least 0')).toBeInTheDocument();
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
