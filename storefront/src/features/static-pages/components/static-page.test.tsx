import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { PageDto } from '@islandstay/shared/cms/content.schemas';
import { api } from '@islandstay/shared/api/client';
import { changeLanguage } from '@islandstay/web-common/lib/i18n';
import { answer, type AnswerOf } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { initI18n } from '../../../lib/i18n.ts';
import { StaticPage } from './static-page.tsx';

function page(overrides: Partial<PageDto> = {}): PageDto {
  return { slug: 'terms', locale: 'en', title: 'Terms and conditions', body: '## Booking and payment\n\nA deposit of 50%.', seo: null, values: [], team: [], counters: [], faqs: [], ...overrides };
}

/** Stands in for the booking service: answers GET /api/pages/:slug and records what was asked. */
function stubPagesApi(answerPage: (slug: string, locale: string | null) => AnswerOf<typeof api.content.getPage>) {
  const requests: { slug: string; locale: string | null }[] = [];
  mockApi(
    answer(api.content.getPage, ({ params, query }) => {
      const request = { slug: params.slug, locale: query.get('locale') };
      requests.push(request);
      return answerPage(request.slug, request.locale);
    }),
  );
  return requests;
}

function renderPage(ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SWRConfig>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  await changeLanguage('en', { persist: false });
});

describe('StaticPage', () => {
  it('when the CMS body holds a script, an onerror img and a javascript: link, then the page shows its text with none of them as markup', async () => {
    stubPagesApi(() => ({
      status: 200,
      body: { data: page({ body: 'Read this.\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[win a prize](javascript:alert(1))' }) },
    }));
    const { container } = renderPage(<StaticPage slug="terms" fallbackTitle="Terms" />);

    expect(await screen.findByText('Read this.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a[href^="javascript" i]')).toBeNull();
    expect(screen.getByText('win a prize').closest('a')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Terms and conditions · IslandStay'));
  });

  it('when the language changes to Thai, then the page is fetched again with locale=th and an English fallback is marked', async () => {
    const requests = stubPagesApi((_slug, locale) => ({
      status: 200,
      body: { data: locale === 'th' ? page({ locale: 'en', title: 'Terms and conditions', body: 'English only.' }) : page({ body: 'English text.' }) },
    }));
    renderPage(<StaticPage slug="terms" fallbackTitle="Terms" />);
    expect(await screen.findByText('English text.')).toBeInTheDocument();

    await act(() => changeLanguage('th', { persist: false }));

    expect(await screen.findByText('English only.')).toBeInTheDocument();
    expect(requests).toEqual([
      { slug: 'terms', locale: 'en' },
      { slug: 'terms', locale: 'th' },
    ]);
    expect(screen.getByText('หน้านี้ยังไม่มีภาษาไทย จึงแสดงเป็นภาษาอังกฤษ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  });

  it('when the API fails, then an error with Retry shows, and Retry loads the page', async () => {
    let fail = true;
    stubPagesApi(() => (fail ? { status: 502, body: { error: 'The CMS is not answering' } } : { status: 200, body: { data: page({ body: 'Back again.' }) } }));
    renderPage(<StaticPage slug="terms" fallbackTitle="Terms" />);

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this page");
    expect(screen.getByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Back again.')).toBeInTheDocument();
  });

  it('when the page does not exist, then a not-found message with a way home shows', async () => {
    stubPagesApi(() => ({ status: 404, body: { error: 'Page not found' } }));
    renderPage(<StaticPage slug="privacy" fallbackTitle="Privacy policy" />);

    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('while the page loads, then a skeleton with a status message shows under the fallback title', async () => {
    stubPagesApi(() => ({ status: 200, body: { data: page() } }));
    renderPage(<StaticPage slug="terms" fallbackTitle="Terms" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking and payment' })).toBeInTheDocument();
  });
});
