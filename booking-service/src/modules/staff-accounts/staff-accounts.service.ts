import { defaultHostName, type HostProfile, type HostProfileUpdate } from '@islandstay/shared/staff/host-profile.schemas';
import { MESSAGES, type AdminOwnerCreate, type OwnerRegistration, type OwnerStatus, type OwnerUpdate, type StaffAccount } from '@islandstay/shared/staff/staff.schemas';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { consumeRateLimit, type Limit } from '../../lib/rate-limiter.ts';
import type { Sessions } from '../auth/session.service.ts';
import { CmsTimeoutError, CmsUnreachableError, onCmsTimeout } from '../cms-sync/cms-client.ts';
import type { CmsSyncService } from '../cms-sync/cms-sync.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { DecoyPasswordCheck } from './decoy-password.ts';
import { LoginThrottle, normaliseLoginIdentifier } from './login-throttle.ts';
import { registrationAttempted, registrationReceived } from './registration-emails.ts';
import { countVillasOfOwner } from './staff-accounts.repository.ts';
import { hostProfileOf, publicHostOf } from './host-profile-reads.ts';
import { recordHostAccountFacts, saveHostProfile } from './host-profiles.repository.ts';
import { displayName, staffRoleOf, toStaffAccount, type StaffRole, type StrapiUser, type StrapiUsers } from './strapi-users.ts';

export interface StaffLimits {
  /** Failed sign-ins per account from one address. */
  loginFailuresPerUser: number;
  loginFailuresPerIp: number;
  /** Failed sign-ins per account from all addresses before each try waits (doubling). */
  loginFailuresPerAccount: number;
  registrationsPerIpHour: number;
}

export interface UploadedImage {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

/**
 * Owners and back-office admins: sign-in (checked by Strapi, rate-limited here), owner
 * registration and management by the admin, and each staff member's own profile and password.
 * Every change to an owner is written to Strapi and then to the projection at once, so the
 * session re-check and the villa screens see it without waiting for the CMS's event.
 */
export class StaffAccountService {
  private readonly throttle: LoginThrottle;
  private readonly registrations: Limit;
  private readonly decoy = new DecoyPasswordCheck();
  /**
   * Full password checks made by sign-ins: by the CMS (which hashes for a known account) and by
   * the decoy (which hashes for an unknown one). For tests and metrics.
   */
  readonly signInChecks = { cms: 0, decoy: 0 };

  private readonly users: StrapiUsers;
  private readonly sync: CmsSyncService;
  private readonly mail: MailService;
  private readonly sessions: Sessions;
  private readonly logger: Logger;
  private readonly siteUrl: string;
  /** Registrations answered and still being carried out (see register). */
  private readonly registrationsInFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    deps: { users: StrapiUsers; sync: CmsSyncService; mail: MailService; sessions: Sessions; logger: Logger },
    options: { limits: StaffLimits; siteUrl: string },
  ) {
    this.users = deps.users;
    this.sync = deps.sync;
    this.mail = deps.mail;
    this.sessions = deps.sessions;
    this.logger = deps.logger;
    this.siteUrl = options.siteUrl;
    const { limits } = options;
    this.throttle = new LoginThrottle(db, { perAccountAndIp: limits.loginFailuresPerUser, perIp: limits.loginFailuresPerIp, perAccount: limits.loginFailuresPerAccount });
    this.registrations = { bucket: 'owner_register_ip', max: limits.registrationsPerIpHour, windowSeconds: 3600 };
  }

