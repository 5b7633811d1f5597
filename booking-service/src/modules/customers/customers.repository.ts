import type { Knex } from '../../db/knex.ts';

type Db = Knex | Knex.Transaction;

export interface CustomerRecord {
  id: string;
  phone: string;
  countryCode: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  bio: string | null;
  profileImageId: string | null;
  createdAt: string;
}

interface CustomerRow {
  id: string;
  phone: string;
  country_code: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  bio: string | null;
  profile_image_id: string | null;
  created_at: Date;
}

function toRecord(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    phone: row.phone,
    countryCode: row.country_code,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    bio: row.bio,
    profileImageId: row.profile_image_id,
    createdAt: row.created_at.toISOString(),
  };
}

export async function findCustomerById(db: Db, id: string): Promise<CustomerRecord | undefined> {
  const row = await db('customers').where({ id }).first();
  return row ? toRecord(row) : undefined;
}

export async function findCustomerByPhone(db: Db, phone: string): Promise<CustomerRecord | undefined> {
  const row = await db('customers').where({ phone }).first();
  return row ? toRecord(row) : undefined;
}

/** The customer of a verified phone, created on first verification. */
export async function upsertCustomerByPhone(db: Db, phone: string, countryCode: string): Promise<{ customer: CustomerRecord; created: boolean }> {
  const inserted = await db('customers').insert({ phone, country_code: countryCode }).onConflict('phone').ignore().returning('*');
  if (inserted[0]) return { customer: toRecord(inserted[0]), created: true };
  const existing = await findCustomerByPhone(db, phone);
  if (!existing) throw new Error('customer vanished between insert and select');
  return { customer: existing, created: false };
}

export async function updateCustomer(
  db: Db,
  id: string,
  fields: Partial<{ firstName: string; lastName: string; email: string; bio: string | null; profileImageId: string | null; phone: string; countryCode: string }>,
): Promise<CustomerRecord | undefined> {
  const patch: Record<string, unknown> = { updated_at: db.fn.now() };
  if (fields.firstName !== undefined) patch.first_name = fields.firstName;
  if (fields.lastName !== undefined) patch.last_name = fields.lastName;
  if (fields.email !== undefined) patch.email = fields.email;
  if (fields.bio !== undefined) patch.bio = fields.bio;
  if (fields.profileImageId !== undefined) patch.profile_image_id = fields.profileImageId;
  if (fields.phone !== undefined) patch.phone = fields.phone;
  if (fields.countryCode !== undefined) patch.country_code = fields.countryCode;
  const [row] = await db('customers').where({ id }).update(patch).returning('*');
  return row ? toRecord(row) : undefined;
}

export async function insertCustomerImage(db: Db, contentType: string, data: Buffer): Promise<string> {
  const [row] = await db('customer_images').insert({ content_type: contentType, data }).returning('id');
  return (row as { id: string }).id;
}

export async function findCustomerImage(db: Db, id: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const row = await db('customer_images').where({ id }).first('content_type', 'data');
  return row ? { contentType: row.content_type, data: row.data } : undefined;
}
