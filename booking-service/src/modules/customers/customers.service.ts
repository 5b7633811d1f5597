import type { CustomerDto } from '@islandstay/shared/customers/customer.schemas';
import { normalizePhone, PHONE_MESSAGE } from '@islandstay/shared/customers/phone';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/http/uploaded-file.ts';
import { findCustomerById, findCustomerByPhone, findCustomerImage, insertCustomerImage, updateCustomer, upsertCustomerByPhone, type CustomerRecord } from './customers.repository.ts';
import { INVALID_OTP, otpError, type OtpService } from './otp.service.ts';

export function isProfileComplete(c: CustomerRecord): boolean {
  return Boolean(c.firstName && c.lastName && c.email);
}

export function toCustomerDto(c: CustomerRecord): CustomerDto {
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  return {
    id: c.id,
    _id: c.id,
    phone: c.phone,
    countryCode: c.countryCode,
    firstName: c.firstName,
    lastName: c.lastName,
    name,
    email: c.email,
    bio: c.bio,
    profileImage: c.profileImageId ? `/api/customer/images/${c.profileImageId}` : null,
    profileComplete: isProfileComplete(c),
  };
}

/** A phone from `{ countryCode, phone }` already checked by the schema. */
export function phoneOf(input: { countryCode: string; phone: string }): { e164: string; countryCode: string } {
  const result = normalizePhone(input.countryCode, input.phone);
  if (!result.ok) throw AppError.validation('phone', result.error === PHONE_MESSAGE ? 'phone.invalid' : 'phone.countryCodeInvalid', result.error);
  return { e164: result.e164, countryCode: result.countryCode };
}

export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  bio?: string;
  message?: string;
}

export class CustomerService {
  constructor(
    private readonly db: Knex,
    private readonly otp: OtpService,
  ) {}

  /** A customer's profile image (shown with their reviews). */
  image(id: string): Promise<{ contentType: string; data: Buffer } | undefined> {
    return findCustomerImage(this.db, id);
  }

  /** Verifies a login code; the customer is created now, from a verified phone, if new. */
  async verifyLogin(input: { countryCode: string; phone: string; otp: string }): Promise<{ customer: CustomerRecord; customerExists: boolean }> {
    const phone = phoneOf(input);
    await this.otp.verify(phone.e164, 'login', input.otp);
    const { customer } = await upsertCustomerByPhone(this.db, phone.e164, phone.countryCode);
    return { customer, customerExists: isProfileComplete(customer) };
  }

  async get(id: string): Promise<CustomerRecord> {
    const customer = await findCustomerById(this.db, id);
    if (!customer) throw AppError.notFound('Customer not found', 'customer.notFound');
    return customer;
  }

  /** Saves the profile; a new image replaces the current one, which the database then deletes (migration 019), so its URL answers 404. */
  async saveProfile(id: string, fields: ProfileFields, image?: UploadedFile): Promise<CustomerRecord> {
    return this.db.transaction(async (trx) => {
      const profileImageId = image ? await insertCustomerImage(trx, image.mimetype, image.buffer) : undefined;
      const bio = fields.bio ?? fields.message;
      const updated = await updateCustomer(trx, id, {
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        ...(bio !== undefined ? { bio: bio || null } : {}),
        ...(profileImageId ? { profileImageId } : {}),
      });
      if (!updated) throw AppError.notFound('Customer not found', 'customer.notFound');
      return updated;
    });
  }

  /** Moves the signed-in customer to a new phone once the code sent to that phone is verified. */
  async changePhone(id: string, input: { countryCode: string; phone: string; otp: string }): Promise<CustomerRecord> {
    const phone = phoneOf(input);
    const taken = await findCustomerByPhone(this.db, phone.e164);
    if (taken && taken.id !== id) throw new AppError('CONFLICT', 'customer.phoneTaken', 'This phone number belongs to another account');
    const challenge = await this.otp.verify(phone.e164, 'change_phone', input.otp);
    if (challenge.customerId !== id) throw otpError('auth.otpInvalid', INVALID_OTP);
    const updated = await updateCustomer(this.db, id, { phone: phone.e164, countryCode: phone.countryCode });
    if (!updated) throw AppError.notFound('Customer not found', 'customer.notFound');
    return updated;
  }

  /** The original brief's lookup by phone, answered only for the caller's own phone (docs/product.md#differences). */
  async ownByPhone(id: string, phoneDigits: string): Promise<CustomerRecord> {
    const customer = await this.get(id);
    const digits = phoneDigits.replace(/\D/g, '');
    if (digits !== customer.phone.slice(1)) throw AppError.notFound('Customer not found', 'customer.notFound');
    return customer;
  }
}
