import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { useMemo } from 'react';
import { appendErrors, useForm, type FieldError, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import type { ErrorParamsRecord } from '@islandstay/shared/http/error-codes';
import { issueDetail } from '@islandstay/shared/http/zod-issues';

/** A form field's error from a shared schema: its `type` is the error code, `params` the code's values. */
export type CodedFieldError = FieldError & { params?: ErrorParamsRecord };

/**
 * A react-hook-form resolver from a shared/ schema (the form and the server share one
 * rule). The shared schemas preprocess their input (empty text means absent, numbers come as
 * text), so zod types that input as `unknown`; `Values` names what the inputs really hold.
 *
 * Each field's error is coded like the server's answers (shared/src/http/zod-issues.ts):
 * `{ type: code, message, params? }`, so a form shows it with web-common's fieldMessageFor, by
 * code, never by its English message.
 */
export function sharedSchemaResolver<Values extends FieldValues, Output>(schema: z.ZodType<Output>): Resolver<Values, unknown, Output> {
  return async (values, _context, options) => {
    // reportInput: a missing value reads as `validation.required` (the input is never copied out).
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const allCriteria = !options.shouldUseNativeValidation && options.criteriaMode === 'all';
    // No prototype: a field named `constructor` or `toString` is still a field.
    const errors: Record<string, CodedFieldError> = Object.create(null) as Record<string, CodedFieldError>;
    for (const issue of result.error.issues) {
      const { path, code, message, params } = issueDetail(issue);
      const first = errors[path];
      if (!first) errors[path] = { type: code, message, ...(params ? { params } : {}) };
      if (allCriteria) {
        const earlier = errors[path]!.types?.[code];
        const messages = earlier === undefined || earlier === true ? message : ([] as string[]).concat(earlier as string | string[], message);
        errors[path] = { ...errors[path]!, ...(appendErrors(path, true, errors, code, messages) as FieldError) };
      }
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * react-hook-form over a shared/ schema (the resolver above): both front ends' forms start here.
 * `errors` and `isSubmitting` come at the top level with the form's methods, the two pieces of
 * form state every form reads (reading them subscribes the form to them, as `formState` does).
 */
export function useSchemaForm<Values extends FieldValues, Output>(schema: z.ZodType<Output>, props: Omit<UseFormProps<Values, unknown, Output>, 'resolver'> = {}) {
  const resolver = useMemo(() => sharedSchemaResolver<Values, Output>(schema), [schema]);
  const form = useForm<Values, unknown, Output>({ ...props, resolver });
  const { errors, isSubmitting } = form.formState;
  return { ...form, errors, isSubmitting };
}
