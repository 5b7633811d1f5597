import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staffBookingSchema } from '../bookings/booking.schemas.ts';
import { issueDetail } from './zod-issues.ts';

function details(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues.map((issue) => issueDetail(issue));
}

describe('issueDetail', () => {
  it("codes a union's failure by the branch that is not the '' literal (an optional email or phone)", () => {
    const form = z.object({ email: z.union([z.literal(''), z.email({ message: 'email must be a valid email address' })]) });
    expect(details(form, { email: 'not-an-email' })).toEqual([{ path: 'email', message: 'email must be a valid email address', code: 'validation.invalidFormat', params: { format: 'email' } }]);
  });

  it("keeps the union's own path and the branch's inner path", () => {
    const nested = z.object({ contact: z.union([z.literal(''), z.object({ email: z.email() })]) });
    expect(details(nested, { contact: { email: 'nope' } })).toEqual([expect.objectContaining({ path: 'contact.email', code: 'validation.invalidFormat', params: { format: 'email' } })]);
  });

  it('the calendar booking form: its email and phone unions read as their own problems', () => {
    const input = { villaId: 'v1', checkIn: '2030-01-01', checkOut: '2030-01-03', guests: 2, customerInfo: { name: 'Ana', email: 'ana@', phone: 'abc' } };
    const found = details(staffBookingSchema, input);
    expect(found).toContainEqual(expect.objectContaining({ path: 'customerInfo.email', code: 'validation.invalidFormat', params: { format: 'email' } }));
    expect(found).toContainEqual(expect.objectContaining({ path: 'customerInfo.phone', code: 'validation.invalidFormat', params: { format: 'regex' } }));
  });

  it('a union with no informative branch is generic', () => {
    const only = z.object({ value: z.union([z.literal(''), z.literal('')]) });
    expect(details(only, { value: 'x' })).toEqual([expect.objectContaining({ path: 'value', code: 'validation.invalid' })]);
  });

  it('a missing value is required (reportInput), a custom refinement keeps its code and params', () => {
    const schema = z.object({ name: z.string(), pin: z.string().refine((v) => v.length === 4, { message: 'four digits', params: { code: 'staff.passwordTooShort', minimum: 4 } }) });
    expect(details(schema, { pin: '1' })).toEqual([
      { path: 'name', message: expect.any(String), code: 'validation.required' },
      { path: 'pin', message: 'four digits', code: 'staff.passwordTooShort', params: { minimum: 4 } },
    ]);
  });
});
