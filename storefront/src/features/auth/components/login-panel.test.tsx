import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initI18n } from '../../../lib/i18n.ts';
import { api } from '@islandstay/shared/api/client';
import { answer, inOrder, type AnswerOf } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderPanel, setupI18n } from '../test/render.tsx';
import { LoginPanel } from './login-panel.tsx';

beforeAll(async () => {
  await setupI18n();
  // Radix Select reads pointer capture and scrolls its list: jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => {
  vi.useRealTimers();
});

interface AuthAnswers {
  sendOtp?: AnswerOf<typeof api.customers.sendOtp>[];
  verifyOtp?: AnswerOf<typeof api.customers.verifyOtp>[];
  completeProfile?: AnswerOf<typeof api.customers.completeProfile>[];
}

/** The sign-in API: each operation answers its list in turn (the last one repeated). */
function stubAuthApi({ sendOtp, verifyOtp, completeProfile }: AuthAnswers) {
  return mockApi(
    ...(sendOtp ? [answer(api.customers.sendOtp, inOrder(...sendOtp))] : []),
    ...(verifyOtp ? [answer(api.customers.verifyOtp, inOrder(...verifyOtp))] : []),
    ...(completeProfile ? [answer(api.customers.completeProfile, inOrder(...completeProfile))] : []),
  );
}

const SENT = { success: true, message: 'sent', expiresInSeconds: 600, resendAfterSeconds: 30 } as const;
const customer = (overrides: Record<string, unknown> = {}) => ({
  id: 'c1',
  _id: 'c1',
  phone: '+15551234567',
  countryCode: '1',
  firstName: 'Ana',
  lastName: 'Guest',
  name: 'Ana Guest',
  email: 'ana@example.com',
  bio: null,
  profileImage: null,
  profileComplete: true,
  ...overrides,
});

const phoneField = () => screen.getByRole('textbox', { name: /Phone number/ });
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });

describe('the phone step', () => {
  it('when fewer than 9 digits are typed, then the spec warning shows and Send OTP is disabled', async () => {
    stubAuthApi({});
    const user = userEvent.setup();
    renderPanel(<LoginPanel onSignedIn={() => undefined} />);
    await user.type(phoneField(), '5551234');
    expect(await screen.findByText('Please enter a valid phone number (9 or 10 digits)')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await user.type(phoneField(), '56');
    expect(screen.queryByText('Please enter a valid phone number (9 or 10 digits)')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('keeps digits only and stops at 10 digits', async () => {
    stubAuthApi({});
    const user = userEvent.setup();
    renderPanel(<LoginPanel onSignedIn={() => undefined} />);
    await user.type(phoneField(), '(555) 123-45678901');
    expect(phoneField()).toHaveValue('5551234567');
  });

  it('when Send OTP is pressed with no number, then it asks for the phone number and sends nothing', async () => {
    const calls = stubAuthApi({});
    const user = userEvent.setup();
    renderPanel(<LoginPanel onSignedIn={() => undefined} />);
    await user.click(sendButton());
    expect(await screen.findByText('Please enter your phone number')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('send-otp'))).toHaveLength(0);
  });

  it('sends the chosen country code with the number (a Thai number with its trunk 0)', async () => {
    const calls = stubAuthApi({ sendOtp: [SENT] });
    const user = userEvent.setup();
    renderPanel(<LoginPanel onSignedIn={() => undefined} />);
    await user.click(screen.getByRole('combobox', { name: 'Country code' }));
    await user.click(await screen.findByRole('option', { name: /\+66/ }));
    await user.type(phoneField(), '0812345678');
    await user.click(sendButton());
    await screen.findByRole('group', { name: 'Verification code' });
    expect(calls.find((c) => c.path.includes('send-otp'))?.body).toEqual({ countryCode: '+66', phone: '0812345678' });
  });

  it('when the server answers 429 with retryAfterSeconds, then a countdown shows instead of an error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubAuthApi({ sendOtp: [{ status: 429, body: { error: 'Too many codes requested from this network.', retryAfterSeconds: 42 } }] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel(<LoginPanel onSignedIn={() => undefined} />);
    await user.type(phoneField(), '5551234567');
    await user.click(sendButton());
    expect(await screen.findByText('Too many requests. You can ask for a new code in 42 seconds.')).toBeInTheDocument();
    expect(screen.queryByText(/Too many codes requested from this network/)).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(42_000);
    });
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    expect(phoneField()).toHaveValue('5551234567');
  });
});

