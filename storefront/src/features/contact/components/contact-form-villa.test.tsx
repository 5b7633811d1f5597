import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { initI18n } from '../../../lib/i18n.ts';
import { ContactForm } from './contact-form.tsx';

beforeAll(async () => {
  await initI18n('en');
});

describe('ContactForm about a villa ("Contact host")', () => {
  it('when opened about a villa, then subject and message name it, the note says the host gets it, and the villa id is sent', async () => {
    const sent = mockApi(answer(api.contacts.send, () => ({ status: 201, body: { success: true, message: 'ok' } })));
    const user = userEvent.setup();
    render(<ContactForm villa={{ id: 'v-talay', name: 'Baan Talay', hostName: 'Somchai K.' }} />);

    expect(screen.getByRole('note')).toHaveTextContent('Your message about Baan Talay goes to its host, Somchai K., and to our team.');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Villa Information');
    const message = screen.getByLabelText(/^Message/);
    expect(message).toHaveValue('About Baan Talay: ');

    await user.type(screen.getByLabelText(/^First name/), 'Nok');
    await user.type(screen.getByLabelText(/^Last name/), 'Srisuk');
    await user.type(screen.getByLabelText(/^Email/), 'nok@example.com');
    await user.type(message, 'is the pool heated?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await screen.findByRole('status');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      firstName: 'Nok',
      lastName: 'Srisuk',
      email: 'nok@example.com',
      subject: 'Villa Information',
      message: 'About Baan Talay: is the pool heated?',
      villaId: 'v-talay',
    });
    // Sent: the form starts again about the same villa.
    expect(screen.getByLabelText(/^Message/)).toHaveValue('About Baan Talay: ');
  });

  it('when opened without a villa, then nothing is prefilled and no villa is named', () => {
    render(<ContactForm />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });
});
