import { REVIEW_SEARCH_MAX, type ReviewSort, type SortOrder } from '@islandstay/shared/reviews/review.schemas';

/** The orders a visitor can pick; each is one `sort` (+ `sortOrder`) of the API. */
export const REVIEW_ORDERS = ['newest', 'oldest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];

const API_ORDER: Record<ReviewOrder, { sort: ReviewSort; sortOrder?: SortOrder }> = {
  newest: { sort: 'newest' },
  oldest: { sort: 'oldest' },
  helpful: { sort: 'helpful' },
  highest: { sort: 'rating', sortOrder: 'desc' },
  lowest: { sort: 'rating', sortOrder: 'asc' },
};

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

export interface ReviewFilters {
  q?: string;
  /** Several stars at once: `stars=5,4`. */
  stars?: StarValue[];
  order?: ReviewOrder;
  page?: number;
}

function isOrder(value: string | null): value is ReviewOrder {
  return value !== null && (REVIEW_ORDERS as readonly string[]).includes(value);
}

/** The reviews page's state from its URL; anything unreadable is left out rather than sent. */
export function parseReviewParams(params: URLSearchParams): ReviewFilters {
  const filters: ReviewFilters = {};
  const q = params.get('q')?.trim().slice(0, REVIEW_SEARCH_MAX);
  if (q) filters.q = q;
  const stars = [
    ...new Set(
      (params.get('stars') ?? '')
        .split(',')
        .map(Number)
        .filter((n): n is StarValue => (STAR_VALUES as readonly number[]).includes(n)),
    ),
  ].sort((a, b) => b - a);
  if (stars.length > 0) filters.stars = stars;
  const order = params.get('sort');
  if (isOrder(order) && order !== 'newest') filters.order = order;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

export function toReviewParams(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.stars && filters.stars.length > 0) params.set('stars', [...filters.stars].sort((a, b) => b - a).join(','));
  if (filters.order && filters.order !== 'newest') params.set('sort', filters.order);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of GET /api/villa/booking/rate/villa/:id (names from shared villaReviewsQuerySchema). */
export function toApiQuery(filters: ReviewFilters): Record<string, string | number | undefined> {
  const order = API_ORDER[filters.order ?? 'newest'];
  return {
    q: filters.q,
    stars: filters.stars && filters.stars.length > 0 ? filters.stars.join(',') : undefined,
    sort: order.sort,
    sortOrder: order.sortOrder,
    page: filters.page,
  };
}
