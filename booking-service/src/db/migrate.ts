import type { Knex } from 'knex';
import * as bookingCore from './migrations/001-booking-core.ts';
import * as seedCurrencies from './migrations/002-seed-currencies.ts';
import * as catalogVersion from './migrations/003-catalog-version.ts';
import * as customers from './migrations/004-customers.ts';
import * as cmsCache from './migrations/005-cms-cache.ts';
import * as currencySettings from './migrations/006-currency-settings.ts';
import * as mailOutbox from './migrations/007-mail-outbox.ts';
import * as calendarSync from './migrations/008-calendar-sync.ts';
import * as reviewRatings from './migrations/009-review-ratings.ts';
import * as cleaningFeeAndBookingRates from './migrations/010-cleaning-fee-and-booking-rates.ts';
import * as stayRulesAndGapNights from './migrations/011-stay-rules-and-gap-nights.ts';
import * as shortStayLicenceAndTm30 from './migrations/012-short-stay-licence-and-tm30.ts';
import * as channelSafety from './migrations/013-channel-safety.ts';
import * as searchAvailabilityIndex from './migrations/014-search-availability-index.ts';
import * as occupancyChanges from './migrations/015-occupancy-changes.ts';
import * as bookingRatesUnbounded from './migrations/016-booking-rates-unbounded.ts';
import * as mailRecipientDigest from './migrations/017-mail-recipient-digest.ts';
import * as helpfulVotePrivacy from './migrations/018-helpful-vote-privacy.ts';
import * as customerImageCleanup from './migrations/019-customer-image-cleanup.ts';
import * as bookingPayments from './migrations/020-booking-payments.ts';
import * as paymentTerms from './migrations/021-payment-terms.ts';
import * as paymentHolds from './migrations/022-payment-holds.ts';
import * as cardPayments from './migrations/023-card-payments.ts';
import * as balanceOverdueNotices from './migrations/024-balance-overdue-notices.ts';
import * as villaLocation from './migrations/025-villa-location.ts';
import * as hostProfiles from './migrations/026-host-profiles.ts';
import * as hostProfilesBumpCatalog from './migrations/027-host-profiles-bump-catalog.ts';
import * as translations from './migrations/028-translations.ts';
import * as paymentTermsBumpCatalog from './migrations/029-payment-terms-bump-catalog.ts';
import * as mailRecipientLockAndCount from './migrations/030-mail-recipient-lock-and-count.ts';
import * as consumeRateLimitFunction from './migrations/031-consume-rate-limit.ts';
import * as consumeRateLimitsFunction from './migrations/032-consume-rate-limits.ts';
import * as rateLimitsByKeyIndex from './migrations/033-rate-limits-by-key-index.ts';
import * as feedsBumpCatalog from './migrations/034-feeds-bump-catalog.ts';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Migrations are listed in code (not discovered on disk), so tsx, vitest and builds agree. */
const MIGRATIONS: Record<string, Migration> = {
  '001-booking-core': bookingCore,
  '002-seed-currencies': seedCurrencies,
  '003-catalog-version': catalogVersion,
  '004-customers': customers,
  '005-cms-cache': cmsCache,
  '006-currency-settings': currencySettings,
  '007-mail-outbox': mailOutbox,
  '008-calendar-sync': calendarSync,
  '009-review-ratings': reviewRatings,
  '010-cleaning-fee-and-booking-rates': cleaningFeeAndBookingRates,
  '011-stay-rules-and-gap-nights': stayRulesAndGapNights,
  '012-short-stay-licence-and-tm30': shortStayLicenceAndTm30,
  '013-channel-safety': channelSafety,
  '014-search-availability-index': searchAvailabilityIndex,
  '015-occupancy-changes': occupancyChanges,
  '016-booking-rates-unbounded': bookingRatesUnbounded,
  '017-mail-recipient-digest': mailRecipientDigest,
  '018-helpful-vote-privacy': helpfulVotePrivacy,
  '019-customer-image-cleanup': customerImageCleanup,
  '020-booking-payments': bookingPayments,
  '021-payment-terms': paymentTerms,
  '022-payment-holds': paymentHolds,
  '023-card-payments': cardPayments,
  '024-balance-overdue-notices': balanceOverdueNotices,
  '025-villa-location': villaLocation,
  '026-host-profiles': hostProfiles,
  '027-host-profiles-bump-catalog': hostProfilesBumpCatalog,
  '028-translations': translations,
  '029-payment-terms-bump-catalog': paymentTermsBumpCatalog,
  '030-mail-recipient-lock-and-count': mailRecipientLockAndCount,
  '031-consume-rate-limit': consumeRateLimitFunction,
  '032-consume-rate-limits': consumeRateLimitsFunction,
  '033-rate-limits-by-key-index': rateLimitsByKeyIndex,
  '034-feeds-bump-catalog': feedsBumpCatalog,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name] as Migration,
};

export async function migrateLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource: source });
}
