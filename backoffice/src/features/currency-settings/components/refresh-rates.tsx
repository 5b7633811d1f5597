import { useState } from 'react';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { AlertCircle, Info, RefreshCw } from 'lucide-react';
import { Button } from '@islandstay/web-common/components/button/button';
import form from '../../../components/form/form.module.css';
import { fetchRates } from '../api/fetch-rates.ts';
import styles from './currency-settings.module.css';

type Outcome = { kind: 'updated'; unchanged: string[]; provider: string } | { kind: 'failed'; reason: string | undefined };

/**
 * The admin's 'Update currencies Rates'. A 200 may still leave some currencies as they were (the
 * provider does not publish them): they are named. A 502 changed nothing: 'rates unchanged'.
 */
export function RefreshRates() {
  const { t, i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });

  async function refresh() {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await fetchRates(mutate);
      setOutcome({ kind: 'updated', unchanged: answer.unchanged, provider: answer.provider });
      toast.success(t('currency.rates.updated'));
    } catch (error) {
      const reason = refusalFor(error, t, { serverFailures: true });
      setOutcome({ kind: 'failed', reason });
      toast.error(t('currency.rates.unchanged'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.ratesBox}>
      <Button onClick={() => void refresh()} disabled={busy}>
        <RefreshCw size={18} aria-hidden="true" className={busy ? styles.spin : undefined} />
        {busy ? t('currency.rates.updating') : t('currency.rates.button')}
      </Button>
      <div aria-live="polite">
        {outcome?.kind === 'updated' && (
          <p className={form.notice}>
            <Info size={18} aria-hidden="true" />
            <span>
              {t('currency.rates.updatedFrom', { provider: outcome.provider })}
              {outcome.unchanged.length > 0 && <> {t('currency.rates.notPublished', { codes: list.format(outcome.unchanged), count: outcome.unchanged.length })}</>}
            </span>
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <p className={form.alert} role="alert">
            <AlertCircle size={18} aria-hidden="true" />
            <span>
              <strong>{t('currency.rates.unchanged')}</strong> {outcome.reason ?? t('currency.rates.failed')}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
