import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { HttpResponse } from 'msw';
import type { Tm30Response } from '@islandstay/shared/bookings/tm30.schemas';
import { api } from '@islandstay/shared/api/client';
import { TM30_BOOKING_ID as BOOKING_ID, tm30Response } from '@islandstay/web-common/lib/tm30-fixture';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { initI18n } from '../../../lib/i18n.ts';
import { BookingTm30Section } from './booking-tm30-section.tsx';

const CSV = 'No.,Full name,Nationality,Passport No.,Arrival date,Departure date,Date of birth,Gender\r\n1,Anna Lindqvist,Sweden (SE),XK4471925,2026-07-06,2026-07-10,1988-04-12,F\r\n';

const FILLED = tm30Response({
  entries: [{ fullName: 'Anna Lindqvist', nationality: 'SE', passportNumber: 'XK4471925', dateOfBirth: '1988-04-12', gender: 'F' }],
  submittedAt: '2026-06-20T08:00:00.000Z',
});

/** Stands in for the two TM30 reads of the booking service (the CSV is a file, not JSON); returns each request. */
function stubTm30(details: Tm30Response, csv: { status: number; body: string } = { status: 200, body: CSV }) {
  return mockApi(
    answer(api.tm30.getForStaff, () => details),
    answer(api.tm30.exportCsv, () =>
      HttpResponse.text(csv.body, { status: csv.status, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="tm30-IS-7K3M9Q2T.csv"' } }),
    ),
  );
}

function renderSection() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>
      <BookingTm30Section bookingId={BOOKING_ID} />
    </SWRConfig>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BookingTm30Section', () => {
  it("when the guest filled in the form, then the owner sees who and downloads the CSV under the server's file name", async () => {
    const requests = stubTm30(FILLED);
    const saved: { name: string; text: string }[] = [];
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:tm30';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: this.href });
    });
    const user = userEvent.setup();
    renderSection();

    expect(await screen.findByText('1 of 2 guests filled in')).toBeInTheDocument();
    expect(screen.getByText('Anna Lindqvist (SE)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download TM30 details (CSV)' }));

    await waitFor(() => expect(saved).toEqual([{ name: 'tm30-IS-7K3M9Q2T.csv', text: 'blob:tm30' }]));
    expect(await blob!.text()).toBe(CSV);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/admin/bookings/${BOOKING_ID}/tm30`, `GET /api/admin/bookings/${BOOKING_ID}/tm30/csv`]);
  });

  it('when nothing was filled in yet, then it says so and offers no download', async () => {
    stubTm30({ ...FILLED, entries: [], submittedAt: null });
    renderSection();
    expect(await screen.findByText(/has not filled in the pre-arrival form yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download TM30 details (CSV)' })).not.toBeInTheDocument();
  });

  it('when the download fails, then nothing is saved and the button can be used again', async () => {
    stubTm30(FILLED, { status: 404, body: '{"error":"Booking not found"}' });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderSection();
    const button = await screen.findByRole('button', { name: 'Download TM30 details (CSV)' });
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(click).not.toHaveBeenCalled();
  });
});
