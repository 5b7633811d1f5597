import { useId, useMemo, useState } from 'react';
import { SHORT_STAY_LICENCES } from '@islandstay/shared/villas/short-stay-licence';
import { latitudeSchema, longitudeSchema } from '@islandstay/shared/villas/villa-location';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { VILLA_TYPES } from '@islandstay/shared/villas/villa.schemas';
import { PREDEFINED_AMENITIES, type KnownAmenity } from '@islandstay/shared/villas/amenity-rules';
import { Button } from '@islandstay/web-common/components/button/button';
import { FieldError, FormField, fieldA11y } from '@islandstay/web-common/components/form/form-field';
import { NativeSelect } from '@islandstay/web-common/components/form/native-select';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import form from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { AdminVilla } from '../api/admin-villas.ts';
import { useAmenities, useAreas, type OwnerOption } from '../api/villa-lookups.ts';
import { saveVilla } from '../api/villa-writes.ts';
import { usePhotos } from '../hooks/use-photos.ts';
import { emptyVillaForm, imageUrlList, isVillaFormField, villaFormData, villaFormResolver, villaToForm, type VillaFormField, type VillaFormValues } from '../hooks/villa-form.ts';
import { asFieldError, fieldMessageFor, refusalFor, type CodedLike } from '@islandstay/web-common/errors/messages';
import { AmenitiesField } from './amenities-field.tsx';
import { LocationPicker, type PickedPoint } from './location-picker.tsx';
import { OwnerPicker } from './owner-picker.tsx';
import { PhotoManager } from './photo-manager.tsx';
import styles from './villas.module.css';

interface VillaFormDialogProps {
  /** null: add a villa. */
  villa: AdminVilla | null;
  isAdmin: boolean;
  owners: readonly OwnerOption[];
  onClose: () => void;
}

/** The label a field's error names it by, where it is not the field's own name (`villas.form.<name>`). */
const LABEL_KEYS: Partial<Record<VillaFormField, string>> = { villatype: 'type', cleaningFee: 'cleaningFeeName' };

const FALLBACK_AMENITIES: KnownAmenity[] = PREDEFINED_AMENITIES.map((name) => ({ name, predefined: true }));

/** The point the two fields hold, when both are valid coordinates (the pin shows only then). */
function typedPoint(latitude: string, longitude: string): PickedPoint | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = latitudeSchema.safeParse(Number(latitude));
  const lng = longitudeSchema.safeParse(Number(longitude));
  return lat.success && lng.success ? { latitude: lat.data, longitude: lng.data } : null;
}

/**
 * The villa modal's add and edit modes: the shared create schema validates in the browser, the
 * server's field errors land on the same fields, and nothing typed is lost when it refuses.
 */
