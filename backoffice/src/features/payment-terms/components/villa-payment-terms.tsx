import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, SearchX, SlidersHorizontal } from 'lucide-react';
import { ButtonLink } from '@islandstay/web-common/components/button/button';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { LinkMessage } from '@islandstay/web-common/components/state-message/link-message';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatPrice } from '@islandstay/web-common/lib/money';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import listPage from '../../../components/list-page/list-page.module.css';
import { LoadError } from '../../../components/state-message/load-error.tsx';
import { useAdminVilla } from '../../../lib/api/admin-villa.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useVillaPaymentTerms } from '../api/villa-payment-terms.ts';
import { EffectiveTerms } from './effective-terms.tsx';
import { VillaTermsForm } from './villa-terms-form.tsx';
import styles from './payment-terms.module.css';

/** A damage deposit in the villa's currency: as the currency table writes it, else the number and the code. */
function useVillaMoney(code: string | undefined): (amount: number) => string {
  const { t, i18n } = useTranslation();
  const { currencies } = useCurrency();
  const currency = code ? currencies.find((c) => c.code === code) : undefined;
  const number = new Intl.NumberFormat(i18n.language);
  if (currency) return (amount) => formatPrice(amount, currency);
  if (code) return (amount) => t('paymentTerms.value.amount', { amount: number.format(amount), currency: code });
  return (amount) => number.format(amount);
}

/**
 * A villa's payment terms (owner or admin): each term follows the site's or is the villa's own,
 * and what a booking made now follows. Another owner's villa is not found (the server's 404).
 */
export function VillaPaymentTerms({ villaId }: { villaId: string }) {
  const { t } = useTranslation();
  const terms = useVillaPaymentTerms(villaId);
  // The name and currency only dress the page; the terms' read decides what shows.
  const villa = useAdminVilla(villaId);
  const money = useVillaMoney(villa.data?.currency);
  const title = villa.data ? t('paymentTerms.villa.title', { name: villa.data.name }) : t('paymentTerms.villa.pageTitle');
  usePageTitle(title);

  if (terms.error instanceof ApiError && terms.error.isNotFound) {
    return (
      <LinkMessage
        icon={SearchX}
        headingLevel={1}
        title={t('paymentTerms.villa.notFound')}
        text={t('paymentTerms.villa.notFoundText')}
        links={[{ to: '/admin/villas', label: t('paymentTerms.villa.back') }]}
      />
    );
  }

  let body;
  if (terms.error && !terms.data) {
    body = <LoadError title={t('paymentTerms.villa.loadError')} error={terms.error} onRetry={() => void terms.mutate()} />;
  } else if (!terms.data) {
    body = (
      <div role="status" className={styles.loading}>
        <span className="visually-hidden">{t('paymentTerms.loading')}</span>
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
    );
  } else {
    body = (
      <>
        <section aria-labelledby="villa-terms-title" className={styles.panel}>
          <h2 id="villa-terms-title" className={styles.sectionTitle}>
            {t('paymentTerms.villa.formTitle')}
          </h2>
          <VillaTermsForm key={villaId} villaId={villaId} terms={terms.data} money={money} />
        </section>
        <EffectiveTerms effective={terms.data.effective} own={terms.data.villa} money={money} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <p>
        <Link to="/admin/villas" className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('paymentTerms.villa.back')}
        </Link>
      </p>
      <div className={`${listPage.header} ${listPage.headerAlignStart}`}>
        <div>
          <h1 className={listPage.title}>{title}</h1>
          <p className={listPage.lineUnderTitle}>{t('paymentTerms.villa.lead')}</p>
        </div>
        <ButtonLink to={`/admin/villas/${encodeURIComponent(villaId)}/pricing`} size="sm">
          <SlidersHorizontal size={16} aria-hidden="true" />
          {t('paymentTerms.villa.pricingLink')}
        </ButtonLink>
      </div>
      {body}
    </div>
  );
}
