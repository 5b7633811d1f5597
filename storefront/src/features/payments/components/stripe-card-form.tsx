/**
 * The card form inside the card dialog: Stripe's Payment Element and the Pay button. Loaded only
 * when a guest starts a card payment (card-way.tsx imports it with `import()`), so
 * @stripe/react-stripe-js is in no page's initial JS.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale, StripeError } from '@stripe/stripe-js';
import { Button } from '@islandstay/web-common/components/button/button';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import styles from './stripe-card-form.module.css';

export interface StripeCardFormProps {
  stripe: Stripe;
  clientSecret: string;
  /** The amount the server asked Stripe for, formatted: the Pay button says it. */
  amount: string;
  /** Where Stripe sends the guest back after confirming (and after a bank's own page, for methods that need one). */
  returnUrl: string;
  /** Just before confirming: the caller notes what it needs to recognise the payment on return. */
  onConfirm: () => void;
}

/** The interface's colours and corners in Stripe's own form (web-common/src/styles/tokens.css; the frame cannot read our CSS). */
const APPEARANCE = {
  theme: 'stripe',
  variables: { colorPrimary: '#0e7490', colorText: '#1c1917', colorDanger: '#b91c1c', borderRadius: '8px', fontSizeBase: '16px' },
} as const;

/** Stripe's own message where Stripe says it is for the guest (a declined card, a bad expiry date); ours otherwise. */
function stripeMessage(error: StripeError): string | undefined {
  return error.type === 'card_error' || error.type === 'validation_error' ? error.message : undefined;
}

export function StripeCardForm({ stripe, clientSecret, ...props }: StripeCardFormProps) {
  const { i18n } = useTranslation();
  const locale: StripeElementLocale = i18n.language === 'th' ? 'th' : 'en';
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale, appearance: APPEARANCE }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ amount, returnUrl, onConfirm }: Omit<StripeCardFormProps, 'stripe' | 'clientSecret'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    onConfirm();
    try {
      // On success Stripe leaves the page for returnUrl; an answer here is always a failure.
      const { error: failure } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      setError(stripeMessage(failure) ?? t('payments.card.confirmFailed'));
    } catch {
      setError(t('payments.card.confirmFailed'));
    }
    setBusy(false);
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void pay(event)} aria-busy={!ready && !loadFailed ? true : undefined}>
      {!ready && !loadFailed && <p className={styles.muted}>{t('payments.card.formLoading')}</p>}
      <PaymentElement className={styles.element} options={{ layout: 'tabs' }} onReady={() => setReady(true)} onLoadError={() => setLoadFailed(true)} />
      <InlineAlert message={loadFailed ? t('payments.card.loadFailed') : error} className={styles.error} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={!ready || busy || !stripe || !elements}>
          {busy ? t('payments.card.paying') : t('payments.card.pay', { amount })}
        </Button>
      </div>
    </form>
  );
}
