import type { Core, Modules } from '@strapi/strapi';

type UidService = {
  generateUIDField(args: { contentTypeUID: string; field: string; data: Record<string, unknown> }): Promise<string>;
};

/**
 * Fills an empty uid field (villa and area `slug`) from its target field on create, as the admin
 * panel does, so documents created through the REST API (the booking service) get a unique slug too.
 */
export function slugFromName(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.action !== 'create' || !context.uid.startsWith('api::')) return next();

    const params = context.params as { data?: Record<string, unknown> };
    const data = params.data;
    if (!data) return next();

    const uidService = strapi.plugin('content-manager').service('uid') as unknown as UidService;
    for (const [field, attribute] of Object.entries(context.contentType.attributes)) {
      if (attribute.type !== 'uid' || !('targetField' in attribute) || !attribute.targetField) continue;
      if (typeof data[field] === 'string' && data[field] !== '') continue;
      if (typeof data[attribute.targetField] !== 'string' || data[attribute.targetField] === '') continue;
      data[field] = await uidService.generateUIDField({ contentTypeUID: context.uid, field, data });
    }
    return next();
  };
}
