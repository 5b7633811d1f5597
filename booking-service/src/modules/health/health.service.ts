import type { HealthResponse } from '@islandstay/shared/health/health.schemas';
import type { Knex } from '../../db/knex.ts';
import { CmsTimeoutError, type CmsClient } from '../cms-sync/cms-client.ts';
import { icalPollState, mailOutboxCounts, pingDatabase } from './health.repository.ts';

/** Each probe gives up after this long: a health check must answer even when a part hangs. */
const PROBE_TIMEOUT_MS = 3_000;

class ProbeTimeout extends Error {}

function withinProbeTime<T>(probe: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout()), PROBE_TIMEOUT_MS);
  });
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}

/** `GET /api/health`: the database, the CMS, the mail outbox and the iCal poller, checked now. */
export class HealthService {
  constructor(
    private readonly db: Knex,
    private readonly cms: CmsClient,
    private readonly options: {
      /** Whether an SMTP server is configured (else mail is reported as not configured). */
      mailConfigured: boolean;
    },
  ) {}

  async check(): Promise<HealthResponse> {
    const [database, cms] = await Promise.all([this.database(), this.cmsState()]);
    const [mail, ical] = database.ok
      ? await Promise.all([withinProbeTime(mailOutboxCounts(this.db)).catch(() => undefined), withinProbeTime(icalPollState(this.db)).catch(() => undefined)])
      : [undefined, undefined];
    const mailOk = this.options.mailConfigured && mail !== undefined && mail.retrying === 0;
    return {
      status: database.ok && cms.ok && mailOk ? 'ok' : 'degraded',
      database,
      cms,
      mail: { ok: mailOk, configured: this.options.mailConfigured, pending: mail?.pending ?? null, retrying: mail?.retrying ?? null, failed: mail?.failed ?? null },
      ical: { lastPollAt: ical?.lastPollAt?.toISOString() ?? null, feeds: ical?.feeds ?? null, failing: ical?.failing ?? null },
    };
  }

  private async database(): Promise<{ ok: boolean }> {
    try {
      await withinProbeTime(pingDatabase(this.db));
      return { ok: true };
    } catch {
      return { ok: false };
    }
  }

  private async cmsState(): Promise<HealthResponse['cms']> {
    try {
      const response = await this.cms.request('GET', '/_health', { anonymous: true, timeoutMs: PROBE_TIMEOUT_MS });
      if (response.status >= 300) return { ok: false, problem: `answered ${response.status}` };
      return this.cms.configured ? { ok: true } : { ok: false, problem: 'no service token' };
    } catch (err) {
      return { ok: false, problem: err instanceof CmsTimeoutError ? 'did not answer in time' : 'not reachable' };
    }
  }
}
