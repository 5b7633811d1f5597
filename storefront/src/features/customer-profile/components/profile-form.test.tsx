import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { api } from '@islandstay/shared/api/client';
import { answer } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
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

afterEach(() => {
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
    const calls = mockApi(
      answer(api.customers.updateProfile, () => ({ status: 400, body: { error: 'All fields are required', details: [{ path: 'email', message: 'This email belongs to another account' }] } })),
    );
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
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.body).toEqual({ firstName: 'Nok', lastName: 'Sukjai', email: 'taken@example.com', bio: 'I love the sea' });
  });

  it('when a required field is emptied, then the shared rule stops the save and says which field', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm customer={customer} />);

    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required'));
    expect(screen.getByText('All fields are required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('when a photo is chosen, then it is previewed and sent as multipart with the fields', async () => {
    const calls = mockApi(
      answer(api.customers.updateProfile, () => ({ data: { ...customer, profileImage: '/api/customer/images/3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11' }, message: 'Profile updated successfully' })),
    );
    // jsdom has no object URLs: the preview's URL comes from here.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm customer={customer} />);

    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add photo'), photo);
    expect(await screen.findByRole('img', { name: 'Preview of your new profile photo' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    // Multipart, with the boundary the browser adds (the app sets no Content-Type of its own): the photo is a file part beside the fields.
    expect(calls[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=\S+$/);
    const body = calls[0]!.body as FormData;
    expect(body.get('profileImage')).toMatchObject({ type: 'image/png', size: 4 });
    expect(body.get('email')).toBe('nok@example.com');
  });

  it('when a file is not an image the server takes, then the photo field says so and nothing is sent', async () => {
    const calls = mockApi();
    const user = userEvent.setup({ applyAccept: false });
    await renderWithApp(<ProfileForm customer={customer} />);

    await user.upload(screen.getByLabelText('Add photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Please choose a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
