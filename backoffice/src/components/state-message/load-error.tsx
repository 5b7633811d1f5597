import { useTranslation } from 'react-i18next';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';

interface LoadErrorProps {
  /** The product's sentence ("Bookings could not be loaded"). */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** What a page shows when its data did not load: the server's reason when it refused, else a translated hint (no connection, a 5xx), and Retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <StateMessage
      icon={TriangleAlert}
      tone="error"
      title={title}
      text={refusalFor(error, t) ?? t('common.loadErrorText')}
      actions={
        <Button variant="primary" onClick={onRetry}>
          <RotateCcw size={18} aria-hidden="true" />
          {t('common.retry')}
        </Button>
      }
    />
  );
}
