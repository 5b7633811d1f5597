/**
 * Component tests only: a stand-in for Stripe.js (`@stripe/stripe-js`) and its React bindings
 * (`@stripe/react-stripe-js`), which load Stripe's script from js.stripe.com and talk to Stripe's
 * servers. A test file replaces both modules with these:
 *
 *   vi.mock('@stripe/stripe-js', async () => (await import('../../../test/stripe-stand-in.tsx')).stripeJs);
 *   vi.mock('@stripe/react-stripe-js', async () => (await import('../../../test/stripe-stand-in.tsx')).reactStripeJs);
 *
 * Like Stripe, the stand-in refuses what Stripe would: a key that is not the publishable key the
 * test gave out, Elements without the client secret the server answered, a return_url that is
 * not an absolute URL, an elements group it did not make. It records what it was given, so a test
 * asserts on that as it does on the API's requests.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface StandInError {
  type: 'card_error' | 'validation_error' | 'api_connection_error' | 'api_error' | 'invalid_request_error';
  message: string;
}

interface FakeStripe {
  readonly standIn: true;
  readonly publishableKey: string;
  confirmPayment(options: { elements: FakeElements; confirmParams?: { return_url?: string } }): Promise<{ error?: StandInError }>;
}

interface FakeElements {
  readonly clientSecret: string;
}

interface Script {
  /** The publishable key the site gives out (ways.card, the card-payment answer). */
  publishableKey: string;
  /** The client secret the server's PaymentIntent has (the card-payment answer). */
  clientSecret: string;
  /** The script from js.stripe.com does not load (offline, blocked). */
  loadFails: boolean;
  /** What confirming answers; none: Stripe takes the guest to return_url (the promise never settles). */
  confirmError: StandInError | null;
}

const DEFAULT_SCRIPT: Script = { publishableKey: '', clientSecret: '', loadFails: false, confirmError: null };

/** What Stripe was handed, in order. */
interface StripeCalls {
  loadStripe: string[];
  elements: { clientSecret: string; locale: string | undefined }[];
  confirmPayment: { clientSecret: string; returnUrl: string }[];
  /** Where Stripe would have sent the browser after a confirmation that went through. */
  redirectedTo: string[];
}

let script: Script = { ...DEFAULT_SCRIPT };
const calls: StripeCalls = { loadStripe: [], elements: [], confirmPayment: [], redirectedTo: [] };

/** Sets what this test's Stripe knows and does; returns the record of what it is handed. */
export function standInStripe(next: Partial<Script> & Pick<Script, 'publishableKey' | 'clientSecret'>): StripeCalls {
  script = { ...DEFAULT_SCRIPT, ...next };
  calls.loadStripe.length = 0;
  calls.elements.length = 0;
  calls.confirmPayment.length = 0;
  calls.redirectedTo.length = 0;
  return calls;
}

class IntegrationError extends Error {
  override name = 'IntegrationError';
}

function isAbsoluteUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

async function loadStripe(publishableKey: string): Promise<FakeStripe> {
  calls.loadStripe.push(publishableKey);
  // The real loader rejects this way when the script's <script> tag fails.
  if (script.loadFails) throw new Error('Failed to load Stripe.js');
  if (!/^pk_(test|live)_\w+$/.test(publishableKey) || publishableKey !== script.publishableKey) {
    throw new IntegrationError(`Invalid API Key provided: ${publishableKey}`);
  }
  const stripe: FakeStripe = {
    standIn: true,
    publishableKey,
    confirmPayment({ elements, confirmParams }) {
      if (!elementsMade.has(elements)) return Promise.reject(new IntegrationError('confirmPayment: elements is not an Elements group of this Stripe instance'));
      const returnUrl = confirmParams?.return_url;
      if (!isAbsoluteUrl(returnUrl)) return Promise.reject(new IntegrationError(`confirmPayment: return_url must be an absolute URL, got ${String(returnUrl)}`));
      calls.confirmPayment.push({ clientSecret: elements.clientSecret, returnUrl });
      if (script.confirmError) return Promise.resolve({ error: script.confirmError });
      calls.redirectedTo.push(returnUrl);
      return new Promise(() => undefined);
    },
  };
  return stripe;
}

export const stripeJs = { loadStripe };

const elementsMade = new WeakSet<FakeElements>();
const ElementsContext = createContext<{ stripe: FakeStripe; elements: FakeElements } | null>(null);

function Elements({ stripe, options, children }: { stripe: FakeStripe | null; options?: { clientSecret?: string; locale?: string }; children: ReactNode }) {
  if (!stripe?.standIn) throw new IntegrationError('Elements: stripe must be the Stripe object loadStripe resolved to');
  const clientSecret = options?.clientSecret ?? '';
  if (!/^pi_\w+_secret_\w+$/.test(clientSecret) || clientSecret !== script.clientSecret) {
    throw new IntegrationError(`Elements: ${clientSecret || 'no clientSecret'} is not the client secret of this PaymentIntent`);
  }
  const [elements] = useState(() => {
    const made: FakeElements = { clientSecret };
    elementsMade.add(made);
    calls.elements.push({ clientSecret, locale: options?.locale });
    return made;
  });
  return <ElementsContext.Provider value={{ stripe, elements }}>{children}</ElementsContext.Provider>;
}

/** Stripe's form stands in as one labelled field (the real one is Stripe's frame). */
function PaymentElement({ onReady }: { onReady?: () => void; onLoadError?: () => void }) {
  if (!useContext(ElementsContext)) throw new IntegrationError('PaymentElement must be inside Elements');
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return (
    <label>
      Card number
      <input inputMode="numeric" autoComplete="cc-number" />
    </label>
  );
}

export const reactStripeJs = {
  Elements,
  PaymentElement,
  useStripe: () => useContext(ElementsContext)?.stripe ?? null,
  useElements: () => useContext(ElementsContext)?.elements ?? null,
};
