import { useTranslation } from 'react-i18next';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../button/button.tsx';
import { StateMessage } from './state-message.tsx';

interface LoadErrorProps {
  /** The product's sentence ("Bookings could not be loaded"). */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** What a page shows when its data did not load: the server's reason when it gave one, and Retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <StateMessage
      icon={TriangleAlert}
      tone="error"
      title={title}
      text={error instanceof ApiError ? error.message : undefined}
      actions={
        <Button variant="primary" onClick={onRetry}>
          <RotateCcw size={18} aria-hidden="true" />
          {t('common.retry')}
        </Button>
      }
    />
  );
}
