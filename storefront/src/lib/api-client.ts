/**
 * The one fetch wrapper (CSRF header, error shape, 401 handling) lives in shared/, where the back
 * office uses the same code; the storefront's modules import it from here. Early answers asked for
 * by index.html need nothing of it: main.tsx puts them behind `fetch` itself (early-responses.ts).
 */
export * from '@islandstay/shared/http/api-client';
