import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PriceOutlier } from '@islandstay/shared/pricing/price-outliers';
import { FROM_PRICE_WINDOW_DAYS } from '@islandstay/shared/pricing/pricing-types';
import { ConfirmDialog } from '@islandstay/web-common/components/confirm-dialog/confirm-dialog';
import { formatDate } from '@islandstay/web-common/lib/dates';
import modal from '../modal/modal.module.css';
import styles from './price-outlier-dialog.module.css';

interface PriceOutlierDialogProps {
  /** The entries to ask about; null: closed. */
  outliers: readonly PriceOutlier[] | null;
  format: (amount: number) => string;
  onSaveAnyway: () => void;
  onGoBack: () => void;
  busy?: boolean;
}

function sourceName(outlier: PriceOutlier, t: TFunction, language: string): string {
  const { source } = outlier;
  switch (source.kind) {
    case 'seasonal':
      return t('priceOutlier.source.seasonal', { name: source.name });
    case 'weekend':
      return t('priceOutlier.source.weekend');
    case 'special':
      return t('priceOutlier.source.special', { name: source.name, date: formatDate(source.date, language) });
    case 'seasonRate':
      return t('priceOutlier.source.seasonRate', { season: t(`priceOutlier.seasonTypes.${source.seasonType}`), tier: t(`priceOutlier.tiers.${source.tier}`) });
    case 'villaSeason':
      return t('priceOutlier.source.villaSeason', { name: source.name, tier: t(`priceOutlier.tiers.${source.tier}`) });
  }
}

/**
 * Asks before saving a night price below a third or above five times the villa's base price
 * (shared/src/pricing/price-outliers.ts), saying why for each: the cheapest night becomes the
 * card's "from" price. Save anyway keeps the prices; Go back returns to the form unsaved. Shared
 * by the pricing rules editor, the calendar's villa pricing modal and the villa's Season Pricing.
 */
export function PriceOutlierDialog({ outliers, format, onSaveAnyway, onGoBack, busy }: PriceOutlierDialogProps) {
  const { t, i18n } = useTranslation();
  const months = Math.round(FROM_PRICE_WINDOW_DAYS / 30);
  return (
    <ConfirmDialog
      open={outliers !== null}
      onOpenChange={(open) => !open && onGoBack()}
      title={t('priceOutlier.title', { count: outliers?.length ?? 0 })}
      description={
        <>
          {(outliers ?? []).map((outlier) => (
            <span key={outlier.source.field} className={styles.outlierReason}>
              {t(`priceOutlier.${outlier.direction}`, { what: sourceName(outlier, t, i18n.language), price: format(outlier.price), base: format(outlier.basePrice) })}
            </span>
          ))}
          <span className={styles.outlierReason}>{t('priceOutlier.why', { months })}</span>
        </>
      }
      cancelLabel={t('priceOutlier.goBack')}
      confirmLabel={t('priceOutlier.saveAnyway')}
      onConfirm={onSaveAnyway}
      busy={busy}
      classes={{ overlay: modal.overlay, content: `${modal.content} ${modal.narrow}`, title: modal.title, description: modal.description, actions: modal.footer }}
    />
  );
}
