import type { ContactDto, ContactSort } from '@islandstay/shared/contacts/contact.schemas';
import type { Knex } from '../../db/knex.ts';
import { likePattern } from '../../db/sql.ts';

type Db = Knex | Knex.Transaction;

export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string | null;
  phone: string | null;
  subject: string;
  message: string;
  /** The villa the message is about (sent from its page), if any. */
  villaId?: string | null;
  now: Date;
}

/** Stores a message from the contact form as `new`; returns its id. */
export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<string> {
  const [row] = await db('contact_messages')
    .insert({
      first_name: message.firstName,
      last_name: message.lastName,
      email: message.email,
      country_code: message.countryCode,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
      villa_id: message.villaId ?? null,
      status: 'new',
      created_at: message.now,
      updated_at: message.now,
    })
    .returning('id');
  return (row as { id: string }).id;
}

/** The email address of a villa's owner, if it has one. */
export async function villaOwnerEmail(db: Db, villaId: string): Promise<string | null> {
  const row = (await db('villas as v').join('owners as o', 'o.id', 'v.owner_id').where('v.id', villaId).first('o.email')) as { email: string | null } | undefined;
  return row?.email ?? null;
}

interface ContactRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string | null;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactDto['status'];
  created_at: Date;
  /** The villa the message is about, joined from the villas read model (null: none, or since removed). */
  villa_id: string | null;
  villa_name: string | null;
}

function toDto(row: ContactRow): ContactDto {
  return {
    id: row.id,
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    countryCode: row.country_code,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    villa: row.villa_id && row.villa_name !== null ? { id: row.villa_id, name: row.villa_name } : null,
  };
}

/** A message's columns with its villa's id and name (a left join: most messages are about no villa). */
function withVilla(db: Db, filter: (q: Knex.QueryBuilder) => void) {
  return db('contact_messages as c').leftJoin('villas as v', 'v.id', 'c.villa_id').modify(filter).select('c.*', 'v.name as villa_name');
}

/** The SQL each sort key orders by (never user text: the key is one of the enum). */
const SORT_COLUMNS: Record<ContactSort, string> = {
  createdAt: 'c.created_at',
  name: `lower(c.first_name || ' ' || c.last_name)`,
  email: 'lower(c.email)',
  subject: 'c.subject',
  status: 'c.status',
};

export interface ContactListFilter {
  status?: string;
  search?: string;
  sortBy: ContactSort;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * `search` matches name, email or subject, case-insensitively. Ties in the sort key go newest
 * first, then by id, so pages never repeat or skip a message.
 */
export async function listContactMessages(db: Db, filter: ContactListFilter): Promise<{ rows: ContactDto[]; total: number }> {
  const base = db('contact_messages as c').modify((q) => {
    if (filter.status) q.where('c.status', filter.status);
    if (filter.search) {
      const like = likePattern(filter.search);
      q.where((w) => w.whereRaw(`(c.first_name || ' ' || c.last_name) ilike ?`, [like]).orWhere('c.email', 'ilike', like).orWhere('c.subject', 'ilike', like));
    }
  });
  const [rows, count] = await Promise.all([
    base
      .clone()
      .leftJoin('villas as v', 'v.id', 'c.villa_id')
      .orderByRaw(`${SORT_COLUMNS[filter.sortBy]} ${filter.sortOrder}, c.created_at desc, c.id desc`)
      .offset(filter.offset)
      .limit(filter.limit)
      .select('c.*', 'v.name as villa_name'),
    base.clone().count({ n: '*' }).first(),
  ]);
  return { rows: (rows as ContactRow[]).map(toDto), total: Number(count?.n ?? 0) };
}

export async function setContactStatus(db: Db, id: string, status: string, now: Date): Promise<ContactDto | undefined> {
  const updated = await db('contact_messages').where({ id }).update({ status, updated_at: now });
  if (updated === 0) return undefined;
  const row = (await withVilla(db, (q) => q.where('c.id', id)).first()) as ContactRow | undefined;
  return row ? toDto(row) : undefined;
}
