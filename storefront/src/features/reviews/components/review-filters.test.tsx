import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReviewFilters } from '../hooks/use-review-filters.ts';
import { renderAt, setupI18n } from '../test/render.tsx';
import { ReviewFilters } from './review-filters.tsx';

beforeAll(setupI18n);

function FiltersFromUrl() {
  const { filters, setFilters } = useReviewFilters();
  return <ReviewFilters filters={filters} onChange={setFilters} />;
}

describe('review filters rewrite the URL', () => {
  it('when star boxes are ticked and unticked, then the URL lists the chosen stars and the page goes back to 1', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<FiltersFromUrl />, '/villa/v1/reviews?sort=helpful&page=3');
    const query = () => new URLSearchParams(router.state.location.search);

    await user.click(screen.getByRole('checkbox', { name: '5 stars' }));
    expect(query().get('stars')).toBe('5');
    expect(query().get('sort')).toBe('helpful');
    expect(query().get('page')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: '4 stars' }));
    expect(query().get('stars')).toBe('5,4');
    expect(screen.getByRole('checkbox', { name: '4 stars' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: '5 stars' }));
    expect(query().get('stars')).toBe('4');
    expect(screen.getByRole('checkbox', { name: '5 stars' })).not.toBeChecked();
  });

  it('when the URL already holds stars (a reload or a shared link), then those boxes are ticked', () => {
    renderAt(<FiltersFromUrl />, '/villa/v1/reviews?stars=1,2');
    expect(screen.getByRole('checkbox', { name: '1 star' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '3 stars' })).not.toBeChecked();
  });

  it('when words are searched and then the filters cleared, then q comes and goes from the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<FiltersFromUrl />, '/villa/v1/reviews?stars=3');
    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'quiet pool');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('quiet pool');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('');
  });
});
