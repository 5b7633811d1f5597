import { useEffect } from 'react';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { LinkMessage } from '@islandstay/web-common/components/state-message/link-message';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { usePricingRules } from '../../features/villa-pricing/api/pricing-rules.ts';
import { PricingEditor } from '../../features/villa-pricing/components/pricing-editor.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSeasonRanges } from '../../lib/api/season-ranges.ts';
import { useVillaPricing } from '../../lib/api/villa-pricing.ts';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatPrice } from '@islandstay/web-common/lib/money';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import styles from './villa-pricing.module.css';

/** /admin/villas/:villaId/pricing (docs/product.md#pricing-rules): the villa's pricing rules in five tabs; another owner's villa is not found. */
export function Component() {
  const { t } = useTranslation();
  const { villaId = '' } = useParams();
  const rules = usePricingRules(villaId);
  const pricing = useVillaPricing(villaId);
  const ranges = useSeasonRanges();
  const { currencies } = useCurrency();
  usePageTitle(rules.data ? t('pricing.title', { name: rules.data.villaName }) : t('pricing.pageTitle'));

  const error = rules.error ?? pricing.error ?? ranges.error;
  const notFound = error instanceof ApiError && error.isNotFound;
  useEffect(() => {
    if (error && !notFound) toast.error(t('pricing.loadFailed'));
  }, [error, notFound, t]);

  if (notFound) {
    return <LinkMessage icon={SearchX} headingLevel={1} title={t('pricing.notFound')} text={t('pricing.notFoundText')} links={[{ to: '/admin/villas', label: t('pricing.back') }]} />;
  }
  if (error && !(rules.data && pricing.data && ranges.data)) {
    return (
      <StateMessage
        icon={TriangleAlert}
        tone="error"
        headingLevel={1}
        title={t('pricing.loadError')}
        text={refusalFor(error, t) ?? t('common.loadErrorText')}
        actions={
          <Button
            variant="primary"
            onClick={() => {
              void rules.mutate();
              void pricing.mutate();
              void ranges.mutate();
            }}
          >
            <RotateCcw size={18} aria-hidden="true" />
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!rules.data || !pricing.data || !ranges.data) {
    return (
      <div className={styles.loading} role="status">
        <span className="visually-hidden">{t('pricing.loading')}</span>
        <Skeleton height={36} width="40%" />
        <Skeleton height={44} />
        <Skeleton height={240} />
      </div>
    );
  }

  const code = rules.data.currency;
  // Rules are in the villa's own currency (not converted): the owner sets them in it.
  const display = currencies.find((c) => c.code === code) ?? { code, symbol: code, decimalPlaces: 2, position: 'after' as const };
  return (
    <PricingEditor
      key={villaId}
      villaId={villaId}
      villaName={rules.data.villaName}
      basePrice={rules.data.basePrice}
      currency={rules.data.currency}
      rules={rules.data.pricingRules}
      pricing={pricing.data}
      seasonRanges={ranges.data}
      decimalPlaces={display.decimalPlaces}
      format={(amount) => formatPrice(amount, display)}
    />
  );
}
