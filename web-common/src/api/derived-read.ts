import type { SWRResponse } from 'swr';

/**
 * A read whose `data` is a part of the cached answer (the cache keeps the server's answer as is,
 * under the read's one key). Getters, so SWR still re-renders only for what the caller reads.
 */
export function derivedRead<T, E, U>(read: SWRResponse<T, E>, select: (data: T) => U) {
  return {
    get data(): U | undefined {
      return read.data === undefined ? undefined : select(read.data);
    },
    get error() {
      return read.error;
    },
    get isLoading() {
      return read.isLoading;
    },
    get isValidating() {
      return read.isValidating;
    },
    mutate: read.mutate,
  };
}
