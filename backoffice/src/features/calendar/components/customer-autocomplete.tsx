import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../components/form/form.module.css';
import { fieldA11y } from '@islandstay/web-common/components/form/form-field';
import { useCustomerSearch } from '../api/customer-search.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import styles from './calendar.module.css';

export interface CustomerSuggestion {
  name: string;
  email: string;
  phone: string;
}

interface CustomerAutocompleteProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onChoose: (customer: CustomerSuggestion) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** docs/product.md#calendar: debounced 300 ms, the list hides 200 ms after the field loses focus. */
export const SEARCH_DEBOUNCE_MS = 300;
const HIDE_AFTER_BLUR_MS = 200;

/**
 * The guest name with suggestions from earlier guests (a WAI-ARIA combobox): from 2 characters,
 * 'Searching...' while the answer comes, each suggestion with name, email and phone; arrows and
 * Enter choose one, Escape closes the list.
 */
export function CustomerAutocomplete({ id, value, onChange, onBlur, onChoose, error, inputRef }: CustomerAutocompleteProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [typed, setTyped] = useState(false);
  const query = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  // Only what the user typed searches: a name filled in by choosing a suggestion does not.
  const { customers, isSearching, active } = useCustomerSearch(typed ? query : '');
  const pending = typed && value.trim() !== query.trim();
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useEffect(() => setHighlight(-1), [customers]);

  const showList = open && typed && value.trim().length >= 2 && (isSearching || pending || (active && customers.length > 0));

  function choose(customer: CustomerSuggestion) {
    onChoose(customer);
    setTyped(false);
    setOpen(false);
  }

  return (
    <div className={styles.combo}>
      <input
        ref={inputRef}
        {...fieldA11y(id, error)}
        className={formStyles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && highlight >= 0 ? `${listId}-${highlight}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setTyped(true);
          setOpen(true);
        }}
        onFocus={() => clearTimeout(hideTimer.current)}
        onBlur={() => {
          onBlur();
          hideTimer.current = setTimeout(() => setOpen(false), HIDE_AFTER_BLUR_MS);
        }}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setHighlight((h) => Math.min(customers.length - 1, h + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setHighlight((h) => Math.max(0, h - 1));
          } else if (event.key === 'Enter' && highlight >= 0 && customers[highlight]) {
            event.preventDefault();
            choose(customers[highlight]);
          } else if (event.key === 'Escape') {
            // Closes the list, not the dialog around it.
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {showList ? (
        <ul id={listId} role="listbox" aria-label={t('calendar.booking.suggestions')} className={styles.suggestions}>
          {isSearching || pending ? (
            <li role="presentation" className={styles.searching} aria-live="polite">
              {t('calendar.booking.searching')}
            </li>
          ) : (
            customers.map((customer, index) => (
              <li
                key={`${customer.email}-${customer.phone}-${index}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === highlight}
                className={styles.suggestion}
                // Chosen before the input's blur hides the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(customer)}
              >
                <strong>{customer.name}</strong>
                <small>{[customer.email, customer.phone].filter(Boolean).join(' · ')}</small>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
