import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AlertCircle, CalendarPlus, Lock, Wrench } from 'lucide-react';
import { MANUAL_BLOCK_KINDS } from '@islandstay/shared/blocks/block.schemas';
import { addDays, daysBetween } from '@islandstay/shared/dates/dates';
import { Button } from '@islandstay/web-common/components/button/button';
import { FormField } from '@islandstay/web-common/components/form/form-field';
import formStyles from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { formatDate } from '@islandstay/web-common/lib/dates';
import type { CalendarVilla } from '../api/calendar-range.ts';
import { createBlock } from '../api/create-block.ts';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { ConflictDialog, conflictOf, type Conflict } from './conflict-dialog.tsx';
import styles from './calendar.module.css';

/** Nights chosen in a villa's row: first and last night (the stay ends the morning after the last). */
export interface NightSelection {
  villa: CalendarVilla;
  first: string;
  last: string;
}

interface SelectionDialogProps {
  selection: NightSelection | null;
  onClose: () => void;
  /** Create a booking over the selection (the booking modal takes over). */
  onCreateBooking: (selection: NightSelection) => void;
}

type BlockKind = (typeof MANUAL_BLOCK_KINDS)[number];

/** What to do with several selected nights: a booking, or a manual block (owner stay, maintenance). */
export function SelectionDialog({ selection, onClose, onCreateBooking }: SelectionDialogProps) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<BlockKind | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [conflict, setConflict] = useState<Conflict | null>(null);

  function close() {
    setKind(null);
    setNote('');
    setError(undefined);
    onClose();
  }

  async function block() {
    if (!selection || !kind) return;
    setBusy(true);
    setError(undefined);
    try {
      await createBlock(selection.villa.id, { startDate: selection.first, endDate: addDays(selection.last, 1), kind, note: note.trim() || undefined });
      toast.success(t('calendar.block.created'));
      close();
    } catch (err) {
      const other = conflictOf(err);
      if (other) setConflict(other);
      else setError(refusalFor(err, t, { scope: 'calendar' }) ?? t('calendar.tryAgain'));
    } finally {
      setBusy(false);
    }
  }

  const nights = selection ? daysBetween(selection.first, selection.last) + 1 : 0;
  const description = selection
    ? t('calendar.selection.description', {
        villa: selection.villa.name,
        first: formatDate(selection.first, i18n.language),
        last: formatDate(selection.last, i18n.language),
        count: nights,
      })
    : undefined;

  return (
    <>
      <Modal
        open={selection !== null}
        onOpenChange={(open) => !open && close()}
        title={t('calendar.selection.title')}
        description={description}
        footer={
          kind ? (
            <>
              <Button onClick={() => setKind(null)}>{t('calendar.selection.back')}</Button>
              <Button variant="primary" disabled={busy} onClick={() => void block()}>
                {t('calendar.block.save')}
              </Button>
            </>
          ) : undefined
        }
      >
        {kind === null ? (
          <div className={styles.choiceList}>
            <button type="button" className={styles.choice} onClick={() => selection && onCreateBooking(selection)}>
              <strong>
                <CalendarPlus size={18} aria-hidden="true" />
                {t('calendar.selection.booking')}
              </strong>
              <span>{t('calendar.selection.bookingText')}</span>
            </button>
            <button type="button" className={styles.choice} onClick={() => setKind('owner_stay')}>
              <strong>
                <Lock size={18} aria-hidden="true" />
                {t('calendar.blockKind.owner_stay')}
              </strong>
              <span>{t('calendar.selection.ownerStayText')}</span>
            </button>
            <button type="button" className={styles.choice} onClick={() => setKind('maintenance')}>
              <strong>
                <Wrench size={18} aria-hidden="true" />
                {t('calendar.blockKind.maintenance')}
              </strong>
              <span>{t('calendar.selection.maintenanceText')}</span>
            </button>
          </div>
        ) : (
          <div className={formStyles.form}>
            <p>{t('calendar.block.confirmText', { kind: t(`calendar.blockKind.${kind}`) })}</p>
            <FormField id="block-note" label={t('calendar.block.note')}>
              <textarea id="block-note" className={formStyles.input} rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
            </FormField>
            {error ? (
              <p className={formStyles.alert} role="alert">
                <AlertCircle size={16} aria-hidden="true" />
                <span>{t('calendar.block.saveError', { reason: error })}</span>
              </p>
            ) : null}
          </div>
        )}
      </Modal>
      <ConflictDialog
        conflict={conflict}
        onClose={() => setConflict(null)}
        onPickOtherDates={() => {
          setConflict(null);
          close();
        }}
      />
    </>
  );
}
