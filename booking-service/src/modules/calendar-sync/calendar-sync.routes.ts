import { calendarSync as contract } from '@islandstay/shared/contract/calendar-sync.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { CalendarSyncService } from './calendar-sync.service.ts';

export function calendarSyncRoutes(sync: CalendarSyncService): RouteDef[] {
  return [
    implement(contract.getExportFeed, async (ctx, { params }) => {
      const body = await sync.exportFeed(params.villaId, params.file.slice(0, -'.ics'.length));
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = body;
    }),
    implement(contract.get, async (ctx, { params }) => {
      ctx.body = await sync.overview(requireSession(ctx), params.id);
    }),
    implement(contract.replaceExportToken, async (ctx, { params }) => {
      ctx.body = await sync.overview(requireSession(ctx), params.id, true);
    }),
    implement(contract.addFeed, async (ctx, { params, body }) => {
      ctx.status = 201;
      ctx.body = { data: await sync.addFeed(requireSession(ctx), params.id, body) };
    }),
    implement(contract.syncFeed, async (ctx, { params }) => {
      ctx.body = { data: await sync.syncNow(requireSession(ctx), params.id, params.feedId) };
    }),
    implement(contract.removeFeed, async (ctx, { params }) => {
      await sync.removeFeed(requireSession(ctx), params.id, params.feedId);
      ctx.body = { success: true };
    }),
  ];
}
