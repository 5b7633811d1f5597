import type { StaffAccount } from '@islandstay/shared/staff/staff.schemas';
import { AppError } from '../../lib/app-error.ts';
import { strapiMessage, type CmsClient } from '../cms-sync/cms-client.ts';

/** A users-permissions user as Strapi's REST API returns it (service token, role populated). */
export interface StrapiUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  blocked?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  address?: string | null;
  notes?: string | null;
  bio?: string | null;
  ownerStatus?: 'pending' | 'approved' | 'unapproved' | null;
  profileImage?: { id: number; url: string } | null;
  role?: { id: number; type: string } | null;
  createdAt?: string;
  updatedAt?: string;
}

export type StaffRole = 'owner' | 'admin';

export function staffRoleOf(user: StrapiUser): StaffRole | undefined {
  return user.role?.type === 'owner' || user.role?.type === 'admin' ? user.role.type : undefined;
}

export function displayName(user: Pick<StrapiUser, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

export function toStaffAccount(user: StrapiUser): StaffAccount {
  const role = staffRoleOf(user) ?? 'owner';
  return {
    id: user.documentId,
    _id: user.documentId,
    role,
    username: user.username,
    name: displayName(user),
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    email: user.email,
    phone: user.phone ?? null,
    address: user.address ?? null,
    notes: user.notes ?? null,
    bio: user.bio ?? null,
    status: role === 'owner' ? (user.ownerStatus ?? 'pending') : null,
    profileImage: user.profileImage?.url ?? null,
    createdAt: user.createdAt ?? null,
  };
}

const POPULATE = 'populate[0]=role&populate[1]=profileImage';

/**
 * Staff accounts in Strapi users-permissions, through its REST API with the service token. Our
 * ids are Strapi's documentIds; its users routes want the numeric id, looked up here.
 */
export class StrapiUsers {
  constructor(private readonly cms: CmsClient) {}

  /** Throws (502/503) unless the account service answers; says nothing about any account. */
  async assertAnswering(): Promise<void> {
    await this.cms.assertAnswering();
  }

  /** The user for these credentials, or undefined when Strapi refuses them. */
  async verifyPassword(identifier: string, password: string): Promise<StrapiUser | undefined> {
    const response = await this.cms.request<{ user?: StrapiUser; error?: unknown }>('POST', '/api/auth/local', { json: { identifier, password } });
    if (response.status === 200 && response.body.user) return this.byNumericId(response.body.user.id);
    if (response.status === 400 || response.status === 401) return undefined;
    throw new AppError('BAD_GATEWAY', 'upstream.accountService', `The account service could not check the password: ${strapiMessage(response.body) ?? response.status}`, {
      params: { reason: String(strapiMessage(response.body) ?? response.status) },
    });
  }

  async byNumericId(id: number): Promise<StrapiUser | undefined> {
    const response = await this.cms.request<StrapiUser>('GET', `/api/users/${id}?${POPULATE}`);
    if (response.status === 404) return undefined;
    if (response.status !== 200)
      throw new AppError('BAD_GATEWAY', 'upstream.accountService', `The account service refused to read user ${id}: ${strapiMessage(response.body) ?? response.status}`, {
        params: { reason: String(strapiMessage(response.body) ?? response.status) },
      });
    return response.body;
  }

  async byDocumentId(documentId: string): Promise<StrapiUser | undefined> {
    const users = await this.cms.expectOk<StrapiUser[]>('GET', `/api/users?filters[documentId][$eq]=${encodeURIComponent(documentId)}&${POPULATE}`);
    return users[0];
  }

  /**
   * The account a sign-in name means, whatever its case: the holder of that email first, else
   * of that username. `identifier` is already trimmed and lower-cased.
   */
  async byLoginIdentifier(identifier: string): Promise<StrapiUser | undefined> {
    const value = encodeURIComponent(identifier);
    const users = await this.cms.expectOk<StrapiUser[]>('GET', `/api/users?filters[$or][0][email][$eqi]=${value}&filters[$or][1][username][$eqi]=${value}&pagination[limit]=2`);
    return users.find((u) => u.email?.toLowerCase() === identifier) ?? users.find((u) => u.username?.toLowerCase() === identifier);
  }

  /** A user holding this email or this username (case-insensitive), if any. */
  async byEmailOrUsername(email: string | undefined, username?: string): Promise<StrapiUser | undefined> {
    const filters: string[] = [];
    if (email) filters.push(`filters[$or][${filters.length}][email][$eqi]=${encodeURIComponent(email)}`);
    if (username) filters.push(`filters[$or][${filters.length}][username][$eqi]=${encodeURIComponent(username)}`);
    if (filters.length === 0) return undefined;
    const users = await this.cms.expectOk<StrapiUser[]>('GET', `/api/users?${filters.join('&')}&${POPULATE}`);
    return users[0];
  }

  /** For the session re-check: undefined when the CMS cannot answer or times out (the session is then kept). */
  async isActiveAdmin(documentId: string): Promise<boolean | undefined> {
    if (!this.cms.configured) return undefined;
    try {
      const user = await this.byDocumentId(documentId);
      return Boolean(user && staffRoleOf(user) === 'admin' && !user.blocked);
    } catch {
      return undefined;
    }
  }

  /**
   * The display name of each account among `documentIds` (one request); an id no account holds is
   * left out. Empty when the CMS is not configured; throws (502/503) when it does not answer.
   */
  async displayNames(documentIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(documentIds)];
    if (ids.length === 0 || !this.cms.configured) return new Map();
    const filters = ids.map((id, index) => `filters[documentId][$in][${index}]=${encodeURIComponent(id)}`).join('&');
    const users = await this.cms.expectOk<StrapiUser[]>('GET', `/api/users?${filters}&pagination[limit]=${ids.length}`);
    return new Map(users.map((user) => [user.documentId, displayName(user)]));
  }

  async listByRole(role: StaffRole): Promise<StrapiUser[]> {
    return this.cms.expectOk<StrapiUser[]>('GET', `/api/users?filters[role][type][$eq]=${role}&sort=createdAt:desc&pagination[limit]=1000&${POPULATE}`);
  }

  async roleId(role: StaffRole): Promise<number> {
    const roles = (await this.cms.expectOk<{ roles: { id: number; type: string }[] }>('GET', '/api/users-permissions/roles')).roles;
    const found = roles.find((r) => r.type === role);
    if (!found) throw new AppError('BAD_GATEWAY', 'upstream.accountService', `The account service has no ${role} role`, { params: { reason: `no ${role} role` } });
    return found.id;
  }

  async create(data: Record<string, unknown>): Promise<StrapiUser> {
    const response = await this.cms.request<StrapiUser>('POST', '/api/users', { json: { confirmed: true, ...data } });
    if (response.status === 201 || response.status === 200) return (await this.byNumericId(response.body.id)) ?? response.body;
    throw writeError(response.status, response.body);
  }

  async update(user: StrapiUser, data: Record<string, unknown>): Promise<StrapiUser> {
    const response = await this.cms.request<StrapiUser>('PUT', `/api/users/${user.id}`, { json: data });
    if (response.status === 200) return (await this.byNumericId(user.id)) ?? response.body;
    throw writeError(response.status, response.body);
  }

  async remove(user: StrapiUser): Promise<void> {
    const response = await this.cms.request('DELETE', `/api/users/${user.id}`);
    if (response.status !== 200 && response.status !== 204 && response.status !== 404) throw writeError(response.status, response.body);
  }

  /** Uploads one image to Strapi's media library; its numeric file id. */
  async uploadImage(file: { buffer: Buffer; mimetype: string; originalname: string }): Promise<number> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimetype }), file.originalname || 'image');
    // An upload may rightly take long; a hung CMS is caught by the quick check first.
    await this.cms.assertAnswering();
    const [uploaded] = await this.cms.expectOk<{ id: number }[]>('POST', '/api/upload', { form, timeoutMs: 60_000 });
    if (!uploaded) throw new AppError('BAD_GATEWAY', 'upstream.mediaNotStored', 'The media library did not store the image');
    return uploaded.id;
  }
}

/** Strapi's answer to a refused write, as ours: a taken email or username is a 409. */
function writeError(status: number, body: unknown): AppError {
  const message = strapiMessage(body) ?? `status ${status}`;
  if (status === 400 && /already taken|already exists|must be unique/i.test(message)) {
    return /username/i.test(message)
      ? new AppError('CONFLICT', 'staff.usernameTaken', 'This username is already taken')
      : new AppError('CONFLICT', 'staff.emailTaken', 'An account with this email already exists');
  }
  if (status === 400) return new AppError('VALIDATION', 'staff.accountRefused', message, { params: { reason: message } });
  return new AppError('BAD_GATEWAY', 'upstream.accountService', `The account service refused the change: ${message}`, { params: { reason: message } });
}
