import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { CMS_SIGNATURE_HEADER } from '@islandstay/shared/cms/cms-signature';
import { binaryFileSchema, errorResponseSchema, rateLimitedResponseSchema } from '@islandstay/shared/http/common.schemas';
import { z } from 'zod';
import { isStateChanging, type RouteDef, type RouteResponse } from '../../lib/http/route.ts';
import { SESSION_COOKIE } from '../../lib/http/session-cookies.ts';
import type { SessionRole } from '../../lib/session.ts';
import { CSRF_VALUE, needsCsrfHeader } from '../../middlewares/csrf.ts';
import { isDevToolsPath } from '../../middlewares/dev-tools-guard.ts';

/** `/api/villas/:id` -> `/api/villas/{id}` */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The multipart form of a route that takes files: the same fields as its JSON body (sent as text
 * fields) plus the file field, binary, one or several.
 */
function multipartSchema(route: RouteDef): z.ZodType | undefined {
  const upload = route.request?.upload;
  if (!upload) return undefined;
  const megabytes = Math.round(upload.maxBytes / 1024 / 1024);
  const file =
    (upload.maxFiles ?? 1) > 1
      ? z
          .array(binaryFileSchema)
          .max(upload.maxFiles!)
          .meta({ description: `Up to ${upload.maxFiles} image files of at most ${megabytes} MB each` })
      : binaryFileSchema.meta({ description: `An image file of at most ${megabytes} MB` });
  const files = z.object({ [upload.field]: file.optional() });
  return route.request?.body ? z.intersection(route.request.body, files) : files;
}

function requestBody(route: RouteDef) {
  const body = route.request?.body;
  const multipart = multipartSchema(route);
  if (!body && !multipart) return {};
  return {
    body: {
      content: {
        ...(body ? { 'application/json': { schema: body } } : {}),
        ...(multipart ? { 'multipart/form-data': { schema: multipart } } : {}),
      },
    },
  };
}

/** Every role a session can have: a route admitting only some of them answers the others 403. */
const SESSION_ROLES = Object.keys({ customer: true, owner: true, admin: true } satisfies Record<SessionRole, true>);

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      `The session, set by signing in (\`POST /api/verify-otp\` for customers, \`POST /api/auth/staff/login\` for owners and admins): an HttpOnly, SameSite=Lax cookie, signed, so it travels with its \`${SESSION_COOKIE}.sig\` companion cookie. ` +
      'A route that needs a role answers 401 without a live session and 403 to a session of another role.',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Requested-With',
    description: `Every state-changing request under /api (POST, PUT, PATCH, DELETE) carries \`X-Requested-With: ${CSRF_VALUE}\`; without it the answer is 403, before anything else is read.`,
  },
  cmsSignature: {
    type: 'apiKey',
    in: 'header',
    name: CMS_SIGNATURE_HEADER,
    description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the secret shared with the CMS, at most 5 minutes from the server clock; anything else is 401.',
  },
} as const;

/**
 * Who may call an operation, as OpenAPI security requirements (alternatives; the schemes inside
 * one are all needed): public operations read a session when one is sent, the CMS signs its
 * requests, everyone else signs in. State-changing /api requests also carry the CSRF header.
 */
function securityOf(route: RouteDef, path: string): Record<string, string[]>[] {
  const csrf: Record<string, string[]> = needsCsrfHeader(route.method, path) ? { csrfHeader: [] } : {};
  if (route.roles.includes('public')) return [csrf, { ...csrf, session: [] }];
  if (route.roles.includes('cms')) return [{ ...csrf, cmsSignature: [] }];
  return [{ ...csrf, session: [] }];
}

const retryAfter = (description: string) => ({ 'Retry-After': { description, schema: { type: 'integer' as const, minimum: 1 } } });

type Answer = RouteResponse & { headers?: ReturnType<typeof retryAfter> };

/**
 * The answers every route of a kind can give, from what the middlewares and the router do with
 * the route's definition: the body parser (every state-changing method), the CSRF guard, the
 * role check, input validation, an outside service, the database. A status the route declares
 * itself keeps the route's description.
 */
