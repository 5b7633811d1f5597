import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { renderWithApp } from '../../../test/render.tsx';
import { EMPTY_FILTERS, toSearchParams, type SearchFilters } from '../search-params.ts';
import { FiltersControl } from './filters-control.tsx';

const swr = {
  [api.villas.listAreas.key({ query: { locale: 'en' } })]: { data: [{ name: 'Lamai', slug: 'lamai', villaCount: 3, label: { text: 'Lamai', lang: 'en' } }] },
  [api.villas.listAmenities.key({ query: { locale: 'en' } })]: {
    data: [
      { name: 'Pool', icon: 'pool', predefined: true, label: { text: 'Pool', lang: 'en' } },
      { name: 'Garden', icon: 'garden', predefined: true, label: { text: 'Garden', lang: 'en' } },
    ],
  },
};

const filters: SearchFilters = { ...EMPTY_FILTERS, checkIn: '2099-03-10', checkOut: '2099-03-13' };

describe('FiltersControl', () => {
  afterEach(cleanup);

  it('when Filters is pressed, then the sheet opens with the form, Show villas applies the ticked amenity, closes it and gives focus back to Filters', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(<FiltersControl filters={filters} formKey={toSearchParams(filters).toString()} onApply={onApply} />, { swr });

    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);

    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const pool = await within(sheet).findByRole('checkbox', { name: 'Pool' });
    expect(within(sheet).getByRole('group', { name: 'Amenities' })).toBeInTheDocument();
    await user.click(pool);
    expect(pool).toBeChecked();

    await user.click(within(sheet).getByRole('button', { name: 'Show villas' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply.mock.calls[0]![0]).toMatchObject({ checkIn: '2099-03-10', checkOut: '2099-03-13', amenities: ['Pool'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('when the sheet is opened from the keyboard, then Escape closes it without applying anything and focus returns to Filters', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(<FiltersControl filters={filters} formKey={toSearchParams(filters).toString()} onApply={onApply} />, { swr });

    const button = screen.getByRole('button', { name: 'Filters' });
    button.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await within(sheet).findByRole('checkbox', { name: 'Garden' });
    expect(within(sheet).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    expect(onApply).not.toHaveBeenCalled();
  });
});
