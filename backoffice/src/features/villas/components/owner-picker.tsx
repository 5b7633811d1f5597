import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@islandstay/web-common/components/form/native-select';
import { fieldA11y } from '@islandstay/web-common/components/form/form-field';
import form from '../../../components/form/form.module.css';
import type { OwnerOption } from '../api/villa-lookups.ts';
import styles from './villas.module.css';

interface OwnerPickerProps {
  /** The select's id: the field's label points at it. */
  id: string;
  owners: readonly OwnerOption[];
  value: string;
  onChange: (ownerId: string) => void;
  onBlur: () => void;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** Names and emails match whatever their case. */
const fold = (text: string) => text.toLocaleLowerCase();

/**
 * Assign Owner (admin only, as is the owner list with its emails): a search box narrowing the
 * native select to the owners whose name or email holds what is typed, each shown with their
 * email. The chosen owner stays in the list whatever the search, so the field never changes by
 * itself; Enter in the search box chooses the first match instead of submitting the form.
 */
export function OwnerPicker({ id, owners, value, onChange, onBlur, error, selectRef }: OwnerPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const needle = fold(query.trim());
  const matches = needle ? owners.filter((owner) => fold(owner.name).includes(needle) || fold(owner.email ?? '').includes(needle)) : owners;
  const chosen = owners.find((owner) => owner.id === value);
  const shown = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;
  const hintId = `${id}-search-hint`;

  return (
    <div className={styles.ownerPicker}>
      <input
        type="search"
        className={form.input}
        aria-label={t('villas.form.ownerSearch')}
        aria-controls={id}
        aria-describedby={needle && matches.length === 0 ? hintId : undefined}
        placeholder={t('villas.form.ownerSearchPlaceholder')}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (matches[0]) onChange(matches[0].id);
        }}
      />
      <NativeSelect
        ref={selectRef}
        className={form.input}
        aria-required
        placeholder={t('villas.form.ownerPlaceholder')}
        options={shown.map((owner) => ({ value: owner.id, label: owner.email ? t('villas.form.ownerOption', { name: owner.name, email: owner.email }) : owner.name }))}
        {...fieldA11y(id, error)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {needle && matches.length === 0 ? (
        <p id={hintId} className={styles.hint} role="status">
          {t('villas.form.ownerNoMatch', { query: query.trim() })}
        </p>
      ) : null}
    </div>
  );
}
