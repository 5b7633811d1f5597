import { useState } from 'react';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { Inbox } from 'lucide-react';
import type { ContactDto, ContactSort } from '@islandstay/shared/contacts/contact.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import listPage from '../../components/list-page/list-page.module.css';
import { LoadingRows, PagedResults } from '../../components/list-page/list-states.tsx';
import { LoadError } from '../../components/state-message/load-error.tsx';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { useAdminContacts } from '../../features/contacts/api/admin-contacts.ts';
import { changeContactStatus } from '../../features/contacts/api/change-contact-status.ts';
import { ContactDetailDialog } from '../../features/contacts/components/contact-detail-dialog.tsx';
import { ContactFiltersBar } from '../../features/contacts/components/contact-filters.tsx';
import { ContactsTable } from '../../features/contacts/components/contacts-table.tsx';
import { hasActiveContactFilters } from '../../features/contacts/hooks/contact-filters.ts';
import { useContactFilters } from '../../features/contacts/hooks/use-contact-filters.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';

/** /admin/contacts (admin): search, status filter, sort, table, details, status change; the URL holds the list state. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('contacts.title'));
  const { filters, update, clear } = useContactFilters();
  const { data, error, isLoading, isValidating, mutate } = useAdminContacts(filters);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutate: mutateCache } = useSWRConfig();

  async function setStatus(contact: ContactDto, status: ContactDto['status']) {
    if (status === contact.status) return;
    setBusy(true);
    try {
      await changeContactStatus(contact.id, status, mutateCache);
      toast.success(t('contacts.statusChanged', { name: contact.name, status: t(`contactStatus.${status}`) }));
    } catch (err) {
      const reason = refusalFor(err, t);
      toast.error(reason ? `${t('contacts.statusError')}: ${reason}` : t('contacts.statusError'));
    } finally {
      setBusy(false);
    }
  }

  function sortBy(column: ContactSort) {
    // A second click on the sorted column flips the order; a new column starts at its natural order.
    if (filters.sortBy === column) update({ sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc' });
    else update({ sortBy: column, sortOrder: column === 'createdAt' ? 'desc' : 'asc' });
  }

  const detail = detailId ? data?.contacts.find((contact) => contact.id === detailId) : undefined;

  let list;
  if (error && !data) {
    list = <LoadError title={t('contacts.loadError')} error={error} onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    list = <LoadingRows label={t('contacts.loading')} rows={6} rowHeight={44} />;
  } else if (data && data.contacts.length === 0) {
    list = hasActiveContactFilters(filters) ? (
      <StateMessage icon={Inbox} title={t('contacts.noMatches')} text={t('contacts.noMatchesText')} actions={<Button onClick={clear}>{t('contacts.filters.clear')}</Button>} />
    ) : (
      <StateMessage icon={Inbox} title={t('contacts.empty')} text={t('contacts.emptyText')} />
    );
  } else if (data) {
    list = (
      <PagedResults stale={isValidating} page={filters.page} totalPages={data.totalPages} onPageChange={(next) => update({ page: next })} pagesLabel={t('contacts.pagesLabel')}>
        <ContactsTable
          contacts={data.contacts}
          caption={t('contacts.caption', { count: data.total })}
          filters={filters}
          onSort={sortBy}
          onView={(contact) => setDetailId(contact.id)}
          onChangeStatus={(contact, status) => void setStatus(contact, status)}
          busy={busy}
        />
      </PagedResults>
    );
  }

  return (
    <>
      <div className={listPage.header}>
        <h1 className={listPage.title}>{t('contacts.title')}</h1>
        {data && (
          <p className={listPage.headerNote} aria-live="polite">
            {t('contacts.count', { count: data.total })}
          </p>
        )}
      </div>
      <ContactFiltersBar />
      {list}
      <ContactDetailDialog contact={detail} onClose={() => setDetailId(null)} onChangeStatus={(contact, status) => void setStatus(contact, status)} busy={busy} />
    </>
  );
}
