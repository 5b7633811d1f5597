import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@islandstay/shared/api/client';
import { answer, type ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import { mockApi } from '@islandstay/web-common/test-support/msw/server';
import { useOwners } from '../../../lib/api/owners.ts';
import { useOwnerOptions } from './villa-lookups.ts';

const owner: ResultFor<typeof api.owners.get>['data'] = {
  id: 'owner-1',
  _id: 'owner-1',
  role: 'owner',
  username: 'ploy',
  name: 'Ploy Tester',
  firstName: 'Ploy',
  lastName: 'Tester',
  email: 'ploy@example.test',
  phone: '0899001122',
  address: '12 Beach Road',
  notes: '',
  bio: null,
  status: 'approved',
  profileImage: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>{children}</SWRConfig>;
}

describe('the owner list shared by Owner Registrations and the villa form', () => {
  it('when both read the owners in one session, then each gets its own shape from the one cache entry', async () => {
    mockApi(answer(api.owners.list, () => ({ owners: [owner], data: [owner], total: 1 })));
    // The Owner Registrations page first, then the villas page (the order that crashed the villas page).
    const { result } = renderHook(() => ({ page: useOwners(), options: useOwnerOptions(true) }), { wrapper });
    await waitFor(() => expect(result.current.options.data).toEqual([{ id: 'owner-1', name: 'Ploy Tester', email: 'ploy@example.test', status: 'approved' }]));
    expect(result.current.page.data?.owners.map((o) => o.email)).toEqual(['ploy@example.test']);
  });
});
