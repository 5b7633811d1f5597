import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@islandstay/shared/customers/customer.schemas';
import { auth } from '@islandstay/shared/contract/auth.contract';
import { customers as contract } from '@islandstay/shared/contract/customers.contract';
import { devTools as devContract } from '@islandstay/shared/contract/dev-tools.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { isLoopback } from '../../middlewares/dev-tools-guard.ts';
import { requireSession, type SessionCookies } from '../../lib/http/session-cookies.ts';
import type { Sessions } from '../auth/session.service.ts';
import type { DevToolsService } from './dev-tools.service.ts';
import { phoneOf, toCustomerDto, type CustomerService } from './customers.service.ts';
import type { OtpService } from './otp.service.ts';

/** The same answer whether or not the phone belongs to a customer. */
const SENT = {
  success: true as const,
  message: 'If this number can receive text messages, a code is on its way.',
  expiresInSeconds: OTP_TTL_SECONDS,
  resendAfterSeconds: OTP_RESEND_SECONDS,
};

export function customerRoutes(deps: { customers: CustomerService; otp: OtpService; sessions: SessionCookies; sessionService: Sessions; env: { ENABLE_DEV_TOOLS: boolean } }): RouteDef[] {
  const { customers, otp, sessions, sessionService, env } = deps;
  return [
    implement(contract.sendOtp, async (ctx, { body }) => {
      await otp.send(phoneOf(body).e164, 'login', ctx.ip);
      ctx.body = SENT;
    }),
    implement(contract.verifyOtp, async (ctx, { body }) => {
      const { customer, customerExists } = await customers.verifyLogin(body);
      await sessions.issue(ctx, 'customer', customer.id);
      ctx.body = { isVerified: true, customerExists, contact: toCustomerDto(customer) };
    }),
    implement(contract.completeProfile, async (ctx, { body }) => {
      ctx.body = { data: toCustomerDto(await customers.saveProfile(requireSession(ctx).subject, body, ctx.state.upload)) };
    }),
    implement(auth.getSession, async (ctx) => {
      const session = await sessions.current(ctx);
      if (!session) {
        ctx.body = { authenticated: false, role: null };
        return;
      }
      if (session.role !== 'customer') {
        const owner = session.ownerId ? await sessionService.ownerOf(session.ownerId) : undefined;
        // The same test as the dev routes' own guard: registered (ENABLE_DEV_TOOLS) and a caller on this machine.
        const devTools = env.ENABLE_DEV_TOOLS && isLoopback(ctx.req.socket.remoteAddress);
        ctx.body = {
          authenticated: true,
          role: session.role,
          staff: { id: session.subject, ownerId: session.ownerId, name: owner?.name ?? null, email: owner?.email ?? null, status: owner?.status ?? null },
          devTools,
        };
        return;
      }
      ctx.body = { authenticated: true, role: session.role, customer: toCustomerDto(await customers.get(session.subject)) };
    }),
    implement(auth.logout, async (ctx) => {
      await sessions.end(ctx);
      ctx.body = { success: true };
    }),
    implement(contract.getProfile, async (ctx) => {
      ctx.body = { data: toCustomerDto(await customers.get(requireSession(ctx).subject)) };
    }),
    implement(contract.updateProfile, async (ctx, { body }) => {
      ctx.body = { data: toCustomerDto(await customers.saveProfile(requireSession(ctx).subject, body, ctx.state.upload)), message: 'Profile updated successfully' };
    }),
    implement(contract.sendPhoneChangeOtp, async (ctx, { body }) => {
      await otp.send(phoneOf(body).e164, 'change_phone', ctx.ip, requireSession(ctx).subject);
      ctx.body = SENT;
    }),
    implement(contract.changePhone, async (ctx, { body }) => {
      ctx.body = { data: toCustomerDto(await customers.changePhone(requireSession(ctx).subject, body)) };
    }),
    implement(contract.getByPhone, async (ctx, { params }) => {
      ctx.body = { data: toCustomerDto(await customers.ownByPhone(requireSession(ctx).subject, params.phone)) };
    }),
    implement(contract.getImage, async (ctx, { params }) => {
      const image = await customers.image(params.id);
      if (!image) throw AppError.notFound('Image not found');
      ctx.type = image.contentType;
      ctx.set('Cache-Control', 'public, max-age=86400, immutable');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = image.data;
    }),
  ];
}

/** Development helpers: registered only when ENABLE_DEV_TOOLS is on. */
export function devRoutes(devTools: DevToolsService): RouteDef[] {
  return [
    implement(devContract.listSmsOutbox, async (ctx, { query }) => {
      ctx.body = { messages: await devTools.smsOutbox(query.phone) };
    }),
    implement(devContract.listMail, async (ctx, { query }) => {
      const rows = await devTools.devMail(query.to || undefined);
      ctx.body = {
        messages: rows.map((r) => ({ from: r.from_address, to: r.to_addresses, subject: r.subject, text: r.text_body, attachments: r.attachments, receivedAt: r.received_at })),
      };
    }),
    implement(devContract.clearTestBookings, async (ctx) => {
      ctx.body = { deletedCount: await devTools.clearTestBookings() };
    }),
  ];
}
