import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../../lib/i18n.ts';
import { renderAt } from '../test/render.tsx';
import { contactHostHref, VillaHost } from './villa-host.tsx';

const host = { displayName: 'Somchai K.', photoUrl: null, languages: ['th', 'en'], hostingSince: 2021, bio: 'I grew up on Koh Samui.' };

describe('VillaHost', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('when the villa has a host, then it says who hosts it, a letter avatar, the languages, since when and the bio', () => {
    renderAt(<VillaHost villa={{ id: 'v-talay', host }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Hosted by Somchai K.' })).toBeInTheDocument();
    expect(screen.getByText('S')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Speaks Thai and English')).toBeInTheDocument();
    expect(screen.getByText('Hosting since 2021')).toBeInTheDocument();
    expect(screen.getByText('I grew up on Koh Samui.')).toBeInTheDocument();
  });

  it('when the host has a photo, then it shows instead of the letter', () => {
    const { container } = renderAt(<VillaHost villa={{ id: 'v-talay', host: { ...host, photoUrl: '/uploads/somchai.jpg' } }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/somchai.jpg');
    expect(screen.queryByText('S')).toBeNull();
  });

  it('when Contact host is chosen with the keyboard, then the contact page opens about this villa', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<VillaHost villa={{ id: 'v-talay', host }} />, '/villa/v-talay');
    const link = screen.getByRole('link', { name: 'Contact host' });
    expect(link).toHaveAttribute('href', contactHostHref('v-talay'));
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/contact');
    expect(router.state.location.search).toBe('?villa=v-talay');
  });

  it('when the villa has no host to show, then nothing is rendered', () => {
    renderAt(<VillaHost villa={{ id: 'v-talay', host: null }} />);
    expect(screen.queryByRole('heading', { name: /Hosted by/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contact host' })).toBeNull();
  });

  it('in Thai, then the strings and the language names are Thai', async () => {
    await initI18n('th');
    renderAt(<VillaHost villa={{ id: 'v-talay', host }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'เจ้าของที่พัก: Somchai K.' })).toBeInTheDocument();
    expect(screen.getByText(/ภาษาที่พูดได้: ไทย/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ติดต่อเจ้าของที่พัก' })).toBeInTheDocument();
    await initI18n('en');
  });
});
