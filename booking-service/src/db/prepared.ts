import type { QueryResult, QueryResultRow } from 'pg';
import { preparedStatementPool, type Knex } from './knex.ts';

interface PgConnection {
  query<R extends QueryResultRow>(config: { name: string; text: string; values: unknown[] }): Promise<QueryResult<R>>;
}

/**
 * Runs a named prepared statement: outside a transaction on a connection of the pool beside
 * `knex`'s (db/knex.ts), where PostgreSQL plans it once per connection and keeps that plan; in a
 * transaction on its connection, planned as PostgreSQL chooses. Knex has no API for named
 * statements, so this borrows a connection from the pool.
 */
export async function preparedQuery<R extends QueryResultRow>(knex: Knex, name: string, text: string, values: unknown[]): Promise<R[]> {
  const client = (preparedStatementPool(knex) ?? knex).client as { acquireConnection(): Promise<PgConnection>; releaseConnection(c: PgConnection): Promise<void> };
  const connection = await client.acquireConnection();
  try {
    return (await connection.query<R>({ name, text, values })).rows;
  } finally {
    await client.releaseConnection(connection);
  }
}
