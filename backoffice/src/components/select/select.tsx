import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  /** The accessible name (a visible <label> can point at the trigger with `id`). */
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  id?: string;
  /** Shown in the trigger instead of the option label (e.g. just the currency code). */
  renderValue?: (value: string) => string;
  compact?: boolean;
  className?: string;
}

/** A Radix select: keyboard, typeahead and ARIA for free. */
export function Select({ label, value, options, onChange, id, renderValue, compact, className }: SelectProps) {
  const current = options.find((o) => o.value === value);
  return (
    <RadixSelect.Root value={value} onValueChange={onChange}>
      <RadixSelect.Trigger id={id} aria-label={label} className={[styles.trigger, compact ? styles.compact : '', className ?? ''].join(' ')}>
        <RadixSelect.Value>{renderValue ? renderValue(value) : current?.label}</RadixSelect.Value>
        <RadixSelect.Icon className={styles.icon}>
          <ChevronDown size={16} aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={6}>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className={styles.indicator}>
                  <Check size={16} aria-hidden="true" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
