import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Download, Printer, ReceiptText } from 'lucide-react';
import type { OwnerStatement, StatementLine } from '@islandstay/shared/payments/statement.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { BookingStatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadStatementCsv } from '../api/statement-csv.ts';
import { formatMonth } from '../hooks/statement-month.ts';
import { useMoney } from '../hooks/use-money.ts';
import styles from './statements.module.css';

/** Download CSV and Print: what the owner keeps or sends on (hidden in print). */
function StatementActions({ ownerId, month }: { ownerId: string; month: string }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const file = await downloadStatementCsv(ownerId, month);
      saveFile(file.blob, file.filename);
    } catch {
      toast.error(t('statements.detail.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className={styles.actions} data-print="hide">
      <Button onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
        <Download size={16} aria-hidden="true" />
        {t('statements.detail.downloadCsv')}
      </Button>
      <Button onClick={() => window.print()}>
        <Printer size={16} aria-hidden="true" />
        {t('statements.detail.print')}
      </Button>
    </div>
  );
}

function TotalsTable({ statement }: { statement: OwnerStatement }) {
  const { t } = useTranslation();
  const money = useMoney();
  const column = (name: string) => t(`statements.totals.columns.${name}`, { percent: statement.commissionPercent });
  const names = ['received', 'refunded', 'net', 'commission', 'payout'] as const;
  return (
    <section aria-labelledby="statement-totals-title" className={styles.section}>
      <h2 id="statement-totals-title" className={styles.sectionTitle}>
        {t('statements.totals.title')}
      </h2>
      {statement.totals.length === 0 ? (
        <p className={styles.muted}>{t('statements.totals.none')}</p>
      ) : (
        <ListTable
          wrapClassName={styles.tableWrap}
          scrollFocusable
          className={styles.table}
          caption={t('statements.totals.caption', { count: statement.totals.length })}
          head={
            <>
              <th scope="col">{column('currency')}</th>
              {names.map((name) => (
                <th key={name} scope="col" className={styles.numeric}>
                  {column(name)}
                </th>
              ))}
            </>
          }
        >
          {statement.totals.map((total) => (
            <tr key={total.currency}>
              <td data-label={column('currency')} className={`${styles.fullRow} ${styles.strong}`}>
                {total.currency}
              </td>
              {names.map((name) => (
                <td key={name} data-label={column(name)} className={`${styles.numeric} ${name === 'payout' ? styles.strong : ''}`}>
                  {money(total[name], total.currency)}
                </td>
              ))}
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}

function StaysTable({ statement }: { statement: OwnerStatement }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const column = (name: string) => t(`statements.stays.columns.${name}`);
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <section aria-labelledby="statement-stays-title" className={styles.section}>
      <h2 id="statement-stays-title" className={styles.sectionTitle}>
        {t('statements.stays.title', { count: statement.stays.length })}
      </h2>
      {statement.stays.length === 0 ? (
        <p className={styles.muted}>{t('statements.stays.none')}</p>
      ) : (
        <ListTable
          wrapClassName={styles.tableWrap}
          scrollFocusable
          className={styles.table}
          caption={t('statements.stays.caption', { count: statement.stays.length })}
          head={
            <>
              <th scope="col">{column('reference')}</th>
              <th scope="col">{column('villa')}</th>
              <th scope="col">{column('checkIn')}</th>
              <th scope="col">{column('checkOut')}</th>
              <th scope="col" className={styles.numeric}>
                {column('nights')}
              </th>
              <th scope="col">{column('status')}</th>
              <th scope="col">{column('payment')}</th>
              <th scope="col" className={styles.numeric}>
                {column('total')}
              </th>
            </>
          }
        >
          {statement.stays.map((stay) => (
            <tr key={stay.bookingId}>
              <td data-label={column('reference')} className={styles.reference}>
                {stay.reference}
              </td>
              <td data-label={column('villa')}>{stay.villaName}</td>
              <td data-label={column('checkIn')}>{date(stay.checkIn)}</td>
              <td data-label={column('checkOut')}>{date(stay.checkOut)}</td>
              <td data-label={column('nights')} className={styles.numeric}>
                {stay.nights}
              </td>
              <td data-label={column('status')}>
                <BookingStatusBadge status={stay.status} />
              </td>
              <td data-label={column('payment')}>{t(`paymentStatus.${stay.paymentStatus}`)}</td>
              <td data-label={column('total')} className={styles.numeric}>
                {money(stay.total, stay.currency)}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}

function isNegative(line: StatementLine): boolean {
  return line.amount.trim().startsWith('-');
}

function LinesTable({ statement }: { statement: OwnerStatement }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const column = (name: string) => t(`statements.lines.columns.${name}`);
  return (
    <section aria-labelledby="statement-lines-title" className={styles.section}>
      <h2 id="statement-lines-title" className={styles.sectionTitle}>
        {t('statements.lines.title', { count: statement.lines.length })}
      </h2>
      {statement.lines.length === 0 ? (
        <p className={styles.muted}>{t('statements.lines.none')}</p>
      ) : (
        <ListTable
          wrapClassName={styles.tableWrap}
          scrollFocusable
          className={styles.table}
          caption={t('statements.lines.caption', { count: statement.lines.length })}
          head={
            <>
              <th scope="col">{column('date')}</th>
              <th scope="col">{column('reference')}</th>
              <th scope="col">{column('villa')}</th>
              <th scope="col">{column('guest')}</th>
              <th scope="col">{column('kind')}</th>
              <th scope="col">{column('method')}</th>
              <th scope="col" className={styles.numeric}>
                {column('amount')}
              </th>
              <th scope="col">{column('currency')}</th>
              <th scope="col">{column('externalReference')}</th>
            </>
          }
        >
          {statement.lines.map((line) => (
            <tr key={line.entryId}>
              <td data-label={column('date')}>{formatDate(line.receivedOn, i18n.language)}</td>
              <td data-label={column('reference')} className={styles.reference}>
                {line.reference}
              </td>
              <td data-label={column('villa')}>{line.villaName}</td>
              <td data-label={column('guest')}>{line.guestName}</td>
              <td data-label={column('kind')}>{t(`statements.kinds.${line.kind}`)}</td>
              <td data-label={column('method')}>{t(`statements.methods.${line.method}`)}</td>
              <td data-label={column('amount')} className={`${styles.numeric} ${isNegative(line) ? styles.negative : ''}`}>
                {money(line.amount, line.currency)}
              </td>
              <td data-label={column('currency')}>{line.currency}</td>
              <td data-label={column('externalReference')} className={styles.reference}>
                {line.externalReference ?? '—'}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}

/**
 * One owner's statement for a month: who and which month, what to keep (CSV, print), the totals
 * per currency, the stays that began in the month and the money that moved (refunds negative).
 */
export function OwnerStatementView({ statement }: { statement: OwnerStatement }) {
  const { t, i18n } = useTranslation();
  const monthName = formatMonth(statement.month, i18n.language);
  const empty = statement.stays.length === 0 && statement.lines.length === 0 && statement.totals.length === 0;
  return (
    <article aria-labelledby="statement-title" className={styles.statement}>
      <div className={styles.statementHead}>
        <div>
          <h1 id="statement-title" className={styles.title}>
            {t('statements.detail.title', { name: statement.ownerName })}
          </h1>
          <p className={styles.subtitle}>{t('statements.detail.subtitle', { month: monthName, percent: statement.commissionPercent })}</p>
        </div>
        {!empty && <StatementActions ownerId={statement.ownerId} month={statement.month} />}
      </div>
      {empty ? (
        <StateMessage icon={ReceiptText} title={t('statements.detail.emptyTitle', { month: monthName })} text={t('statements.detail.emptyText', { name: statement.ownerName })} />
      ) : (
        <>
          <TotalsTable statement={statement} />
          <StaysTable statement={statement} />
          <LinesTable statement={statement} />
        </>
      )}
    </article>
  );
}
