import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AlertTriangle, BadgeDollarSign, Copy, Link2, RefreshCw, RotateCcw, Settings2, Trash2 } from 'lucide-react';
import { addFeedSchema, type AddFeedRequest, type FeedDto } from '@islandstay/shared/calendar-sync/calendar-sync.schemas';
import { Button, ButtonLink } from '@islandstay/web-common/components/button/button';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import formStyles from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '@islandstay/web-common/lib/dates';
import { sharedSchemaResolver } from '@islandstay/web-common/lib/form-resolver';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import { addFeed } from '../api/add-feed.ts';
import { useCalendarSync } from '../api/calendar-sync.ts';
import { regenerateExportUrl } from '../api/regenerate-export-url.ts';
import { removeFeed } from '../api/remove-feed.ts';
import { syncFeed } from '../api/sync-feed.ts';
import styles from './calendar-sync.module.css';

export interface SyncVilla {
  id: string;
  name: string;
}

interface CalendarSyncDialogProps {
  villa: SyncVilla | null;
  onClose: () => void;
  /** Imported nights changed (a feed added, removed or synced): the calendar reloads. */
  onChanged: () => void;
  /** The villa pricing modal (season-type rates), opened by the page in place of this one. */
  onOpenPricing?: (villa: SyncVilla) => void;
}

/**
 * A villa's calendar sync: the secret export feed for other channels (copy,
 * regenerate) and the import feeds (Airbnb, Booking.com, VRBO) with their last sync, status and
 * collisions; add, sync now, remove. Also the way to the villa's pricing settings.
 */
export function CalendarSyncDialog({ villa, onClose, onChanged, onOpenPricing }: CalendarSyncDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={villa !== null} onOpenChange={(open) => !open && onClose()} title={t('sync.title')} description={villa?.name}>
      {villa ? <SyncPanel villa={villa} onChanged={onChanged} onOpenPricing={onOpenPricing} /> : null}
    </Modal>
  );
}

