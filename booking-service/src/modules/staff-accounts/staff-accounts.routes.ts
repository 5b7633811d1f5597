import {
  MESSAGES,
  adminOwnerCreateSchema,
  ownerIdParamsSchema,
  ownerListResponseSchema,
  ownerRegistrationResponseSchema,
  ownerRegistrationSchema,
  ownerResponseSchema,
  ownerStatusChangeSchema,
  ownerUpdateSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  staffLoginResponseSchema,
  staffMessageResponseSchema as successSchema,
  staffLoginSchema,
} from '@islandstay/shared/staff/staff.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { FIRST_ISSUE } from '../../middlewares/validate.ts';
import { requireSession, type SessionCookies } from '../../lib/http/session-cookies.ts';
import type { StaffAccountService } from './staff-accounts.service.ts';

const AVATAR = { field: 'profileImage', maxBytes: 2 * 1024 * 1024 };

export function staffAccountRoutes(accounts: StaffAccountService, sessions: SessionCookies): RouteDef[] {
  return [
    defineRoute({
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
      async handler(ctx, { body }) {
        const { role, account } = await accounts.login(body.identifier, body.password, ctx.ip);
        await sessions.end(ctx);
        await sessions.issue(ctx, role, account.id, role === 'owner' ? account.id : undefined);
        ctx.body = { success: true, message: MESSAGES.loginOk, user: account, ...(role === 'owner' ? { owner: account } : {}) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/owners/register',
      operationId: 'owners.register',
      roles: ['public'],
      tag: 'owners',
      upstream: 'cms',
      summary: 'Owner self-registration; the account stays pending until an admin approves it. A known email gets the same answer (its holder is told by email)',
      request: { body: ownerRegistrationSchema, bodyError: FIRST_ISSUE },
      responses: {
        202: { description: 'Submitted: a new account is pending approval, or the known address was emailed', schema: ownerRegistrationResponseSchema },
        400: errorResponse(MESSAGES.registrationMismatch),
        429: errorResponse('Too many registrations from this address'),
      },
      async handler(ctx, { body }) {
        await accounts.register(body, ctx.ip);
        ctx.status = 202;
        ctx.body = { message: MESSAGES.registered };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/owners',
      operationId: 'owners.list',
      aliases: ['/api/admin/owners/registrations'],
      roles: ['admin'],
      tag: 'owners',
      upstream: 'cms',
      summary: 'All owners with their status (admin only)',
      responses: { 200: { description: 'Owners, newest first', schema: ownerListResponseSchema } },
      async handler(ctx) {
        const owners = await accounts.listOwners();
        ctx.body = { owners, data: owners, total: owners.length };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/owners',
      operationId: 'owners.create',
      roles: ['admin'],
      tag: 'owners',
      upstream: 'cms',
      summary: 'Add an owner (approved unless another status is given)',
      request: { body: adminOwnerCreateSchema, bodyError: FIRST_ISSUE },
      responses: { 201: { description: 'The owner', schema: ownerResponseSchema }, 400: errorResponse(MESSAGES.passwordTooShort), 409: errorResponse('Email or username taken') },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = { data: await accounts.addOwner(body), message: 'Owner added successfully!' };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/owners/:id',
      operationId: 'owners.get',
      roles: ['admin'],
      tag: 'owners',
      upstream: 'cms',
      summary: 'One owner (admin only; owners read their own account at /api/admin/profile)',
      request: { params: ownerIdParamsSchema },
      responses: { 200: { description: 'The owner', schema: ownerResponseSchema }, 404: errorResponse('Owner not found') },
      async handler(ctx, { params }) {
        ctx.body = { data: await accounts.getOwner(params.id) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/owners/:id',
      operationId: 'owners.update',
      roles: ['admin', 'owner'],
      tag: 'owners',
      upstream: 'cms',
      summary: "Edit an owner (admin), or one's own profile (owner, own id only); JSON or multipart with profileImage",
      request: { params: ownerIdParamsSchema, body: ownerUpdateSchema, bodyError: FIRST_ISSUE, upload: AVATAR },
      responses: { 200: { description: 'The owner', schema: ownerResponseSchema }, 404: errorResponse('Owner not found') },
      async handler(ctx, { params, body }) {
        const session = requireSession(ctx);
        const image = uploaded(ctx.state.upload);
        if (session.role === 'owner') {
          if (params.id !== session.ownerId) throw AppError.notFound('Owner not found');
          ctx.body = { data: await accounts.updateProfile(params.id, body, image), message: 'Profile updated successfully' };
          return;
        }
        ctx.body = { data: await accounts.updateOwner(params.id, body, image), message: 'Owner updated successfully!' };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/admin/owners/:id',
      operationId: 'owners.delete',
      roles: ['admin'],
      tag: 'owners',
      upstream: 'cms',
      summary: 'Delete an owner (refused with 409 while they have villas); their sessions end',
      request: { params: ownerIdParamsSchema },
      responses: { 200: { description: 'Deleted', schema: successSchema }, 404: errorResponse('Owner not found'), 409: errorResponse('The owner still has villas') },
      async handler(ctx, { params }) {
        await accounts.deleteOwner(params.id);
        ctx.body = { message: 'Owner deleted successfully!' };
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/admin/owners/registrations/:id/approve',
      operationId: 'owners.approve',
      roles: ['admin'],
      tag: 'owners',
      upstream: 'cms',
      summary: 'Approve a pending owner',
      request: { params: ownerIdParamsSchema },
      responses: { 200: { description: 'The owner', schema: ownerResponseSchema }, 404: errorResponse('Owner not found') },
      async handler(ctx, { params }) {
        ctx.body = { data: await accounts.setStatus(params.id, 'approved'), message: 'Owner approved.' };
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/admin/owners/:id/status',
      operationId: 'owners.setStatus',
      roles: ['admin'],
      tag: 'owners',
      upstream: 'cms',
      summary: "Set an owner's status; an owner set to unapproved or pending loses back-office access at once (their sessions end)",
      request: { params: ownerIdParamsSchema, body: ownerStatusChangeSchema, bodyError: FIRST_ISSUE },
      responses: { 200: { description: 'The owner', schema: ownerResponseSchema }, 404: errorResponse('Owner not found') },
      async handler(ctx, { params, body }) {
        const owner = await accounts.setStatus(params.id, body.status);
        ctx.body = { data: owner, message: `Owner status updated to ${body.status} successfully!` };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/owners/:id/reset-password',
      operationId: 'owners.resetPassword',
      roles: ['admin'],
      tag: 'owners',
      upstream: 'cms',
      summary: "Set an owner's password (at least 6 characters); their sessions end",
      request: { params: ownerIdParamsSchema, body: resetPasswordSchema, bodyError: FIRST_ISSUE },
      responses: { 200: { description: 'Reset', schema: successSchema }, 400: errorResponse(MESSAGES.passwordTooShort), 404: errorResponse('Owner not found') },
      async handler(ctx, { params, body }) {
        await accounts.resetPassword(params.id, body.newPassword);
        ctx.body = { message: 'Password reset successfully!' };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/profile',
      operationId: 'staffProfile.get',
      roles: ['owner', 'admin'],
      tag: 'owners',
      upstream: 'cms',
      summary: "The signed-in staff member's own account",
      responses: { 200: { description: 'The account', schema: ownerResponseSchema } },
      async handler(ctx) {
        ctx.body = { data: await accounts.profile(requireSession(ctx).subject) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/profile',
      operationId: 'staffProfile.update',
      roles: ['owner', 'admin'],
      tag: 'owners',
      upstream: 'cms',
      summary: 'Update one\'s own profile (JSON or multipart with profileImage); username required',
      request: { body: profileUpdateSchema, bodyError: FIRST_ISSUE, upload: AVATAR },
      responses: { 200: { description: 'The account', schema: ownerResponseSchema }, 400: errorResponse(MESSAGES.usernameRequired) },
      async handler(ctx, { body }) {
        ctx.body = { data: await accounts.updateProfile(requireSession(ctx).subject, body, uploaded(ctx.state.upload)), message: 'Profile updated successfully' };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/profile/password',
      operationId: 'staffProfile.changePassword',
      roles: ['owner', 'admin'],
      tag: 'owners',
      upstream: 'cms',
      summary: 'Change one\'s own password (the current one is required); other sessions end',
      request: { body: passwordChangeSchema, bodyError: FIRST_ISSUE },
      responses: { 200: { description: 'Changed', schema: successSchema }, 400: errorResponse('Current password is incorrect') },
      async handler(ctx, { body }) {
        const session = requireSession(ctx);
        const role = await accounts.changePassword(session.subject, body.currentPassword, body.newPassword);
        // This browser stays signed in with a fresh session; every other one ends.
        await sessions.issue(ctx, role, session.subject, session.ownerId ?? undefined);
        ctx.body = { message: 'Password changed successfully' };
      },
    }),
  ];
}

function uploaded(file: { buffer: Buffer; mimetype: string } | undefined) {
  return file ? { buffer: file.buffer, mimetype: file.mimetype, originalname: `avatar.${file.mimetype.split('/')[1]}` } : undefined;
}
