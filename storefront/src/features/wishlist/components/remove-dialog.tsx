import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { buttonClass } from '@islandstay/web-common/components/button/button';
import { ConfirmDialog } from '@islandstay/web-common/components/confirm-dialog/confirm-dialog';
import { removeWishlistVilla } from '../api/remove-from-wishlist.ts';
import styles from './wishlist.module.css';

/** docs/product.md#wishlist: a removal from the wishlist page asks for confirmation first. */
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        className: buttonClass('ghost', 'sm', styles.remove),
        'aria-label': t('wishlist.remove', { name: villaName }),
        children: (
          <>
            <Trash2 size={16} aria-hidden="true" />
            {t('wishlist.page.remove')}
          </>
        ),
      }}
      title={t('wishlist.page.confirmTitle')}
      description={t('wishlist.page.confirmText', { name: villaName })}
      cancelLabel={t('wishlist.page.keep')}
      confirmLabel={t('wishlist.page.confirmRemove')}
      onConfirm={() => void remove()}
      busy={pending}
      classes={{ overlay: styles.overlay, content: styles.dialog, title: styles.dialogTitle, actions: styles.dialogActions }}
    />
  );
}
