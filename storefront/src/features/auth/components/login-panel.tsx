import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, type CustomerDto, type PhoneInput } from '@islandstay/shared/customers/customer.schemas';
import { completeProfile, type CompleteInfoValues } from '../api/complete-profile.ts';
import { retryAfterSeconds } from '../api/errors.ts';
import { sendOtp } from '../api/send-otp.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import { finishSignIn } from '../hooks/finish-sign-in.ts';
import { useCountdown } from '@islandstay/web-common/lib/use-countdown';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { CodeForm } from './code-form.tsx';
import { CompleteInfoForm } from './complete-info-form.tsx';
import { otpFailure } from './messages.ts';
import { PhoneForm, type PhoneValues } from './phone-form.tsx';
import styles from './auth-form.module.css';

type Step = 'phone' | 'code' | 'info';

interface LoginPanelProps {
  /** Called once the customer is signed in and (for a new phone) their details are saved. */
  onSignedIn: (customer: CustomerDto) => void | Promise<void>;
  headingLevel?: 1 | 2;
  /** The phone step's heading (the booking flow says "Verify your phone"). */
  title?: string;
  /** Move focus to the heading when shown (the panel appears inside a page, e.g. booking step 2). */
  focusOnMount?: boolean;
  /** Focus the phone number when shown (the panel is all a dialog holds: the login dialog). */
  focusPhone?: boolean;
  /**
   * Whether a new phone fills Complete Your Info here (the default). The booking flow passes
   * false: its step 3 asks the same name and email, so the guest types them once.
   */
  completeInfo?: boolean;
}

const withPlus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/**
 * Customer sign-in by phone (docs/product.md#sign-in): number, then the texted code, then, for a new phone,
 * Complete Your Info. The session cookie comes with the verify answer; the shared session key is
 * refreshed (and a wishlist heart pressed while signed out applied) before `onSignedIn`.
 */
export function LoginPanel({ onSignedIn, headingLevel = 1, title, focusOnMount = false, focusPhone = false, completeInfo = true }: LoginPanelProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<Step>('phone');
  const [phoneValues, setPhoneValues] = useState<PhoneValues | undefined>();
  const [sentTo, setSentTo] = useState<PhoneInput | null>(null);
  const [sendPending, setSendPending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [rateLimited, setRateLimited] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [wrongTries, setWrongTries] = useState(0);
  const [verifyPending, setVerifyPending] = useState(false);
  const [newCustomer, setNewCustomer] = useState<CustomerDto | null>(null);
  const resend = useCountdown();
  const firstRender = useRef(true);

  // A new step is announced by moving focus to its heading (the code step focuses its first box).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (focusOnMount) headingRef.current?.focus();
      return;
    }
    if (step !== 'code') headingRef.current?.focus();
  }, [step, focusOnMount]);

  async function finish(customer: CustomerDto) {
    await finishSignIn(t);
    await onSignedIn(customer);
  }

  async function send(input: PhoneInput) {
    setSendError(null);
    // Back, then Send again for the same number while its code is fresh: no second text needed.
    if (sentTo && sentTo.countryCode === input.countryCode && sentTo.phone === input.phone && resend.running && !rateLimited) {
      setStep('code');
      return;
    }
    setSendPending(true);
    try {
      const answer = await sendOtp(input);
      setSentTo(input);
      setCode('');
      setCodeError(null);
      setLocked(false);
      setWrongTries(0);
      setRateLimited(false);
      resend.start(answer.resendAfterSeconds);
      setStep('code');
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) {
        setRateLimited(true);
        resend.start(wait);
      } else {
        setSendError(refusalFor(error, t, { scope: 'auth', serverFailures: true }) ?? t('auth.sendFailed'));
      }
    } finally {
      setSendPending(false);
    }
  }

  async function verify(otp = code) {
    if (!sentTo) return;
    setCodeError(null);
    setVerifyPending(true);
    try {
      const answer = await verifyOtp({ ...sentTo, otp });
      if (answer.customerExists || !completeInfo) {
        await finish(answer.contact);
      } else {
        setNewCustomer(answer.contact);
        setStep('info');
      }
    } catch (error) {
      const failure = otpFailure(error);
      if (failure === 'invalid') {
        const tries = wrongTries + 1;
        setWrongTries(tries);
        const remaining = OTP_MAX_ATTEMPTS - tries;
        if (remaining > 0) setCodeError(t('auth.otp.invalid', { count: remaining }));
        else {
          setLocked(true);
          setCodeError(t('auth.otp.locked'));
        }
      } else if (failure === 'locked') {
        setLocked(true);
        setCodeError(t('auth.otp.locked'));
      } else if (failure === 'expired') {
        setLocked(true);
        setCodeError(t('auth.otp.expired'));
      } else {
        setCodeError(refusalFor(error, t, { scope: 'auth', serverFailures: true }) ?? t('auth.otp.verifyFailed'));
      }
    } finally {
      setVerifyPending(false);
    }
  }

  async function resendCode() {
    if (!sentTo) return;
    setSendPending(true);
    setCodeError(null);
    try {
      const answer = await sendOtp(sentTo);
      setCode('');
      setLocked(false);
      setWrongTries(0);
      setRateLimited(false);
      resend.start(answer.resendAfterSeconds);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) {
        setRateLimited(true);
        resend.start(wait);
      } else setCodeError(refusalFor(error, t, { scope: 'auth', serverFailures: true }) ?? t('auth.sendFailed'));
    } finally {
      setSendPending(false);
    }
  }

  function back() {
    // docs/product.md#sign-in: back to the phone step, the code cleared; the number stays as typed.
    setCode('');
    setCodeError(null);
    setStep('phone');
  }

  async function saveInfo(values: CompleteInfoValues) {
    const customer = await completeProfile(values);
    await finish(customer);
  }

  const heading = step === 'phone' ? (title ?? t('auth.title')) : step === 'code' ? t('auth.otp.title') : t('auth.info.title');
  const lead = step === 'phone' ? t('auth.lead') : step === 'code' ? t('auth.otp.lead') : t('auth.info.lead');

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div>
        <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </Heading>
        <p className={styles.lead}>{lead}</p>
      </div>

      {step === 'phone' && (
        <PhoneForm
          defaultValues={phoneValues}
          pending={sendPending}
          waitSeconds={rateLimited ? resend.seconds : 0}
          serverError={sendError}
          autoFocus={focusPhone}
          onSubmit={(input) => {
            setPhoneValues(input);
            void send(input);
          }}
        />
      )}

      {step === 'code' && sentTo && (
        <CodeForm
          sentTo={`${withPlus(sentTo.countryCode)} ${sentTo.phone}`}
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            if (locked) return;
            setCodeError(null);
            // The sixth digit (typed, pasted or offered by the phone's keyboard) verifies at once;
            // Verify stays for a retry of the same code.
            if (next.length === OTP_LENGTH && next !== code && !verifyPending) void verify(next);
          }}
          error={codeError}
          locked={locked}
          pending={verifyPending}
          resendSeconds={resend.seconds}
          resendPending={sendPending}
          rateLimited={rateLimited}
          onVerify={() => void verify()}
          onResend={() => void resendCode()}
          onBack={back}
        />
      )}

      {step === 'info' && newCustomer && (
        <CompleteInfoForm defaultValues={{ firstName: newCustomer.firstName ?? '', lastName: newCustomer.lastName ?? '', email: newCustomer.email ?? '' }} onSubmit={saveInfo} />
      )}
    </section>
  );
}
