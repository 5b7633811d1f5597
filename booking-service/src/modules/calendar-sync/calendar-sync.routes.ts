import { addFeedSchema, exportFeedParamsSchema, feedParamsSchema, feedResponseSchema, villaCalendarSyncSchema, villaParamsSchema } from '@islandstay/shared/calendar-sync/calendar-sync.schemas';
import { binaryFileSchema, successResponseSchema } from '@islandstay/shared/http/common.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { FIRST_ISSUE } from '../../middlewares/validate.ts';
import { requireSession } from '../../lib/http/session-cookies.ts';
import type { CalendarSyncService } from './calendar-sync.service.ts';

export function calendarSyncRoutes(sync: CalendarSyncService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/ical/:villaId/:file',
      operationId: 'calendarSync.getExportFeed',
      roles: ['public'],
      tag: 'calendar sync',
      summary: "A villa's export feed (`<token>.ics`): its bookings and manual blocks as all-day events, for Airbnb, Booking.com or Google Calendar; no guest data, no imported events",
      request: { params: exportFeedParamsSchema },
      responses: { 200: { description: 'The feed (iCalendar)', contentType: 'text/calendar', schema: binaryFileSchema }, 404: errorResponse('Unknown villa or wrong token') },
      async handler(ctx, { params }) {
        const body = await sync.exportFeed(params.villaId, params.file.slice(0, -'.ics'.length));
        ctx.type = 'text/calendar; charset=utf-8';
        ctx.set('Cache-Control', 'no-cache');
        ctx.body = body;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/villas/:id/calendar-sync',
      operationId: 'calendarSync.get',
      roles: ['owner', 'admin'],
      tag: 'calendar sync',
      summary: "A villa's export URL and its import feeds with their last sync, result and conflicts",
      request: { params: villaParamsSchema },
      responses: { 200: { description: 'Export URL and feeds', schema: villaCalendarSyncSchema }, 404: errorResponse('Villa not found') },
      async handler(ctx, { params }) {
        ctx.body = await sync.overview(requireSession(ctx), params.id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/villas/:id/calendar-sync/export-token',
      operationId: 'calendarSync.replaceExportToken',
      roles: ['owner', 'admin'],
      tag: 'calendar sync',
      summary: 'Replace the secret of the export URL (the old URL stops working)',
      request: { params: villaParamsSchema },
      responses: { 200: { description: 'The new export URL and the feeds', schema: villaCalendarSyncSchema }, 404: errorResponse('Villa not found') },
      async handler(ctx, { params }) {
        ctx.body = await sync.overview(requireSession(ctx), params.id, true);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/villas/:id/calendar-sync/feeds',
      operationId: 'calendarSync.addFeed',
      roles: ['owner', 'admin'],
      tag: 'calendar sync',
      summary: 'Connect an external calendar (Airbnb, Booking.com, VRBO, Google): fetched with the SSRF guard and synced at once',
      request: { params: villaParamsSchema, body: addFeedSchema, bodyError: FIRST_ISSUE },
      responses: { 201: { description: 'The feed with its first sync result', schema: feedResponseSchema }, 404: errorResponse('Villa not found'), 409: errorResponse('Already connected') },
      async handler(ctx, { params, body }) {
        ctx.status = 201;
        ctx.body = { data: await sync.addFeed(requireSession(ctx), params.id, body) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/villas/:id/calendar-sync/feeds/:feedId/sync',
      operationId: 'calendarSync.syncFeed',
      roles: ['owner', 'admin'],
      tag: 'calendar sync',
      summary: 'Sync one external calendar now',
      request: { params: feedParamsSchema },
      responses: { 200: { description: 'The feed after the sync', schema: feedResponseSchema }, 404: errorResponse('Feed not found'), 409: errorResponse('A sync of this feed is running') },
      async handler(ctx, { params }) {
        ctx.body = { data: await sync.syncNow(requireSession(ctx), params.id, params.feedId) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/admin/villas/:id/calendar-sync/feeds/:feedId',
      operationId: 'calendarSync.removeFeed',
      roles: ['owner', 'admin'],
      tag: 'calendar sync',
      summary: 'Disconnect an external calendar; the dates it blocked are free again',
      request: { params: feedParamsSchema },
      responses: { 200: { description: 'Removed', schema: successResponseSchema }, 404: errorResponse('Feed not found') },
      async handler(ctx, { params }) {
        await sync.removeFeed(requireSession(ctx), params.id, params.feedId);
        ctx.body = { success: true };
      },
    }),
  ];
}
