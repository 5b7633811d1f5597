import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { customAmenityMessage } from '@islandstay/shared/villas/amenity-rules';
import { initI18n } from '../../../lib/i18n.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { api } from '@islandstay/shared/api/client';
import { CURRENCIES_ANSWER } from '@islandstay/web-common/test-support/fixtures';
import { answer, type AnswerOf } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { VillaFormDialog } from './villa-form-dialog.tsx';

const GIVE_UP = { timeout: 60_000 };
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

const OWNERS = [
  { id: 'o1', name: 'Somchai Wongsa', email: 'somchai@islandstay.test', status: 'approved' },
  { id: 'o2', name: 'Anna Lindqvist', email: 'anna@islandstay.test', status: 'approved' },
  { id: 'o3', name: 'Pending Owner', email: 'new-villas@example.com', status: 'pending' },
];

function openAddDialog(created: AnswerOf<typeof api.adminVillas.create>) {
  const requests = mockApi(
    answer(api.currencies.list, () => CURRENCIES_ANSWER),
    answer(api.adminVillas.listAreas, () => ['Chaweng', 'Lamai']),
    answer(api.villas.listAmenities, () => ({ data: [{ name: 'Pool', icon: 'pool', predefined: true }] })),
    answer(api.adminVillas.create, () => created),
  );
  const onClose = vi.fn();
  return { requests, onClose, rendered: renderRoutes([{ path: '/', element: <VillaFormDialog villa={null} isAdmin owners={OWNERS} onClose={onClose} /> }], '/') };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/Assign Owner/), 'Somchai Wongsa · somchai@islandstay.test');
  await user.type(screen.getByLabelText(/Villa Name/), 'Baan Talay');
  await user.click(await screen.findByRole('checkbox', { name: 'Lamai' }));
  await user.type(screen.getByLabelText(/Price per Night/), '2500');
  await user.type(screen.getByLabelText(/Max Guests/), '4');
  await user.type(screen.getByLabelText(/Bedrooms/), '2');
  await user.type(screen.getByLabelText(/Bathrooms/), '2');
  await user.type(screen.getByLabelText(/^Description(?! in Thai)/), 'By the sea');
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('villa modal: the server refuses', () => {
  it('when the form is incomplete, then the shared schema names each missing field and nothing is sent', GIVE_UP, async () => {
    const { requests, rendered } = openAddDialog({ status: 500, body: { error: 'not expected' } });
    await rendered;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Villa' }));
    expect(await screen.findByText('Villa Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please assign an owner')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one area')).toBeInTheDocument();
    expect(screen.getByText('Price per Night is required')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('when the server refuses a photo and an amenity, then the photo error names the file, the amenity error sits under Amenities, and everything typed stays', GIVE_UP, async () => {
    const message = customAmenityMessage('Pool');
    const { requests, onClose, rendered } = openAddDialog({
      status: 400,
      body: {
        error: 'images: must be a JPEG, PNG or WebP image',
        details: [
          { path: 'images', message: 'must be a JPEG, PNG or WebP image' },
          { path: 'amenities', message },
        ],
      },
    });
    await rendered;
    const user = userEvent.setup();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Choose photos'), new File([new Uint8Array(PNG_HEAD)], 'terrace.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Photo 1: terrace.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Villa' }));

    expect(await screen.findByText('The server refused terrace.png: must be a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(screen.getByText('Failed to save villa: images: must be a JPEG, PNG or WebP image')).toBeInTheDocument();
    const amenities = screen.getByRole('group', { name: 'Amenities' });
    expect(within(amenities).getByText(message)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Villa Name/)).toHaveValue('Baan Talay');
    expect(screen.getByLabelText(/Price per Night/)).toHaveValue(2500);
    expect(screen.getByRole('checkbox', { name: 'Lamai' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Photo 1: terrace.png' })).toBeInTheDocument();
  });

  it('when a chosen file is not an image or is too big, then it is refused by name before any upload', GIVE_UP, async () => {
    const { rendered } = openAddDialog({ status: 500, body: { error: 'not expected' } });
    await rendered;
    const user = userEvent.setup({ applyAccept: false });
    const renamed = new File(['hello'], 'notes.png', { type: 'image/png' });
    const huge = new File([new Uint8Array(PNG_HEAD)], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 9 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText('Choose photos'), [renamed, huge]);
    const alert = await screen.findByText('notes.png: not a JPEG, PNG or WebP image');
    expect(alert).toBeInTheDocument();
    expect(screen.getByText('huge.png: larger than 8 MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Photo 1/ })).not.toBeInTheDocument();
  });
});

describe('villa modal: a server refusal is worded by its code, not by its English', () => {
  afterEach(async () => {
    await initI18n('en');
  });

  it.each(['Bedrooms must be at least 1', 'A villa needs one bedroom or more'])('in Thai, the field reads the same whatever the server wrote: %s', GIVE_UP, async (english) => {
    const { rendered } = openAddDialog({
      status: 400,
      body: {
        error: `bedrooms: ${english}`,
        code: 'validation.invalidRequest',
        params: { where: 'body' },
        details: [{ path: 'bedrooms', message: english, code: 'validation.tooSmall', params: { minimum: 1, origin: 'number' } }],
      },
    });
    await rendered;
    const user = userEvent.setup();
    await fillRequired(user);
    await initI18n('th');
    await user.click(await screen.findByRole('button', { name: i18next.t('villas.form.create') }));
    // The field's Thai label in the Thai sentence: "ห้องนอน" + "ต้องไม่น้อยกว่า 1".
    expect(await screen.findByText('ห้องนอนต้องไม่น้อยกว่า 1')).toBeInTheDocument();
    expect(screen.getByText(i18next.t('villas.form.saveError', { reason: 'โปรดตรวจสอบช่องที่ไฮไลต์' }))).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(english))).not.toBeInTheDocument();
  });
});

describe('villa modal: Assign Owner', () => {
  const ownerChoices = () =>
    within(screen.getByLabelText(/Assign Owner/))
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('when the admin types part of a name or an email, then only those owners are offered, each with their email, and Enter chooses the first', GIVE_UP, async () => {
    const { rendered } = openAddDialog({ status: 500, body: { error: 'not expected' } });
    await rendered;
    const user = userEvent.setup();
    expect(ownerChoices()).toEqual(['Select an owner', 'Somchai Wongsa · somchai@islandstay.test', 'Anna Lindqvist · anna@islandstay.test', 'Pending Owner · new-villas@example.com']);

    const search = screen.getByRole('searchbox', { name: 'Search owners by name or email' });
    await user.type(search, 'ANNA');
    expect(ownerChoices()).toEqual(['Select an owner', 'Anna Lindqvist · anna@islandstay.test']);

    await user.clear(search);
    await user.type(search, 'example.com');
    expect(ownerChoices()).toEqual(['Select an owner', 'Pending Owner · new-villas@example.com']);
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(/Assign Owner/)).toHaveValue('o3');
    // Enter chose the owner; it did not submit the form.
    expect(screen.queryByText('Villa Name is required')).not.toBeInTheDocument();

    // The chosen owner stays choosable whatever is searched next.
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(ownerChoices()).toEqual(['Select an owner', 'Pending Owner · new-villas@example.com']);
    expect(screen.getByRole('status')).toHaveTextContent('No owner matches “nobody”');
    expect(screen.getByLabelText(/Assign Owner/)).toHaveValue('o3');
  });
});

describe('villa modal: the Thai description', () => {
  it('when the owner adds one, then it is sent as descriptionTh beside the English; left empty on a new villa, nothing is sent', GIVE_UP, async () => {
    const { requests, rendered } = openAddDialog({ status: 500, body: { error: 'stop here' } });
    await rendered;
    const user = userEvent.setup();
    await fillRequired(user);
    const thai = screen.getByLabelText('Description in Thai (optional)');
    expect(thai).toHaveAttribute('lang', 'th');
    expect(screen.getByText('Guests who read the site in Thai see this. Without it they read the English description.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Villa' }));
    const first = await vi.waitFor(() => {
      const sent = requests.find((r) => r.method === 'POST');
      if (!sent?.body) throw new Error('not sent yet');
      return sent;
    });
    expect((first.body as FormData).has('descriptionTh')).toBe(false);
    expect((first.body as FormData).get('description')).toBe('By the sea');

    await user.type(thai, 'บ้านริมทะเล');
    await user.click(screen.getByRole('button', { name: 'Create Villa' }));
    const second = await vi.waitFor(() => {
      const sent = requests.filter((r) => r.method === 'POST')[1];
      if (!sent?.body) throw new Error('not sent yet');
      return sent;
    });
    expect((second.body as FormData).get('descriptionTh')).toBe('บ้านริมทะเล');
  });
});
