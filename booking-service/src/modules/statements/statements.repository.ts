import { statementSettingsSchema, type StatementSettings } from '@islandstay/shared/payments/statement.schemas';
import type { Knex } from '../../db/knex.ts';

type Db = Knex | Knex.Transaction;

const SETTINGS_KEY = 'statement_settings';

/** No commission until the admin sets one. */
const DEFAULT_SETTINGS: StatementSettings = { commissionPercent: 0 };

/** The admin's setting; a stored value that no longer reads as one falls back to the default, never to a guess. */
export async function readStatementSettings(db: Db): Promise<StatementSettings> {
  const row = (await db('settings').where({ key: SETTINGS_KEY }).first('value')) as { value: unknown } | undefined;
  const stored = statementSettingsSchema.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_SETTINGS;
}

export async function writeStatementSettings(db: Db, settings: StatementSettings): Promise<void> {
  await db('settings')
    .insert({ key: SETTINGS_KEY, value: JSON.stringify(settings) })
    .onConflict('key')
    .merge();
}

export async function findOwnerName(db: Db, ownerId: string): Promise<string | undefined> {
  const row = (await db('owners').where({ id: ownerId }).first('name')) as { name: string } | undefined;
  return row?.name;
}
