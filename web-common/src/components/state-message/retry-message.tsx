import { useTranslation } from 'react-i18next';
import { RotateCcw, type LucideIcon } from 'lucide-react';
import { Button } from '../button/button.tsx';
import { StateMessage } from './state-message.tsx';

interface RetryMessageProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Reads again (SWR's mutate, a page's retry). */
  onRetry: () => void;
  /** While a retry is on its way the button waits. */
  retrying?: boolean;
}

/** A read that failed: the error message with a Retry button, as every list and page shows it. */
export function RetryMessage({ icon, title, text, onRetry, retrying }: RetryMessageProps) {
  const { t } = useTranslation();
  return (
    <StateMessage
      icon={icon}
      tone="error"
      title={title}
      text={text}
      actions={
        <Button variant="primary" onClick={onRetry} disabled={retrying}>
          <RotateCcw size={18} aria-hidden="true" />
          {t('common.retry')}
        </Button>
      }
    />
  );
}
