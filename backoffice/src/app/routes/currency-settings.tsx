import { useEffect, useMemo, useState } from 'react';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { useSearchParamsWriter } from '@islandstay/web-common/lib/use-search-params-writer';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { Coins, Search } from 'lucide-react';
import type { Currency } from '@islandstay/shared/currency/currency';
import { Button } from '@islandstay/web-common/components/button/button';
import form from '../../components/form/form.module.css';
import listPage from '../../components/list-page/list-page.module.css';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { LoadError } from '../../components/state-message/load-error.tsx';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { useAvailableCurrencies } from '../../features/currency-settings/api/available-currencies.ts';
import { chooseCurrency } from '../../features/currency-settings/api/choose-currency.ts';
import { useViewerCurrency } from '../../features/currency-settings/api/viewer-currency.ts';
import { CurrencyGrid } from '../../features/currency-settings/components/currency-grid.tsx';
import { CurrentCurrencyCard } from '../../features/currency-settings/components/current-currency-card.tsx';
import { CustomCurrencyForm } from '../../features/currency-settings/components/custom-currency-form.tsx';
import { EditRateDialog } from '../../features/currency-settings/components/edit-rate-dialog.tsx';
import { RefreshRates } from '../../features/currency-settings/components/refresh-rates.tsx';
import { useSession } from '../../lib/api/session.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { SettingsTabs } from '../../components/settings-tabs/settings-tabs.tsx';
import page from './currency-settings.module.css';

function matches(currency: Currency, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || currency.code.toLowerCase().includes(q) || currency.name.toLowerCase().includes(q) || currency.symbol.toLowerCase().includes(q);
}

/**
 * /admin/settings/currency: the current currency with its preview, a search over every currency
 * (the query is in the URL), the grid to choose from; for the admin the custom currency form, the
 * edit-rate modal and the rates refresh (docs/product.md#currency-settings).
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('currency.title'));
  const { isAdmin } = useSession();
  const viewer = useViewerCurrency();
  const available = useAvailableCurrencies();
  const [params, setParams] = useSearchParamsWriter();
  const query = params.get('q') ?? '';
  const [search, setSearch] = useState(query);
  const [busyCode, setBusyCode] = useState<string | null>(null);
  const [editing, setEditing] = useState<Currency | null>(null);
  const { mutate } = useSWRConfig();

  useEffect(() => setSearch(query), [query]);
  useEffect(() => {
    if (search === query) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (search.trim()) next.set('q', search.trim());
            else next.delete('q');
            return next;
          },
          { replace: true },
        ),
      200,
    );
    return () => clearTimeout(timer);
  }, [search, query, setParams]);

  const shown = useMemo(() => (available.data?.currencies ?? []).filter((c) => matches(c, search)), [available.data, search]);

  async function select(currency: Currency) {
    if (currency.code === viewer.data?.currency.code) return;
    setBusyCode(currency.code);
    try {
      await chooseCurrency(currency.code, mutate);
      toast.success(t('currency.updated'));
    } catch (error) {
      const reason = refusalFor(error, t);
      toast.error(reason ? `${t('currency.updateFailed')}: ${reason}` : t('currency.updateFailed'));
    } finally {
      setBusyCode(null);
    }
  }

  const baseCode = viewer.data?.adminCurrencyCode ?? available.data?.adminCurrencyCode ?? '';

  let current;
  if (viewer.error && !viewer.data) {
    current = <LoadError title={t('currency.loadError')} error={viewer.error} onRetry={() => void viewer.mutate()} />;
  } else if (!viewer.data) {
    current = (
      <div role="status" className={page.loadingCard}>
        <span className="visually-hidden">{t('currency.loading')}</span>
        <Skeleton height={64} width={240} />
        <Skeleton height={20} />
        <Skeleton height={32} width={280} />
      </div>
    );
  } else {
    current = <CurrentCurrencyCard currency={viewer.data.currency} isBase={viewer.data.isBase} />;
  }

  let grid;
  if (available.error && !available.data) {
    grid = <LoadError title={t('currency.availableError')} error={available.error} onRetry={() => void available.mutate()} />;
  } else if (!available.data) {
    grid = (
      <div role="status" className={page.loadingGrid}>
        <span className="visually-hidden">{t('currency.loading')}</span>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={132} />
        ))}
      </div>
    );
  } else if (shown.length === 0) {
    grid = (
      <StateMessage
        icon={Coins}
        title={t('currency.grid.noMatches', { query: search.trim() })}
        text={t('currency.grid.noMatchesText')}
        actions={<Button onClick={() => setSearch('')}>{t('currency.grid.clearSearch')}</Button>}
      />
    );
  } else {
    grid = (
      <CurrencyGrid
        currencies={shown}
        currentCode={viewer.data?.currency.code ?? ''}
        baseCode={baseCode}
        onSelect={(currency) => void select(currency)}
        onEditRate={isAdmin ? setEditing : undefined}
        busyCode={busyCode}
      />
    );
  }

  return (
    <>
      <SettingsTabs />
      <div className={`${listPage.header} ${listPage.headerAlignStart}`}>
        <div>
          <h1 className={listPage.title}>{t('currency.title')}</h1>
          <p className={listPage.lineUnderTitle}>{isAdmin ? t('currency.subtitleAdmin') : t('currency.subtitleOwner')}</p>
        </div>
        {isAdmin && <RefreshRates />}
      </div>
      <div className={page.stack}>
        {current}
        <section aria-labelledby="available-currencies-title" className={page.section}>
          <div className={page.sectionHead}>
            <h2 id="available-currencies-title" className={page.sectionTitle}>
              {t('currency.grid.title')}
              {available.data && <span className={page.sectionCount}> {t('currency.grid.count', { count: shown.length })}</span>}
            </h2>
            <div className={`${form.field} ${page.search}`}>
              <label htmlFor="currency-search" className="visually-hidden">
                {t('currency.grid.search')}
              </label>
              <Search size={18} aria-hidden="true" />
              <input id="currency-search" type="search" className={form.input} value={search} placeholder={t('currency.grid.searchPlaceholder')} onChange={(event) => setSearch(event.target.value)} />
            </div>
          </div>
          {grid}
        </section>
        {isAdmin && baseCode && <CustomCurrencyForm baseCode={baseCode} />}
      </div>
      {editing && <EditRateDialog key={editing.code} currency={editing} baseCode={baseCode} onClose={() => setEditing(null)} />}
    </>
  );
}
