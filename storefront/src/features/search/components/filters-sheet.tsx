import { useDeferredValue, useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import styles from './search-page.module.css';

interface FiltersSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search form. */
  children: ReactNode;
  /** Shown in the form's place for the sheet's first frame: the form's boxes at their sizes. */
  placeholder: ReactNode;
}

/**
 * The filters in a sheet on narrow screens (a Radix dialog: focus trap, Escape closes). Opened by
 * the page's Filters button, not by a Radix trigger, so that this code can load after the page's
 * first paint: focus goes back to whatever opened it.
 */
export default function FiltersSheet({ open, onOpenChange, children, placeholder }: FiltersSheetProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>{t('search.filters')}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={t('common.close')}>
              <X size={22} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <AfterFirstFrame placeholder={placeholder}>{children}</AfterFirstFrame>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The form (every field, type and amenity, with react-hook-form's setup) renders just after the
 * sheet appears, at a lower priority, not in the tap that opens it: on a slow phone the sheet then
 * shows in the tap's next frame, its placeholder for a moment before the fields.
 */
function AfterFirstFrame({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : placeholder;
}
