import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs`; null-ish values pass at once (nothing to wait for). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === null || value === undefined) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
