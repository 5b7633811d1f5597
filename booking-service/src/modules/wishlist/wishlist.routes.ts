import { wishlist as contract } from '@islandstay/shared/contract/wishlist.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { WishlistService } from './wishlist.service.ts';

/** The signed-in customer's wishlist, keyed by their session (never by a field of the request). */
export function wishlistRoutes(wishlist: WishlistService): RouteDef[] {
  return [
    implement(contract.add, async (ctx, { body }) => {
      ctx.body = { success: true, data: await wishlist.add(requireSession(ctx).subject, body.villaId) };
    }),
    implement(contract.list, async (ctx, { query }) => {
      ctx.body = await wishlist.list(requireSession(ctx).subject, query.currency);
    }),
    implement(contract.listByCustomer, async (ctx, { params, query }) => {
      ctx.body = await wishlist.listOwn(requireSession(ctx).subject, params.id, query.currency);
    }),
    implement(contract.remove, async (ctx, { body }) => {
      ctx.body = { success: true, removed: await wishlist.remove(requireSession(ctx).subject, body.villaId) };
    }),
  ];
}
