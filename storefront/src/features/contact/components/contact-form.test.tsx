import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { answer, type AnswerOf } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { initI18n } from '../../../lib/i18n.ts';
import { ContactForm } from './contact-form.tsx';

/** Stands in for `POST /api/contacts`: answers as told; returns what it received. */
function stubContactsApi(answerSend: () => AnswerOf<typeof api.contacts.send>) {
  return mockApi(answer(api.contacts.send, answerSend));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Nok');
  await user.type(screen.getByLabelText(/^Last name/), 'Srisuk');
  await user.type(screen.getByLabelText(/^Email/), 'nok@example.com');
  await user.selectOptions(screen.getByLabelText(/^Subject/), 'Booking Question');
  await user.type(screen.getByLabelText(/^Message/), 'Is the pool heated in January?');
}

beforeAll(async () => {
  await initI18n('en');
});

describe('ContactForm', () => {
  it('when sent empty, then every required field says what it needs, a summary alert shows and nothing is sent', async () => {
    const sent = stubContactsApi(() => ({ status: 201, body: { success: true, message: 'ok' } }));
    const user = userEvent.setup();
    render(<ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByLabelText(/^First name/)).toHaveAccessibleDescription('Please enter your first name');
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('Please enter your last name');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter your email address');
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Please choose a subject');
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Please write your message');
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Phone number/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(sent).toHaveLength(0);
  });

  it('when the email and phone are malformed, then those fields say so and the rest are accepted', async () => {
    stubContactsApi(() => ({ status: 201, body: { success: true, message: 'ok' } }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'nok@');
    await user.type(screen.getByLabelText(/^Phone number/), '08x1');

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription('Please enter digits only, at most 10');
    expect(screen.getByLabelText(/^First name/)).not.toHaveAttribute('aria-invalid');
  });

  it('when the server answers 400 with details, then each message lands on its field and nothing typed is cleared', async () => {
    const sent = stubContactsApi(() => ({
      status: 400,
      body: { error: 'Please fill in all required fields', details: [{ path: 'email', message: 'email must be a valid email address' }] },
    }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('email must be a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(email).toHaveValue('nok@example.com');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Is the pool heated in January?');
    expect(sent).toHaveLength(1);
  });

  it('when the server refuses with 429 and retryAfterSeconds, then the wait in minutes shows and the form keeps its values', async () => {
    stubContactsApi(() => ({ status: 429, body: { error: 'Too many messages were sent from this network. Please try again later.', retryAfterSeconds: 1800 } }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several messages in a short time. Please try again in 30 minutes.');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Nok');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Is the pool heated in January?');
  });

  it('when sent, then the API gets the fields with the CSRF header, a thank-you shows and the form is reset', async () => {
    const sent = stubContactsApi(() => ({ status: 201, body: { success: true, message: "Thank you! Your message has been sent successfully. We'll get back to you soon." } }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/^Country code/), '+66');
    await user.type(screen.getByLabelText(/^Phone number/), '081 234 567');

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent("Thank you! Your message has been sent successfully. We'll get back to you soon.");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('X-Requested-With')).toBe('islandstay');
    expect(sent[0]!.body).toEqual({
      firstName: 'Nok',
      lastName: 'Srisuk',
      email: 'nok@example.com',
      subject: 'Booking Question',
      message: 'Is the pool heated in January?',
      phone: '081234567',
      countryCode: '+66',
    });
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(within(screen.getByLabelText(/^Country code/)).getByRole('option', { selected: true })).toHaveValue('+1');
  });
});
