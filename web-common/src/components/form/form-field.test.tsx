import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { fieldA11y, FormField } from './form-field.tsx';

afterEach(cleanup);

describe('FormField', () => {
  it('ties the control to its label, hint and error', () => {
    render(
      <FormField id="email" label="Email" hint="We never share it" error="Enter an email" required>
        <input {...fieldA11y('email', 'Enter an email', 'email-hint')} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error email-hint');
    expect(screen.getByRole('alert').textContent).toBe('Enter an email');
    expect(document.getElementById('email-hint')?.textContent).toBe('We never share it');
  });

  it('shows no error and no aria-invalid while the value is valid', () => {
    render(
      <FormField id="name" label="Name">
        <input {...fieldA11y('name', undefined)} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
