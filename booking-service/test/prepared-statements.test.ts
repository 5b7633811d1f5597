import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createKnex } from '../src/db/knex.ts';
import { preparedQuery } from '../src/db/prepared.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Named prepared statements run on a pool of their own whose sessions always use a statement's
 * generic plan (db/knex.ts says why); knex's own statements, and a prepared statement inside a
 * transaction, keep PostgreSQL's choice.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const MODE = 'select current_setting($1) as mode, pg_backend_pid() as pid';

describe('prepared statements', () => {
  it('when run outside a transaction, then on a session that keeps generic plans; knex and a transaction keep their own', async () => {
    const [prepared] = await preparedQuery<{ mode: string }>(app.knex, 'test-plan-mode', MODE, ['plan_cache_mode']);
    expect(prepared?.mode).toBe('force_generic_plan');
    const plain = await app.knex.raw<{ rows: { mode: string }[] }>('select current_setting(?) as mode', ['plan_cache_mode']);
    expect(plain.rows[0]?.mode).toBe('auto');

    await app.knex.transaction(async (trx) => {
      const { rows } = await trx.raw<{ rows: { pid: number }[] }>('select pg_backend_pid() as pid');
      const [inside] = await preparedQuery<{ mode: string; pid: number }>(trx, 'test-plan-mode', MODE, ['plan_cache_mode']);
      expect(inside).toEqual({ mode: 'auto', pid: rows[0]?.pid });
    });
  });

  it('when a knex is destroyed, then the sessions of both its pools end', async () => {
    const knex = createKnex(inject('pgMaintenanceUrl'), 2);
    const [prepared] = await preparedQuery<{ pid: number }>(knex, 'test-plan-mode', MODE, ['plan_cache_mode']);
    const plain = await knex.raw<{ rows: { pid: number }[] }>('select pg_backend_pid() as pid');
    const pids = [prepared?.pid, plain.rows[0]?.pid].filter((pid): pid is number => pid !== undefined);
    expect(new Set(pids).size).toBe(2);
    const alive = async () => (await app.knex('pg_stat_activity').whereIn('pid', pids).count({ n: '*' }).first())?.n;
    expect(Number(await alive())).toBe(2);

    await knex.destroy();
    await knex.destroy(); // a second call is harmless
    await expect.poll(async () => Number(await alive()), { timeout: 10_000 }).toBe(0);
  });
});
