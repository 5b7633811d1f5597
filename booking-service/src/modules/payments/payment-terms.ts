import { DEFAULT_PAYMENT_SETTINGS, effectivePaymentSettings, type PaymentSettings } from '@islandstay/shared/payments/payment-plan';
import { cancellationPolicyNameSchema, paymentTermsSchema, type VillaPaymentTerms } from '@islandstay/shared/payments/payment-plan.schemas';
import type { Knex } from '../../db/knex.ts';

type Db = Knex | Knex.Transaction;

const SITE_KEY = 'payment_terms';

/**
 * The site's payment terms and cancellation policy (the admin's setting; the Terms' defaults until
 * set). A stored value that no longer reads as terms falls back to the defaults, never to a guess.
 */
export async function sitePaymentSettings(db: Db): Promise<PaymentSettings> {
  const row = (await db('settings').where({ key: SITE_KEY }).first('value')) as { value: unknown } | undefined;
  return siteSettingsOf(row?.value);
}

function siteSettingsOf(value: unknown): PaymentSettings {
  const stored = value as { terms?: unknown; cancellationPolicy?: unknown } | undefined;
  const terms = paymentTermsSchema.safeParse(stored?.terms);
  const policy = cancellationPolicyNameSchema.safeParse(stored?.cancellationPolicy);
  return { terms: terms.success ? terms.data : DEFAULT_PAYMENT_SETTINGS.terms, cancellationPolicy: policy.success ? policy.data : DEFAULT_PAYMENT_SETTINGS.cancellationPolicy };
}

export async function writeSitePaymentSettings(db: Db, settings: PaymentSettings): Promise<void> {
  await db('settings')
    .insert({ key: SITE_KEY, value: JSON.stringify(settings) })
    .onConflict('key')
    .merge();
}

interface VillaTermsRow {
  cancellation_policy: VillaPaymentTerms['cancellationPolicy'] | null;
  deposit_percent: string | null;
  balance_due_days: number | null;
  damage_deposit: string | null;
}

/** What the villa's owner set for the villa; a field left unset keeps the site's. */
export async function villaPaymentTerms(db: Db, villaId: string): Promise<VillaPaymentTerms> {
  const row = (await db('villa_payment_terms').where({ villa_id: villaId }).first('cancellation_policy', 'deposit_percent', 'balance_due_days', 'damage_deposit')) as VillaTermsRow | undefined;
  return villaTermsOf(row);
}

function villaTermsOf(row: Partial<VillaTermsRow> | undefined): VillaPaymentTerms {
  const terms: VillaPaymentTerms = {};
  if (row?.cancellation_policy) terms.cancellationPolicy = row.cancellation_policy;
  if (row?.deposit_percent != null) terms.depositPercent = Number(row.deposit_percent);
  if (row?.balance_due_days != null) terms.balanceDueDays = row.balance_due_days;
  if (row?.damage_deposit != null) terms.damageDeposit = Number(row.damage_deposit);
  return terms;
}

/**
 * `paymentSettingsFor`'s reads as one select-list expression of another statement (`villaParam`
 * the villa's placeholder there), for `paymentSettingsOf` to read back: a booking reads its
 * villa's terms in the statement that reads the stay's neighbourhood, a round trip fewer while
 * it holds the villa's lock.
 */
export function paymentSettingsColumn(villaParam: string): string {
  return `(select json_build_object('site', (select value from settings where key = '${SITE_KEY}'),
                                    'villa', (select row_to_json(t) from (select cancellation_policy, deposit_percent, balance_due_days, damage_deposit
                                                                            from villa_payment_terms where villa_id = ${villaParam}) t)))`;
}

/** The settings `paymentSettingsColumn` read (null when the statement read no row). */
export function paymentSettingsOf(value: { site?: unknown; villa?: Partial<VillaTermsRow> | null } | null | undefined): PaymentSettings {
  return effectivePaymentSettings(siteSettingsOf(value?.site), villaTermsOf(value?.villa ?? undefined));
}

export async function writeVillaPaymentTerms(db: Db, villaId: string, terms: VillaPaymentTerms, updatedBy: string, now: Date): Promise<void> {
  await db('villa_payment_terms')
    .insert({
      villa_id: villaId,
      cancellation_policy: terms.cancellationPolicy ?? null,
      deposit_percent: terms.depositPercent ?? null,
      balance_due_days: terms.balanceDueDays ?? null,
      damage_deposit: terms.damageDeposit ?? null,
      updated_by: updatedBy,
      updated_at: now,
    })
    .onConflict('villa_id')
    .merge();
}

/**
 * The terms and policy a booking of the villa made now is made under: the villa's own, else the
 * site's. One statement, as it runs inside a staff booking's transaction.
 */
export async function paymentSettingsFor(db: Db, villaId: string): Promise<PaymentSettings> {
  const result = (await db.raw(`select ${paymentSettingsColumn('?')} as payment`, [villaId])) as { rows: { payment: Parameters<typeof paymentSettingsOf>[0] }[] };
  return paymentSettingsOf(result.rows[0]?.payment);
}
