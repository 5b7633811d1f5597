import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { renderRoutes } from '../../../test/render.tsx';
import { RegisterOwnerForm } from './register-owner-form.tsx';

const GIVE_UP = { timeout: 30_000 };

async function openForm() {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.owners.register, () => ({ status: 202, body: { message: 'Registration submitted! Await admin approval.' } })),
  );
  await renderRoutes([{ path: '/register-owner', element: <RegisterOwnerForm /> }], '/register-owner');
  return requests;
}

describe('owner registration: the phone field', () => {
  it('offers a numeric keypad and keeps digits only, saying so when it dropped something', GIVE_UP, async () => {
    await openForm();
    const user = userEvent.setup();
    const phone = screen.getByLabelText(/Phone/);
    expect(phone).toHaveAttribute('inputmode', 'numeric');

    await user.type(phone, '0812345678');
    expect(phone).toHaveValue('0812345678');
    expect(screen.queryByRole('status')).toBeNull();

    await user.clear(phone);
    await user.type(phone, '+66 81-234x5678');
    expect(phone).toHaveValue('66812345678');
    expect(screen.getByRole('status')).toHaveTextContent('Digits only: spaces, dashes and other characters were removed.');
  });

  it('when a formatted number is pasted, then all its digits are kept and sent', GIVE_UP, async () => {
    const requests = await openForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First name/), 'Ploy');
    await user.type(screen.getByLabelText(/Last name/), 'Tester');
    await user.type(screen.getByLabelText(/Email/), 'ploy@example.test');
    await user.click(screen.getByLabelText(/Phone/));
    await user.paste('081-234-5678');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('0812345678');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/Confirm password/), 'secret1');
    await user.type(screen.getByLabelText(/Address/), '1 Beach Road, Lamai');
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));

    expect(await screen.findByText('Registration submitted! Await admin approval.')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/owners/register');
    expect(sent?.body).toMatchObject({ phone: '0812345678' });
  });
});