function SyncPanel({ villa, onChanged, onOpenPricing }: { villa: SyncVilla; onChanged: () => void; onOpenPricing?: (villa: SyncVilla) => void }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useCalendarSync(villa.id);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const [removing, setRemoving] = useState<FeedDto | null>(null);
  const [busy, setBusy] = useState(false);

  async function copy() {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.exportUrl);
      toast.success(t('sync.export.copied'));
    } catch {
      toast.error(t('sync.export.copyFailed'));
    }
  }

  async function regenerate() {
    setBusy(true);
    try {
      await regenerateExportUrl(villa.id);
      toast.success(t('sync.export.regenerated'));
      setConfirmRegenerate(false);
    } catch (err) {
      toast.error(t('sync.error', { reason: refusalFor(err, t) ?? t('sync.tryAgain') }));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      await removeFeed(villa.id, removing.id);
      toast.success(t('sync.feeds.removed', { name: removing.name }));
      setRemoving(null);
      onChanged();
    } catch (err) {
      toast.error(t('sync.error', { reason: refusalFor(err, t) ?? t('sync.tryAgain') }));
    } finally {
      setBusy(false);
    }
  }

  if (error && !data) {
    return (
      <div className={formStyles.alert} role="alert">
        <AlertTriangle size={16} aria-hidden="true" />
        <span>{t('sync.loadError')}</span>
        <Button size="sm" onClick={() => void mutate()}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (isLoading || !data) {
    return (
      <div role="status" className={styles.stack}>
        <span className="visually-hidden">{t('sync.loading')}</span>
        <Skeleton height={44} />
        <Skeleton height={88} />
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <div className={styles.pricingLinks}>
        {onOpenPricing ? (
          <Button size="sm" onClick={() => onOpenPricing(villa)}>
            <BadgeDollarSign size={16} aria-hidden="true" />
            {t('sync.villaPricing')}
          </Button>
        ) : null}
        <ButtonLink to={`/admin/villas/${encodeURIComponent(villa.id)}/pricing`} size="sm">
          <Settings2 size={16} aria-hidden="true" />
          {t('sync.pricingSettings')}
        </ButtonLink>
      </div>

      <section className={styles.section} aria-labelledby="sync-export-heading">
        <h3 id="sync-export-heading" className={styles.heading}>
          {t('sync.export.title')}
        </h3>
        <p className={styles.text}>{t('sync.export.text')}</p>
        <div className={styles.copyRow}>
          <label htmlFor="sync-export-url" className="visually-hidden">
            {t('sync.export.label')}
          </label>
          <input id="sync-export-url" className={formStyles.input} readOnly value={data.exportUrl} onFocus={(event) => event.currentTarget.select()} />
          <Button onClick={() => void copy()}>
            <Copy size={16} aria-hidden="true" />
            {t('sync.export.copy')}
          </Button>
        </div>
        <Button size="sm" variant="ghost" onClick={() => setConfirmRegenerate(true)}>
          <RefreshCw size={16} aria-hidden="true" />
          {t('sync.export.regenerate')}
        </Button>
      </section>

      <section className={styles.section} aria-labelledby="sync-feeds-heading">
        <h3 id="sync-feeds-heading" className={styles.heading}>
          {t('sync.feeds.title')}
        </h3>
        {data.feeds.length === 0 ? (
          <p className={styles.text}>{t('sync.feeds.empty')}</p>
        ) : (
          <ul className={styles.feeds}>
            {data.feeds.map((feed) => (
              <FeedItem key={feed.id} villaId={villa.id} feed={feed} onRemove={() => setRemoving(feed)} onSynced={onChanged} />
            ))}
          </ul>
        )}
        <AddFeedForm villaId={villa.id} onAdded={onChanged} />
      </section>

      <ConfirmDialog
        open={confirmRegenerate}
        onOpenChange={(open) => !open && setConfirmRegenerate(false)}
        title={t('sync.export.regenerateTitle')}
        description={t('sync.export.regenerateWarning')}
        confirmLabel={t('sync.export.regenerate')}
        onConfirm={() => void regenerate()}
        busy={busy}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('sync.feeds.removeTitle', { name: removing?.name ?? '' })}
        description={t('sync.feeds.removeConfirm')}
        confirmLabel={t('sync.feeds.remove')}
        onConfirm={() => void remove()}
        busy={busy}
      />
    </div>
  );
}

function FeedItem({ villaId, feed, onRemove, onSynced }: { villaId: string; feed: FeedDto; onRemove: () => void; onSynced: () => void }) {
  const { t, i18n } = useTranslation();
  const [syncing, setSyncing] = useState(false);

  async function syncNow() {
    setSyncing(true);
    try {
      const after = await syncFeed(villaId, feed.id);
      if (after.lastStatus === 'error') toast.error(t('sync.feeds.syncFailed', { name: feed.name, reason: after.lastError ?? '' }));
      else toast.success(t('sync.feeds.synced', { name: feed.name }));
      onSynced();
    } catch (err) {
      toast.error(t('sync.error', { reason: refusalFor(err, t) ?? t('sync.tryAgain') }));
    } finally {
      setSyncing(false);
    }
  }

  return (
    <li className={styles.feed}>
      <div className={styles.feedHead}>
        <div className={styles.feedName}>
          <strong>{feed.name}</strong>
          <span className={styles.url} title={feed.url}>
            <Link2 size={12} aria-hidden="true" /> {feed.url}
          </span>
        </div>
        <span className={styles.badges}>
          <span className={`${styles.badge} ${styles[feed.lastStatus]}`}>{t(`sync.status.${feed.lastStatus}`)}</span>
          {feed.stale ? <span className={`${styles.badge} ${styles.stale}`}>{t('sync.feeds.stale')}</span> : null}
        </span>
      </div>
      <p className={styles.meta}>
        {feed.lastSyncedAt ? t('sync.feeds.lastSynced', { when: formatDateTime(feed.lastSyncedAt, i18n.language) }) : t('sync.feeds.neverSynced')}
        {' · '}
        {t('sync.feeds.blockedRanges', { count: feed.blockedRanges })}
      </p>
      {feed.stale ? (
        <p className={styles.meta} role="note">
          {feed.lastSuccessAt ? t('sync.feeds.staleSince', { when: formatDateTime(feed.lastSuccessAt, i18n.language) }) : t('sync.feeds.staleNever')}
        </p>
      ) : null}
      {feed.lastStatus === 'error' && feed.lastError ? (
        <p className={formStyles.error}>
          <AlertTriangle size={16} aria-hidden="true" />
          <span>{feed.lastError}</span>
        </p>
      ) : null}
      {feed.conflicts.length > 0 ? (
        <div className={styles.conflicts} role="note">
          <strong>{t('sync.feeds.conflicts', { count: feed.conflicts.length })}</strong>
          <ul>
            {feed.conflicts.map((conflict) => (
              <li key={`${conflict.uid}-${conflict.startDate}`}>
                {t('sync.feeds.conflict', {
                  summary: conflict.summary ?? t('sync.feeds.untitled'),
                  from: formatDate(conflict.startDate, i18n.language),
                  to: formatDate(conflict.endDate, i18n.language),
                  reference: conflict.bookingReference,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.feedActions}>
        {/* Each name starts with the button's own words, then the feed's (WCAG 2.5.3). */}
        <Button size="sm" onClick={() => void syncNow()} disabled={syncing} aria-label={t(syncing ? 'sync.feeds.syncingNamed' : 'sync.feeds.syncNowNamed', { name: feed.name })}>
          <RefreshCw size={16} aria-hidden="true" />
          {syncing ? t('sync.feeds.syncing') : t('sync.feeds.syncNow')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={t('sync.feeds.removeNamed', { name: feed.name })}>
          <Trash2 size={16} aria-hidden="true" />
          {t('sync.feeds.remove')}
        </Button>
      </div>
    </li>
  );
}

interface FeedFormValues {
  url: string;
  name: string;
}

function AddFeedForm({ villaId, onAdded }: { villaId: string; onAdded: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FeedFormValues, unknown, AddFeedRequest>({ resolver: sharedSchemaResolver(addFeedSchema), defaultValues: { url: '', name: '' } });

  async function onSubmit(request: AddFeedRequest) {
    try {
      const feed = await addFeed(villaId, { url: request.url, ...(request.name ? { name: request.name } : {}) });
      toast.success(t('sync.feeds.added', { name: feed.name }));
      reset();
      onAdded();
    } catch (err) {
      // The server's reason under the field, by its code (a URL it cannot read, one already connected); nothing is saved.
      const detail = err instanceof ApiError ? err.details.find((d) => d.path === 'url' || d.path === 'name') : undefined;
      if (detail) setError(detail.path as keyof FeedFormValues, asFieldError(detail));
      else setError('url', { message: refusalFor(err, t) ?? t('sync.add.failed') });
    }
  }

  // By code, in the language on screen: the schema's problems and the server's alike.
  const urlError = fieldMessageFor(errors.url, t, { field: 'url' });
  const nameError = fieldMessageFor(errors.name, t, { field: 'name' });
  return (
    <form className={styles.addForm} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="sync-add-heading">
      <h4 id="sync-add-heading" className={styles.subheading}>
        {t('sync.add.title')}
      </h4>
      <FormField id="feed-url" label={t('sync.add.url')} error={urlError} required>
        <input
          type="url"
          inputMode="url"
          placeholder="https://www.airbnb.com/calendar/ical/….ics"
          {...fieldA11y('feed-url', urlError, 'feed-url-hint')}
          className={formStyles.input}
          {...register('url')}
        />
      </FormField>
      <p id="feed-url-hint" className={styles.text}>
        {t('sync.add.hint')}
      </p>
      <FormField id="feed-name" label={t('sync.add.name')} error={nameError}>
        <input type="text" placeholder={t('sync.add.namePlaceholder')} {...fieldA11y('feed-name', nameError)} className={formStyles.input} {...register('name')} />
      </FormField>
      <div>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('sync.add.adding') : t('sync.add.submit')}
        </Button>
      </div>
    </form>
  );
}
