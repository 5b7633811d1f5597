import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { StatementSettings } from '@islandstay/shared/payments/statement.schemas';

/**
 * Admin: sets the commission. The settings take the answer at once; every loaded statement reads
 * again, as commission and payout follow the percentage.
 */
export async function updateStatementSettings(body: StatementSettings, mutate: ScopedMutator): Promise<StatementSettings> {
  const answer = await api.statements.updateSettings({ body });
  await Promise.all([mutate(api.statements.settings.key(), answer, { revalidate: false }), mutate((key) => api.statements.list.matches(key) || api.statements.get.matches(key))]);
  return answer;
}
