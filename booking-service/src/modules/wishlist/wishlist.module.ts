import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { VillaService } from '../villas/villas.service.ts';
import { wishlistRoutes } from './wishlist.routes.ts';
import { WishlistService } from './wishlist.service.ts';

/** A customer's saved villas. */
export function createWishlistModule(deps: { db: Knex; clock: Clock; villas: VillaService }): ApiModule {
  return { routes: wishlistRoutes(new WishlistService(deps.db, deps.villas, deps.clock)) };
}
