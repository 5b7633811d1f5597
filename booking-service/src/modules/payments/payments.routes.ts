import { payments as contract } from '@islandstay/shared/contract/payments.contract';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../lib/http/idempotency.ts';
import { implement, type AppContext, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { LedgerWrite, PaymentsService } from './payments.service.ts';

/** A replay answers as the first request was answered: 201, marked as a replay. */
function answer(ctx: AppContext, { replayed, response }: LedgerWrite): void {
  ctx.status = 201;
  if (replayed) ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  ctx.body = response;
}

export function paymentsRoutes(payments: PaymentsService): RouteDef[] {
  return [
    implement(contract.siteSettings, async (ctx) => {
      requireSession(ctx);
      ctx.body = await payments.siteSettings();
    }),
    implement(contract.updateSiteSettings, async (ctx, { body }) => {
      requireSession(ctx);
      ctx.body = await payments.updateSiteSettings(body);
    }),
    implement(contract.villaTerms, async (ctx, { params }) => {
      ctx.body = await payments.villaTerms(requireSession(ctx), params.id);
    }),
    implement(contract.updateVillaTerms, async (ctx, { params, body }) => {
      ctx.body = await payments.updateVillaTerms(requireSession(ctx), params.id, body);
    }),
    implement(contract.cardPayment, async (ctx, { params }) => {
      ctx.status = 201;
      ctx.body = await payments.cardPayment(requireSession(ctx), params.id);
    }),
    implement(contract.stripeWebhook, async (ctx) => {
      ctx.body = await payments.stripeEvent((ctx.request as { rawBody?: string }).rawBody ?? '', ctx.get('stripe-signature') || undefined);
    }),
    implement(contract.guest, async (ctx, { params }) => {
      ctx.body = await payments.guest(requireSession(ctx), params.id);
    }),
    implement(contract.ledger, async (ctx, { params }) => {
      ctx.body = await payments.ledger(requireSession(ctx), params.id);
    }),
    implement(contract.recordPayment, async (ctx, { params, body, idempotencyKey }) => {
      answer(ctx, await payments.recordPayment(requireSession(ctx), params.id, body, idempotencyKey));
    }),
    implement(contract.recordRefund, async (ctx, { params, body, idempotencyKey }) => {
      answer(ctx, await payments.recordRefund(requireSession(ctx), params.id, body, idempotencyKey));
    }),
    implement(contract.recordDamageHold, async (ctx, { params, body, idempotencyKey }) => {
      answer(ctx, await payments.recordDamageHold(requireSession(ctx), params.id, body, idempotencyKey));
    }),
    implement(contract.recordDamageRelease, async (ctx, { params, body, idempotencyKey }) => {
      answer(ctx, await payments.recordDamageRelease(requireSession(ctx), params.id, body, idempotencyKey));
    }),
  ];
}
