import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

export type { Knex };

// Calendar dates stay `YYYY-MM-DD` strings (a JS Date would shift them by the server's zone);
// numerics become numbers (money has at most 4 decimals, far inside double precision);
// bigint counts become numbers.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export function createKnex(connectionString: string, poolMax = 10): Knex {
  return knexFactory({
    client: 'pg',
    connection: connectionString,
    pool: { min: 0, max: poolMax },
  });
}
