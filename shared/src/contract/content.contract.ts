import { contentLocaleQuerySchema, pageResponseSchema, pageSlugParamsSchema, siteSettingsResponseSchema } from '../cms/content.schemas.ts';
import { errorResponse, operation } from './operation.ts';

export const content = {
  getPage: operation({
    method: 'GET',
    path: '/api/pages/:slug',
    operationId: 'content.getPage',
    roles: ['public'],
    tag: 'content',
    upstream: 'cms',
    summary: 'A static page from the CMS (about, contact, terms, privacy) in English or Thai (`locale`, falling back to English), served from cache while the CMS is down',
    request: { params: pageSlugParamsSchema, query: contentLocaleQuerySchema },
    responses: { 200: { description: 'The page', schema: pageResponseSchema }, 404: errorResponse('Page not found'), 502: errorResponse('CMS down, nothing cached') },
  }),
  getSiteSettings: operation({
    method: 'GET',
    path: '/api/site-settings',
    operationId: 'content.getSiteSettings',
    roles: ['public'],
    tag: 'content',
    upstream: 'cms',
    summary:
      'The footer and contact details (island name, phone, email, address, support hours and links, social links, copyright) and check-in and check-out times, in English or Thai (`locale`, falling back to English)',
    request: { query: contentLocaleQuerySchema },
    responses: { 200: { description: 'The settings', schema: siteSettingsResponseSchema }, 502: errorResponse('CMS down, nothing cached') },
  }),
};
