import { sessionResponseSchema } from '../customers/customer.schemas.ts';
import { successResponseSchema } from '../http/common.schemas.ts';
import { operation } from './operation.ts';

export const auth = {
  getSession: operation({
    method: 'GET',
    path: '/api/auth/session',
    operationId: 'auth.getSession',
    roles: ['public'],
    tag: 'auth',
    summary: 'Who is signed in',
    responses: { 200: { description: 'The session', schema: sessionResponseSchema } },
  }),
  logout: operation({
    method: 'POST',
    path: '/api/auth/logout',
    operationId: 'auth.logout',
    roles: ['public'],
    tag: 'auth',
    summary: 'Sign out (revokes the session)',
    responses: { 200: { description: 'Signed out', schema: successResponseSchema } },
  }),
};
