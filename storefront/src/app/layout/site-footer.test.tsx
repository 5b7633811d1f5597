import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@islandstay/shared/api/client';
import type { SiteSettingsDto } from '@islandstay/shared/cms/content.schemas';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { createMemoryRouter } from 'react-router';
import { renderWithProviders } from '@islandstay/web-common/lib/render-with-providers';
import { initI18n } from '../../lib/i18n.ts';
import { CurrencyProvider } from '../providers.tsx';
import { renderWithApp } from '../../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

const SETTINGS: SiteSettingsDto = {
  locale: 'en',
  islandName: 'Koh Samui',
  contact: { phone: '+66 77 123 456', email: 'hello@islandstay.example', address: '1 Beach Road, Lamai' },
  supportHours: '',
  supportLinks: [],
  socialLinks: [],
  footerAreas: [],
  copyright: '© IslandStay',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  mapStyleUrl: null,
};
const AREAS: ResultFor<typeof api.villas.listAreas> = {
  data: [
    { name: 'Lamai', slug: 'lamai', villaCount: 4 },
    { name: 'Chaweng', slug: 'chaweng', villaCount: 7 },
  ],
};
const cached = { [api.content.getSiteSettings.key({ query: { locale: 'en' } })]: { data: SETTINGS }, [api.villas.listAreas.key({ query: { locale: 'en' } })]: AREAS };

describe('the site footer', () => {
  beforeAll(async () => {
    // Transformed once ahead (a slow first transform is not what these tests time).
    await import('../../features/contact/components/newsletter-form.tsx');
  });
  // The page never becomes idle here: what shows is the first render's.
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await initI18n('en');
  });

  it('when its CMS reads have not answered yet, then the links, headings and the newsletter field are there and the CMS lists hold their place', async () => {
    // Reads that stay on their way for the whole test.
    mockApi(
      answer(api.villas.listAreas, () => new Promise(() => undefined)),
      answer(api.content.getSiteSettings, () => new Promise(() => undefined)),
      answer(api.currencies.list, () => CURRENCIES_ANSWER),
    );
    // As the app does (renderWithApp's cache never asks): the reads go out and stay unanswered.
    await initI18n('en');
    renderWithProviders(createMemoryRouter([{ path: '*', element: <SiteFooter /> }]), { CurrencyProvider, swr: {}, term: 'short' });

    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getByRole('link', { name: 'All Villas' })).toHaveAttribute('href', '/search');
    expect(within(screen.getByRole('navigation', { name: 'Support' })).getAllByRole('link')).toHaveLength(4);
    const areas = screen.getByRole('navigation', { name: 'Popular areas' });
    expect(within(areas).queryAllByRole('link')).toHaveLength(0);
    expect(areas.querySelectorAll('li[aria-hidden="true"]').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Island news and offers, once a month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('when the CMS reads answer, then the areas and contact details fill in', async () => {
    await renderWithApp(<SiteFooter />, { swr: cached });

    const areas = screen.getByRole('navigation', { name: 'Popular areas' });
    expect(within(areas).getByRole('link', { name: 'Chaweng' })).toHaveAttribute('href', '/search?area=Chaweng');
    expect(areas.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: '+66 77 123 456' })).toHaveAttribute('href', 'tel:+6677123456');
    expect(screen.getByText('© IslandStay')).toBeInTheDocument();
  });

  it('when the page is in Thai, then the area links show their Thai names and still search by the English name', async () => {
    const thaiAreas: ResultFor<typeof api.villas.listAreas> = {
      data: [
        { name: 'Lamai', slug: 'lamai', villaCount: 4, label: { text: 'ละไม', lang: 'th' } },
        { name: 'Chaweng', slug: 'chaweng', villaCount: 7, label: { text: 'Chaweng', lang: 'en' } },
      ],
    };
    await renderWithApp(<SiteFooter />, {
      language: 'th',
      swr: { [api.content.getSiteSettings.key({ query: { locale: 'th' } })]: { data: { ...SETTINGS, locale: 'th' } }, [api.villas.listAreas.key({ query: { locale: 'th' } })]: thaiAreas },
    });

    const areas = screen.getByRole('navigation', { name: 'ย่านยอดนิยม' });
    expect(within(areas).getByRole('link', { name: 'ละไม' })).toHaveAttribute('href', '/search?area=Lamai');
    expect(within(areas).getByText('Chaweng')).toHaveAttribute('lang', 'en');
  });

  it('when the newsletter stand-in is focused and typed in, then the real form takes over with the text and checks it', async () => {
    const user = userEvent.setup();
    await renderWithApp(<SiteFooter />, { swr: cached });

    await user.type(screen.getByRole('textbox', { name: 'Island news and offers, once a month' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Island news and offers, once a month' })).toHaveValue('not-an-address');
  });
});
