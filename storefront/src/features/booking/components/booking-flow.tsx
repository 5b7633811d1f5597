import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import { useNavigate } from 'react-router';
import { useSearchParamsWriter } from '@islandstay/web-common/lib/use-search-params-writer';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import type { RateMode } from '@islandstay/shared/pricing/pricing-types';
import { Button } from '@islandstay/web-common/components/button/button';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { PageReadFailure } from '../../../components/page-read-failure/page-read-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { refreshSession, useSession } from '../../../lib/api/session.ts';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { refreshStayQuotes, useStayQuote } from '../../../lib/api/stay-quote.ts';
import { refreshOccupiedRanges, useOccupiedRanges } from '../../../lib/api/occupied-dates.ts';
import { useVilla } from '../../../lib/api/villa.ts';
import { readBookingParams, writeBookingParams } from '../booking-params.ts';
import { useConfirmBooking } from '../hooks/use-confirm-booking.ts';
import { bookedNights, type StaySelection } from '../selection.ts';
import { stayRefusalText } from '../stay-refusal.ts';
import { BookingSummary } from './booking-summary.tsx';
import { ConfirmStep, type ConfirmValues, type DetailsField, type NewGuestValues } from './confirm-step.tsx';
import { DatesStep } from './dates-step.tsx';
import { StepIndicator, type BookingStep } from './step-indicator.tsx';
import styles from './booking-flow.module.css';

interface BookingFlowProps {
  villaId: string;
  /**
   * Step 2, the phone sign-in. The page supplies it (features do not import each other); it calls
   * `onVerified` once the customer is signed in.
   */
  renderVerification: (onVerified: () => void) => ReactNode;
  /**
   * Saves a new customer's name and email to their account (Complete Your Info). The page supplies
   * it; with it, step 2 signs a new phone in at once and step 3 asks first and last name, so the
   * guest types their details once. Without it, step 2 must complete the profile itself.
   */
  saveNewGuest?: (values: NewGuestValues) => Promise<unknown>;
}

const NEW_GUEST_FIELDS: readonly string[] = ['firstName', 'lastName', 'email'];

/**
 * /booking/:villaId (docs/product.md#booking-flow): 1 Dates & Guests, 2 Phone Verification (skipped when signed
 * in), 3 Confirm Your Details. The stay lives in the URL (`?checkIn&checkOut&guests`), so a reload
 * or a shared link keeps it; every refusal is shown in place and keeps what the guest chose and typed.
 */
