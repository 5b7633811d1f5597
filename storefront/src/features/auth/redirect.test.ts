import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

describe('where sign-in may send the visitor back to', () => {
  it('accepts a path on this site, keeping its query', () => {
    expect(safeRedirectPath('/villa/abc?checkIn=2026-12-01')).toBe('/villa/abc?checkIn=2026-12-01');
    expect(safeRedirectPath('/booking-confirmation/1234')).toBe('/booking-confirmation/1234');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'villa/abc', '', null, '/login?redirect=/x'])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
