import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { EARLY_RESPONSES_GLOBAL } from '../early-responses.ts';
import { keyForEarlyRead, LANDING_DATA_WAIT_MS, primeFromEarlyResponse } from './landing-data.ts';
import { freshlyPrimed, PRIMED_FRESH_MS } from './primed-reads.ts';

const globals = window as unknown as Record<string, unknown>;

function earlyAnswers(urls: string[]): void {
  globals[EARLY_RESPONSES_GLOBAL] = Object.fromEntries(urls.map((url) => [url, Promise.resolve(new Response('{}'))]));
}

/** What a page's hook shows on its first render: the cached villa, or the loading state. */
function VillaName({ swrKey }: { swrKey: readonly unknown[] }) {
  const { data } = useSWR(swrKey, () => new Promise<{ name: string }>(() => undefined));
  return <p>{data ? data.name : 'loading'}</p>;
}

afterEach(() => {
  delete globals[EARLY_RESPONSES_GLOBAL];
  vi.useRealTimers();
});

describe('primeFromEarlyResponse', () => {
  it('when the page read was asked for early, then the page hook has its answer on the first render', async () => {
    earlyAnswers(['/api/villas/sea-breeze']);
    const key = ['villa', 'sea-breeze'] as const;

    await primeFromEarlyResponse('/api/villas/sea-breeze', key, async () => ({ name: 'Sea Breeze' }));
    render(<VillaName swrKey={key} />);

    expect(screen.getByText('Sea Breeze')).toBeInTheDocument();
  });

  it('when nothing was asked for early for that URL (a later visit), then it returns without reading', async () => {
    earlyAnswers(['/api/villas/other']);
    const read = vi.fn(async () => ({ name: 'Sea Breeze' }));
    const key = ['villa', 'not-early'] as const;

    await primeFromEarlyResponse('/api/villas/not-early', key, read);
    render(<VillaName swrKey={key} />);

    expect(read).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('when the read fails, then it resolves and leaves the page to read and show the error itself', async () => {
    earlyAnswers(['/api/villas/broken']);
    const key = ['villa', 'broken'] as const;

    await expect(primeFromEarlyResponse('/api/villas/broken', key, () => Promise.reject(new Error('404')))).resolves.toBeUndefined();
    render(<VillaName swrKey={key} />);

    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('when the read is slow, then it stops waiting after LANDING_DATA_WAIT_MS and the page renders its loading state', async () => {
    vi.useFakeTimers();
    earlyAnswers(['/api/villas/slow']);
    const key = ['villa', 'slow'] as const;

    const primed = primeFromEarlyResponse('/api/villas/slow', key, () => new Promise<{ name: string }>(() => undefined));
    let done = false;
    void primed.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(LANDING_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('freshlyPrimed', () => {
  it('when a key was just filled from an early answer, then a hook that honours it does not read it again on mount', async () => {
    earlyAnswers(['/api/villas/lagoon']);
    const key = ['villa', 'lagoon'] as const;
    const read = vi.fn(async () => ({ name: 'Lagoon (read again)' }));
    await primeFromEarlyResponse('/api/villas/lagoon', key, async () => ({ name: 'Lagoon' }));

    function Page() {
      const { data } = useSWR(key, read, { revalidateOnMount: !freshlyPrimed(key) });
      return <p>{data?.name}</p>;
    }
    render(<Page />);

    expect(screen.getByText('Lagoon')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).not.toHaveBeenCalled();
  });

  it('when the early answer is older than PRIMED_FRESH_MS or never came, then the key is not fresh', async () => {
    earlyAnswers(['/api/villas/old']);
    const key = ['villa', 'old'] as const;
    await primeFromEarlyResponse('/api/villas/old', key, async () => ({ name: 'Old' }));

    expect(freshlyPrimed(key)).toBe(true);
    expect(freshlyPrimed(key, Date.now() + PRIMED_FRESH_MS)).toBe(false);
    expect(freshlyPrimed(['villa', 'never-primed'])).toBe(false);
  });

  it('when the early read failed, then the key is not fresh and the hook reads it itself', async () => {
    earlyAnswers(['/api/villas/failed']);
    const key = ['villa', 'failed'] as const;
    await primeFromEarlyResponse('/api/villas/failed', key, () => Promise.reject(new Error('502')));

    expect(freshlyPrimed(key)).toBe(false);
  });
});

describe('keyForEarlyRead', () => {
  it("when the early URL names no language (the route-preload script's), then it is the English answer: it stands for the page's locale=en read only", () => {
    expect(keyForEarlyRead('/api/search/villas?limit=12&term=short', 'en')).toBe('/api/search/villas?limit=12&term=short&locale=en');
    expect(keyForEarlyRead('/api/villas/sea-breeze', 'en')).toBe('/api/villas/sea-breeze?locale=en');
    expect(keyForEarlyRead('/api/villas/sea-breeze', 'th')).toBeUndefined();
  });

  it('when the early URL names a language, then it stands for its own read in that language only', () => {
    expect(keyForEarlyRead('/api/villas/sea-breeze?locale=th', 'th')).toBe('/api/villas/sea-breeze?locale=th');
    expect(keyForEarlyRead('/api/villas/sea-breeze?locale=th', 'en')).toBeUndefined();
  });
});
