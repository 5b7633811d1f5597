/**
 * Component tests only: one MSW server standing in for the booking service at the `fetch`
 * boundary. Both apps' `src/test/setup.ts` call `setupMockApi()` (through `../setup.ts`); a test calls
 * `mockApi(answer(...), ...)` for what the page asks, and asserts on the requests it returns.
 * A request no handler answers fails the test (after it ran; the request itself gets a network error).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import type { HttpHandler } from 'msw';
import { clearRequestLog, recordRequest, requestLog, type RecordedRequest } from './handlers.ts';

const server = setupServer();
const unhandled: string[] = [];

server.events.on('request:start', ({ request, requestId }) => recordRequest(request, requestId));

/** Answers the test's requests with `handlers` (the first match wins; later calls take precedence); returns every request the test sends. */
export function mockApi(...handlers: HttpHandler[]): RecordedRequest[] {
  server.use(...handlers);
  return requestLog();
}

/** The requests no handler answered since the last call (`METHOD /path?query`); the lifecycle fails the test with them. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

/** The lifecycle, once per test file: listen before the tests, forget each test's handlers and requests after it, close at the end. */
export function setupMockApi(): void {
  beforeAll(() => {
    server.listen({
      onUnhandledRequest(request, print) {
        const url = new URL(request.url);
        unhandled.push(`${request.method} ${url.pathname}${url.search}`);
        print.error();
      },
    });
  });
  afterEach(() => {
    server.resetHandlers();
    clearRequestLog();
    const missed = takeUnhandledRequests();
    if (missed.length) throw new Error(`The test sent requests no handler answers (add an answer(...) for each):\n  ${missed.join('\n  ')}`);
  });
  afterAll(() => {
    server.close();
  });
}
