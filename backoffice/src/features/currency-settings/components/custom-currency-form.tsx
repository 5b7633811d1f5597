import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { customCurrencySchema, type CustomCurrency } from '@islandstay/shared/currency/currency-admin.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { NativeSelect } from '@islandstay/web-common/components/form/native-select';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import form from '../../../components/form/form.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { createCurrency } from '../api/create-currency.ts';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import { CurrencyPreview } from './currency-preview.tsx';
import styles from './currency-settings.module.css';

interface CustomCurrencyValues {
  code: string;
  symbol: string;
  name: string;
  position: 'before' | 'after';
  decimalPlaces: string;
  rate: string;
}

const FIELDS: (keyof CustomCurrencyValues)[] = ['code', 'symbol', 'name', 'position', 'decimalPlaces', 'rate'];
const POSITIONS = ['before', 'after'] as const;
const DECIMAL_PLACES = ['0', '2', '3', '4'];
const EMPTY: CustomCurrencyValues = { code: '', symbol: '', name: '', position: 'before', decimalPlaces: '2', rate: '' };

function isField(path: string): path is keyof CustomCurrencyValues {
  return (FIELDS as string[]).includes(path);
}

/**
 * Custom Currency (admin; docs/product.md#currency-settings): code upper-cased, 3 letters; symbol up to 5; code, symbol and
 * name required; decimals 0, 2, 3 or 4; the rate against the admin currency. A live preview shows
 * how prices will read.
 */
export function CustomCurrencyForm({ baseCode }: { baseCode: string }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, control, errors, isSubmitting } = useSchemaForm<CustomCurrencyValues, CustomCurrency>(customCurrencySchema, { defaultValues: EMPTY });
  const [symbol, position, decimalPlaces] = useWatch({ control, name: ['symbol', 'position', 'decimalPlaces'] });
  const decimals = Number(decimalPlaces) as 0 | 2 | 3 | 4;

  async function submit(values: CustomCurrency) {
    setProblem(null);
    try {
      await createCurrency(values, mutate);
      toast.success(t('currency.custom.created'));
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) if (isField(detail.path)) setError(detail.path, asFieldError(detail));
      }
      const reason = refusalFor(error, t, { scope: 'currency' });
      setProblem(reason ? `${t('currency.custom.failed')}: ${reason}` : t('currency.custom.failed'));
    }
  }

  const error = (name: keyof CustomCurrencyValues) => fieldMessageFor(errors[name], t, { scope: 'currency', field: name });
  const field = (name: keyof CustomCurrencyValues) => ({ ...fieldA11y(`custom-${name}`, error(name)), ...register(name) });

  return (
    <section className={styles.panel} aria-labelledby="custom-currency-title">
      <h2 id="custom-currency-title" className={styles.panelTitle}>
        {t('currency.custom.title')}
      </h2>
      <p className={styles.panelLead}>{t('currency.custom.lead', { base: baseCode })}</p>
      <form className={form.form} onSubmit={handleSubmit(submit)} noValidate>
        <InlineAlert message={problem} className={form.alert} iconSize={18} />
        <div className={styles.formGrid}>
          <FormField id="custom-code" label={t('currency.fields.code')} error={error('code')} required>
            <input className={`${form.input} ${styles.upper}`} maxLength={3} autoComplete="off" spellCheck={false} {...field('code')} />
          </FormField>
          <FormField id="custom-symbol" label={t('currency.fields.symbol')} error={error('symbol')} required>
            <input className={form.input} maxLength={5} autoComplete="off" {...field('symbol')} />
          </FormField>
          <FormField id="custom-name" label={t('currency.fields.name')} error={error('name')} required className={styles.wide}>
            <input className={form.input} maxLength={80} autoComplete="off" {...field('name')} />
          </FormField>
          <FormField id="custom-position" label={t('currency.fields.position')} error={error('position')}>
            <NativeSelect className={form.input} options={POSITIONS.map((value) => ({ value, label: t(`currency.position.${value}`) }))} {...field('position')} />
          </FormField>
          <FormField id="custom-decimalPlaces" label={t('currency.fields.decimalPlaces')} error={error('decimalPlaces')}>
            <NativeSelect className={form.input} options={DECIMAL_PLACES.map((n) => ({ value: n, label: n }))} {...field('decimalPlaces')} />
          </FormField>
          <FormField id="custom-rate" label={t('currency.fields.rate', { base: baseCode })} error={error('rate')} required className={styles.wide}>
            <input className={form.input} type="number" inputMode="decimal" min="0" step="any" {...field('rate')} />
          </FormField>
        </div>
        {symbol.trim() !== '' && (
          <div>
            <h3 className={styles.smallTitle}>{t('currency.preview')}</h3>
            <CurrencyPreview currency={{ symbol: symbol.trim(), position, decimalPlaces: [0, 2, 3, 4].includes(decimals) ? decimals : 2 }} />
          </div>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? t('currency.custom.creating') : t('currency.custom.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
