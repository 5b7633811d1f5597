import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BlockDto } from '@islandstay/shared/blocks/block.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { formatDate } from '@islandstay/web-common/lib/dates';
import type { CalendarVilla } from '../api/calendar-range.ts';
import { removeBlock } from '../api/remove-block.ts';
import styles from './calendar.module.css';
import { refusalFor } from '@islandstay/web-common/errors/messages';

export interface BlockTarget {
  villa: CalendarVilla;
  block: BlockDto;
}

interface BlockDialogProps {
  target: BlockTarget | null;
  onClose: () => void;
  /** Imported nights follow their feed: the way to change them is the villa's calendar sync. */
  onOpenSync: (villa: CalendarVilla) => void;
}

/** A blocked day's details; a manual block can be removed (after a confirmation). */
export function BlockDialog({ target, onClose, onOpenSync }: BlockDialogProps) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const block = target?.block;
  const imported = block?.kind === 'import';

  async function remove() {
    if (!target) return;
    setBusy(true);
    try {
      await removeBlock(target.villa.id, target.block.id);
      toast.success(t('calendar.block.removed'));
      setConfirming(false);
      onClose();
    } catch (error) {
      toast.error(t('calendar.block.removeError', { reason: refusalFor(error, t, { scope: 'calendar' }) ?? t('calendar.tryAgain') }));
    } finally {
      setBusy(false);
    }
  }

  const range = block ? t('calendar.conflict.range', { checkIn: formatDate(block.startDate, i18n.language), checkOut: formatDate(block.endDate, i18n.language) }) : '';

  return (
    <>
      <Modal
        open={target !== null && !confirming}
        onOpenChange={(open) => !open && onClose()}
        title={imported ? t('calendar.block.importedTitle') : t('calendar.block.title')}
        description={target?.villa.name}
        footer={
          target ? (
            imported ? (
              <Button variant="primary" onClick={() => onOpenSync(target.villa)}>
                {t('calendar.block.openSync')}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('calendar.block.remove')}
              </Button>
            )
          ) : undefined
        }
      >
        {block ? (
          <>
            <dl className={styles.summary}>
              <dt>{t('calendar.block.kind')}</dt>
              <dd>{t(`calendar.blockKind.${block.kind}`)}</dd>
              <dt>{t('calendar.block.dates')}</dt>
              <dd>{range}</dd>
              {block.note ? (
                <>
                  <dt>{t('calendar.block.note')}</dt>
                  <dd>{block.note}</dd>
                </>
              ) : null}
            </dl>
            {imported ? <p className={styles.hint}>{t('calendar.block.importedText')}</p> : null}
          </>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={t('calendar.block.removeTitle')}
        description={t('calendar.block.removeConfirm', { range })}
        confirmLabel={t('calendar.block.remove')}
        onConfirm={() => void remove()}
        busy={busy}
      />
    </>
  );
}
