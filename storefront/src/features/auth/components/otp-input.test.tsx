import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '../test/render.tsx';
import { OtpInput } from './otp-input.tsx';

beforeAll(setupI18n);

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="code-label">Verification code</span>
      <OtpInput value={value} onChange={setValue} labelledBy="code-label" />
      <output aria-label="entered">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('the six-box code input', () => {
  it('is one labelled group of six labelled boxes', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('when a digit is typed, then the next box gets the focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('27');
    expect(box(4)).toHaveFocus();
    expect(screen.getByRole('status', { name: 'entered' })).toHaveTextContent('427');
  });

  it('when a non-digit is typed, then nothing is entered and the focus stays', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('when the whole code is pasted into the first box, then every box is filled', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('123456');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('when the whole code (with spaces) is pasted into a later box, then it still fills from the first box', async () => {
    const user = userEvent.setup();
    render(<Harness initial="9" />);
    await user.click(box(2));
    await user.paste(' 654 321 ');
    expect(screen.getByRole('status', { name: 'entered' })).toHaveTextContent('654321');
  });

  it('when Backspace is pressed in an empty box, then the previous box is cleared and focused', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
    expect(screen.getByRole('status', { name: 'entered' })).toHaveTextContent(/^12$/);
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(screen.getByRole('status', { name: 'entered' })).toHaveTextContent(/^1$/);
  });

  it('when a box after the first empty one is clicked, then the caret goes to the first empty box', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(box(5));
    expect(box(3)).toHaveFocus();
  });
});