export function VillaFormDialog({ villa, isAdmin, owners, onClose }: VillaFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const editing = villa !== null;
  const { data: areas } = useAreas();
  const { data: amenities } = useAmenities();
  const photos = usePhotos(villa?.images ?? []);
  const [formError, setFormError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const resolver = useMemo(() => villaFormResolver(isAdmin), [isAdmin]);
  const {
    register,
    control,
    getValues,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<VillaFormValues, unknown, unknown>({
    resolver,
    defaultValues: villa ? villaToForm(villa) : emptyVillaForm(),
  });
  const [latitudeText, longitudeText] = useWatch({ control, name: ['latitude', 'longitude'] });
  const point = typedPoint(latitudeText, longitudeText);
  const [mapAvailable, setMapAvailable] = useState<boolean | null>(null);
  /** The pin moved (dragged, a click on the map, "Place pin") or the point cleared: both fields at once. */
  function setLocation(next: PickedPoint | null) {
    setValue('latitude', next ? String(next.latitude) : '', { shouldDirty: true });
    setValue('longitude', next ? String(next.longitude) : '', { shouldDirty: true });
    clearErrors(['latitude', 'longitude']);
  }
  // A field's error by its code (web-common/src/errors), worded with the field's label ("Bedrooms must be at least 1").
  const label = (name: string | undefined) => (name && isVillaFormField(name) ? t(`villas.form.${LABEL_KEYS[name] ?? name}`) : undefined);
  const message = (name: VillaFormField, error: CodedLike | undefined) => fieldMessageFor(error, t, { scope: 'villa', field: name, values: { field: label(name) } });
  const knownAmenities = amenities ?? FALLBACK_AMENITIES;
  const typeOptions = VILLA_TYPES.map((type) => ({ value: type, label: t(`villas.types.${type}`) }));
  const areaOptions = [...new Set([...(areas ?? []), ...(villa?.areas ?? [])])];
  // The villa's owner stays choosable even when the owner list did not load.
  const ownerOptions = villa?.owner && !owners.some((o) => o.id === villa.owner!.id) ? [...owners, { id: villa.owner.id, name: villa.owner.name, email: null, status: null }] : owners;

  async function submit(values: VillaFormValues) {
    setFormError(null);
    setPhotoError(undefined);
    try {
      await saveVilla(villa?.id ?? null, villaFormData(values, photos.changes, { isAdmin, editing }));
      toast.success(t(editing ? 'villas.form.updated' : 'villas.form.created', { name: values.name.trim() }));
      onClose();
    } catch (error) {
      const firstField = error instanceof ApiError ? error.details[0]?.path.split('.')[0] : undefined;
      const reason = refusalFor(error, t, { scope: 'villa', values: { field: label(firstField) } }) ?? t('villas.tryAgain');
      setFormError(t('villas.form.saveError', { reason }));
      if (!(error instanceof ApiError)) return;
      const urls = imageUrlList(values.imageUrls);
      for (const detail of error.details) {
        const [field, index] = detail.path.split('.');
        if (field === 'images') {
          const names = photos.added.map((p) => p.file.name).join(', ');
          setPhotoError(t('villas.photos.serverRefused', { names: names || t('villas.photos.title'), reason: fieldMessageFor(detail, t, { scope: 'villa' }) }));
        } else if (field === 'imageUrls') {
          const url = index !== undefined ? urls[Number(index)] : undefined;
          const text = message('imageUrls', detail);
          setError('imageUrls', { message: url ? `${url}: ${text}` : text });
        } else if (field && isVillaFormField(field)) {
          setError(field, asFieldError(detail));
        }
      }
    }
  }

  const title = editing ? t('villas.form.editTitle') : t('villas.form.addTitle');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={editing ? villa.name : undefined}
      footer={
        <>
          <Button onClick={onClose}>{t('villas.form.cancel')}</Button>
          <Button variant="primary" type="submit" form={`${id}-form`} disabled={isSubmitting}>
            {isSubmitting ? t('villas.form.saving') : editing ? t('villas.form.update') : t('villas.form.create')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={form.form} noValidate onSubmit={handleSubmit(() => submit(getValues()))}>
        <InlineAlert message={formError} className={form.alert} />
        <div className={form.grid2}>
          <FormField id={`${id}-type`} label={t('villas.form.type')} error={message('villatype', errors.villatype)}>
            <NativeSelect className={form.input} options={typeOptions} {...fieldA11y(`${id}-type`, errors.villatype?.message)} {...register('villatype')} />
          </FormField>
          {isAdmin && (
            <FormField id={`${id}-owner`} label={t('villas.form.owner')} required error={message('owner', errors.owner)}>
              <Controller
                control={control}
                name="owner"
                render={({ field }) => (
                  <OwnerPicker id={`${id}-owner`} owners={ownerOptions} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.owner?.message} selectRef={field.ref} />
                )}
              />
            </FormField>
          )}
        </div>
        <FormField id={`${id}-name`} label={t('villas.form.name')} required error={message('name', errors.name)}>
          <input className={form.input} aria-required autoComplete="off" {...fieldA11y(`${id}-name`, errors.name?.message)} {...register('name')} />
        </FormField>
        <Controller
          control={control}
          name="areas"
          render={({ field, fieldState }) => (
            <fieldset className={styles.fieldset} aria-describedby={fieldState.error ? `${id}-areas-error` : undefined}>
              <legend className={form.label}>
                {t('villas.form.areas')}
                <span className={form.required} aria-hidden="true">
                  {' *'}
                </span>
              </legend>
              {areaOptions.length === 0 ? (
                <p className={styles.hint}>{t('villas.form.noAreas')}</p>
              ) : (
                <div className={styles.checkGrid}>
                  {areaOptions.map((area) => (
                    <label key={area} className={styles.check}>
                      <input
                        type="checkbox"
                        checked={field.value.includes(area)}
                        onChange={(event) => field.onChange(event.target.checked ? [...field.value, area] : field.value.filter((a) => a !== area))}
                        onBlur={field.onBlur}
                      />
                      {area}
                    </label>
                  ))}
                </div>
              )}
              <FieldError id={`${id}-areas-error`} message={message('areas', fieldState.error)} />
            </fieldset>
          )}
        />
        <div className={styles.grid4}>
          <FormField id={`${id}-price`} label={t('villas.form.price')} required error={message('price', errors.price)}>
            <input className={form.input} type="number" inputMode="decimal" min={0} step={0.01} aria-required {...fieldA11y(`${id}-price`, errors.price?.message)} {...register('price')} />
          </FormField>
          <FormField id={`${id}-cleaning-fee`} label={t('villas.form.cleaningFee')} error={message('cleaningFee', errors.cleaningFee)}>
            <input
              className={form.input}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="0"
              {...fieldA11y(`${id}-cleaning-fee`, errors.cleaningFee?.message)}
              {...register('cleaningFee')}
            />
          </FormField>
          <FormField id={`${id}-guests`} label={t('villas.form.guests')} required error={message('guests', errors.guests)}>
            <input className={form.input} type="number" inputMode="numeric" min={1} step={1} aria-required {...fieldA11y(`${id}-guests`, errors.guests?.message)} {...register('guests')} />
          </FormField>
          <FormField id={`${id}-bedrooms`} label={t('villas.form.bedrooms')} required error={message('bedrooms', errors.bedrooms)}>
            <input className={form.input} type="number" inputMode="numeric" min={1} step={1} aria-required {...fieldA11y(`${id}-bedrooms`, errors.bedrooms?.message)} {...register('bedrooms')} />
          </FormField>
          <FormField id={`${id}-bathrooms`} label={t('villas.form.bathrooms')} required error={message('bathrooms', errors.bathrooms)}>
            <input className={form.input} type="number" inputMode="numeric" min={1} step={1} aria-required {...fieldA11y(`${id}-bathrooms`, errors.bathrooms?.message)} {...register('bathrooms')} />
          </FormField>
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...register('isActive')} />
          {t('villas.form.isActive')}
        </label>
        <FormField id={`${id}-licence`} label={t('villas.form.shortStayLicence')} error={message('shortStayLicence', errors.shortStayLicence)}>
          <select className={form.input} {...fieldA11y(`${id}-licence`, errors.shortStayLicence?.message, `${id}-licence-hint`)} {...register('shortStayLicence')}>
            <option value="">{t('villas.form.licence.notRecorded')}</option>
            {SHORT_STAY_LICENCES.map((licence) => (
              <option key={licence} value={licence}>
                {t(`villas.form.licence.${licence}`)}
              </option>
            ))}
          </select>
          <p id={`${id}-licence-hint`} className={styles.hint}>
            {t('villas.form.licence.hint')}
          </p>
        </FormField>
        <fieldset className={styles.fieldset}>
          <legend className={form.label}>{t('villas.form.location')}</legend>
          <div className={form.grid2}>
            <FormField id={`${id}-latitude`} label={t('villas.form.latitude')} error={message('latitude', errors.latitude)}>
              <input
                className={form.input}
                type="number"
                step="any"
                min={-90}
                max={90}
                placeholder="9.5312"
                {...fieldA11y(`${id}-latitude`, errors.latitude?.message, `${id}-location-hint`)}
                {...register('latitude')}
              />
            </FormField>
            <FormField id={`${id}-longitude`} label={t('villas.form.longitude')} error={message('longitude', errors.longitude)}>
              <input
                className={form.input}
                type="number"
                step="any"
                min={-180}
                max={180}
                placeholder="100.0612"
                {...fieldA11y(`${id}-longitude`, errors.longitude?.message, `${id}-location-hint`)}
                {...register('longitude')}
              />
            </FormField>
          </div>
          <p id={`${id}-location-hint`} className={styles.hint}>
            {mapAvailable === false ? t('villas.form.locationNoMap') : t('villas.form.locationHint')}
          </p>
          <LocationPicker point={point} onPick={setLocation} onAvailability={setMapAvailable} />
          <div className={styles.locationRow}>
            <label className={styles.check}>
              <input type="checkbox" {...register('hideExactLocation')} />
              {t('villas.form.hideExactLocation')}
            </label>
            {(latitudeText.trim() !== '' || longitudeText.trim() !== '') && (
              <Button size="sm" onClick={() => setLocation(null)}>
                {t('villas.form.clearLocation')}
              </Button>
            )}
          </div>
        </fieldset>
        <FormField id={`${id}-description`} label={t('villas.form.description')} required error={message('description', errors.description)}>
          <textarea className={form.input} rows={4} aria-required {...fieldA11y(`${id}-description`, errors.description?.message)} {...register('description')} />
        </FormField>
        <FormField id={`${id}-description-th`} label={t('villas.form.descriptionTh')} error={message('descriptionTh', errors.descriptionTh)}>
          <textarea className={form.input} rows={3} lang="th" {...fieldA11y(`${id}-description-th`, errors.descriptionTh?.message, `${id}-description-th-hint`)} {...register('descriptionTh')} />
          <p id={`${id}-description-th-hint`} className={styles.hint}>
            {t('villas.form.descriptionThHint')}
          </p>
        </FormField>
        <PhotoManager photos={photos} serverError={photoError} />
        <FormField id={`${id}-urls`} label={t('villas.form.imageUrls')} error={message('imageUrls', errors.imageUrls)}>
          <textarea className={form.input} rows={2} placeholder="https://" {...fieldA11y(`${id}-urls`, errors.imageUrls?.message, `${id}-urls-hint`)} {...register('imageUrls')} />
          <p id={`${id}-urls-hint`} className={styles.hint}>
            {t('villas.form.imageUrlsHint')}
          </p>
        </FormField>
        <Controller
          control={control}
          name="amenities"
          render={({ field, fieldState }) => <AmenitiesField value={field.value} onChange={field.onChange} known={knownAmenities} error={message('amenities', fieldState.error)} />}
        />
      </form>
    </Modal>
  );
}
