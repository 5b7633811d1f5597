import { useState } from 'react';
import { refusalFor, type Translate } from '@islandstay/web-common/errors/messages';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Home, Plus } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import listPage from '../../components/list-page/list-page.module.css';
import { LoadingRows, PagedResults } from '../../components/list-page/list-states.tsx';
import { LoadError } from '../../components/state-message/load-error.tsx';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { useAdminVillas, type AdminVilla } from '../../features/villas/api/admin-villas.ts';
import { useAreas, useOwnerOptions } from '../../features/villas/api/villa-lookups.ts';
import { deleteVilla, setVillaActive, setVillaPromoted } from '../../features/villas/api/villa-writes.ts';
import { SeasonPricingDialog } from '../../features/villas/components/season-pricing-dialog.tsx';
import { VillaFilters } from '../../features/villas/components/villa-filters.tsx';
import { VillaFormDialog } from '../../features/villas/components/villa-form-dialog.tsx';
import type { VillaActions } from '../../features/villas/components/villa-row-menu.tsx';
import { VillaViewDialog } from '../../features/villas/components/villa-view-dialog.tsx';
import { VillasTable } from '../../features/villas/components/villas-table.tsx';
import styles from '../../features/villas/components/villas.module.css';
import { hasActiveVillaFilters } from '../../features/villas/hooks/villa-filters.ts';
import { useVillaFilters } from '../../features/villas/hooks/use-villa-filters.ts';
import { useSession } from '../../lib/api/session.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';

type Dialog = { kind: 'add' } | { kind: 'edit'; villa: AdminVilla } | { kind: 'view'; villa: AdminVilla } | { kind: 'seasons'; villa: AdminVilla } | null;

/** The server's reason by its code when it refused (docs/product.md#villas); no connection or a 5xx asks to try again. */
function reasonOf(error: unknown, t: Translate): string {
  return refusalFor(error, t) ?? t('villas.tryAgain');
}

/** /admin/villas (docs/product.md#villas, Villa Management): the list state lives in the URL; the modals over it. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('villas.title'));
  const { isAdmin } = useSession();
  const { filters, update, clear } = useVillaFilters();
  const { data, error, isLoading, isValidating, mutate } = useAdminVillas(filters, isAdmin);
  const { data: areas } = useAreas();
  const { data: owners } = useOwnerOptions(isAdmin);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminVilla | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function toggleActive(villa: AdminVilla) {
    setBusyId(villa.id);
    try {
      await setVillaActive(villa.id, !villa.isActive);
      toast.success(villa.isActive ? t('villas.status.deactivated', { name: villa.name }) : t('villas.status.activated', { name: villa.name }));
    } catch (err) {
      toast.error(t('villas.status.toggleError', { reason: reasonOf(err, t) }));
    } finally {
      setBusyId(null);
    }
  }

  async function togglePromoted(villa: AdminVilla) {
    setBusyId(villa.id);
    try {
      await setVillaPromoted(villa.id, !villa.isPromoted);
      toast.success(villa.isPromoted ? t('villas.promoted.stopped', { name: villa.name }) : t('villas.promoted.started', { name: villa.name }));
    } catch (err) {
      toast.error(t('villas.promoted.toggleError', { reason: reasonOf(err, t) }));
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!deleteTarget) return;
    setDeleting(true);
    try {
      await deleteVilla(deleteTarget.id);
      toast.success(t('villas.deleted', { name: deleteTarget.name }));
      setDeleteTarget(null);
    } catch (err) {
      // A 409 says how many upcoming bookings stand in the way: kept on screen long enough to read.
      toast.error(t('villas.deleteError', { reason: reasonOf(err, t) }), { duration: 8000 });
      setDeleteTarget(null);
    } finally {
      setDeleting(false);
    }
  }

  const actions: VillaActions = {
    onView: (villa) => setDialog({ kind: 'view', villa }),
    onEdit: (villa) => setDialog({ kind: 'edit', villa }),
    onSeasons: (villa) => setDialog({ kind: 'seasons', villa }),
    onDelete: (villa) => setDeleteTarget(villa),
    onToggleActive: (villa) => void toggleActive(villa),
    onTogglePromoted: isAdmin ? (villa) => void togglePromoted(villa) : undefined,
  };

  let list;
  if (error && !data) {
    list = <LoadError title={t('villas.loadError')} error={error} onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    list = <LoadingRows label={t('villas.loading')} rows={5} rowHeight={64} />;
  } else if (data && data.villas.length === 0) {
    list = hasActiveVillaFilters(filters) ? (
      <StateMessage icon={Home} title={t('villas.noMatches')} text={t('villas.noMatchesText')} actions={<Button onClick={clear}>{t('villas.filters.clear')}</Button>} />
    ) : (
      <StateMessage
        icon={Home}
        title={t('villas.empty')}
        text={t('villas.emptyText')}
        actions={
          <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
            <Plus size={18} aria-hidden="true" />
            {t('villas.add')}
          </Button>
        }
      />
    );
  } else if (data) {
    list = (
      <PagedResults stale={isValidating} page={filters.page} totalPages={data.totalPages} onPageChange={(page) => update({ page })} pagesLabel={t('villas.pagesLabel')}>
        <VillasTable villas={data.villas} actions={actions} caption={t('villas.caption', { count: data.totalVillas })} busyId={busyId} />
      </PagedResults>
    );
  }

  // The modals read the freshest copy of their villa from the list (after a toggle or a save).
  const fresh = (villa: AdminVilla) => data?.villas.find((v) => v.id === villa.id) ?? villa;
  return (
    <>
      <div className={`${listPage.header} ${listPage.headerAlignEnd}`}>
        <div>
          <h1 className={listPage.title}>{t('villas.title')}</h1>
          <p className={listPage.headerNote}>{t('villas.subtitle')}</p>
        </div>
        <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
          <Plus size={18} aria-hidden="true" />
          {t('villas.add')}
        </Button>
      </div>
      <VillaFilters areas={areas ?? []} owners={isAdmin ? (owners ?? []) : undefined} />
      <div className={styles.listHead}>
        <h2 className={styles.listTitle}>{t('villas.allVillas')}</h2>
        {data && (
          <p className={listPage.headerNote} aria-live="polite">
            {t('villas.count', { count: data.totalVillas })}
          </p>
        )}
      </div>
      {list}
      {dialog?.kind === 'add' && <VillaFormDialog villa={null} isAdmin={isAdmin} owners={owners ?? []} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <VillaFormDialog key={dialog.villa.id} villa={dialog.villa} isAdmin={isAdmin} owners={owners ?? []} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'view' && <VillaViewDialog villa={fresh(dialog.villa)} onClose={() => setDialog(null)} onEdit={() => setDialog({ kind: 'edit', villa: fresh(dialog.villa) })} />}
      {dialog?.kind === 'seasons' && <SeasonPricingDialog villa={dialog.villa} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title={t('villas.deleteTitle')}
        description={t('villas.deleteConfirm', { name: deleteTarget?.name ?? '' })}
        confirmLabel={t('villas.actions.delete')}
        onConfirm={() => void confirmDelete()}
        busy={deleting}
      />
    </>
  );
}
