import type { Ref, SelectHTMLAttributes } from 'react';
import type { SelectOption } from '../select/select.tsx';

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** The blank first option ("Choose a nationality"), value ''. */
  placeholder?: string;
  /** react-hook-form's `register(...)` passes its ref. */
  ref?: Ref<HTMLSelectElement>;
}

/** A form's native select of options, with a blank first one where nothing is chosen yet. Spread `register(...)` and `fieldA11y(...)` on it as on an input. */
export function NativeSelect({ options, placeholder, ...select }: NativeSelectProps) {
  return (
    <select {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
