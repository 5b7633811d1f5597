import {
  MESSAGES,
  type AdminOwnerCreate,
  type OwnerRegistration,
  type OwnerStatus,
  type OwnerUpdate,
  type StaffAccount,
} from '@islandstay/shared/staff/staff.schemas';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertUnderRateLimit, clearRateLimit, consumeRateLimit, recordRateLimitEvent, type Limit } from '../../lib/rate-limiter.ts';
import { revokeSessionsOf } from '../auth/sessions.repository.ts';
import type { CmsSyncService } from '../cms-sync/cms-sync.service.ts';
import { countVillasOfOwner } from './staff-accounts.repository.ts';
import { displayName, staffRoleOf, toStaffAccount, type StaffRole, type StrapiUser, type StrapiUsers } from './strapi-users.ts';

export interface StaffLimits {
  loginFailuresPerUser: number;
  loginFailuresPerIp: number;
  registrationsPerIpHour: number;
}

export interface UploadedImage {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

const LOGIN_WINDOW_SECONDS = 15 * 60;
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Owners and back-office admins: sign-in (checked by Strapi, rate-limited here), owner
 * registration and management by the admin, and each staff member's own profile and password.
 * Every change to an owner is written to Strapi and then to the projection at once, so the
 * session re-check and the villa screens see it without waiting for the CMS's event.
 */
export class StaffAccountService {
  private readonly perUser: Limit;
  private readonly perIp: Limit;
  private readonly registrations: Limit;

  constructor(
    private readonly db: Knex,
    private readonly users: StrapiUsers,
    private readonly sync: CmsSyncService,
    private readonly clock: Clock,
    limits: StaffLimits,
  ) {
    this.perUser = { bucket: 'staff_login_user', max: limits.loginFailuresPerUser, windowSeconds: LOGIN_WINDOW_SECONDS };
    this.perIp = { bucket: 'staff_login_ip', max: limits.loginFailuresPerIp, windowSeconds: LOGIN_WINDOW_SECONDS };
    this.registrations = { bucket: 'owner_register_ip', max: limits.registrationsPerIpHour, windowSeconds: 3600 };
  }

