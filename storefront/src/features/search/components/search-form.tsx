import { memo, useId } from 'react';
import { Controller, useForm, type Resolver, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { VILLA_TYPES, villaSearchQuerySchema, type AmenityDto, type VillaSearchQuery } from '@islandstay/shared/villas/villa.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { Select } from '@islandstay/web-common/components/select/select';
import { useAmenities } from '../../../lib/api/amenities.ts';
import { useAreas } from '../../../lib/api/areas.ts';
import { inEnglish } from '../../../lib/shown-texts.ts';
import { ShownText } from '../../../components/shown-text/shown-text.tsx';
import { sharedSchemaResolver } from '@islandstay/web-common/lib/form-resolver';
import { useTerm, type Term } from '@islandstay/web-common/lib/term-preference';
import { clampField, clampSearchValues, filtersFromQuery, formValuesFrom, LIMITS, toQueryInput, type SearchFormValues } from '../form-values.ts';
import type { SearchFilters } from '../search-params.ts';
import { StayDatesField } from './stay-dates-field.tsx';
import styles from './search-form.module.css';

const ANY_AREA = '__any__';

interface SearchFormProps {
  /** `hero`: the home page's compact bar; `panel`: every filter of the search page. */
  variant: 'hero' | 'panel';
  initial: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
}

/** Clamp first, then validate with the API's own query schema (one rule for form and server). */
function searchResolver(term: Term): Resolver<SearchFormValues, unknown, VillaSearchQuery> {
  const validate = sharedSchemaResolver<SearchFormValues, VillaSearchQuery>(villaSearchQuerySchema);
  return (values, context, options) => validate(toQueryInput(clampSearchValues(values, todayOnIsland(), term)) as unknown as SearchFormValues, context, options);
}

export function SearchForm({ variant, initial, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const { term } = useTerm();
  const id = useId();
  const { areas } = useAreas();
  const { amenities } = useAmenities();
  const today = todayOnIsland();

  const { register, handleSubmit, control, setValue, getValues, watch, formState } = useForm<SearchFormValues, unknown, VillaSearchQuery>({
    resolver: searchResolver(term),
    defaultValues: formValuesFrom(initial, term),
  });

  /** On leaving a number field its value snaps into range, so the visitor sees what is searched. */
  function clampOnBlur(field: keyof typeof LIMITS) {
    return {
      onBlur: () => {
        const value = clampField(field, getValues(field));
        setValue(field, value);
        if (field === 'months' && term === 'long') {
          const clamped = clampSearchValues(getValues(), today, term);
          setValue('checkOut', clamped.checkOut);
        }
      },
    };
  }

  const submit = handleSubmit((query) => onSearch(filtersFromQuery(query, initial, term)));
  const dateError = formState.errors.checkIn ?? formState.errors.checkOut;
  const checkIn = watch('checkIn');
  const months = watch('months');

  return (
    <form className={variant === 'hero' ? styles.hero : styles.panel} onSubmit={submit} noValidate aria-label={t('search.form.label')}>
      {variant === 'panel' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{t('search.form.name')}</label>
          <input id={`${id}-name`} className={styles.input} type="search" placeholder={t('search.form.namePlaceholder')} {...register('name')} />
        </div>
      )}

      <div className={styles.field}>
        <label htmlFor={`${id}-area`}>{t('search.form.area')}</label>
        <Controller
          control={control}
          name="area"
          render={({ field }) => (
            <Select
              id={`${id}-area`}
              label={t('search.form.area')}
              value={field.value || ANY_AREA}
              onChange={(value) => field.onChange(value === ANY_AREA ? '' : value)}
              options={[{ value: ANY_AREA, label: t('search.form.anyArea') }, ...areas.map((a) => ({ value: a.name, label: a.label?.text ?? a.name }))]}
            />
          )}
        />
      </div>

      <Controller
        control={control}
        name="checkIn"
        render={({ field }) => (
          <StayDatesField
            term={term}
            checkIn={field.value}
            checkOut={watch('checkOut')}
            months={Number(months) || undefined}
            today={today}
            onChange={(range) => {
              field.onChange(range.checkIn);
              const clamped = clampSearchValues({ ...getValues(), checkIn: range.checkIn, checkOut: range.checkOut }, today, term);
              setValue('checkOut', clamped.checkOut);
            }}
            error={dateError ? t('search.form.errors.dates') : undefined}
          />
        )}
      />

      {term === 'long' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-months`}>{t('search.form.months')}</label>
          <input
            id={`${id}-months`}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={LIMITS.months.min}
            max={LIMITS.months.max}
            disabled={!checkIn}
            {...register('months', clampOnBlur('months'))}
          />
        </div>
      )}

      <div className={styles.field}>
        <label htmlFor={`${id}-guests`}>{t('search.form.guests')}</label>
        <input
          id={`${id}-guests`}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={LIMITS.guests.min}
          max={LIMITS.guests.max}
          placeholder={t('search.form.anyGuests')}
          {...register('guests', clampOnBlur('guests'))}
        />
      </div>

      {variant === 'panel' && (
        <>
          <div className={styles.pair}>
            <div className={styles.field}>
              <label htmlFor={`${id}-bedrooms`}>{t('search.form.bedrooms')}</label>
              <input id={`${id}-bedrooms`} className={styles.input} type="number" inputMode="numeric" min={0} max={10} {...register('bedrooms', clampOnBlur('bedrooms'))} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-bathrooms`}>{t('search.form.bathrooms')}</label>
              <input id={`${id}-bathrooms`} className={styles.input} type="number" inputMode="numeric" min={0} max={10} {...register('bathrooms', clampOnBlur('bathrooms'))} />
            </div>
          </div>
          <div className={styles.pair}>
            <div className={styles.field}>
              <label htmlFor={`${id}-min-price`}>{t('search.form.minPrice')}</label>
              <input id={`${id}-min-price`} className={styles.input} type="number" inputMode="decimal" min={0} {...register('minPrice', clampOnBlur('minPrice'))} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-max-price`}>{t('search.form.maxPrice')}</label>
              <input id={`${id}-max-price`} className={styles.input} type="number" inputMode="decimal" min={0} {...register('maxPrice', clampOnBlur('maxPrice'))} />
            </div>
          </div>
          {formState.errors.maxPrice && <p className={styles.error}>{t('search.form.errors.price')}</p>}

          {term === 'short' && <TypeChecks register={register} />}
          {amenities.length > 0 && <AmenityChecks amenities={amenities} register={register} />}
        </>
      )}

      <Button type="submit" variant="primary" className={styles.submit}>
        <Search size={18} aria-hidden="true" />
        {variant === 'hero' ? t('search.form.search') : t('search.form.apply')}
      </Button>
    </form>
  );
}

// The type and amenity boxes (the form's largest part) as their own memoised components: `register`
// is the same function for the form's life, so ticking a box, submitting or another field's change
// re-renders the form's fields but not these boxes and their labels.

const TypeChecks = memo(function TypeChecks({ register }: { register: UseFormRegister<SearchFormValues> }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('search.form.types')}</legend>
      <div className={styles.checks}>
        {VILLA_TYPES.map((type) => (
          <label key={type} className={styles.check}>
            <input type="checkbox" value={type} {...register('villatype')} />
            {t(`search.types.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
});

const AmenityChecks = memo(function AmenityChecks({ amenities, register }: { amenities: readonly AmenityDto[]; register: UseFormRegister<SearchFormValues> }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('search.form.amenities')}</legend>
      <div className={styles.checks}>
        {amenities.map((amenity) => (
          <label key={amenity.name} className={styles.check}>
            <input type="checkbox" value={amenity.name} {...register('amenities')} />
            <ShownText text={amenity.label ?? inEnglish(amenity.name)} />
          </label>
        ))}
      </div>
    </fieldset>
  );
});
