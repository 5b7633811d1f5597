import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog } from '@islandstay/web-common/components/confirm-dialog/confirm-dialog';
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

/** The confirmation before every destructive action: Keep or a red confirm button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <SharedConfirmDialog
      {...props}
      cancelLabel={t('common.keep')}
      confirmVariant="danger"
      classes={{ overlay: styles.overlay, content: `${styles.content} ${styles.narrow}`, title: styles.title, description: styles.description, actions: styles.footer }}
    />
  );
}
