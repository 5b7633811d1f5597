import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Heart } from 'lucide-react';
import { useSession } from '../../lib/api/session.ts';
import { addToWishlist, rememberPendingWishlistVilla, removeFromWishlist, takePendingWishlistVilla, useWishlist } from '../../lib/api/wishlist.ts';
import styles from './wishlist-heart.module.css';

type LoginDialogComponent = (typeof import('../../features/auth/components/login-dialog.tsx'))['LoginDialog'];

let loginDialog: Promise<LoginDialogComponent> | undefined;

/**
 * The login dialog's code (the sign-in forms, Radix Dialog) comes when a signed-out visitor reaches
 * for a heart, not with every page that shows villa cards. A failed load may be tried again.
 */
function loadLoginDialog(): Promise<LoginDialogComponent> {
  loginDialog ??= import('../../features/auth/components/login-dialog.tsx').then(
    (module) => module.LoginDialog,
    (error: unknown) => {
      loginDialog = undefined;
      throw error;
    },
  );
  return loginDialog;
}

interface WishlistHeartProps {
  villaId: string;
  villaName: string;
  className?: string;
}

/**
 * Signed-in customer: toggles the villa in the wishlist. Anyone else: the login dialog opens over
 * this page and remembers the villa; signing in there adds it (the sign-in's last step) and the
 * visitor stays where they were. Closing the dialog forgets the villa.
 */
export function WishlistHeart({ villaId, villaName, className }: WishlistHeartProps) {
  const { t } = useTranslation();
  const { isCustomer } = useSession();
  const { entries } = useWishlist(isCustomer);
  const [busy, setBusy] = useState(false);
  const [LoginDialog, setLoginDialog] = useState<LoginDialogComponent | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const saved = isCustomer && entries.some((entry) => entry.villaId === villaId || entry.id === villaId);

  async function openLoginDialog() {
    try {
      const component = await loadLoginDialog();
      rememberPendingWishlistVilla(villaId);
      setLoginDialog(() => component);
      setSigningIn(true);
    } catch {
      toast.error(t('wishlist.updateFailed'));
    }
  }

  async function onClick() {
    if (!isCustomer) {
      await openLoginDialog();
      return;
    }
    setBusy(true);
    try {
      if (saved) await removeFromWishlist(villaId);
      else await addToWishlist(villaId);
    } catch {
      toast.error(t('wishlist.updateFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={[styles.heart, saved ? styles.saved : '', className ?? ''].join(' ')}
        aria-pressed={saved}
        aria-haspopup={isCustomer ? undefined : 'dialog'}
        aria-label={saved ? t('wishlist.remove', { name: villaName }) : t('wishlist.add', { name: villaName })}
        disabled={busy}
        // The dialog's code is fetched as the pointer or focus reaches the heart, ready for the press.
        onPointerEnter={isCustomer ? undefined : () => void loadLoginDialog().catch(() => undefined)}
        onFocus={isCustomer ? undefined : () => void loadLoginDialog().catch(() => undefined)}
        onClick={() => void onClick()}
      >
        <Heart size={20} aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
      </button>
      {LoginDialog && (
        <LoginDialog
          open={signingIn}
          title={t('wishlist.add', { name: villaName })}
          description={t('wishlist.signInNote', { name: villaName })}
          returnFocusRef={button}
          // The sign-in added the remembered villa before it called this.
          onSignedIn={() => setSigningIn(false)}
          onCancel={() => {
            takePendingWishlistVilla();
            setSigningIn(false);
          }}
        />
      )}
    </>
  );
}