function generatedResponses(route: RouteDef, path: string): Record<number, Answer> {
  const error = (description: string) => ({ description, schema: errorResponseSchema });
  const { params, query, body, headers, upload } = route.request ?? {};
  const validated = Boolean(params || query || body || headers || upload);
  const parsesBody = isStateChanging(route.method);
  const signedIn = !route.roles.includes('public') && !route.roles.includes('cms');
  const wrongRole = signedIn && SESSION_ROLES.some((role) => !route.roles.includes(role as SessionRole));
  const csrf = needsCsrfHeader(route.method, path);
  const answers: Record<number, Answer> = {};

  const invalid = [validated && 'a parameter, header or body field is invalid (`details` names each)', parsesBody && 'the JSON body cannot be read'].filter(Boolean);
  if (invalid.length > 0) answers[400] = error(`Bad request: ${invalid.join('; or ')}`);
  if (route.roles.includes('cms')) answers[401] = error('The signature is missing, stale or does not match the body');
  if (signedIn) answers[401] = error('Not signed in, or the session expired or was revoked');
  const forbidden = [
    csrf && `the \`X-Requested-With: ${CSRF_VALUE}\` header is missing (CSRF)`,
    wrongRole && `signed in with a role this operation does not admit (it admits ${route.roles.join(', ')})`,
  ].filter(Boolean);
  if (forbidden.length > 0) answers[403] = error(`Forbidden: ${forbidden.join('; or ')}`);
  if (isDevToolsPath(path)) answers[404] = error('Not found: development routes answer only callers on the same machine');
  if (parsesBody) {
    answers[413] = error('The request body is too large');
    answers[415] = error('The body is sent in a Content-Encoding the service does not read');
  }
  if (route.upstream) {
    answers[502] = error(
      route.upstream === 'cms' ? 'The CMS answered with an error or is not configured' : route.upstream === 'stripe' ? 'Stripe answered with an error' : 'The rates provider failed',
    );
  }
  const upstreamDown =
    route.upstream === 'cms'
      ? 'the CMS cannot be reached, or '
      : route.upstream === 'rates'
        ? 'the rates provider cannot be reached, or '
        : route.upstream === 'stripe'
          ? 'Stripe cannot be reached, or '
          : '';
  answers[503] = {
    ...error(`Unavailable for a moment: ${upstreamDown}the database connection was lost or a concurrent change won; nothing was written, so the request can be sent again`),
    headers: retryAfter('Seconds to wait before sending the request again'),
  };
  return answers;
}

function responsesOf(route: RouteDef, path: string): Record<string, ResponseConfig> {
  const declared: Record<number, Answer> = { ...generatedResponses(route, path), ...route.responses };
  const responses: Record<string, ResponseConfig> = {};
  for (const [status, response] of Object.entries(declared).sort(([a], [b]) => Number(a) - Number(b))) {
    const rateLimited = status === '429';
    const headers = response.headers ?? (rateLimited ? retryAfter('Seconds until the limit lets this caller through again') : undefined);
    // Every rate limit also says in the body how long to wait.
    const schema = rateLimited && response.schema === errorResponseSchema ? rateLimitedResponseSchema : response.schema;
    responses[status] = {
      description: response.description,
      ...(schema ? { content: { [response.contentType ?? 'application/json']: { schema } } } : {}),
      ...(headers ? { headers } : {}),
    };
  }
  return responses;
}

const API_DESCRIPTION = [
  'The booking service: the one public /api of IslandStay (and the CMS hook under /internal).',
  '',
  '- Errors are JSON `{ error, details? }`: `error` is a sentence to show, `details` lists `{ path, message }` per invalid field.',
  '- Signing in sets the `' + SESSION_COOKIE + '` cookie (see the `session` scheme); state-changing /api requests carry `X-Requested-With: ' + CSRF_VALUE + '` (the `csrfHeader` scheme).',
  '- Query parameters an operation does not declare are ignored, not refused; JSON body fields it does not declare are ignored too.',
  '- A method a path does not serve is answered 405 with an `Allow` header naming the ones it does; OPTIONS answers 204 with the same header; HEAD is served wherever GET is.',
  '- Rate-limited operations answer 429 with `Retry-After`; 503 answers carry `Retry-After` too and nothing was written.',
  '- The HTTP server itself refuses a request whose request line and headers exceed 16 KB with 431, before any operation sees it.',
  '- Currencies are the ones the service knows (`GET /api/currencies/all`; an admin can add more), so a currency parameter is documented by its pattern and an unknown code is a 400.',
].join('\n');

/** The OpenAPI document, generated from the route table and its zod schemas. */
export function buildOpenApiDocument(routes: RouteDef[]): object {
  const registry = new OpenAPIRegistry();
  for (const route of routes) {
    [route.path, ...(route.aliases ?? [])].forEach((path, aliasIndex) => {
      const alias = aliasIndex > 0;
      registry.registerPath({
        method: route.method.toLowerCase() as 'get',
        path: openApiPath(path),
        operationId: alias ? `${route.operationId}Alias${aliasIndex > 1 ? aliasIndex : ''}` : route.operationId,
        summary: route.summary,
        description: `Roles: ${route.roles.join(', ')}${alias ? `\n\nAn alias of \`${route.method} ${openApiPath(route.path)}\` (operation \`${route.operationId}\`), kept for the spec's path.` : ''}`,
        ...(alias ? { deprecated: true } : {}),
        tags: [route.tag],
        security: securityOf(route, path),
        request: {
          ...(route.request?.params ? { params: route.request.params as z.ZodObject } : {}),
          ...(route.request?.query ? { query: route.request.query as z.ZodObject } : {}),
          ...(route.request?.headers ? { headers: route.request.headers as z.ZodObject } : {}),
          ...requestBody(route),
        },
        responses: responsesOf(route, path),
      });
    });
  }
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) registry.registerComponent('securitySchemes', name, scheme);
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: { title: 'IslandStay API', version: '1.0.0', description: API_DESCRIPTION },
    servers: [{ url: '/', description: 'The origin this document is served from: the API is under /api, the CMS hook under /internal' }],
  });
}
