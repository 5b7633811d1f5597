import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { errorParams } from '@islandstay/shared/http/error-codes';
import { sharedSchemaResolver } from './form-resolver.ts';

type Values = { name: string; email: string; password: string; confirmPassword: string; guests: string };
const options = (criteriaMode: 'firstError' | 'all' = 'firstError') => ({ fields: {}, shouldUseNativeValidation: false, criteriaMode }) as unknown as ResolverOptions<Values>;

const schema = z
  .object({
    name: z.string().trim().min(1, 'name is required'),
    email: z.union([z.literal(''), z.email({ message: 'email must be a valid email address' })]),
    password: z.string().min(6, 'too short'),
    confirmPassword: z.string(),
    guests: z.coerce.number({ error: 'guests must be a number' }).int().min(1).max(20),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match.', params: errorParams('staff.passwordMismatch') });

describe('sharedSchemaResolver', () => {
  it('gives each field its code in `type`, the English message, and the params', async () => {
    const resolver = sharedSchemaResolver<Values, z.infer<typeof schema>>(schema);
    const result = await resolver({ name: '', email: 'ana@', password: 'abc', confirmPassword: 'abd', guests: '25' }, undefined, options());
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { type: 'validation.required', message: 'name is required' },
      email: { type: 'validation.invalidFormat', message: 'email must be a valid email address', params: { format: 'email' } },
      password: { type: 'validation.tooSmall', params: { minimum: 6, origin: 'string' } },
      guests: { type: 'validation.tooBig', params: { maximum: 20 } },
    });
  });

  it('codes a refinement by its params, and a value that is not a number as such', async () => {
    const resolver = sharedSchemaResolver<Values, z.infer<typeof schema>>(schema);
    const mismatch = await resolver({ name: 'Ana', email: '', password: 'secret1', confirmPassword: 'secret2', guests: '2' }, undefined, options());
    expect(mismatch.errors).toEqual({ confirmPassword: expect.objectContaining({ type: 'staff.passwordMismatch', message: 'Passwords do not match.' }) });
    const notNumber = await resolver({ name: 'Ana', email: '', password: 'secret1', confirmPassword: 'secret1', guests: 'x' }, undefined, options());
    expect(notNumber.errors).toEqual({ guests: expect.objectContaining({ type: 'validation.notNumber' }) });
  });

  it('answers the parsed values when the schema accepts them', async () => {
    const resolver = sharedSchemaResolver<Values, z.infer<typeof schema>>(schema);
    const result = await resolver({ name: ' Ana ', email: '', password: 'secret1', confirmPassword: 'secret1', guests: '3' }, undefined, options());
    expect(result).toEqual({ errors: {}, values: { name: 'Ana', email: '', password: 'secret1', confirmPassword: 'secret1', guests: 3 } });
  });

  it("with criteriaMode 'all', keeps every code of a field in `types`", async () => {
    const twice = z.object({
      name: z
        .string()
        .min(3, 'short')
        .regex(/^[a-z]+$/, 'letters'),
    });
    const resolver = sharedSchemaResolver<{ name: string }, z.infer<typeof twice>>(twice);
    const result = await resolver({ name: '1' }, undefined, options('all') as unknown as ResolverOptions<{ name: string }>);
    expect(result.errors.name).toMatchObject({ type: 'validation.tooSmall', types: { 'validation.tooSmall': 'short', 'validation.invalidFormat': 'letters' } });
  });
});
