import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { refreshSession } from '../../../lib/api/session.ts';
import { LoginPanel } from './login-panel.tsx';
import styles from './login-dialog.module.css';

interface LoginDialogProps {
  open: boolean;
  /** What the visitor signs in for ("Save Villa Breeze to your wishlist"): the dialog's name. */
  title: string;
  /** What happens afterwards ("You stay on this page ..."), shown under the sign-in. */
  description: string;
  /** Signed in (a new phone's info saved too); the caller closes the dialog. */
  onSignedIn: (customer: CustomerDto) => void | Promise<void>;
  /** Closed by the visitor (Close, Escape, a click outside) before signing in. */
  onCancel: () => void;
  /** The control that opened the dialog: focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The customer sign-in (the same steps as /login: phone, texted code, Complete Your Info for a new
 * phone) over the page the visitor is on, so it keeps its URL and scroll position.
 */
export function LoginDialog({ open, title, description, onSignedIn, onCancel, returnFocusRef }: LoginDialogProps) {
  const { t } = useTranslation();

  function cancel() {
    onCancel();
    // A new phone is signed in once its code is verified, before Complete Your Info: if the
    // visitor closes that step, every page learns of the session the server now holds.
    void refreshSession();
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            // Radix would return focus to what had it when the dialog opened: the phone field.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title asChild>
              <p className={styles.title}>{title}</p>
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('common.close')}>
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <LoginPanel headingLevel={2} focusPhone onSignedIn={onSignedIn} />
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
