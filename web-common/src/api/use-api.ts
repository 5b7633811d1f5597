/**
 * The typed client's reads as SWR hooks: one key per read (the read's URL, `endpoint.key`), so
 * every component that shows the same data shares one cache entry of one shape.
 */
import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '@islandstay/shared/http/api-client';
import type { CallInput, Endpoint } from '@islandstay/shared/api/client';
import type { Operation, ResultOf } from '@islandstay/shared/contract/operation';

/** What identifies a read: its path params and query. */
export type ReadInput<O extends Operation> = Pick<CallInput<O>, 'params' | 'query'>;

/** The SWR key of a read, or null (no read) when `input` is null. */
export function readKey<O extends Operation>(endpoint: Endpoint<O>, input: ReadInput<O> | null | undefined): string | null {
  if (input === null) return null;
  return (endpoint.key as (input?: ReadInput<O>) => string)(input);
}

/**
 * `useApi(api.villas.get, { params: { id } })`: the read, cached under its URL. Pass `null` as
 * the input to read nothing yet (a param still unknown).
 */
export function useApi<O extends Operation>(endpoint: Endpoint<O>, input?: ReadInput<O> | null, config?: SWRConfiguration<ResultOf<O>, ApiError>): SWRResponse<ResultOf<O>, ApiError> {
  const key = readKey(endpoint, input);
  return useSWR<ResultOf<O>, ApiError>(key, () => (endpoint as unknown as (input?: ReadInput<O>) => Promise<ResultOf<O>>)(input ?? undefined), config);
}

/** Reads every cached read of these operations again (after a write that changed them). */
export function revalidate(...endpoints: Pick<Endpoint<Operation>, 'matches'>[]): Promise<unknown> {
  return mutate((key) => endpoints.some((endpoint) => endpoint.matches(key)));
}
