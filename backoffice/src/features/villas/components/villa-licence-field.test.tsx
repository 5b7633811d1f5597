import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { CURRENCIES_ANSWER, stubApi } from '../../../test/stub-api.ts';
import { emptyVillaForm, villaFormData } from '../hooks/villa-form.ts';
import { VillaFormDialog } from './villa-form-dialog.tsx';

const NO_PHOTOS = { kept: [], removed: [], files: [] };

beforeEach(() => {
  stubApi({
    'GET /api/currencies/all': () => ({ body: CURRENCIES_ANSWER }),
    'GET /api/admin/areas': () => ({ body: ['Lamai'] }),
    'GET /api/amenities': () => ({ body: { data: [] } }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('villa form: the Thai short-stay licence', () => {
  it('offers the licence statuses in a labelled select that explains the 30-night rule', async () => {
    await renderRoutes([{ path: '/', element: <VillaFormDialog villa={null} isAdmin={false} owners={[]} onClose={() => undefined} /> }], '/');
    const select = await screen.findByLabelText('Short-stay licence (stays under 30 nights)');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not recorded yet', 'Hotel licence', 'Non-hotel registration', 'None: stays of 30 nights or more only']);
    expect(select).toHaveAccessibleDescription(/needs a hotel licence or a non-hotel registration/);
    await userEvent.setup().selectOptions(select, 'None: stays of 30 nights or more only');
    expect(select).toHaveValue('none');
  });

  it('sends the chosen status, and leaves it out when none is chosen (an edit keeps the stored one)', () => {
    const chosen = villaFormData({ ...emptyVillaForm(), shortStayLicence: 'non_hotel_registration' }, NO_PHOTOS, { isAdmin: false, editing: true });
    expect(chosen.get('shortStayLicence')).toBe('non_hotel_registration');
    expect(villaFormData(emptyVillaForm(), NO_PHOTOS, { isAdmin: false, editing: true }).has('shortStayLicence')).toBe(false);
  });
});
