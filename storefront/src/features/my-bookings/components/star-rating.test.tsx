import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render.tsx';
import { StarRating } from './star-rating.tsx';

describe('StarRating', { timeout: 30_000 }, () => {
  it('is a labelled radio group of five stars, each named by its value', async () => {
    await renderWithApp(<StarRating value={null} label="Your rating for Villa Breeze" onRate={() => undefined} />);

    const group = screen.getByRole('radiogroup', { name: 'Your rating for Villa Breeze' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('is one Tab stop; arrows move between stars without rating, Enter and Space rate', async () => {
    const onRate = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(
      <>
        <button type="button">before</button>
        <StarRating value={null} label="Your rating" onRate={onRate} />
        <button type="button">after</button>
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    expect(onRate).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onRate).toHaveBeenLastCalledWith(3);

    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onRate).toHaveBeenLastCalledWith(5);

    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('with a saved rating, Tab lands on that star and it is the checked one', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <>
        <button type="button">before</button>
        <StarRating value={4} label="Your rating" onRate={() => undefined} />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();

    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  });
});
