import { useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@islandstay/shared/customers/customer.schemas';
import styles from './otp-input.module.css';

interface OtpInputProps {
  /** The digits entered so far, left to right (never with gaps). */
  value: string;
  onChange: (value: string) => void;
  /** Id of the element naming the group (the visible "Verification code" label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * Six boxes for the code: typing moves to the next box, pasting the whole code (or letting the
 * phone fill it in) fills every box, Backspace in an empty box goes back and clears the one before.
 */
export function OtpInput({ value, onChange, labelledBy, describedBy, invalid, disabled, autoFocus }: OtpInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  /** The box to focus once the new value is on screen (focusing earlier would see the old value). */
  const focusAfterRender = useRef<number | null>(null);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  useLayoutEffect(() => {
    if (focusAfterRender.current === null) return;
    focusBox(focusAfterRender.current);
    focusAfterRender.current = null;
  });

  /** Digits typed or pasted into box `index`: they overwrite from there on. */
  function enter(index: number, typed: string) {
    const digits = digitsOnly(typed);
    if (!digits) return;
    const start = Math.min(index, value.length);
    const next = (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(0, OTP_LENGTH);
    focusAfterRender.current = Math.min(start + digits.length, OTP_LENGTH - 1);
    onChange(next);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (index < value.length) {
        focusAfterRender.current = index;
        onChange(value.slice(0, index) + value.slice(index + 1));
      } else if (value.length > 0) {
        focusAfterRender.current = value.length - 1;
        onChange(value.slice(0, -1));
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, value.length));
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = digitsOnly(event.clipboardData.getData('text'));
    // A whole code always fills from the first box, wherever it was pasted.
    enter(digits.length >= OTP_LENGTH ? 0 : index, digits);
  }

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className={styles.group}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('auth.otp.digit', { index: index + 1, count: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          value={value[index] ?? ''}
          // A box past the first empty one sends the caret back there: the code has no gaps.
          onFocus={(event) => {
            if (index > value.length) focusBox(value.length);
            else event.target.select();
          }}
          onChange={(event) => {
            const typed = event.target.value;
            // The box held a digit and the caret was beside it: keep only the new one.
            const old = value[index] ?? '';
            enter(index, old && typed.length === 2 ? (typed.startsWith(old) ? typed.slice(1) : typed.slice(0, 1)) : typed);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </div>
  );
}
