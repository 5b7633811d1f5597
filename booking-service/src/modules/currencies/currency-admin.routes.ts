import { currencyAdmin as contract } from '@islandstay/shared/contract/currency-admin.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { CurrencyAdminService } from './currency-admin.service.ts';

export function currencyAdminRoutes(admin: CurrencyAdminService): RouteDef[] {
  return [
    implement(contract.getViewerCurrency, async (ctx) => {
      const { currency, isBase, table } = await admin.viewerCurrency(requireSession(ctx));
      ctx.body = { currency, isBase, adminCurrency: table.base.symbol, adminCurrencyCode: table.base.code };
    }),
    implement(contract.setBaseCurrency, async (ctx, { body }) => {
      ctx.body = { currency: await admin.choose(requireSession(ctx), body.code), message: 'Currency updated successfully!' };
    }),
    implement(contract.setOwnerCurrency, async (ctx, { params, body }) => {
      ctx.body = { currency: await admin.setOwnerCurrency(requireSession(ctx), params.id, body.code), message: 'Currency updated successfully!' };
    }),
    implement(contract.listAvailable, async (ctx) => {
      const { currencies, popular, table } = await admin.available();
      ctx.body = { currencies, popular, adminCurrency: table.base.symbol, adminCurrencyCode: table.base.code };
    }),
    implement(contract.create, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = { currency: await admin.createCustom(body), message: 'Custom currency created successfully!' };
    }),
    implement(contract.fetchRates, async (ctx) => {
      ctx.body = await admin.fetchRates();
    }),
    implement(contract.get, async (ctx, { params }) => {
      const { table } = await admin.available();
      const currency = table.byCode.get(params.code);
      if (!currency) throw AppError.notFound('Currency not found');
      ctx.body = { currency, rate: currency.rate, baseCurrency: table.base.code };
    }),
    implement(contract.update, async (ctx, { params, body }) => {
      ctx.body = { currency: await admin.edit(params.code, body), message: 'Currency updated successfully!' };
    }),
    implement(contract.formatAmount, async (ctx, { body }) => {
      ctx.body = await admin.format(body.amount, body.code, requireSession(ctx));
    }),
  ];
}
