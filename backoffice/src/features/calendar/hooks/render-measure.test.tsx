import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { FIRST_RENDER_MEASURE, useFirstRenderMeasure } from './render-measure.ts';

function Probe({ range }: { range: string | null }) {
  useFirstRenderMeasure(range, PROBE);
  return null;
}

/** A detail no calendar of another test file has (files may share a worker): only this probe's measures count. */
const PROBE = { villas: 7, days: 3 };
const measures = () =>
  (performance.getEntriesByName(FIRST_RENDER_MEASURE, 'measure') as PerformanceMeasure[]).filter((m) => {
    const detail = m.detail as { villas: number; days: number };
    return detail.villas === PROBE.villas && detail.days === PROBE.days;
  });

beforeEach(() => performance.clearMeasures(FIRST_RENDER_MEASURE));
afterEach(() => performance.clearMeasures(FIRST_RENDER_MEASURE));

// Only that a measure is recorded, once per range: its duration is never asserted.
describe('the first-render measure of the calendar grid', { timeout: 30_000 }, () => {
  it('when a range is rendered with its data, then one measure names it; re-renders and data-less renders add none', async () => {
    const view = render(<Probe range={null} />);
    view.rerender(<Probe range="2026-12-01..2027-02-28" />);
    await vi.waitFor(() => expect(measures()).toHaveLength(1));
    view.rerender(<Probe range="2026-12-01..2027-02-28" />);
    view.rerender(<Probe range={null} />);
    view.rerender(<Probe range="2027-03-01..2027-05-31" />);
    await vi.waitFor(() => expect(measures()).toHaveLength(2));
    expect(measures().map((m) => (m.detail as { range: string; villas: number; days: number }).range)).toEqual(['2026-12-01..2027-02-28', '2027-03-01..2027-05-31']);
    expect(measures()[0]?.detail).toMatchObject(PROBE);
  });
});
