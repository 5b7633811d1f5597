import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { emptyVillaForm, villaFormData } from '../hooks/villa-form.ts';
import { VillaFormDialog } from './villa-form-dialog.tsx';

const NO_PHOTOS = { kept: [], removed: [], files: [] };

beforeEach(() => {
  mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.adminVillas.listAreas, () => ['Lamai']),
    answer(api.villas.listAmenities, () => ({ data: [] })),
  );
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
