import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { useIdle } from '../../lib/use-idle.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { triggerClass } from './select-class.ts';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
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

let radixLoaded = false;
const loadRadixSelect = () =>
  import('./radix-select.tsx').then((module) => {
    radixLoaded = true;
    return { default: module.RadixSelect };
  });
const RadixSelectView = lazy(loadRadixSelect);

/** Keys that open a closed Radix select trigger. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A Radix select (keyboard, typeahead and ARIA for free), whose code loads once the page is idle
 * (the storefront's browsing pages; the back office uses `RadixSelect` from ./radix-select.tsx directly):
 * Radix and its helpers are a large share of a browsing page's JavaScript, and no first paint
 * needs a list open. Until then a stand-in of the same markup and size shows the value; pressing
 * it loads the select and opens it.
 */
export function Select(props: SelectProps) {
  const idle = useIdle();
  const [pressed, setPressed] = useState(false);
  // Focus on the stand-in when Radix replaces it stays with the control (keyboard users).
  const focused = useRef(false);
  const standIn = <SelectStandIn {...props} onOpen={() => setPressed(true)} onFocus={() => (focused.current = true)} onBlur={() => (focused.current = false)} />;
  // Loaded on an earlier page, Radix shows at once; never while React adopts a server-written page (its HTML has the stand-in).
  const hydrated = useHydrated();
  if (!(hydrated && radixLoaded) && !idle && !pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RadixSelectView {...props} openAtOnce={pressed} focusAtOnce={pressed || focused.current} />
    </Suspense>
  );
}

interface StandInProps extends SelectProps {
  onOpen: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** The closed trigger as Radix renders it, without Radix. */
function SelectStandIn({ label, value, options, id, renderValue, compact, className, onOpen, onFocus, onBlur }: StandInProps) {
  const current = options.find((o) => o.value === value);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-label={label}
      aria-expanded={false}
      aria-autocomplete="none"
      className={triggerClass(compact, className)}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <span style={{ pointerEvents: 'none' }}>{renderValue ? renderValue(value) : current?.label}</span>
      <span aria-hidden="true" className={styles.icon}>
        <ChevronDown size={16} aria-hidden="true" />
      </span>
    </button>
  );
}
