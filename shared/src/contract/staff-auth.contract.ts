import { MESSAGES, staffLoginResponseSchema, staffLoginSchema } from '../staff/staff.schemas.ts';
import { FIRST_ISSUE, errorResponse, operation } from './operation.ts';

export const staffAuth = {
  login: operation({
    method: 'POST',
    path: '/api/auth/staff/login',
    operationId: 'staffAuth.login',
    aliases: ['/api/owners/login'],
    roles: ['public'],
    tag: 'auth',
    upstream: 'cms',
    summary: 'Owner or admin sign-in (username or email, and password; checked by the CMS; rate-limited)',
    request: { body: staffLoginSchema, bodyError: FIRST_ISSUE },
    responses: {
      200: { description: 'Signed in: a 12-hour staff session cookie is set', schema: staffLoginResponseSchema },
      401: errorResponse(MESSAGES.invalidLogin),
      403: errorResponse(`${MESSAGES.awaitingApproval}, or the owner is unapproved`),
      429: errorResponse('Too many failed attempts for this account from this address, from this address, or (for a while) for this account'),
    },
  }),
};
