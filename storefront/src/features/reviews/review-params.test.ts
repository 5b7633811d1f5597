import { describe, expect, it } from 'vitest';
import { parseReviewParams, toApiQuery, toReviewParams } from './review-params.ts';

describe('reviews URL state', () => {
  it('reads several stars, the text and the order, and drops what it cannot read', () => {
    const filters = parseReviewParams(new URLSearchParams('q=pool&stars=4,9,5,abc,4&sort=bogus&page=0'));
    expect(filters).toEqual({ q: 'pool', stars: [5, 4] });
  });

  it('writes the same state back, highest star first, without defaults', () => {
    expect(toReviewParams({ q: 'pool', stars: [4, 5], order: 'newest', page: 1 }).toString()).toBe('q=pool&stars=5%2C4');
  });

  it('maps each order to the API names of the shared query schema (sort + sortOrder)', () => {
    expect(toApiQuery({ order: 'lowest' })).toMatchObject({ sort: 'rating', sortOrder: 'asc' });
    expect(toApiQuery({ order: 'highest' })).toMatchObject({ sort: 'rating', sortOrder: 'desc' });
    expect(toApiQuery({ order: 'helpful', stars: [5, 3], q: 'quiet' })).toMatchObject({ sort: 'helpful', stars: '5,3', q: 'quiet' });
    expect(toApiQuery({})).toMatchObject({ sort: 'newest', sortOrder: undefined });
  });
});
