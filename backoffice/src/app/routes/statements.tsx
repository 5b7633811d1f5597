import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import listPage from '../../components/list-page/list-page.module.css';
import { LoadingRows } from '../../components/list-page/list-states.tsx';
import { LoadError } from '../../components/state-message/load-error.tsx';
import { useOwnerStatement } from '../../features/statements/api/owner-statement.ts';
import { useStatementList } from '../../features/statements/api/statement-list.ts';
import { CommissionForm } from '../../features/statements/components/commission-form.tsx';
import { MonthPicker } from '../../features/statements/components/month-picker.tsx';
import { OwnerStatementView } from '../../features/statements/components/owner-statement.tsx';
import { StatementOwnersTable } from '../../features/statements/components/statement-owners-table.tsx';
import { formatMonth } from '../../features/statements/hooks/statement-month.ts';
import { useStatementParams } from '../../features/statements/hooks/use-statement-params.ts';
import { useSession } from '../../lib/api/session.ts';
import page from './statements.module.css';

type ChangeMonth = (month: string) => void;

/** The admin's month: every owner with money or stays, each opening their statement; and the commission. */
function AdminMonth({ month, onMonthChange }: { month: string; onMonthChange: ChangeMonth }) {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading, isValidating, mutate } = useStatementList(month);
  const monthName = formatMonth(month, i18n.language);
  // Another month's answer stays on screen, dimmed, until this month's comes.
  const stale = isValidating || (data !== undefined && data.month !== month);

  let list;
  if (error && !data) {
    list = <LoadError title={t('statements.list.loadError')} error={error} onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    list = <LoadingRows label={t('statements.list.loading')} rows={4} rowHeight={44} />;
  } else if (data && data.owners.length === 0 && !stale) {
    list = <StateMessage icon={ReceiptText} title={t('statements.list.emptyTitle', { month: monthName })} text={t('statements.list.emptyText')} />;
  } else if (data) {
    list = (
      <div className={stale ? listPage.stale : undefined} aria-busy={stale}>
        <StatementOwnersTable list={data} caption={t('statements.list.caption', { count: data.owners.length, month: formatMonth(data.month, i18n.language) })} />
      </div>
    );
  }

  return (
    <>
      <div className={listPage.header}>
        <h1 className={listPage.title}>{t('statements.title')}</h1>
        {data && data.month === month && (
          <p className={listPage.headerNote} aria-live="polite">
            {t('statements.list.note', { count: data.owners.length, month: monthName, percent: data.commissionPercent })}
          </p>
        )}
      </div>
      <MonthPicker month={month} onChange={onMonthChange} />
      <div className={page.stack}>
        {list}
        <CommissionForm />
      </div>
    </>
  );
}

/** One owner's statement for the month: the admin's detail, or an owner's own page. */
function Statement({ ownerId, month, onMonthChange, backTo }: { ownerId: string | null; month: string; onMonthChange: ChangeMonth; backTo?: string }) {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading, isValidating, mutate } = useOwnerStatement(ownerId, month);
  const stale = isValidating || (data !== undefined && data.month !== month);

  let body;
  if (error && !data) {
    body = <LoadError title={t('statements.detail.loadError')} error={error} onRetry={() => void mutate()} />;
  } else if (!ownerId || !data) {
    body =
      !ownerId && !isLoading ? (
        <StateMessage icon={ReceiptText} title={t('statements.detail.emptyTitle', { month: formatMonth(month, i18n.language) })} text={t('statements.detail.noOwner')} />
      ) : (
        <LoadingRows label={t('statements.detail.loading')} rows={5} rowHeight={44} />
      );
  } else {
    body = (
      <div className={stale ? listPage.stale : undefined} aria-busy={stale}>
        <OwnerStatementView statement={data} />
      </div>
    );
  }

  return (
    <>
      {backTo && (
        <p className={page.back} data-print="hide">
          <Link to={backTo} className={page.backLink}>
            <ArrowLeft size={16} aria-hidden="true" />
            {t('statements.detail.back')}
          </Link>
        </p>
      )}
      {(!data || error) && <h1 className="visually-hidden">{t('statements.title')}</h1>}
      <MonthPicker month={month} onChange={onMonthChange} />
      {body}
    </>
  );
}

/** An owner sees their own statement straight away (their owner id is their account's; the month's list line is the fallback). */
function OwnStatement({ month, onMonthChange }: { month: string; onMonthChange: ChangeMonth }) {
  const { session } = useSession();
  const ownId = session.staff?.ownerId ?? null;
  const list = useStatementList(ownId ? null : month);
  const ownerId = ownId ?? list.data?.owners[0]?.ownerId ?? null;
  return <Statement ownerId={ownerId} month={month} onMonthChange={onMonthChange} />;
}

/**
 * /admin/statements (docs/product.md#payments): owner statements by month. The admin picks a month
 * (`?month=YYYY-MM`, the island's current month by default) and an owner (`?owner=<id>`); an owner
 * sees their own. Printing shows the statement only.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('statements.title'));
  const { isAdmin, isLoading } = useSession();
  const { month, owner, update } = useStatementParams();
  const changeMonth = (next: string) => update({ month: next });

  let content;
  // Which view depends on the role: nothing is read before the session is known.
  if (isLoading) content = <LoadingRows label={t('statements.list.loading')} rows={4} rowHeight={44} />;
  else if (!isAdmin) content = <OwnStatement month={month} onMonthChange={changeMonth} />;
  else if (owner) content = <Statement ownerId={owner} month={month} onMonthChange={changeMonth} backTo={`?${new URLSearchParams({ month }).toString()}`} />;
  else content = <AdminMonth month={month} onMonthChange={changeMonth} />;

  return <div className={page.page}>{content}</div>;
}
