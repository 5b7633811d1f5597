import { createHmac } from 'node:crypto';
import type { Env } from '../../config/env.ts';
import type { Knex } from '../../db/knex.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiModule } from '../../lib/http/route.ts';
import type { SessionCookies } from '../../lib/http/session-cookies.ts';
import { CheckOutTime, type SiteSettingsSource } from '../bookings/check-in-time.ts';
import type { VillaService } from '../villas/villas.service.ts';
import { reviewRoutes } from './reviews.routes.ts';
import { ReviewService } from './reviews.service.ts';

/** Verified reviews of stays, and helpful votes. */
export function createReviewsModule(deps: {
  db: Knex;
  clock: Clock;
  /** The site settings, whose check-out time says when a stay is over. */
  siteSettings: SiteSettingsSource;
  villas: VillaService;
  sessions: SessionCookies;
  env: Env;
}): ApiModule {
  // Its own key, derived from the session secret, for hashing voters' addresses.
  const addressSecret = createHmac('sha256', deps.env.SESSION_SECRET).update('islandstay:helpful-vote-address').digest();
  const reviews = new ReviewService(deps.db, deps.clock, new CheckOutTime(deps.siteSettings), addressSecret);
  return { routes: reviewRoutes({ reviews, villas: deps.villas, sessions: deps.sessions, env: deps.env }) };
}
