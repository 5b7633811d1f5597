import { useTranslation } from 'react-i18next';
import { Home, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '@islandstay/web-common/components/button/button';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';

interface PageReadFailureProps {
  /** The record is not there (a neutral message); otherwise its read failed (an error, with Retry). */
  missing: boolean;
  /** The page's heading (level 1), already translated. */
  title: string;
  text?: string;
  /** Reads the record again (SWR's mutate). */
  onRetry: () => void;
}

/** A page whose record could not be read: what went wrong, Retry where it may help, and the way home. */
export function PageReadFailure({ missing, title, text, onRetry }: PageReadFailureProps) {
  const { t } = useTranslation();
  return (
    <StateMessage
      icon={SearchX}
      headingLevel={1}
      tone={missing ? 'neutral' : 'error'}
      title={title}
      text={text}
      actions={
        <>
          {!missing && <Button onClick={onRetry}>{t('common.retry')}</Button>}
          <ButtonLink to="/" variant="primary">
            <Home size={18} aria-hidden="true" />
            {t('common.returnHome')}
          </ButtonLink>
        </>
      }
    />
  );
}
