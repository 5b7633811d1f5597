import { owners } from '@islandstay/shared/contract/owners.contract';
import { staffAuth } from '@islandstay/shared/contract/staff-auth.contract';
import { staffProfile } from '@islandstay/shared/contract/staff-profile.contract';
import { MESSAGES } from '@islandstay/shared/staff/staff.schemas';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireSession, type SessionCookies } from '../../lib/http/session-cookies.ts';
import type { StaffAccountService } from './staff-accounts.service.ts';

export function staffAccountRoutes(accounts: StaffAccountService, sessions: SessionCookies): RouteDef[] {
  return [
    implement(staffAuth.login, async (ctx, { body }) => {
      const { role, account } = await accounts.login(body.identifier, body.password, ctx.ip);
      await sessions.end(ctx);
      await sessions.issue(ctx, role, account.id, role === 'owner' ? account.id : undefined);
      ctx.body = { success: true, message: MESSAGES.loginOk, user: account, ...(role === 'owner' ? { owner: account } : {}) };
    }),
    implement(owners.register, async (ctx, { body }) => {
      await accounts.register(body, ctx.ip);
      ctx.status = 202;
      ctx.body = { message: MESSAGES.registered };
    }),
    implement(owners.list, async (ctx) => {
      const list = await accounts.listOwners();
      ctx.body = { owners: list, data: list, total: list.length };
    }),
    implement(owners.create, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = { data: await accounts.addOwner(body), message: 'Owner added successfully!' };
    }),
    implement(owners.get, async (ctx, { params }) => {
      ctx.body = { data: await accounts.getOwner(params.id) };
    }),
    implement(owners.update, async (ctx, { params, body }) => {
      const session = requireSession(ctx);
      const image = uploaded(ctx.state.upload);
      if (session.role === 'owner') {
        if (params.id !== session.ownerId) throw AppError.notFound('Owner not found');
        ctx.body = { data: await accounts.updateProfile(params.id, body, image), message: 'Profile updated successfully' };
        return;
      }
      ctx.body = { data: await accounts.updateOwner(params.id, body, image), message: 'Owner updated successfully!' };
    }),
    implement(owners.delete, async (ctx, { params }) => {
      await accounts.deleteOwner(params.id);
      ctx.body = { message: 'Owner deleted successfully!' };
    }),
    implement(owners.approve, async (ctx, { params }) => {
      ctx.body = { data: await accounts.setStatus(params.id, 'approved'), message: 'Owner approved.' };
    }),
    implement(owners.setStatus, async (ctx, { params, body }) => {
      const owner = await accounts.setStatus(params.id, body.status);
      ctx.body = { data: owner, message: `Owner status updated to ${body.status} successfully!` };
    }),
    implement(owners.resetPassword, async (ctx, { params, body }) => {
      await accounts.resetPassword(params.id, body.newPassword);
      ctx.body = { message: 'Password reset successfully!' };
    }),
    implement(staffProfile.get, async (ctx) => {
      ctx.body = { data: await accounts.profile(requireSession(ctx).subject) };
    }),
    implement(staffProfile.update, async (ctx, { body }) => {
      ctx.body = { data: await accounts.updateProfile(requireSession(ctx).subject, body, uploaded(ctx.state.upload)), message: 'Profile updated successfully' };
    }),
    implement(staffProfile.getHost, async (ctx) => {
      ctx.body = { data: await accounts.hostProfile(requireSession(ctx).subject) };
    }),
    implement(staffProfile.updateHost, async (ctx, { body }) => {
      ctx.body = { data: await accounts.updateHostProfile(requireSession(ctx).subject, body) };
    }),
    implement(staffProfile.changePassword, async (ctx, { body }) => {
      const session = requireSession(ctx);
      const role = await accounts.changePassword(session.subject, body.currentPassword, body.newPassword);
      // This browser stays signed in with a fresh session; every other one ends.
      await sessions.issue(ctx, role, session.subject, session.ownerId ?? undefined);
      ctx.body = { message: 'Password changed successfully' };
    }),
  ];
}

function uploaded(file: { buffer: Buffer; mimetype: string } | undefined) {
  return file ? { buffer: file.buffer, mimetype: file.mimetype, originalname: `avatar.${file.mimetype.split('/')[1]}` } : undefined;
}
