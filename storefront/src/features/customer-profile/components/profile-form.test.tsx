import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { renderWithApp } from '../../../test/render.tsx';
import { ProfileForm } from './profile-form.tsx';

const customer: CustomerDto = {
  id: 'c1',
  _id: 'c1',
  phone: '+66812345678',
  countryCode: '66',
  firstName: 'Nok',
  lastName: 'Sukjai',
  name: 'Nok Sukjai',
  email: 'nok@example.com',
  bio: null,
  profileImage: null,
  profileComplete: true,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** `fetch` is the browser boundary: answers like the API and records what it was sent. */
function stubFetch(answer: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return answer(url, init);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('ProfileForm', { timeout: 30_000 }, () => {
  it('shows the saved profile in labelled fields and the phone with its country code', async () => {
    await renderWithApp(<ProfileForm customer={customer} />);

    expect(screen.getByLabelText('First name')).toHaveValue('Nok');
    expect(screen.getByLabelText('Last name')).toHaveValue('Sukjai');
    expect(screen.getByLabelText('Email')).toHaveValue('nok@example.com');
    expect(screen.getByText('+66')).toBeInTheDocument();
    expect(screen.getByText(/812345678/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change phone' })).toBeInTheDocument();
  });

  it('when the server answers with field details, then each message appears on its field and nothing typed is lost', async () => {
    const calls = stubFetch(() => json(400, { error: 'All fields are required', details: [{ path: 'email', message: 'This email belongs to another account' }] }));
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm customer={customer} />);

    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.type(screen.getByLabelText('About you'), 'I love the sea');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email belongs to another account');
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.com');
    expect(screen.getByLabelText('About you')).toHaveValue('I love the sea');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/customer/profile');
    expect(calls[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ firstName: 'Nok', lastName: 'Sukjai', email: 'taken@example.com', bio: 'I love the sea' });
  });

  it('when a required field is emptied, then the shared rule stops the save and says which field', async () => {
    const calls = stubFetch(() => json(500, { error: 'should not be called' }));
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm customer={customer} />);

    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required'));
    expect(screen.getByText('All fields are required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('when a photo is chosen, then it is previewed and sent as multipart with the fields', async () => {
    const calls = stubFetch(() => json(200, { data: { ...customer, profileImage: '/api/customer/images/3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11' }, message: 'Profile updated successfully' }));
    // jsdom has no object URLs: the preview's URL comes from here.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm customer={customer} />);

    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add photo'), photo);
    expect(await screen.findByRole('img', { name: 'Preview of your new profile photo' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]!.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('profileImage')).toBeInstanceOf(File);
    expect((body as FormData).get('email')).toBe('nok@example.com');
    expect(new Headers(calls[0]!.init.headers).has('Content-Type')).toBe(false);
  });

  it('when a file is not an image the server takes, then the photo field says so and nothing is sent', async () => {
    const calls = stubFetch(() => json(500, { error: 'should not be called' }));
    const user = userEvent.setup({ applyAccept: false });
    await renderWithApp(<ProfileForm customer={customer} />);

    await user.upload(screen.getByLabelText('Add photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Please choose a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
