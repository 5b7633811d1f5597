import { useTranslation } from 'react-i18next';
import { Hammer } from 'lucide-react';
import { ButtonLink } from '../../components/button/button.tsx';
import { StateMessage } from '../../components/state-message/state-message.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** A back-office section whose screen comes with a later change (villas, contacts, pricing ...). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('comingSoon.title'));
  return (
    <StateMessage
      icon={Hammer}
      headingLevel={1}
      title={t('comingSoon.title')}
      text={t('comingSoon.text')}
      actions={
        <ButtonLink to="/admin" variant="primary">
          {t('common.backToDashboard')}
        </ButtonLink>
      }
    />
  );
}
