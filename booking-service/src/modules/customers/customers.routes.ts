import {
  NEW_CUSTOMER_MESSAGE,
  PROFILE_MESSAGE,
  createCustomerSchema,
  customerImageParamsSchema,
  customerPhoneParamsSchema,
  customerResponseSchema,
  phoneInputSchema,
  sendOtpResponseSchema,
  sessionResponseSchema,
  updateProfileSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
  OTP_RESEND_SECONDS,
  OTP_SENDS_PER_PHONE_PER_HOUR,
  OTP_SLOW_LANE_SECONDS,
  OTP_TTL_SECONDS,
} from '@islandstay/shared/customers/customer.schemas';
import { binaryFileSchema, successResponseSchema } from '@islandstay/shared/http/common.schemas';
import { clearTestBookingsResponseSchema, devMailQuerySchema, devMailResponseSchema, devOutboxQuerySchema, devOutboxResponseSchema } from '@islandstay/shared/http/dev-tools.schemas';
import { defineRoute, errorResponse, type RouteDef } from '../../lib/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { isLoopback } from '../../middlewares/dev-tools-guard.ts';
import { requireSession, type SessionCookies } from '../../lib/http/session-cookies.ts';
import type { Sessions } from '../auth/session.service.ts';
import type { DevToolsService } from './dev-tools.service.ts';
import { phoneOf, toCustomerDto, type CustomerService } from './customers.service.ts';
import type { OtpService } from './otp.service.ts';

