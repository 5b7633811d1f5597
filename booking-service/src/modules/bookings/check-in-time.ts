import { CHECK_IN_TIME, CHECK_OUT_TIME } from '@islandstay/shared/bookings/booking.schemas';

const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** How long a booking read waits for the site settings before it uses the last time it knew. */
const SETTINGS_WAIT_MS = 1_500;

/** What the check-in time is read from: the site settings, cached from the CMS (cms-content). */
export interface SiteSettingsSource {
  siteSettings(): Promise<unknown>;
}

/**
 * A time of day from the site settings (`HH:MM`, island time). The settings are served from the
 * CMS cache, stale while Strapi is down; a booking read never waits long on a hung CMS for them:
 * it keeps the last time it knew (or the default) instead.
 */
class SiteTimeOfDay {
  private lastKnown: string;

  constructor(
    private readonly settings: SiteSettingsSource | undefined,
    private readonly field: 'checkInTime' | 'checkOutTime',
    private readonly fallback: string,
  ) {
    this.lastKnown = fallback;
  }

  async current(): Promise<string> {
    if (!this.settings) return this.lastKnown;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), SETTINGS_WAIT_MS);
      timer.unref();
    });
    const read = this.settings.siteSettings().then(
      (body) => {
        const time = (body as Record<string, unknown> | null | undefined)?.[this.field];
        return typeof time === 'string' && TIME_OF_DAY.test(time) ? time : this.fallback;
      },
      () => undefined,
    );
    const time = await Promise.race([read, gaveUp]);
    clearTimeout(timer);
    if (time) this.lastKnown = time;
    return this.lastKnown;
  }
}

/** The island's check-in time (site settings, 14:00 by default). */
export class CheckInTime extends SiteTimeOfDay {
  constructor(settings?: SiteSettingsSource) {
    super(settings, 'checkInTime', CHECK_IN_TIME);
  }
}

/** The island's check-out time (site settings, 11:00 by default). */
export class CheckOutTime extends SiteTimeOfDay {
  constructor(settings?: SiteSettingsSource) {
    super(settings, 'checkOutTime', CHECK_OUT_TIME);
  }
}
