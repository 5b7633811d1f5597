import {
  availableCurrenciesResponseSchema,
  currencyChoiceSchema,
  currencyEditSchema,
  currencyResponseSchema as currencyResponse,
  customCurrencySchema,
  fetchRatesResponseSchema,
  formatRequestSchema,
  formatResponseSchema,
  ownerCurrencyParamsSchema as ownerParams,
  viewerCurrencyResponseSchema,
} from '@islandstay/shared/currency/currency-admin.schemas';
import { currencyCodeParamsSchema, currencyRateResponseSchema } from '@islandstay/shared/currency/currency.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { FIRST_ISSUE } from '../../middlewares/validate.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { CurrencyAdminService } from './currency-admin.service.ts';

export function currencyAdminRoutes(admin: CurrencyAdminService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/currency',
      operationId: 'currencyAdmin.getViewerCurrency',
      roles: ['owner', 'admin'],
      tag: 'currencies',
      summary: "The viewer's currency: the admin (base) currency for the admin, the owner's own for an owner (from the session)",
      responses: { 200: { description: 'The currency', schema: viewerCurrencyResponseSchema } },
      async handler(ctx) {
        const { currency, isBase, table } = await admin.viewerCurrency(requireSession(ctx));
        ctx.body = { currency, isBase, adminCurrency: table.base.symbol, adminCurrencyCode: table.base.code };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/currency',
      operationId: 'currencyAdmin.setBaseCurrency',
      roles: ['owner', 'admin'],
      tag: 'currencies',
      summary: 'Admin: choose the base currency (every rate is re-expressed against it). Owner: choose their own currency',
      request: { body: currencyChoiceSchema, bodyError: FIRST_ISSUE },
      responses: { 200: { description: 'The chosen currency', schema: currencyResponse }, 400: errorResponse('Unknown currency') },
      async handler(ctx, { body }) {
        ctx.body = { currency: await admin.choose(requireSession(ctx), body.code), message: 'Currency updated successfully!' };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/owners/:id/currency',
      operationId: 'currencyAdmin.setOwnerCurrency',
      roles: ['owner', 'admin'],
      tag: 'currencies',
      summary: "Set an owner's own currency (an owner: only their own id; another id is 404)",
      request: { params: ownerParams, body: currencyChoiceSchema, bodyError: FIRST_ISSUE },
      responses: { 200: { description: 'The currency', schema: currencyResponse }, 404: errorResponse('Owner not found') },
      async handler(ctx, { params, body }) {
        ctx.body = { currency: await admin.setOwnerCurrency(requireSession(ctx), params.id, body.code), message: 'Currency updated successfully!' };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/currencies/available',
      operationId: 'currencyAdmin.listAvailable',
      roles: ['owner', 'admin'],
      tag: 'currencies',
      summary: 'Every currency with its rate against the admin currency, and the popular ones first',
      responses: { 200: { description: 'Currencies', schema: availableCurrenciesResponseSchema } },
      async handler(ctx) {
        const { currencies, popular, table } = await admin.available();
        ctx.body = { currencies, popular, adminCurrency: table.base.symbol, adminCurrencyCode: table.base.code };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/currencies',
      operationId: 'currencyAdmin.create',
      roles: ['admin'],
      tag: 'currencies',
      summary: 'Create a custom currency (admin only): code of 3 letters, symbol up to 5, decimals 0, 2, 3 or 4, rate against the admin currency',
      request: { body: customCurrencySchema, bodyError: FIRST_ISSUE },
      responses: { 201: { description: 'The currency', schema: currencyResponse }, 400: errorResponse('A field is wrong (named)'), 409: errorResponse('The code exists') },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = { currency: await admin.createCustom(body), message: 'Custom currency created successfully!' };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/currencies/fetch-rates',
      operationId: 'currencyAdmin.fetchRates',
      roles: ['admin'],
      tag: 'currencies',
      upstream: 'rates',
      summary: "Refresh rates from the European Central Bank's reference rates (admin only); a failure keeps every old rate (502)",
      responses: { 200: { description: 'What changed; currencies the provider does not publish are named in `unchanged`', schema: fetchRatesResponseSchema }, 502: errorResponse('The provider failed; nothing changed') },
      async handler(ctx) {
        ctx.body = await admin.fetchRates();
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/currencies/:code',
      operationId: 'currencyAdmin.get',
      roles: ['owner', 'admin'],
      tag: 'currencies',
      summary: 'One currency with its rate against the admin currency',
      request: { params: currencyCodeParamsSchema },
      responses: { 200: { description: 'The currency', schema: currencyRateResponseSchema }, 404: errorResponse('Currency not found') },
      async handler(ctx, { params }) {
        const { table } = await admin.available();
        const currency = table.byCode.get(params.code);
        if (!currency) throw AppError.notFound('Currency not found');
        ctx.body = { currency, rate: currency.rate, baseCurrency: table.base.code };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/currencies/:code',
      operationId: 'currencyAdmin.update',
      roles: ['admin'],
      tag: 'currencies',
      summary: "Edit a currency's rate (and symbol, name, position, decimals); admin only",
      request: { params: currencyCodeParamsSchema, body: currencyEditSchema, bodyError: FIRST_ISSUE },
      responses: { 200: { description: 'The currency', schema: currencyResponse }, 404: errorResponse('Currency not found') },
      async handler(ctx, { params, body }) {
        ctx.body = { currency: await admin.edit(params.code, body), message: 'Currency updated successfully!' };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/currency/format',
      operationId: 'currencyAdmin.formatAmount',
      roles: ['owner', 'admin'],
      tag: 'currencies',
      summary: "Format an amount in a currency (default: the viewer's)",
      request: { body: formatRequestSchema, bodyError: FIRST_ISSUE },
      responses: { 200: { description: 'The formatted amount', schema: formatResponseSchema } },
      async handler(ctx, { body }) {
        ctx.body = await admin.format(body.amount, body.code, requireSession(ctx));
      },
    }),
  ];
}
