import { useRef, useState, type ComponentType } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CreditCard, Lock, X } from 'lucide-react';
import type { Stripe } from '@stripe/stripe-js';
import type { CardPaymentResponse } from '@islandstay/shared/payments/card.schemas';
import { buttonClass } from '@islandstay/web-common/components/button/button';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { useFormatMoney } from '../../../lib/use-format-money.ts';
import { startCardPayment } from '../api/card-payment.ts';
import { rememberCardPayment } from '../hooks/use-card-return.ts';
import type { StripeCardFormProps } from './stripe-card-form.tsx';
import styles from './card-payment.module.css';

interface CardWayProps {
  bookingId: string;
  /** What is due now, formatted: the button says it. */
  amount: string;
  /** What the ledger holds as paid before this payment: how the page knows, on return, that the card payment arrived. */
  paidBefore: string;
  /** The confirmation page's own URL with `#payment`: where Stripe brings the guest back. */
  returnUrl: string;
}

type CardState =
  { step: 'idle' } | { step: 'starting' } | { step: 'open'; intent: CardPaymentResponse; stripe: Stripe; Form: ComponentType<StripeCardFormProps> } | { step: 'failed'; message: string };

class StripeUnavailable extends Error {}

/**
 * Stripe.js and the card form, fetched on first use: `@stripe/stripe-js` adds Stripe's script
 * (from js.stripe.com) to the page, which only a guest who chose to pay by card needs.
 */
async function loadCardForm(publishableKey: string): Promise<{ stripe: Stripe; Form: ComponentType<StripeCardFormProps> }> {
  try {
    const [{ loadStripe }, { StripeCardForm }] = await Promise.all([import('@stripe/stripe-js'), import('./stripe-card-form.tsx')]);
    const stripe = await loadStripe(publishableKey);
    if (!stripe) throw new StripeUnavailable('Stripe.js is not available here');
    return { stripe, Form: StripeCardForm };
  } catch (cause) {
    throw cause instanceof StripeUnavailable ? cause : new StripeUnavailable('Stripe.js did not load', { cause });
  }
}

/**
 * Paying what is due now by card (docs/product.md#payments): the server makes the PaymentIntent
 * for the amount it computed, then Stripe's Payment Element takes the card in a dialog. Whatever
 * fails here, PromptPay and the bank transfer beside it stay as they are.
 */
export function CardWay({ bookingId, amount, paidBefore, returnUrl }: CardWayProps) {
  const { t } = useTranslation();
  const { formatIn } = useFormatMoney();
  const [state, setState] = useState<CardState>({ step: 'idle' });
  const payButton = useRef<HTMLButtonElement>(null);

  async function start() {
    setState({ step: 'starting' });
    let intent: CardPaymentResponse;
    try {
      intent = await startCardPayment(bookingId);
    } catch (cause) {
      setState({ step: 'failed', message: refusalFor(cause, t, { serverFailures: true }) ?? t('payments.card.startFailed') });
      return;
    }
    try {
      setState({ step: 'open', intent, ...(await loadCardForm(intent.publishableKey)) });
    } catch {
      setState({ step: 'failed', message: t('payments.card.loadFailed') });
    }
  }

  const open = state.step === 'open' ? state : null;
  return (
    <section className={styles.way} aria-labelledby="pay-card-title">
      <h4 id="pay-card-title" className={styles.wayTitle}>
        <CreditCard size={18} aria-hidden="true" />
        {t('payments.card.title')}
      </h4>
      <p className={styles.muted}>{t('payments.card.text')}</p>
      {/* The web-common button's look on a plain button: the dialog gives focus back to it on closing. */}
      <button
        ref={payButton}
        type="button"
        className={buttonClass('primary', 'md', styles.payButton)}
        disabled={state.step === 'starting'}
        aria-busy={state.step === 'starting' ? true : undefined}
        onClick={() => void start()}
      >
        <CreditCard size={18} aria-hidden="true" />
        {state.step === 'starting' ? t('payments.card.starting') : t('payments.card.payBy', { amount })}
      </button>
      <InlineAlert message={state.step === 'failed' ? state.message : null} className={styles.error} />

      <Dialog.Root open={open !== null} onOpenChange={(next) => !next && setState({ step: 'idle' })}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          {/* A click outside must not throw away a half-typed card, nor close the form under Stripe's own 3D Secure frame. */}
          <Dialog.Content
            className={styles.dialog}
            onInteractOutside={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              // The dialog opens from code, not from a Radix trigger: focus goes back to the button by hand.
              event.preventDefault();
              payButton.current?.focus();
            }}
          >
            <div className={styles.dialogHeader}>
              <Dialog.Title className={styles.dialogTitle}>{t('payments.card.dialogTitle')}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label={t('common.close')}>
                <X size={20} aria-hidden="true" />
              </Dialog.Close>
            </div>
            <Dialog.Description className={styles.description}>
              <Lock size={16} aria-hidden="true" />
              <span>{t('payments.card.dialogText')}</span>
            </Dialog.Description>
            {open && (
              <open.Form
                stripe={open.stripe}
                clientSecret={open.intent.clientSecret}
                amount={formatIn(open.intent.amount, open.intent.currency)}
                returnUrl={returnUrl}
                onConfirm={() => rememberCardPayment(open.intent.paymentIntentId, paidBefore)}
              />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
