/**
 * The one fetch wrapper (CSRF header, error shape, 401 handling) lives in shared/, where the
 * storefront uses the same code; the back office's modules import it from here.
 */
export * from '@islandstay/shared/http/api-client';
