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
  };
}

/** The SQL each sort key orders by (never user text: the key is one of the enum). */
const SORT_COLUMNS: Record<ContactSort, string> = {
  createdAt: 'created_at',
  name: `lower(first_name || ' ' || last_name)`,
  email: 'lower(email)',
  subject: 'subject',
  status: 'status',
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
  const base = db('contact_messages').modify((q) => {
    if (filter.status) q.where({ status: filter.status });
    if (filter.search) {
      const like = likePattern(filter.search);
      q.where((w) => w.whereRaw(`(first_name || ' ' || last_name) ilike ?`, [like]).orWhere('email', 'ilike', like).orWhere('subject', 'ilike', like));
    }
  });
  const [rows, count] = await Promise.all([
    base.clone().orderByRaw(`${SORT_COLUMNS[filter.sortBy]} ${filter.sortOrder}, created_at desc, id desc`).offset(filter.offset).limit(filter.limit).select('*'),
    base.clone().count({ n: '*' }).first(),
  ]);
  return { rows: (rows as ContactRow[]).map(toDto), total: Number(count?.n ?? 0) };
}

export async function setContactStatus(db: Db, id: string, status: string, now: Date): Promise<ContactDto | undefined> {
  const [row] = await db('contact_messages').where({ id }).update({ status, updated_at: now }).returning('*');
  return row ? toDto(row as ContactRow) : undefined;
}
