import { useEffect, useRef } from 'react';
import * as Radix from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { SelectProps } from './select.tsx';
import { triggerClass } from './select-class.ts';
import styles from './select.module.css';

interface RadixSelectProps extends SelectProps {
  /** Opened at once: the visitor pressed the stand-in before this code had loaded. */
  openAtOnce?: boolean;
  /** Focused at once: the stand-in it replaces had the focus. */
  focusAtOnce?: boolean;
}

/**
 * A Radix select: keyboard, typeahead and ARIA for free. Loaded lazily by select.tsx (the
 * storefront); imported directly where Radix is in the first load anyway (the back office).
 */
export function RadixSelect({ label, value, options, onChange, id, renderValue, compact, className, openAtOnce = false, focusAtOnce = false }: RadixSelectProps) {
  const current = options.find((o) => o.value === value);
  const trigger = useRef<HTMLButtonElement>(null);
  // The stand-in is gone: its focus moves to the trigger that replaced it (mount only).
  const focusOnMount = useRef(focusAtOnce);
  useEffect(() => {
    if (focusOnMount.current) trigger.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Radix.Root value={value} onValueChange={onChange} defaultOpen={openAtOnce}>
      <Radix.Trigger ref={trigger} id={id} aria-label={label} className={triggerClass(compact, className)}>
        <Radix.Value>{renderValue ? renderValue(value) : current?.label}</Radix.Value>
        <Radix.Icon className={styles.icon}>
          <ChevronDown size={16} aria-hidden="true" />
        </Radix.Icon>
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content className={styles.content} position="popper" sideOffset={6}>
          <Radix.Viewport className={styles.viewport}>
            {options.map((option) => (
              <Radix.Item key={option.value} value={option.value} className={styles.item}>
                <Radix.ItemText>{option.label}</Radix.ItemText>
                <Radix.ItemIndicator className={styles.indicator}>
                  <Check size={16} aria-hidden="true" />
                </Radix.ItemIndicator>
              </Radix.Item>
            ))}
          </Radix.Viewport>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
