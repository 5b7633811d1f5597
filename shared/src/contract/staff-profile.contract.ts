import { MESSAGES, ownerResponseSchema, passwordChangeSchema, profileUpdateSchema, staffMessageResponseSchema as successSchema } from '../staff/staff.schemas.ts';
import { hostProfileResponseSchema, hostProfileUpdateSchema } from '../staff/host-profile.schemas.ts';
import { FIRST_ISSUE, errorResponse, operation } from './operation.ts';
import { AVATAR_UPLOAD as AVATAR } from './owners.contract.ts';

export const staffProfile = {
  get: operation({
    method: 'GET',
    path: '/api/admin/profile',
    operationId: 'staffProfile.get',
    roles: ['owner', 'admin'],
    tag: 'owners',
    upstream: 'cms',
    summary: "The signed-in staff member's own account",
    responses: { 200: { description: 'The account', schema: ownerResponseSchema } },
  }),
  update: operation({
    method: 'PUT',
    path: '/api/admin/profile',
    operationId: 'staffProfile.update',
    roles: ['owner', 'admin'],
    tag: 'owners',
    upstream: 'cms',
    summary: "Update one's own profile (JSON or multipart with profileImage); username required",
    request: { body: profileUpdateSchema, bodyError: FIRST_ISSUE, upload: AVATAR },
    responses: { 200: { description: 'The account', schema: ownerResponseSchema }, 400: errorResponse(MESSAGES.usernameRequired) },
  }),
  changePassword: operation({
    method: 'POST',
    path: '/api/admin/profile/password',
    operationId: 'staffProfile.changePassword',
    roles: ['owner', 'admin'],
    tag: 'owners',
    upstream: 'cms',
    summary: "Change one's own password (the current one is required); other sessions end",
    request: { body: passwordChangeSchema, bodyError: FIRST_ISSUE },
    responses: { 200: { description: 'Changed', schema: successSchema }, 400: errorResponse('Current password is incorrect') },
  }),
  getHost: operation({
    method: 'GET',
    path: '/api/admin/profile/host',
    operationId: 'staffProfile.getHost',
    roles: ['owner'],
    tag: 'owners',
    summary: "The signed-in owner's public host profile (shown on their villa pages) and its preview",
    responses: { 200: { description: 'The host profile', schema: hostProfileResponseSchema } },
  }),
  updateHost: operation({
    method: 'PUT',
    path: '/api/admin/profile/host',
    operationId: 'staffProfile.updateHost',
    roles: ['owner'],
    tag: 'owners',
    summary: 'Set what the villa pages show about the signed-in owner: public name, languages, a short bio, whether the photo shows',
    request: { body: hostProfileUpdateSchema },
    responses: { 200: { description: 'The host profile', schema: hostProfileResponseSchema }, 400: errorResponse('Invalid field') },
  }),
};
