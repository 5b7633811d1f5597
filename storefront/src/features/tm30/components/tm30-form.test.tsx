import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { TM30_BOOKING_ID as BOOKING_ID, tm30Response } from '@islandstay/web-common/lib/tm30-fixture';
import type { ApiContract } from '@islandstay/shared/api/operations.generated';
import type { BodyInputOf } from '@islandstay/shared/contract/operation';
import { answer, type Answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { initI18n } from '../../../lib/i18n.ts';
import { Tm30Form } from './tm30-form.tsx';

const EMPTY_FORM = tm30Response();

type Fill = ApiContract['tm30']['fill'];

/** Stands in for `PUT /api/bookings/:id/tm30` of the booking: answers as told; returns what it received. */
function stubTm30Api(answerFill: (body: BodyInputOf<Fill>) => Answer<Fill>) {
  return mockApi(answer(api.tm30.fill, ({ params, body }) => (params.id === BOOKING_ID ? answerFill(body) : { status: 404, body: { error: 'Booking not found' } })));
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>, guest: { name: string; country: string; passport: string; birth: string; gender: string }) {
  await user.type(screen.getByLabelText('Full name (as in the passport)'), guest.name);
  await user.selectOptions(screen.getByLabelText('Nationality'), guest.country);
  await user.type(screen.getByLabelText('Passport number'), guest.passport);
  await user.type(screen.getByLabelText('Date of birth'), guest.birth);
  await user.selectOptions(screen.getByLabelText('Gender'), guest.gender);
}

const ANNA = { name: 'Anna Lindqvist', country: 'Sweden', passport: 'xk4471925', birth: '1988-04-12', gender: 'Female' };

beforeAll(async () => {
  await initI18n('en');
});

describe('Tm30Form', () => {
  it('explains why the details are asked, that they are encrypted and deleted, and names the stay', () => {
    render(<Tm30Form form={EMPTY_FORM} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-arrival form (TM30)' })).toBeInTheDocument();
    expect(screen.getByText(/Baan Talay, booking IS-7K3M9Q2T/)).toBeInTheDocument();
    expect(screen.getByText(/report every foreign guest within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/stored encrypted, are seen only by your host, and are deleted 90 days after check-out/)).toBeInTheDocument();
  });

  it('when sent empty, then each field says what it needs and nothing is sent', async () => {
    const sent = stubTm30Api(() => ({ status: 200, body: EMPTY_FORM }));
    const user = userEvent.setup();
    render(<Tm30Form form={EMPTY_FORM} />);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByLabelText('Passport number')).toHaveAccessibleDescription('Please enter the passport number (5 to 20 letters and digits)');
    expect(screen.getByLabelText('Full name (as in the passport)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nationality')).toHaveAccessibleDescription('Please choose the nationality');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(sent).toHaveLength(0);
  });

  it('when a guest is filled in through the email link, then the details go to the server with the token and the CSRF header, passport in capitals and country as its code', async () => {
    const sent = stubTm30Api((body) => ({ status: 200, body: { ...EMPTY_FORM, entries: body.guests, submittedAt: '2026-06-01T05:00:00.000Z' } }));
    const saved = vi.fn();
    const user = userEvent.setup();
    render(<Tm30Form form={EMPTY_FORM} token="tok_abcdefghijklmnopqrstuvwxyz" onSaved={saved} />);
    await fillGuest(user, ANNA);
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByRole('status')).toHaveTextContent('your details were sent to your host');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`/api/bookings/${BOOKING_ID}/tm30?token=tok_abcdefghijklmnopqrstuvwxyz`);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.query.get('token')).toBe('tok_abcdefghijklmnopqrstuvwxyz');
    expect(sent[0]!.headers.get('X-Requested-With')).toBe('islandstay');
    expect(sent[0]!.body).toEqual({ guests: [{ fullName: 'Anna Lindqvist', nationality: 'SE', passportNumber: 'XK4471925', dateOfBirth: '1988-04-12', gender: 'F' }] });
    expect(saved).toHaveBeenCalledOnce();
  });

  it("lets the guest add entries up to the booking's guest count, each with its own labelled fields", async () => {
    const user = userEvent.setup();
    render(<Tm30Form form={EMPTY_FORM} />);
    const add = screen.getByRole('button', { name: 'Add a guest' });
    await user.click(add);
    expect(screen.getByRole('group', { name: 'Guest 2' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Passport number')).toHaveLength(2);
    expect(add).toBeDisabled();
    expect(screen.getByText('This booking is for 2 guests.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove guest 2' }));
    expect(screen.queryByRole('group', { name: 'Guest 2' })).not.toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it("when the server refuses a field, then its message lands on that guest's field", async () => {
    stubTm30Api(() => ({
      status: 400,
      body: { error: 'Please check the guest details', details: [{ path: 'guests.0.passportNumber', message: 'Passport number must be 5 to 20 letters and digits' }] },
    }));
    const user = userEvent.setup();
    render(<Tm30Form form={EMPTY_FORM} />);
    await fillGuest(user, ANNA);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('Passport number')).toHaveAccessibleDescription('Passport number must be 5 to 20 letters and digits');
  });

  it('when the stay has ended, then the saved details are shown read-only without a save button', () => {
    render(<Tm30Form form={{ ...EMPTY_FORM, editable: false, entries: [{ fullName: 'Anna Lindqvist', nationality: 'SE', passportNumber: 'XK4471925', dateOfBirth: '1988-04-12', gender: 'F' }] }} />);
    expect(screen.getByRole('status')).toHaveTextContent('This form is closed');
    expect(screen.getByLabelText('Passport number')).toHaveValue('XK4471925');
    expect(screen.getByLabelText('Passport number')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save details' })).not.toBeInTheDocument();
  });
});
