import { z } from 'zod';
import { defineRoute, errorResponse, type RouteDef } from '../../http/route.ts';
import type { CmsContentService } from './cms-content.service.ts';

export function cmsContentRoutes(content: CmsContentService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/pages/:slug',
      roles: ['public'],
      tag: 'content',
      upstream: 'cms',
      summary: 'A static page from the CMS (about, contact, terms, privacy), served from cache while the CMS is down',
      request: { params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a page slug') }) },
      responses: { 200: { description: 'The page' }, 404: errorResponse('Page not found'), 502: errorResponse('CMS down, nothing cached') },
      async handler(ctx, { params }) {
        ctx.body = { data: await content.page(params.slug) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/site-settings',
      roles: ['public'],
      tag: 'content',
      upstream: 'cms',
      summary: 'Island name, contact details, support hours, footer areas, social links, check-in and check-out times',
      responses: { 200: { description: 'The settings' }, 502: errorResponse('CMS down, nothing cached') },
      async handler(ctx) {
        ctx.body = { data: await content.siteSettings() };
      },
    }),
  ];
}
