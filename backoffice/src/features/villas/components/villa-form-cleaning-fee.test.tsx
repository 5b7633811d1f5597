import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { CURRENCIES_ANSWER, stubApi } from '../../../test/stub-api.ts';
import type { AdminVilla } from '../api/admin-villas.ts';
import { villaFormData, villaToForm } from '../hooks/villa-form.ts';
import { VillaFormDialog } from './villa-form-dialog.tsx';

/** A give-up limit only: jsdom on a shared 2-core machine is slow. */
const GIVE_UP = { timeout: 60_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('villa form: cleaning fee', () => {
  const villa = {
    id: 'v1',
    name: 'Baan Talay',
    description: 'By the sea',
    villatype: 'Villa',
    areas: ['Lamai'],
    amenities: [],
    images: [],
    guests: 4,
    bedrooms: 2,
    bathrooms: 2,
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
    const requests = stubApi({
      'GET /api/currencies/all': () => ({ body: CURRENCIES_ANSWER }),
      'GET /api/admin/areas': () => ({ body: ['Chaweng', 'Lamai'] }),
      'GET /api/amenities': () => ({ body: { data: [] } }),
      'PUT /api/admin/villas/v1': () => ({ body: {} }),
    });
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
