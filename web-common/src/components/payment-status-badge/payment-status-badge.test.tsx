import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { PaymentStatusBadge } from './payment-status-badge.tsx';

afterEach(cleanup);

async function renderBadge(status: string, marker?: 'icon' | 'dot') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { paymentStatus: { deposit_paid: 'Deposit paid', partly_refunded: 'Partly refunded' } } } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <PaymentStatusBadge status={status} marker={marker} />
    </I18nextProvider>,
  );
}

describe('PaymentStatusBadge', () => {
  it("shows the status's word from the app's paymentStatus texts, with its colour and an icon hidden from screen readers", async () => {
    const { container } = await renderBadge('deposit_paid');
    const badge = screen.getByText('Deposit paid', { exact: true });
    expect(badge.className).toContain('deposit_paid');
    expect(badge.className).not.toContain('dot');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('with the dot marker, shows no icon', async () => {
    const { container } = await renderBadge('partly_refunded', 'dot');
    const badge = screen.getByText('Partly refunded', { exact: true });
    expect(badge.className).toContain('dot');
    expect(container.querySelector('svg')).toBeNull();
  });

  it("shows a status it does not know as the server's word, without a status colour", async () => {
    await renderBadge('on_hold');
    const badge = screen.getByText('on_hold', { exact: true });
    expect(badge.className).not.toContain('on_hold');
  });
});