describe('the code step', () => {
  async function reachCodeStep(answers: AuthAnswers, onSignedIn = vi.fn(), completeInfo?: boolean) {
    const calls = stubAuthApi({ sendOtp: [SENT], ...answers });
    const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
    renderPanel(<LoginPanel onSignedIn={onSignedIn} completeInfo={completeInfo} />);
    await user.type(phoneField(), '5551234567');
    await user.click(sendButton());
    await screen.findByRole('group', { name: 'Verification code' });
    return { calls, user, onSignedIn };
  }

  it('resend is disabled for 30 s, counting down, then sends again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, user } = await reachCodeStep({});
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('button', { name: 'Resend OTP in 20s' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    expect(calls.filter((c) => c.path.includes('send-otp'))).toHaveLength(2);
  });

  it('Verify stays disabled until six digits; the sixth digit verifies at once; a wrong code shows the attempts left and keeps the number', async () => {
    const { calls, user, onSignedIn } = await reachCodeStep({
      verifyOtp: [{ status: 400, body: { error: 'Invalid OTP', code: 'auth.otpInvalid', details: [{ path: 'otp', message: 'Invalid OTP', code: 'auth.otpInvalid' }] } }],
    });
    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    await user.keyboard('12345');
    expect(verify).toBeDisabled();
    expect(calls.filter((c) => c.path.includes('verify-otp'))).toHaveLength(0);
    await user.keyboard('6');
    expect(await screen.findByText('Invalid OTP, please try again. 4 attempts left.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('verify-otp')).map((c) => c.body)).toEqual([{ countryCode: '+1', phone: '5551234567', otp: '123456' }]);
    // The same code again, by the button: a second try.
    expect(verify).toBeEnabled();
    await user.click(verify);
    expect(await screen.findByText('Invalid OTP, please try again. 3 attempts left.')).toBeInTheDocument();
    expect(screen.getByText('+1 5551234567')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('Back returns to the phone step with the number kept and the code cleared', async () => {
    const { user } = await reachCodeStep({});
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(phoneField()).toHaveValue('5551234567');
    await user.click(sendButton());
    const group = await screen.findByRole('group', { name: 'Verification code' });
    expect(within(group).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  });

  it('a known customer is signed in at once', async () => {
    const { user, onSignedIn } = await reachCodeStep({
      verifyOtp: [{ status: 200, body: { isVerified: true, customerExists: true, contact: customer() } }],
    });
    await user.keyboard('123456');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' })));
  });

  it('with completeInfo off (the booking flow asks name and email in its step 3), a new phone is signed in at once', async () => {
    const fresh = customer({ firstName: null, lastName: null, name: '', email: null, profileComplete: false });
    const { calls, user, onSignedIn } = await reachCodeStep({ verifyOtp: [{ status: 200, body: { isVerified: true, customerExists: false, contact: fresh } }] }, vi.fn(), false);
    await user.keyboard('123456');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1', profileComplete: false })));
    expect(screen.queryByRole('heading', { name: 'Complete Your Info' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('create-customer'))).toHaveLength(0);
  });

  it('a new phone completes its info (first name, last name, email) before it is signed in', async () => {
    const fresh = customer({ firstName: null, lastName: null, name: '', email: null, profileComplete: false });
    const { calls, user, onSignedIn } = await reachCodeStep({
      verifyOtp: [{ status: 200, body: { isVerified: true, customerExists: false, contact: fresh } }],
      completeProfile: [{ data: customer() }],
    });
    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Complete Your Info' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findAllByText('Please enter first name, last name and email')).length).toBeGreaterThan(0);
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Guest');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls.find((c) => c.path.includes('create-customer'))?.body).toEqual({ firstName: 'Ana', lastName: 'Guest', email: 'ana@example.com' });
  });
});

describe('server errors are worded by their code, not by their English sentence', () => {
  afterEach(async () => {
    await initI18n('en');
  });

  it.each(['Failed to send OTP. Please try again.', 'The text message could not be delivered; try once more.'])(
    'in Thai, a refused send reads the same whatever the server wrote: %s',
    async (english) => {
      await initI18n('th');
      stubAuthApi({ sendOtp: [{ status: 502, body: { error: english, code: 'auth.otpSendFailed' } }] });
      const user = userEvent.setup();
      renderPanel(<LoginPanel onSignedIn={() => undefined} />);
      await user.type(screen.getByRole('textbox', { name: i18next.t('auth.phone.number') }), '5551234567');
      await user.click(screen.getByRole('button', { name: i18next.t('auth.sendOtp') }));
      expect(await screen.findByText('ส่ง OTP ไม่สำเร็จ โปรดลองอีกครั้ง')).toBeInTheDocument();
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    },
  );

  it('in Thai, a wrong code counts as a wrong try by its code, whatever its English', async () => {
    await initI18n('th');
    stubAuthApi({ sendOtp: [SENT], verifyOtp: [{ status: 400, body: { error: 'That code is not right', code: 'auth.otpInvalid' } }] });
    const user = userEvent.setup();
    renderPanel(<LoginPanel onSignedIn={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: i18next.t('auth.phone.number') }), '5551234567');
    await user.click(screen.getByRole('button', { name: i18next.t('auth.sendOtp') }));
    await screen.findByRole('group', { name: i18next.t('auth.otp.label') });
    await user.keyboard('123456');
    expect(await screen.findByText(i18next.t('auth.otp.invalid', { count: 4 }))).toBeInTheDocument();
  });
});
