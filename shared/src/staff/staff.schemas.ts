import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { multilineText, plainText } from '../http/common.schemas.ts';

/** Back-office accounts: owners and admins (Strapi users-permissions users, roles Owner and Admin). */
export const OWNER_STATUSES = ['pending', 'approved', 'unapproved'] as const;
export const ownerStatusSchema = z.enum(OWNER_STATUSES, { error: 'status must be pending, approved or unapproved' });
export type OwnerStatus = z.infer<typeof ownerStatusSchema>;

export const PASSWORD_MIN = 6;
export const MESSAGES = {
  invalidLogin: 'Invalid username or password',
  loginRequired: 'Please enter your username and password',
  awaitingApproval: 'Your registration is awaiting admin approval',
  notApproved: 'Your owner account is not approved. Please contact the administrator.',
  registrationMismatch: 'Passwords do not match!',
  adminMismatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  usernameRequired: 'Username is required',
  registered: 'Registration submitted! Await admin approval.',
  loginOk: 'Login Successful!',
} as const;

const requiredText = (label: string, max: number) => plainText(max).min(1, `${label} is required`);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .pipe(z.email({ error: 'email must be a valid email address' }));
/** Owner phones as the forms take them: digits only, at most 10. */
const ownerPhone = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'phone must be digits only, at most 10');
const password = z.string().max(200, 'password is too long');
const newPassword = z
  .string()
  .max(200, 'password is too long')
  .refine((p) => p.trim().length >= PASSWORD_MIN, { message: MESSAGES.passwordTooShort, params: errorParams('staff.passwordTooShort', { minimum: PASSWORD_MIN }) });

export const staffLoginSchema = z
  .object({
    identifier: z.string().trim().max(200).optional(),
    username: z.string().trim().max(200).optional(),
    /** The original brief's owner login posts `name` (docs/product.md#differences). */
    name: z.string().trim().max(200).optional(),
    email: z.string().trim().max(200).optional(),
    password: password.optional(),
  })
  .transform((b, ctx) => {
    const identifier = b.identifier || b.username || b.name || b.email || '';
    if (!identifier) ctx.addIssue({ code: 'custom', path: ['username'], message: MESSAGES.loginRequired, params: errorParams('staff.loginRequired') });
    if (!b.password) ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.loginRequired, params: errorParams('staff.loginRequired') });
    return { identifier, password: b.password ?? '' };
  });
export type StaffLogin = z.infer<typeof staffLoginSchema>;

const ownerFields = {
  firstName: requiredText('first name', 100),
  lastName: requiredText('last name', 100),
  email,
  phone: ownerPhone,
  address: multilineText(500).min(1, 'address is required'),
  notes: multilineText(2000).optional(),
};

export const ownerRegistrationSchema = z
  .object({ ...ownerFields, password: newPassword, confirmPassword: password, status: z.string().optional().meta({ description: 'Ignored: a registration always starts pending' }) })
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.registrationMismatch, params: errorParams('staff.registrationPasswordMismatch') });
export type OwnerRegistration = z.infer<typeof ownerRegistrationSchema>;

export const adminOwnerCreateSchema = z
  .object({
    ...ownerFields,
    username: plainText(60).min(3, 'username must be at least 3 characters').optional(),
    password: newPassword,
    confirmPassword: password.optional(),
    status: ownerStatusSchema.default('approved'),
  })
  .refine((b) => b.confirmPassword === undefined || b.password === b.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.adminMismatch, params: errorParams('staff.passwordMismatch') });
export type AdminOwnerCreate = z.infer<typeof adminOwnerCreateSchema>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An edit: every field optional; a blank password means "keep it". Also the profile's fields. */
export const ownerUpdateSchema = z
  .object({
    firstName: z.preprocess(blankToUndefined, requiredText('first name', 100).optional()),
    lastName: z.preprocess(blankToUndefined, requiredText('last name', 100).optional()),
    /** The profile form's single name field, split into first and last. */
    name: z.preprocess(blankToUndefined, plainText(200).optional()),
    username: plainText(60).optional(),
    email: z.preprocess(blankToUndefined, email.optional()),
    phone: z.preprocess(blankToUndefined, ownerPhone.optional()),
    address: multilineText(500).optional(),
    notes: multilineText(2000).optional(),
    bio: multilineText(2000).optional(),
    status: ownerStatusSchema.optional(),
    password: z.preprocess(blankToUndefined, newPassword.optional()),
    confirmPassword: z.preprocess(blankToUndefined, password.optional()),
  })
  .refine((b) => b.username === undefined || b.username.length >= 1, { path: ['username'], message: MESSAGES.usernameRequired, params: errorParams('staff.usernameRequired') })
  .refine((b) => b.username === undefined || b.username.length >= 3, {
    path: ['username'],
    message: 'username must be at least 3 characters',
    params: errorParams('staff.usernameTooShort', { minimum: 3 }),
  })
  .refine((b) => b.password === undefined || b.confirmPassword === undefined || b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.adminMismatch,
    params: errorParams('staff.passwordMismatch'),
  });
export type OwnerUpdate = z.infer<typeof ownerUpdateSchema>;

/** The profile always carries the username (the form requires it). */
export const profileUpdateSchema = ownerUpdateSchema.refine((b) => b.username !== undefined, { path: ['username'], message: MESSAGES.usernameRequired, params: errorParams('staff.usernameRequired') });

export const ownerStatusChangeSchema = z.object({ status: ownerStatusSchema });

export const resetPasswordSchema = z
  .object({ newPassword, confirmPassword: password.optional() })
  .refine((b) => b.confirmPassword === undefined || b.newPassword === b.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.adminMismatch, params: errorParams('staff.passwordMismatch') });

export const passwordChangeSchema = z
  .object({ currentPassword: password.min(1, 'currentPassword is required'), newPassword, confirmPassword: password.optional() })
  .refine((b) => b.confirmPassword === undefined || b.newPassword === b.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.adminMismatch, params: errorParams('staff.passwordMismatch') });

export const staffAccountSchema = z.object({
  id: z.string(),
  _id: z.string(),
  role: z.enum(['owner', 'admin']),
  username: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  bio: z.string().nullable(),
  status: ownerStatusSchema.nullable(),
  profileImage: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffLoginResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: staffAccountSchema, owner: staffAccountSchema.optional() });
export const ownerResponseSchema = z.object({ data: staffAccountSchema, message: z.string().optional() });
/** The same for a new and an already known email: who has an account is told only by email. */
export const ownerRegistrationResponseSchema = z.object({ message: z.string() });
export const ownerListResponseSchema = z.object({ owners: z.array(staffAccountSchema), data: z.array(staffAccountSchema), total: z.number() });
export const ownerIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'id may contain only letters, digits, "-" and "_"'),
});

/** A delete, a password reset or change: the product's message only. */
export const staffMessageResponseSchema = ownerResponseSchema.pick({ message: true });
