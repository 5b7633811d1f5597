import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { buttonClass } from '@islandstay/web-common/components/button/button';
import { removeWishlistVilla } from '../api/remove-from-wishlist.ts';
import styles from './wishlist.module.css';

/** Spec 4: a removal from the wishlist page asks for confirmation first. */
export function RemoveDialog({ villaId, villaName }: { villaId: string; villaName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    try {
      await removeWishlistVilla(villaId);
      setOpen(false);
      toast.success(t('wishlist.page.removed'));
    } catch {
      toast.error(t('wishlist.page.removeFailed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={buttonClass('ghost', 'sm', styles.remove)} aria-label={t('wishlist.remove', { name: villaName })}>
        <Trash2 size={16} aria-hidden="true" />
        {t('wishlist.page.remove')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.dialogTitle}>{t('wishlist.page.confirmTitle')}</AlertDialog.Title>
          <AlertDialog.Description>{t('wishlist.page.confirmText', { name: villaName })}</AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{t('wishlist.page.keep')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('primary')}
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                void remove();
              }}
            >
              {t('wishlist.page.confirmRemove')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
