import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { resolveAmenity, type KnownAmenity } from '@islandstay/shared/villas/amenity-rules';
import { Button } from '@islandstay/web-common/components/button/button';
import { FieldError, fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { NativeSelect } from '@islandstay/web-common/components/form/native-select';
import form from '../../../components/form/form.module.css';
import styles from './villas.module.css';

interface AmenitiesFieldProps {
  value: string[];
  onChange: (next: string[]) => void;
  known: readonly KnownAmenity[];
  /** The server's refusal, shown under the field. */
  error?: string;
}

/**
 * Amenities: known ones from a dropdown, custom ones typed. The custom-amenity rule is shared/'s
 * (the server's): a predefined amenity typed with other spaces, underscores or case is refused and
 * the person is sent to the dropdown; duplicates (any case) and empty text are ignored.
 */
export function AmenitiesField({ value, onChange, known, error }: AmenitiesFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | undefined>();
  const chosen = new Set(value.map((name) => name.toLowerCase()));
  const available = known.filter((amenity) => !chosen.has(amenity.name.toLowerCase()));

  function add(name: string) {
    if (!chosen.has(name.toLowerCase())) onChange([...value, name]);
  }

  function addCustom() {
    const result = resolveAmenity(custom, known);
    if (result.kind === 'empty') return;
    if (result.kind === 'lookalike') {
      setCustomError(t('villas.amenities.lookalike', { name: result.predefined }));
      return;
    }
    add(result.name);
    setCustom('');
    setCustomError(undefined);
  }

  function onCustomKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the amenity instead of submitting the whole villa form.
    if (event.key === 'Enter') {
      event.preventDefault();
      addCustom();
    }
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={form.label}>{t('villas.form.amenities')}</legend>
      <div className={styles.amenityRow}>
        <FormField id={`${id}-pick`} label={t('villas.amenities.choose')} labelClassName={styles.subLabel}>
          <NativeSelect
            id={`${id}-pick`}
            className={form.input}
            value={choice}
            placeholder={t('villas.amenities.choosePlaceholder')}
            options={available.map((amenity) => ({ value: amenity.name, label: amenity.name }))}
            onChange={(event) => setChoice(event.target.value)}
          />
        </FormField>
        <Button
          disabled={!choice}
          onClick={() => {
            add(choice);
            setChoice('');
          }}
        >
          <Plus size={16} aria-hidden="true" />
          {t('villas.amenities.add')}
        </Button>
      </div>
      <div className={styles.amenityRow}>
        <FormField id={`${id}-custom`} label={t('villas.amenities.custom')} labelClassName={styles.subLabel}>
          <input
            className={form.input}
            value={custom}
            maxLength={120}
            placeholder={t('villas.amenities.customPlaceholder')}
            {...fieldA11y(`${id}-custom`, customError)}
            onChange={(event) => {
              setCustom(event.target.value);
              setCustomError(undefined);
            }}
            onKeyDown={onCustomKey}
          />
        </FormField>
        <Button disabled={!custom.trim()} onClick={addCustom}>
          <Plus size={16} aria-hidden="true" />
          {t('villas.amenities.addCustom')}
        </Button>
      </div>
      <FieldError id={`${id}-custom-error`} message={customError} />
      {value.length === 0 ? (
        <p className={styles.hint}>{t('villas.amenities.none')}</p>
      ) : (
        <ul className={styles.chips} aria-label={t('villas.amenities.selected')}>
          {value.map((name) => (
            <li key={name} className={styles.chip}>
              <span>{name}</span>
              <button type="button" className={styles.chipRemove} aria-label={t('villas.amenities.remove', { name })} onClick={() => onChange(value.filter((v) => v !== name))}>
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
