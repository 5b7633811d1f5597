import { randomUUID } from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { Env } from './config/env.ts';
import type { Knex } from './db/knex.ts';
import type { AppState, RouteDef } from './http/route.ts';
import { routeTable, type Services } from './http/route-table.ts';
import { buildRouter } from './http/router.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { csrfGuard } from './middlewares/csrf.ts';
import { errorHandler } from './middlewares/error-handler.ts';
import { BookingService } from './modules/bookings/bookings.service.ts';
import { CurrencyService } from './modules/currencies/currencies.service.ts';
import { PricingService } from './modules/pricing/pricing.service.ts';
import { VillaCatalog } from './modules/villas/villa-catalog.ts';
import { VillaService } from './modules/villas/villas.service.ts';

export interface AppDeps {
  db: Knex;
  logger: Logger;
  env: Pick<Env, 'TRUST_PROXY'>;
  clock?: Clock;
}

export interface BuiltApp {
  app: Koa<AppState>;
  services: Services;
  routes: RouteDef[];
}

/** Builds the Koa app without listening, so tests run it in-process on a real port. */
export function buildApp(deps: AppDeps): BuiltApp {
  const clock = deps.clock ?? systemClock;
  const catalog = new VillaCatalog(deps.db);
  const currencies = new CurrencyService(catalog);
  const villas = new VillaService(deps.db, catalog, clock);
  const services: Services = {
    db: deps.db,
    currencies,
    villas,
    pricing: new PricingService(villas),
    bookings: new BookingService(deps.db, clock),
  };
  const routes = routeTable(services);
  const router = buildRouter(routes, deps.db);

  const app = new Koa<AppState>({ proxy: deps.env.TRUST_PROXY });
  // Errors Koa sees outside the middleware chain (a client hanging up, bytes left unread on a
  // socket) go to our log instead of stderr.
  app.on('error', (err: unknown) => deps.logger.warn({ err }, 'connection error'));
  app.use(async (ctx, next) => {
    ctx.state.requestId = randomUUID();
    await next();
  });
  app.use(errorHandler(deps.logger));
  app.use(csrfGuard());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] }));
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return { app, services, routes };
}