export function BookingFlow({ villaId, renderVerification, saveNewGuest }: BookingFlowProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParamsWriter();
  const today = todayOnIsland();
  const stay = readBookingParams(params, today);
  const selection: StaySelection = { checkIn: stay.checkIn, checkOut: stay.checkOut };

  const villa = useVilla(villaId);
  const availability = useOccupiedRanges(villaId);
  const booked = useMemo(() => bookedNights(availability.data ?? []), [availability.data]);
  const { session, isCustomer } = useSession();
  const { currency } = useCurrency();
  const { confirm, pending } = useConfirmBooking();

  const [step, setStep] = useState<BookingStep>('dates');
  const [rateMode, setRateMode] = useState<RateMode>('daily');
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [capReached, setCapReached] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [savingProfile, setSavingProfile] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const capacity = villa.data?.guests ?? 30;
  const guests = Math.min(Math.max(1, stay.guests), Math.max(1, capacity));
  const quoteInput = villa.data && stay.checkIn && stay.checkOut ? { checkIn: stay.checkIn, checkOut: stay.checkOut, guests, currency: currency.code } : null;
  const quote = useStayQuote(villa.data?.id ?? villaId, quoteInput, { keepPreviousData: true });

  usePageTitle(villa.data ? t('booking.pageTitle', { name: villa.data.name }) : t('booking.title'));

  // Each new step is announced: focus moves to its heading, the page to the top.
  useEffect(() => {
    if (!stepChanged.current) return;
    window.scrollTo?.({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  // Signed in meanwhile (another tab, or a session that loaded late): step 2 has nothing left to
  // do. A new customer still completing their info in step 2 has an incomplete profile and stays there.
  const profileComplete = Boolean(session.customer?.profileComplete);
  useEffect(() => {
    if (step === 'verify' && isCustomer && profileComplete) goTo('details');
  }, [step, isCustomer, profileComplete]);

  function goTo(next: BookingStep) {
    stepChanged.current = true;
    setStep(next);
  }

  function setStay(next: Partial<{ checkIn: string; checkOut: string; guests: number }>) {
    setNotice(null);
    setParams((current) => writeBookingParams(current, { ...stay, guests, ...next }), { replace: true });
  }

  function back() {
    if (step === 'dates') navigate(`/villa/${encodeURIComponent(villaId)}`);
    else if (step === 'details' && !isCustomer) goTo('verify');
    else goTo('dates');
  }

  /** Back to step 1 with the selection kept, the taken nights and the price fetched again. */
  function backToDates(message: string) {
    setNotice(message);
    void refreshOccupiedRanges(villaId);
    void refreshStayQuotes();
    goTo('dates');
  }

  /** A new customer's name and email saved to their account first; false (and shown) when refused. */
  async function saveProfile(profile: NewGuestValues): Promise<boolean> {
    if (!saveNewGuest || profileComplete) return true;
    setSavingProfile(true);
    try {
      await saveNewGuest(profile);
      await refreshSession();
      return true;
    } catch (error) {
      const details = error instanceof ApiError ? error.details.filter((d) => NEW_GUEST_FIELDS.includes(d.path)) : [];
      setFieldErrors(Object.fromEntries(details.map((d) => [d.path, fieldMessageFor(d, t) ?? d.message])));
      if (details.length === 0) {
        setConfirmError(refusalFor(error, t, { serverFailures: true }) ?? t('booking.errors.profileFailed'));
      }
      return false;
    } finally {
      setSavingProfile(false);
    }
  }

  async function confirmBooking(values: ConfirmValues) {
    if (!villa.data || !stay.checkIn || !stay.checkOut) {
      setConfirmError(t('booking.errors.invalidDates'));
      return;
    }
    if (savingProfile) return;
    setConfirmError(null);
    setCapReached(false);
    setFieldErrors({});
    if (values.newGuest && !(await saveProfile(values.newGuest))) return;
    const outcome = await confirm({
      villaId: villa.data.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests,
      customerInfo: { name: values.name.trim(), email: values.email.trim(), phone: values.phone },
      currency: currency.code,
    });
    switch (outcome.kind) {
      case 'booked':
        void refreshOccupiedRanges(villaId);
        navigate(`/booking-confirmation/${outcome.booking.id}`);
        return;
      case 'conflict':
        backToDates(
          t('booking.errors.conflict', {
            checkIn: formatDate(outcome.taken.checkIn, i18n.language),
            checkOut: formatDate(outcome.taken.checkOut, i18n.language),
          }),
        );
        return;
      case 'stay':
        backToDates(
          outcome.refusal ? stayRefusalText(t, i18n.language, outcome.refusal, { checkIn: stay.checkIn, checkOut: stay.checkOut }) : (refusalFor(outcome.error, t) ?? t('booking.errors.tryAgain')),
        );
        return;
      case 'cap':
        setCapReached(true);
        return;
      case 'fields': {
        const onFields: Partial<Record<DetailsField, string>> = {};
        for (const detail of outcome.details) {
          const field = detail.path.replace(/^customerInfo\.?/, '');
          if (field === 'name' || field === 'email' || field === 'phone') onFields[field] = fieldMessageFor(detail, t) ?? detail.message;
        }
        setFieldErrors(onFields);
        if (Object.keys(onFields).length === 0) setConfirmError(refusalFor(outcome.error, t) ?? t('booking.errors.tryAgain'));
        return;
      }
      case 'signedOut':
        await refreshSession();
        setConfirmError(t('booking.errors.notAuthenticated'));
        goTo('verify');
        return;
      case 'network':
        setConfirmError(t('booking.errors.network'));
        return;
      case 'failed':
        setConfirmError(t('booking.errors.createFailed', { reason: refusalFor(outcome.error, t) ?? t('booking.errors.tryAgain') }));
        return;
      case 'busy':
        return;
    }
  }

  if (villa.isLoading) return <FullScreenLoader />;
  if (villa.error || !villa.data) {
    const missing = villa.error instanceof ApiError && (villa.error.isNotFound || villa.error.status === 400);
    return (
      <main id="main" className={styles.page}>
        <PageReadFailure missing={missing} title={missing ? t('booking.villaNotFound') : t('booking.villaLoadFailed')} onRetry={() => void villa.mutate()} />
      </main>
    );
  }

  const customer = session.customer;
  const defaultDetails = {
    name: customer ? customer.name || [customer.firstName, customer.lastName].filter(Boolean).join(' ') : '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
  };

  return (
    <main id="main" className={styles.page}>
      <div className={styles.header}>
        <Button variant="ghost" size="sm" onClick={back} className={styles.backButton}>
          <ArrowLeft size={18} aria-hidden="true" />
          {step === 'dates' ? t('booking.backToVilla') : t('booking.backToDates')}
        </Button>
        <h1 className={styles.title}>{t('booking.heading', { name: villa.data.name })}</h1>
      </div>
      <StepIndicator current={step} verified={isCustomer} />

      {step === 'dates' && (
        <DatesStep
          ref={headingRef}
          villa={villa.data}
          selection={selection}
          guests={guests}
          booked={booked}
          today={today}
          rateMode={rateMode}
          quote={quote.data}
          quoteLoading={quote.isLoading || quote.isValidating}
          quoteError={Boolean(quote.error)}
          availabilityError={Boolean(availability.error)}
          notice={notice}
          onSelectionChange={(next) => setStay(next)}
          onGuestsChange={(next) => setStay({ guests: next })}
          onRateModeChange={setRateMode}
          onRetryAvailability={() => void availability.mutate()}
          onContinue={() => {
            setNotice(null);
            goTo(isCustomer ? 'details' : 'verify');
          }}
        />
      )}

      {step === 'verify' && (
        <div className={styles.columns}>
          <section className={styles.main} aria-label={t('booking.steps.verify')}>
            <div className={styles.verifyCard}>{renderVerification(() => goTo('details'))}</div>
          </section>
          <aside className={styles.aside}>
            <BookingSummary villa={villa.data} selection={selection} guests={guests} quote={quote.data} quoteLoading={false} quoteError={false} />
          </aside>
        </div>
      )}

      {step === 'details' && (
        <ConfirmStep
          key={customer?.id ?? 'anonymous'}
          ref={headingRef}
          villa={villa.data}
          selection={selection}
          guests={guests}
          quote={quote.data}
          defaultValues={defaultDetails}
          signedIn={isCustomer}
          newGuest={isCustomer && !profileComplete && Boolean(saveNewGuest)}
          pending={pending || savingProfile}
          error={confirmError}
          capReached={capReached}
          fieldErrors={fieldErrors}
          onConfirm={(values) => void confirmBooking(values)}
          onBack={back}
          onVerify={() => goTo('verify')}
        />
      )}
    </main>
  );
}