const PROFILE_IMAGE = { field: 'profileImage', maxBytes: 2 * 1024 * 1024 };
const TOO_MANY_CODES =
  `Too many codes: from this address, or for this phone (${OTP_RESEND_SECONDS} s between codes; after ${OTP_SENDS_PER_PHONE_PER_HOUR} in an hour, one every ${OTP_SLOW_LANE_SECONDS} s). ` +
  '`Retry-After` and `retryAfterSeconds` give the wait in seconds';
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
    defineRoute({
      method: 'POST',
      path: '/api/send-otp',
      operationId: 'customers.sendOtp',
      roles: ['public'],
      tag: 'customers',
      summary: 'Text a sign-in code to a phone (same answer for known and unknown phones)',
      request: { body: phoneInputSchema },
      responses: { 200: { description: 'Sent', schema: sendOtpResponseSchema }, 400: errorResponse('Invalid phone'), 429: errorResponse(TOO_MANY_CODES), 502: errorResponse('SMS failed') },
      async handler(ctx, { body }) {
        await otp.send(phoneOf(body).e164, 'login', ctx.ip);
        ctx.body = SENT;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/verify-otp',
      operationId: 'customers.verifyOtp',
      roles: ['public'],
      tag: 'customers',
      summary: 'Check a sign-in code; signs the customer in (creating them on first verification)',
      request: { body: verifyOtpSchema },
      responses: { 200: { description: 'Signed in', schema: verifyOtpResponseSchema }, 400: errorResponse('Invalid or expired code') },
      async handler(ctx, { body }) {
        const { customer, customerExists } = await customers.verifyLogin(body);
        await sessions.issue(ctx, 'customer', customer.id);
        ctx.body = { isVerified: true, customerExists, contact: toCustomerDto(customer) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/create-customer',
      operationId: 'customers.completeProfile',
      roles: ['customer'],
      tag: 'customers',
      summary: "Complete the signed-in customer's details (JSON, or multipart with profileImage)",
      request: { body: createCustomerSchema, bodyError: NEW_CUSTOMER_MESSAGE, upload: PROFILE_IMAGE },
      responses: { 200: { description: 'The customer', schema: customerResponseSchema }, 400: errorResponse(NEW_CUSTOMER_MESSAGE) },
      async handler(ctx, { body }) {
        ctx.body = { data: toCustomerDto(await customers.saveProfile(requireSession(ctx).subject, body, ctx.state.upload)) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/auth/session',
      operationId: 'auth.getSession',
      roles: ['public'],
      tag: 'auth',
      summary: 'Who is signed in',
      responses: { 200: { description: 'The session', schema: sessionResponseSchema } },
      async handler(ctx) {
        const session = await sessions.current(ctx);
        if (!session) {
          ctx.body = { authenticated: false, role: null };
          return;
        }
        if (session.role !== 'customer') {
          const owner = session.ownerId ? await sessionService.ownerOf(session.ownerId) : undefined;
          // The same test as the dev routes' own guard: registered (ENABLE_DEV_TOOLS) and a caller on this machine.
          const devTools = env.ENABLE_DEV_TOOLS && isLoopback(ctx.req.socket.remoteAddress);
          ctx.body = { authenticated: true, role: session.role, staff: { id: session.subject, ownerId: session.ownerId, name: owner?.name ?? null, email: owner?.email ?? null, status: owner?.status ?? null }, devTools };
          return;
        }
        ctx.body = { authenticated: true, role: session.role, customer: toCustomerDto(await customers.get(session.subject)) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/logout',
      operationId: 'auth.logout',
      roles: ['public'],
      tag: 'auth',
      summary: 'Sign out (revokes the session)',
      responses: { 200: { description: 'Signed out', schema: successResponseSchema } },
      async handler(ctx) {
        await sessions.end(ctx);
        ctx.body = { success: true };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/customer/profile',
      operationId: 'customers.getProfile',
      aliases: ['/api/customer/me'],
      roles: ['customer'],
      tag: 'customers',
      summary: "The signed-in customer's profile",
      responses: { 200: { description: 'The customer', schema: customerResponseSchema } },
      async handler(ctx) {
        ctx.body = { data: toCustomerDto(await customers.get(requireSession(ctx).subject)) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/customer/profile',
      operationId: 'customers.updateProfile',
      roles: ['customer'],
      tag: 'customers',
      summary: "Update the signed-in customer's profile (JSON, or multipart with profileImage)",
      request: { body: updateProfileSchema, bodyError: PROFILE_MESSAGE, upload: PROFILE_IMAGE },
      responses: { 200: { description: 'The customer', schema: customerResponseSchema }, 400: errorResponse(PROFILE_MESSAGE) },
      async handler(ctx, { body }) {
        ctx.body = { data: toCustomerDto(await customers.saveProfile(requireSession(ctx).subject, body, ctx.state.upload)), message: 'Profile updated successfully' };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/customer/phone/send-otp',
      operationId: 'customers.sendPhoneChangeOtp',
      roles: ['customer'],
      tag: 'customers',
      summary: 'Text a code to the new phone before changing it',
      request: { body: phoneInputSchema },
      responses: { 200: { description: 'Sent', schema: sendOtpResponseSchema }, 429: errorResponse(TOO_MANY_CODES) },
      async handler(ctx, { body }) {
        await otp.send(phoneOf(body).e164, 'change_phone', ctx.ip, requireSession(ctx).subject);
        ctx.body = SENT;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/customer/phone/verify',
      operationId: 'customers.changePhone',
      roles: ['customer'],
      tag: 'customers',
      summary: 'Change the phone with the code sent to it',
      request: { body: verifyOtpSchema },
      responses: { 200: { description: 'The customer', schema: customerResponseSchema }, 400: errorResponse('Invalid code'), 409: errorResponse('Phone taken') },
      async handler(ctx, { body }) {
        ctx.body = { data: toCustomerDto(await customers.changePhone(requireSession(ctx).subject, body)) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/customer/phone/:phone',
      operationId: 'customers.getByPhone',
      roles: ['customer'],
      tag: 'customers',
      summary: "The spec's lookup by phone: answers only for the caller's own phone",
      request: { params: customerPhoneParamsSchema },
      responses: { 200: { description: 'The customer', schema: customerResponseSchema }, 404: errorResponse('Not found') },
      async handler(ctx, { params }) {
        ctx.body = { data: toCustomerDto(await customers.ownByPhone(requireSession(ctx).subject, params.phone)) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/customer/images/:id',
      operationId: 'customers.getImage',
      roles: ['public'],
      tag: 'customers',
      summary: "A customer's current profile image (shown with their reviews); a replaced one is 404",
      request: { params: customerImageParamsSchema },
      responses: { 200: { description: 'The image', contentType: 'image/*', schema: binaryFileSchema }, 404: errorResponse('Not found') },
      async handler(ctx, { params }) {
        const image = await customers.image(params.id);
        if (!image) throw AppError.notFound('Image not found');
        ctx.type = image.contentType;
        ctx.set('Cache-Control', 'public, max-age=86400, immutable');
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.body = image.data;
      },
    }),
  ];
}

/** Development helpers: registered only when ENABLE_DEV_TOOLS is on. */
export function devRoutes(devTools: DevToolsService): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/dev/outbox',
      operationId: 'devTools.listSmsOutbox',
      roles: ['public'],
      tag: 'dev',
      summary: 'Development only: text messages the console SMS provider "sent"',
      request: { query: devOutboxQuerySchema },
      responses: { 200: { description: 'Messages, newest first', schema: devOutboxResponseSchema } },
      async handler(ctx, { query }) {
        ctx.body = { messages: await devTools.smsOutbox(query.phone) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/dev/mail',
      operationId: 'devTools.listMail',
      roles: ['public'],
      tag: 'dev',
      summary: 'Development only: emails the local SMTP catcher received',
      request: { query: devMailQuerySchema },
      responses: { 200: { description: 'Messages, newest first', schema: devMailResponseSchema } },
      async handler(ctx, { query }) {
        const rows = await devTools.devMail(query.to || undefined);
        ctx.body = {
          messages: rows.map((r) => ({ from: r.from_address, to: r.to_addresses, subject: r.subject, text: r.text_body, attachments: r.attachments, receivedAt: r.received_at })),
        };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/debug/bookings/clear-test',
      operationId: 'devTools.clearTestBookings',
      roles: ['admin'],
      tag: 'dev',
      summary: 'Development only: delete bookings whose guest name or email says "test"',
      responses: { 200: { description: 'How many were deleted', schema: clearTestBookingsResponseSchema } },
      async handler(ctx) {
        ctx.body = { deletedCount: await devTools.clearTestBookings() };
      },
    }),
  ];
}
