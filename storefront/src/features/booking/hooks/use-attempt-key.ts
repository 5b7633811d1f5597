import { useCallback, useRef } from 'react';

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The Idempotency-Key of a booking attempt. The same request sent again (a double click, a retry
 * after a network failure) reuses its key, so the server replays the first booking instead of
 * making a second; a different request (other dates, other details) is a new attempt with a new key.
 */
export function useAttemptKey() {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return useCallback((request: unknown): string => {
    const text = JSON.stringify(request);
    if (attempt.current?.request !== text) attempt.current = { request: text, key: newKey() };
    return attempt.current.key;
  }, []);
}
