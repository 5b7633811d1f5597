import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@islandstay/web-common/components/button/button';
import styles from '../modal/modal.module.css';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}

/** The confirmation before every destructive action (Radix AlertDialog: focus starts on Cancel). */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, busy }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={`${styles.content} ${styles.narrow}`}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.footer}>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{t('common.keep')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('danger')}
              disabled={busy}
              onClick={(event) => {
                // The caller closes the dialog when its request is done.
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
