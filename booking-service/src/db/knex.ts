import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

export type { Knex };

// Calendar dates stay `YYYY-MM-DD` strings (a JS Date would shift them by the server's zone);
// numerics stay the exact decimal text Postgres sends (pg's default), so money and rates reach
// the pricing engine and conversions as decimals; repositories turn a figure into a number only
// where it leaves as JSON (docs/architecture.md, "Dates, money and ids"); bigint counts become
// numbers.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/**
 * A pooled connection the server closes (pg_terminate_backend, a restart) is flagged by knex's pg
 * dialect on the client's 'error'/'end' events and dropped by the pool when next acquired, so the
 * pool heals by itself; the request that was using it is answered 503 or, for a read, tried again
 * (see db/connection-errors.ts and the router).
 *
 * Beside it, a second pool of up to `poolMax` connections for the named prepared statements
 * (db/prepared.ts), whose sessions always use a statement's generic plan; `destroy()` closes both.
 */
export function createKnex(connectionString: string, poolMax = 10): Knex {
  const knex = pooled(connectionString, poolMax);
  const prepared = pooled({ connectionString, options: '-c plan_cache_mode=force_generic_plan' }, poolMax);
  preparedPools.set(knex, prepared);
  const destroyMain = knex.destroy.bind(knex);
  let destroyed: Promise<void> | undefined;
  // knex defines `destroy` as a read-only (but configurable) property.
  Object.defineProperty(knex, 'destroy', { configurable: true, value: () => (destroyed ??= Promise.all([destroyMain(), prepared.destroy()]).then(() => undefined)) });
  return knex;
}

function pooled(connection: string | Knex.PgConnectionConfig, poolMax: number): Knex {
  return knexFactory({ client: 'pg', connection, pool: { min: 0, max: poolMax } });
}

/**
 * Why a pool of their own: PostgreSQL plans a prepared statement anew for each call (a custom
 * plan) for as long as it estimates that cheaper than the plan it keeps (the generic plan), and
 * for statements such as the occupancy read it always does: planning was 0.45 of its 0.5 ms.
 * `plan_cache_mode` cannot be set for one statement, and set for the main pool it would also hold
 * knex's unnamed statements to plans made without their values.
 */
const preparedPools = new WeakMap<Knex, Knex>();

/** The pool `knex`'s named prepared statements run on; undefined for a transaction (or a knex not made here). */
export function preparedStatementPool(knex: Knex): Knex | undefined {
  return preparedPools.get(knex);
}
