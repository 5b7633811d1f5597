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
 */
export function createKnex(connectionString: string, poolMax = 10): Knex {
  return knexFactory({
    client: 'pg',
    connection: connectionString,
    pool: { min: 0, max: poolMax },
  });
}
