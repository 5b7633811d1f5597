import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { changeLanguage } from '@islandstay/web-common/lib/i18n';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { initI18n } from '../i18n.ts';
import { shownTexts } from '../shown-texts.ts';
import { publicVilla } from '../../test/villa-fixtures.ts';
import { useVilla } from './villa.ts';

const villa = (id: string, description: string): VillaDto => publicVilla({ id, slug: id, name: id, description });
const inThai = (english: VillaDto, text: string): VillaDto => ({ ...english, localized: { description: { text, lang: 'th' }, areas: [{ text: 'ละไม', lang: 'th' }], amenities: [] } });

function Description({ id }: { id: string }) {
  const { data } = useVilla(id);
  return <p>{data ? shownTexts(data).description.text : 'loading'}</p>;
}

function renderVilla(id: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <Description id={id} />
    </SWRConfig>,
  );
}

beforeAll(() => initI18n('en'));
afterEach(() => changeLanguage('en', { persist: false }));

describe('useVilla', () => {
  it('when the visitor switches to Thai, then the villa is read again with locale=th, and the English text stays until the Thai one is in', async () => {
    let release = () => undefined as void;
    const thaiAnswered = new Promise<void>((resolve) => (release = resolve));
    const locales: (string | null)[] = [];
    const talay = villa('talay', 'By the sea.');
    mockApi(
      answer(api.villas.get, async ({ query }) => {
        locales.push(query.get('locale'));
        if (query.get('locale') !== 'th') return { data: talay };
        await thaiAnswered;
        return { data: inThai(talay, 'ริมทะเล') };
      }),
    );
    renderVilla('talay');
    expect(await screen.findByText('By the sea.')).toBeInTheDocument();

    await act(() => changeLanguage('th', { persist: false }));
    expect(screen.getByText('By the sea.')).toBeInTheDocument();
    release();

    expect(await screen.findByText('ริมทะเล')).toBeInTheDocument();
    expect(locales).toEqual(['en', 'th']);
  });

  it('when the page moves to another villa, then the previous villa is not shown while the next one loads', async () => {
    let release = () => undefined as void;
    const secondAnswered = new Promise<void>((resolve) => (release = resolve));
    mockApi(
      answer(api.villas.get, async ({ params }) => {
        if (params.id === 'second') await secondAnswered;
        return { data: villa(params.id, `About ${params.id}.`) };
      }),
    );
    const { rerender } = renderVilla('first');
    expect(await screen.findByText('About first.')).toBeInTheDocument();

    rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <Description id="second" />
      </SWRConfig>,
    );
    expect(await screen.findByText('loading')).toBeInTheDocument();
    release();
    expect(await screen.findByText('About second.')).toBeInTheDocument();
  });
});