  async login(identifier: string, password: string, ip: string): Promise<{ role: StaffRole; account: StaffAccount }> {
    const now = this.clock();
    const userKey = identifier.trim().toLowerCase();
    await assertUnderRateLimit(this.db, this.perIp, ip, now, TOO_MANY_LOGINS);
    await assertUnderRateLimit(this.db, this.perUser, userKey, now, TOO_MANY_LOGINS);
    const user = await this.users.verifyPassword(identifier, password).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'BAD_GATEWAY') throw new AppError('BAD_GATEWAY', 'Sign-in is not available right now. Please try again in a few minutes.');
      throw err;
    });
    const role = user && staffRoleOf(user);
    if (!user || !role) {
      await recordRateLimitEvent(this.db, this.perIp, ip, now);
      await recordRateLimitEvent(this.db, this.perUser, userKey, now);
      throw new AppError('UNAUTHORIZED', MESSAGES.invalidLogin);
    }
    await clearRateLimit(this.db, this.perUser, userKey);
    if (role === 'owner') {
      await this.project(user);
      if (user.ownerStatus === 'pending' || !user.ownerStatus) throw new AppError('FORBIDDEN', MESSAGES.awaitingApproval);
      if (user.ownerStatus !== 'approved') throw new AppError('FORBIDDEN', MESSAGES.notApproved);
    }
    return { role, account: toStaffAccount(user) };
  }

  async register(body: OwnerRegistration, ip: string): Promise<StaffAccount> {
    await consumeRateLimit(this.db, this.registrations, ip, this.clock(), 'Too many registrations from this address. Please try again later.');
    const user = await this.createOwner({ ...body, status: 'pending' });
    return toStaffAccount(user);
  }

  async listOwners(): Promise<StaffAccount[]> {
    return (await this.users.listByRole('owner')).map(toStaffAccount);
  }

  async getOwner(id: string): Promise<StaffAccount> {
    return toStaffAccount(await this.ownerOr404(id));
  }

  async addOwner(body: AdminOwnerCreate): Promise<StaffAccount> {
    return toStaffAccount(await this.createOwner(body));
  }

  async updateOwner(id: string, body: OwnerUpdate, image?: UploadedImage): Promise<StaffAccount> {
    const user = await this.ownerOr404(id);
    return toStaffAccount(await this.write(user, body, image));
  }

  async setStatus(id: string, status: OwnerStatus): Promise<StaffAccount> {
    const user = await this.ownerOr404(id);
    const updated = await this.users.update(user, { ownerStatus: status });
    await this.project(updated);
    return toStaffAccount(updated);
  }

  async deleteOwner(id: string): Promise<void> {
    const user = await this.ownerOr404(id);
    const villas = await countVillasOfOwner(this.db, user.documentId);
    if (villas > 0) {
      throw new AppError('CONFLICT', `This owner still has ${villas} villa${villas === 1 ? '' : 's'}. Delete or reassign them first.`, undefined, { villaCount: villas });
    }
    await this.users.remove(user);
    await this.sync.apply({ action: 'delete', model: 'owner', id: user.documentId, updatedAt: this.clock().toISOString() });
    await revokeSessionsOf(this.db, 'owner', user.documentId, this.clock());
  }

  async resetPassword(id: string, newPassword: string): Promise<void> {
    const user = await this.ownerOr404(id);
    await this.users.update(user, { password: newPassword.trim() });
    await revokeSessionsOf(this.db, 'owner', user.documentId, this.clock());
  }

  /** The signed-in staff member's own account (owners and admins alike). */
  async profile(id: string): Promise<StaffAccount> {
    const user = await this.users.byDocumentId(id);
    if (!user || !staffRoleOf(user)) throw AppError.notFound('Account not found');
    return toStaffAccount(user);
  }

  async updateProfile(id: string, body: OwnerUpdate, image?: UploadedImage): Promise<StaffAccount> {
    const user = await this.users.byDocumentId(id);
    if (!user || !staffRoleOf(user)) throw AppError.notFound('Account not found');
    // Nobody approves themselves: the status stays the admin's decision.
    const { status: _status, password: _password, confirmPassword: _confirm, ...fields } = body;
    return toStaffAccount(await this.write(user, fields, image));
  }

  /** Own password: the current one is checked by Strapi; every other session of the account ends. */
  async changePassword(id: string, currentPassword: string, newPassword: string): Promise<StaffRole> {
    const user = await this.users.byDocumentId(id);
    const role = user && staffRoleOf(user);
    if (!user || !role) throw AppError.notFound('Account not found');
    const checked = await this.users.verifyPassword(user.email, currentPassword);
    if (!checked || checked.documentId !== user.documentId) throw AppError.validation('currentPassword', 'Current password is incorrect');
    await this.users.update(user, { password: newPassword.trim() });
    await revokeSessionsOf(this.db, role, user.documentId, this.clock());
    return role;
  }

  private async createOwner(body: Omit<AdminOwnerCreate, 'status'> & { status: OwnerStatus }): Promise<StrapiUser> {
    const username = body.username ?? body.email;
    if (await this.users.byEmailOrUsername(body.email, username)) throw new AppError('CONFLICT', 'An account with this email or username already exists');
    const user = await this.users.create({
      username,
      email: body.email,
      password: body.password.trim(),
      role: await this.users.roleId('owner'),
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      address: body.address,
      notes: body.notes ?? null,
      ownerStatus: body.status,
    });
    await this.project(user);
    return user;
  }

  private async write(user: StrapiUser, body: OwnerUpdate, image?: UploadedImage): Promise<StrapiUser> {
    const data: Record<string, unknown> = {};
    let { firstName, lastName } = body;
    if (body.name && !firstName && !lastName) {
      const [first, ...rest] = body.name.split(/\s+/);
      firstName = first;
      lastName = rest.join(' ') || undefined;
    }
    const fields = { username: body.username, email: body.email, phone: body.phone, address: body.address, notes: body.notes, bio: body.bio, firstName, lastName, ownerStatus: body.status };
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) data[key] = value;
    if (body.password) data.password = body.password.trim();
    if ((body.email && body.email !== user.email.toLowerCase()) || (body.username && body.username.toLowerCase() !== user.username.toLowerCase())) {
      const taken = await this.users.byEmailOrUsername(body.email, body.username);
      if (taken && taken.documentId !== user.documentId) throw new AppError('CONFLICT', 'An account with this email or username already exists');
    }
    if (image) data.profileImage = await this.users.uploadImage(image);
    const updated = Object.keys(data).length > 0 ? await this.users.update(user, data) : user;
    await this.project(updated);
    if (body.password) await revokeSessionsOf(this.db, 'owner', user.documentId, this.clock());
    return updated;
  }

  private async ownerOr404(id: string): Promise<StrapiUser> {
    const user = await this.users.byDocumentId(id);
    if (!user || staffRoleOf(user) !== 'owner') throw AppError.notFound('Owner not found');
    return user;
  }

  /** The owner projection follows at once (the CMS's own event may come later and is then stale). */
  private async project(user: StrapiUser): Promise<void> {
    if (staffRoleOf(user) !== 'owner') return;
    await this.sync.apply({
      action: 'upsert',
      model: 'owner',
      id: user.documentId,
      updatedAt: new Date(user.updatedAt ?? this.clock()).toISOString(),
      data: { name: displayName(user), email: user.email ?? null, status: user.ownerStatus ?? 'pending' },
    });
  }
}
