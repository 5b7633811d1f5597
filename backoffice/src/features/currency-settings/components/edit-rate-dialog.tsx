import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import type { Currency } from '@islandstay/shared/currency/currency';
import { currencyEditSchema, type CurrencyEdit } from '@islandstay/shared/currency/currency-admin.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import form from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { editCurrencyRate } from '../api/edit-currency-rate.ts';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';

interface RateValues {
  rate: string;
}

/** The edit-rate modal (admin): how many units of this currency one unit of the admin currency buys. */
export function EditRateDialog({ currency, baseCode, onClose }: { currency: Currency; baseCode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [problem, setProblem] = useState<string | null>(null);
  // The rate is the one field of this form; the shared edit schema leaves it optional for the other edits.
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm<RateValues, CurrencyEdit>(currencyEditSchema.required({ rate: true }), {
    defaultValues: { rate: String(currency.rate) },
  });

  async function submit(values: CurrencyEdit) {
    setProblem(null);
    try {
      await editCurrencyRate(currency.code, { rate: values.rate }, mutate);
      toast.success(t('currency.updated'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) if (detail.path === 'rate') setError('rate', asFieldError(detail));
      }
      const reason = refusalFor(error, t, { scope: 'currency' });
      setProblem(reason ? `${t('currency.updateFailed')}: ${reason}` : t('currency.updateFailed'));
    }
  }

  const rateError = fieldMessageFor(errors.rate, t, { scope: 'currency', field: 'rate' });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('currency.editRate.title', { code: currency.code })}
      description={t('currency.editRate.lead', { base: baseCode, code: currency.code })}
      footer={
        <>
          <Button onClick={onClose}>{t('currency.editRate.cancel')}</Button>
          <Button type="submit" form="edit-rate-form" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? t('currency.editRate.saving') : t('currency.editRate.save')}
          </Button>
        </>
      }
    >
      <form id="edit-rate-form" className={form.form} onSubmit={handleSubmit(submit)} noValidate>
        <InlineAlert message={problem} className={form.alert} iconSize={18} />
        <FormField id="edit-rate" label={t('currency.editRate.label', { base: baseCode, code: currency.code })} error={rateError} required>
          <input className={form.input} type="number" inputMode="decimal" min="0" step="any" {...fieldA11y('edit-rate', rateError)} {...register('rate')} />
        </FormField>
      </form>
    </Modal>
  );
}
