import { describe, expect, it } from 'vitest';
import { api } from '@islandstay/shared/api/client';
import { ApiError, CSRF_HEADER } from '@islandstay/shared/http/api-client';
import { answer, inOrder, mswPath, NETWORK_ERROR } from './handlers.ts';
import { mockApi, takeUnhandledRequests, setupMockApi } from './server.ts';

setupMockApi();

const AREAS = [{ name: 'Lamai', slug: 'lamai', villaCount: 2 }];
const BLOCK = {
  id: '10000000-0000-4000-8000-000000000001',
  villaId: 'v1',
  startDate: '2026-12-13',
  endDate: '2026-12-15',
  kind: 'maintenance',
  note: null,
  createdAt: '2026-11-01T10:00:00.000Z',
} as const;

describe('answer(): MSW handlers from the contract', () => {
  it("when a page reads through the typed client, then the operation's path (params translated) answers, from the page's relative URL", async () => {
    const requests = mockApi(answer(api.villas.listAreas, () => ({ data: AREAS })));
    expect(await api.villas.listAreas()).toEqual({ data: AREAS });
    expect(requests.map((r) => [r.operationId, r.method, r.path])).toEqual([['villas.listAreas', 'GET', '/api/areas']]);
    expect(mswPath('/api/admin/villas/{id}/blocks/{blockId}')).toBe('/api/admin/villas/:id/blocks/:blockId');
    expect(mswPath('/api/admin/villas/:id')).toBe('/api/admin/villas/:id');
  });

  it("when a write is answered, then the resolver gets the params, query and JSON body, the status is the contract's, and the request is recorded with its headers", async () => {
    const seen: unknown[] = [];
    const requests = mockApi(
      answer(api.blocks.create, ({ params, body }) => {
        seen.push(params.id, body);
        return { data: BLOCK };
      }),
    );
    const response = await fetch('/api/admin/villas/v1/blocks?x=1', {
      method: 'POST',
      headers: { ...CSRF_HEADER, 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' },
      body: '{"startDate":"2026-12-13"}',
    });
    expect(response.status).toBe(201);
    expect(seen).toEqual(['v1', { startDate: '2026-12-13' }]);
    expect(requests[0]!.query.get('x')).toBe('1');
    expect(requests[0]!.headers.get('idempotency-key')).toBe('k1');
    expect(requests[0]!.body).toEqual({ startDate: '2026-12-13' });
  });

  it('when a state-changing request lacks the CSRF header, then it gets 403 like from the server, and the resolver never runs', async () => {
    let ran = false;
    const requests = mockApi(
      answer(api.blocks.delete, () => {
        ran = true;
        return { success: true };
      }),
    );
    const response = await fetch('/api/admin/villas/v1/blocks/b1', { method: 'DELETE' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'common.csrfMissing' });
    expect(ran).toBe(false);
    expect(requests).toHaveLength(1);
    await expect(api.blocks.delete({ params: { id: 'v1', blockId: 'b1' } })).resolves.toEqual({ success: true });
    expect(ran).toBe(true);
  });

  it('when the resolver returns an error answer, a network error or answers in order, then the client sees each', async () => {
    mockApi(answer(api.villas.listAreas, inOrder({ status: 503, body: { error: 'Down', code: 'common.busy' } }, NETWORK_ERROR, { data: AREAS })));
    const error = await api.villas.listAreas().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).status, (error as ApiError).code, (error as ApiError).message]).toEqual([503, 'common.busy', 'Down']);
    expect(await api.villas.listAreas().catch((e: ApiError) => e.status)).toBe(0);
    expect(await api.villas.listAreas()).toEqual({ data: AREAS });
    expect(await api.villas.listAreas()).toEqual({ data: AREAS });
  });

  it('when a request has no handler, then it gets a network error and is reported (the lifecycle fails the test with it)', async () => {
    const requests = mockApi();
    await expect(fetch('/api/health?deep=1')).rejects.toThrow();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/health']);
    expect(takeUnhandledRequests()).toEqual(['GET /api/health?deep=1']);
  });
});
