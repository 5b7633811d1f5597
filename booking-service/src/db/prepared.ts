import type { QueryResult, QueryResultRow } from 'pg';
import type { Knex } from './knex.ts';

interface PgConnection {
  query<R extends QueryResultRow>(config: { name: string; text: string; values: unknown[] }): Promise<QueryResult<R>>;
}

/**
 * Runs a named prepared statement on a pooled connection. PostgreSQL plans it once per
 * connection instead of on every call; for the hottest public query that halves its cost.
 * Knex has no API for named statements, so this borrows a connection from its pool.
 */
export async function preparedQuery<R extends QueryResultRow>(knex: Knex, name: string, text: string, values: unknown[]): Promise<R[]> {
  const client = knex.client as { acquireConnection(): Promise<PgConnection>; releaseConnection(c: PgConnection): Promise<void> };
  const connection = await client.acquireConnection();
  try {
    return (await connection.query<R>({ name, text, values })).rows;
  } finally {
    await client.releaseConnection(connection);
  }
}