  async login(identifier: string, password: string, ip: string): Promise<{ role: StaffRole; account: StaffAccount }> {
    const now = this.clock();
    const name = normaliseLoginIdentifier(identifier);
    await this.throttle.assertAddressAllowed(ip, now);
    const known = await this.users.byLoginIdentifier(name).catch(signInUnavailable);
    const account = known ? `account:${known.documentId}` : `name:${name}`;
    // Counted as a failure from here until the password is found right.
    const attempt = await this.throttle.begin(account, ip, now);
    const user = await this.checkPassword(known, name, password).catch(signInUnavailable);
    const role = user && staffRoleOf(user);
    if (!user || !role) throw new AppError('UNAUTHORIZED', 'staff.invalidLogin', MESSAGES.invalidLogin);
    await this.throttle.succeeded(attempt);
    if (role === 'owner') {
      await this.project(user);
      if (user.ownerStatus === 'pending' || !user.ownerStatus) throw new AppError('FORBIDDEN', 'staff.awaitingApproval', MESSAGES.awaitingApproval);
      if (user.ownerStatus !== 'approved') throw new AppError('FORBIDDEN', 'staff.notApproved', MESSAGES.notApproved);
    }
    return { role, account: toStaffAccount(user) };
  }

  /**
   * Answers the same, and as fast, whether or not the email already has an account, so the form
   * tells nobody who has one. Before the answer only what is the same for every address is done
   * (the address's rate limit, and whether the account service answers at all, so a registration
   * is not accepted while it is down); everything that depends on the email is carried out after
   * the answer (completeRegistration). The two paths took ~25 ms and ~130 ms (creating an account
   * hashes its password), which told a known address from one request.
   */
  async register(body: OwnerRegistration, ip: string): Promise<void> {
    await consumeRateLimit(this.db, this.registrations, ip, this.clock(), 'Too many registrations from this address. Please try again later.');
    await this.users.assertAnswering();
    // On the next turn of the event loop: the answer goes out before any of this work starts.
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.completeRegistration(body))
      .catch((err: unknown) => {
        // Nothing in the form is logged (it holds a password); the person can register again.
        this.logger.error({ err: err instanceof Error ? { name: err.name, message: err.message } : String(err) }, 'an owner registration could not be completed after it was answered');
      })
      .finally(() => this.registrationsInFlight.delete(run));
    this.registrationsInFlight.add(run);
  }

  /** Resolves once every registration answered so far has been carried out (shutdown, tests). */
  async registrationsSettled(): Promise<void> {
    while (this.registrationsInFlight.size > 0) await Promise.all([...this.registrationsInFlight]);
  }

  /**
   * A new owner is created pending and told so by email; the holder of a known address is told
   * by email that someone tried to register with it.
   */
  private async completeRegistration(body: OwnerRegistration): Promise<void> {
    let user: StrapiUser;
    try {
      user = await this.createOwner({ ...body, status: 'pending' });
    } catch (err) {
      if (!(err instanceof AppError && err.kind === 'CONFLICT')) throw err;
      const holder = await this.users.byEmailOrUsername(body.email, body.email);
      if (holder?.email) await this.notify(registrationAttempted(holder.email, this.siteUrl));
      return;
    }
    await this.notify(registrationReceived(user.email, body.firstName, this.siteUrl));
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

  /** Any status but approved ends the owner's sessions at once, as a password change does. */
  async setStatus(id: string, status: OwnerStatus): Promise<StaffAccount> {
    const user = await this.ownerOr404(id);
    const endsAccess = status !== 'approved';
    const updated = await this.ownerWrite(user.documentId, () => this.users.update(user, { ownerStatus: status }), endsAccess);
    if (endsAccess) await this.sessions.revokeAllOf('owner', user.documentId);
    await this.project(updated);
    return toStaffAccount(updated);
  }

  async deleteOwner(id: string): Promise<void> {
    const user = await this.ownerOr404(id);
    const villas = await countVillasOfOwner(this.db, user.documentId);
    if (villas > 0) {
      throw new AppError('CONFLICT', 'owner.hasVillas', `This owner still has ${villas} villa${villas === 1 ? '' : 's'}. Delete or reassign them first.`, {
        params: { count: villas },
        extra: { villaCount: villas },
      });
    }
    await this.ownerWrite(user.documentId, () => this.users.remove(user), true);
    await this.sessions.revokeAllOf('owner', user.documentId);
    await this.sync.apply({ action: 'delete', model: 'owner', id: user.documentId, updatedAt: this.clock().toISOString() });
  }

  async resetPassword(id: string, newPassword: string): Promise<void> {
    const user = await this.ownerOr404(id);
    await this.passwordWrite('owner', user, newPassword);
  }

  /** The signed-in staff member's own account (owners and admins alike). */
  async profile(id: string): Promise<StaffAccount> {
    const user = await this.users.byDocumentId(id);
    if (!user || !staffRoleOf(user)) throw AppError.notFound('Account not found', 'staff.accountNotFound');
    return toStaffAccount(user);
  }

  async updateProfile(id: string, body: OwnerUpdate, image?: UploadedImage): Promise<StaffAccount> {
    const user = await this.users.byDocumentId(id);
    if (!user || !staffRoleOf(user)) throw AppError.notFound('Account not found', 'staff.accountNotFound');
    // Nobody approves themselves: the status stays the admin's decision.
    const { status: _status, password: _password, confirmPassword: _confirm, ...fields } = body;
    return toStaffAccount(await this.write(user, fields, image));
  }

  /** The signed-in owner's public host profile: what they set and what a villa page shows of it. */
  async hostProfile(ownerId: string): Promise<HostProfile> {
    const record = await hostProfileOf(this.db, ownerId);
    if (!record) throw AppError.notFound('Owner not found', 'owner.notFound');
    const defaultDisplayName = defaultHostName(record.ownerName);
    return {
      displayName: record.displayName,
      languages: record.languages,
      bio: record.bio,
      showPhoto: record.showPhoto,
      defaultDisplayName,
      preview: publicHostOf(record) ?? { displayName: defaultDisplayName, photoUrl: null, languages: record.languages, hostingSince: record.hostingSince, bio: record.bio },
    };
  }

  async updateHostProfile(ownerId: string, fields: HostProfileUpdate): Promise<HostProfile> {
    if (!(await hostProfileOf(this.db, ownerId))) throw AppError.notFound('Owner not found', 'owner.notFound');
    await saveHostProfile(this.db, ownerId, fields, this.clock());
    return this.hostProfile(ownerId);
  }

  /** Own password: the current one is checked by Strapi; every other session of the account ends. */
  async changePassword(id: string, currentPassword: string, newPassword: string): Promise<StaffRole> {
    const user = await this.users.byDocumentId(id);
    const role = user && staffRoleOf(user);
    if (!user || !role) throw AppError.notFound('Account not found', 'staff.accountNotFound');
    const checked = await this.users.verifyPassword(user.email, currentPassword);
    if (!checked || checked.documentId !== user.documentId) throw AppError.validation('currentPassword', 'staff.currentPasswordWrong', 'Current password is incorrect');
    await this.passwordWrite(role, user, newPassword);
    return role;
  }

  private async createOwner(body: Omit<AdminOwnerCreate, 'status'> & { status: OwnerStatus }): Promise<StrapiUser> {
    const username = body.username ?? body.email;
    if (await this.users.byEmailOrUsername(body.email, username)) throw new AppError('CONFLICT', 'staff.accountTaken', 'An account with this email or username already exists');
    // A create that timed out has no id yet: the owner projection is reconciled once Strapi answers.
    const role = await this.users.roleId('owner');
    const user = await onCmsTimeout(
      () =>
        this.users.create({
          username,
          email: body.email,
          password: body.password.trim(),
          role,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone,
          address: body.address,
          notes: body.notes ?? null,
          ownerStatus: body.status,
        }),
      () => this.sync.recheckAllLater(),
    );
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
      if (taken && taken.documentId !== user.documentId) throw new AppError('CONFLICT', 'staff.accountTaken', 'An account with this email or username already exists');
    }
    if (image) data.profileImage = await this.users.uploadImage(image);
    // A new password, or a status that is not approved, ends the account's sessions.
    const endsSessions = data.password !== undefined || (body.status !== undefined && body.status !== 'approved');
    const updated = Object.keys(data).length > 0 ? await this.ownerWrite(user.documentId, () => this.users.update(user, data), endsSessions) : user;
    if (endsSessions) await this.sessions.revokeAllOf('owner', user.documentId);
    await this.project(updated);
    return updated;
  }

  private async ownerOr404(id: string): Promise<StrapiUser> {
    const user = await this.users.byDocumentId(id);
    if (!user || staffRoleOf(user) !== 'owner') throw AppError.notFound('Owner not found', 'owner.notFound');
    return user;
  }

  /**
   * A write to an owner account in the CMS. When the CMS does not answer in time, the write may
   * still be applied: the account is re-read from the CMS once it answers, and a write that ends
   * the account's sessions when applied (a new password, unapproval, deletion) ends them now.
   */
  private async ownerWrite<T>(documentId: string, write: () => Promise<T>, endsSessions = false): Promise<T> {
    const sentAt = new Date();
    try {
      return await onCmsTimeout(write, () => this.sync.recheckLater(`owner:${documentId}`, () => this.refreshOwner(documentId), sentAt));
    } catch (err) {
      if (endsSessions && err instanceof CmsTimeoutError) await this.sessions.revokeAllOf('owner', documentId);
      throw err;
    }
  }

  private async passwordWrite(role: StaffRole, user: StrapiUser, newPassword: string): Promise<void> {
    try {
      await this.users.update(user, { password: newPassword.trim() });
    } catch (err) {
      if (!(err instanceof CmsTimeoutError)) throw err;
      await this.sessions.revokeAllOf(role, user.documentId);
      throw new CmsTimeoutError(true);
    }
    await this.sessions.revokeAllOf(role, user.documentId);
  }

  /**
   * The CMS's view of an owner, applied to the projection (an account it no longer has is
   * deleted); returns the CMS's `updatedAt` of the account, null when it has none.
   */
  private async refreshOwner(documentId: string): Promise<string | null | undefined> {
    const user = await this.users.byDocumentId(documentId);
    if (user) {
      await this.project(user);
      return user.updatedAt;
    }
    await this.sync.apply({ action: 'delete', model: 'owner', id: documentId, updatedAt: this.clock().toISOString() });
    return null;
  }

  /**
   * One full password hash whether or not the name is an account: the CMS hashes for a known
   * one, and for an unknown one (which the CMS refuses at once) the decoy hashes instead. The CMS
   * is asked by the account's email, which it matches in any case (usernames only as stored).
   */
  private async checkPassword(known: StrapiUser | undefined, name: string, password: string): Promise<StrapiUser | undefined> {
    this.signInChecks.cms += 1;
    const user = await this.users.verifyPassword(known?.email || name, password);
    if (known) return user?.documentId === known.documentId ? user : undefined;
    if (user) return user;
    this.signInChecks.decoy += 1;
    await this.decoy.verify(password);
    return undefined;
  }

  private async notify(mail: OutgoingMail): Promise<void> {
    await this.db.transaction((trx) => this.mail.enqueue(trx, mail));
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
    // The host profile on the villa pages shows the avatar and "hosting since" the account's creation.
    await recordHostAccountFacts(this.db, user.documentId, { photoUrl: user.profileImage?.url ?? null, accountCreatedAt: user.createdAt ?? null });
  }
}

/** The CMS decides sign-ins: when it cannot answer, say so plainly, never "wrong password". */
function signInUnavailable(err: unknown): never {
  // A hung CMS: not "failed" (the sign-in may have gone through), just not in time.
  if (err instanceof CmsTimeoutError) throw new AppError('UNAVAILABLE', 'auth.signInTimeout', 'Sign-in did not complete in time. Please try again in a moment.');
  if (err instanceof CmsUnreachableError) throw new AppError('UNAVAILABLE', 'auth.signInUnavailable', 'Sign-in is not available right now. Please try again in a few minutes.');
  if (err instanceof AppError && err.kind === 'BAD_GATEWAY') throw new AppError('BAD_GATEWAY', 'auth.signInUnavailable', 'Sign-in is not available right now. Please try again in a few minutes.');
  throw err;
}
