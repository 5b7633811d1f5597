import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StatementList, StatementTotals } from '@islandstay/shared/payments/statement.schemas';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { useMoney } from '../hooks/use-money.ts';
import styles from './statements.module.css';

type MoneyColumn = Exclude<keyof StatementTotals, 'currency'>;
const MONEY_COLUMNS: readonly MoneyColumn[] = ['received', 'refunded', 'commission', 'payout'];

/** One amount a currency, one under the other; a dash when the owner had no money that month. */
function MoneyLines({ totals, column }: { totals: readonly StatementTotals[]; column: MoneyColumn }) {
  const money = useMoney();
  if (totals.length === 0) return <>—</>;
  return (
    <>
      {totals.map((total) => (
        <span key={total.currency} className={styles.moneyLine}>
          {money(total[column], total.currency)}
        </span>
      ))}
    </>
  );
}

interface Props {
  list: StatementList;
  caption: string;
}

/** The admin's month: an owner a row, stays and per-currency money; the owner's name opens their statement. Cards below 900 px. */
export function StatementOwnersTable({ list, caption }: Props) {
  const { t } = useTranslation();
  const column = (name: string) => t(`statements.list.columns.${name}`);
  return (
    <ListTable
      wrapClassName={styles.tableWrap}
      className={styles.table}
      caption={caption}
      head={
        <>
          <th scope="col">{column('owner')}</th>
          <th scope="col" className={styles.numeric}>
            {column('stays')}
          </th>
          {MONEY_COLUMNS.map((name) => (
            <th key={name} scope="col" className={styles.numeric}>
              {column(name)}
            </th>
          ))}
        </>
      }
    >
      {list.owners.map((owner) => (
        <tr key={owner.ownerId}>
          <td data-label={column('owner')} className={styles.fullRow}>
            <Link to={`?${new URLSearchParams({ month: list.month, owner: owner.ownerId }).toString()}`} className={styles.ownerLink} aria-label={t('statements.list.open', { name: owner.ownerName })}>
              {owner.ownerName}
            </Link>
          </td>
          <td data-label={column('stays')} className={styles.numeric}>
            {owner.stays}
          </td>
          {MONEY_COLUMNS.map((name) => (
            <td key={name} data-label={column(name)} className={styles.numeric}>
              <MoneyLines totals={owner.totals} column={name} />
            </td>
          ))}
        </tr>
      ))}
    </ListTable>
  );
}
