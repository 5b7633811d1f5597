import { useEffect, useRef } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { SelectProps } from './select.tsx';
import { triggerClass } from './select-class.ts';
import styles from './select.module.css';

interface RadixSelectViewProps extends SelectProps {
  /** Opened at once: the visitor pressed the stand-in before this code had loaded. */
  openAtOnce: boolean;
  /** Focused at once: the stand-in it replaces had the focus. */
  focusAtOnce: boolean;
}

/** A Radix select: keyboard, typeahead and ARIA for free. Loaded by select.tsx. */
export default function RadixSelectView({ label, value, options, onChange, id, renderValue, compact, className, openAtOnce, focusAtOnce }: RadixSelectViewProps) {
  const current = options.find((o) => o.value === value);
  const trigger = useRef<HTMLButtonElement>(null);
  // The stand-in is gone: its focus moves to the trigger that replaced it (mount only).
  const focusOnMount = useRef(focusAtOnce);
  useEffect(() => {
    if (focusOnMount.current) trigger.current?.focus({ preventScroll: true });
  }, []);
  return (
    <RadixSelect.Root value={value} onValueChange={onChange} defaultOpen={openAtOnce}>
      <RadixSelect.Trigger ref={trigger} id={id} aria-label={label} className={triggerClass(compact, className)}>
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
