import { useEffect, useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { Link2, Share } from 'lucide-react';
import { ShareButton } from './share-button.tsx';
import styles from './villa-header.module.css';

/**
 * Copy the link (with a toast either way), or the device's own share sheet where there is one.
 * Loaded by share-menu.tsx once the page is idle or the button is pressed (`openAtOnce`).
 */
export default function ShareDropdown({ title, openAtOnce }: { title: string; openAtOnce: boolean }) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  // The stand-in the visitor pressed is gone: focus goes to the button that replaced it, where
  // the menu returns it when it closes.
  useEffect(() => {
    if (openAtOnce) trigger.current?.focus({ preventScroll: true });
  }, [openAtOnce]);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('villa.share.copied'));
    } catch {
      toast.error(t('villa.share.copyFailed'));
    }
  }

  async function nativeShare() {
    try {
      await navigator.share({ title, url: window.location.href });
    } catch (error) {
      // The visitor closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(t('villa.share.shareFailed'));
    }
  }

  return (
    <DropdownMenu.Root defaultOpen={openAtOnce}>
      <DropdownMenu.Trigger asChild>
        <ShareButton ref={trigger} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Item className={styles.menuItem} onSelect={() => void copyLink()}>
            <Link2 size={16} aria-hidden="true" />
            {t('villa.share.copy')}
          </DropdownMenu.Item>
          {canShare && (
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => void nativeShare()}>
              <Share size={16} aria-hidden="true" />
              {t('villa.share.native')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
