import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PricingRulesInput } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { FieldError, fieldA11y } from '@islandstay/web-common/components/form/form-field';
import form from '../../../components/form/form.module.css';
import { fieldMessageFor, type CodedLike } from '@islandstay/web-common/errors/messages';
import styles from './pricing.module.css';

type Path = FieldPath<PricingRulesInput>;

/** The form's error at a dotted path (its code in `type`), with that path, so its text is the field's. */
function errorAt(errors: unknown, path: string): CodedLike | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node && typeof node === 'object' && 'message' in node ? { ...(node as CodedLike), path } : undefined;
}

interface RuleInputProps {
  name: Path;
  label: string;
  type?: 'text' | 'number' | 'date';
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  hint?: ReactNode;
  /** MM-DD text fields */
  pattern?: string;
}

/** One labelled rule input, its error under it (the shared schema's message, translated). */
export function RuleInput({ name, label, type = 'text', min, max, step, placeholder, hint, pattern }: RuleInputProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<PricingRulesInput>();
  const id = `rule-${name.replaceAll('.', '-')}`;
  const error = fieldMessageFor(errorAt(errors, name), t, { scope: 'pricing' });
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <input
        className={form.input}
        type={type}
        min={min}
        max={max}
        step={step}
        pattern={pattern}
        placeholder={placeholder}
        inputMode={type === 'number' ? 'decimal' : undefined}
        {...fieldA11y(id, error, hint ? `${id}-hint` : undefined)}
        {...register(name, { valueAsNumber: type === 'number' })}
      />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function ActiveToggle({ name, label }: { name: Path; label: string }) {
  const { register } = useFormContext<PricingRulesInput>();
  return (
    <label className={styles.check}>
      <input type="checkbox" role="switch" {...register(name)} />
      {label}
    </label>
  );
}
