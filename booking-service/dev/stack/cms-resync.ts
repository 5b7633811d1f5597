import { CMS_SIGNATURE_HEADER, signPayload } from '@islandstay/shared/cms/cms-signature';
import { EnvError, loadEnv } from '../../src/config/env.ts';

/**
 * `npm run cms:resync`: asks the running booking service (BOOKING_SERVICE_URL, default
 * http://localhost:PORT) to reconcile its projection from the CMS now. Signed with
 * CMS_EVENTS_SECRET like the CMS's own events, so it needs no staff session.
 */
try {
  const env = loadEnv(process.env);
  const base = process.env.BOOKING_SERVICE_URL ?? `http://localhost:${env.PORT}`;
  const response = await fetch(`${base}/internal/cms-resync`, {
    method: 'POST',
    headers: { [CMS_SIGNATURE_HEADER]: signPayload(env.CMS_EVENTS_SECRET, '', Math.floor(Date.now() / 1000)) },
  });
  const body = await response.text();
  console.log(response.ok ? `Reconciled from the CMS: ${body}` : `The booking service answered ${response.status}: ${body}`);
  process.exitCode = response.ok ? 0 : 1;
} catch (err) {
  console.error(err instanceof EnvError ? err.message : `Could not reach the booking service: ${(err as Error).message}`);
  process.exitCode = 1;
}
