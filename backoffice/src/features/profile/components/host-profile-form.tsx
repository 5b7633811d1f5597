import { useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { HOST_BIO_MAX, HOST_LANGUAGES, HOST_NAME_MAX, hostProfileUpdateSchema, type HostProfile, type HostProfileUpdate } from '@islandstay/shared/staff/host-profile.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { FieldError, fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import form from '../../../components/form/form.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { updateHostProfile, useHostProfile } from '../api/host-profile.ts';
import styles from './profile.module.css';

interface HostValues {
  displayName: string;
  languages: string[];
  bio: string;
  showPhoto: boolean;
}
const FIELDS: (keyof HostValues)[] = ['displayName', 'languages', 'bio', 'showPhoto'];

function isField(path: string): path is keyof HostValues {
  return (FIELDS as string[]).includes(path);
}

function valuesOf(profile: HostProfile): HostValues {
  return { displayName: profile.displayName ?? '', languages: profile.languages, bio: profile.bio ?? '', showPhoto: profile.showPhoto };
}

/**
 * What the villa pages say about the owner as their host (issue 28): a public name (first name
 * and last initial unless set), the languages spoken, a short bio and whether the profile picture
 * shows. Never the email, phone or full last name.
 */
export function HostProfileForm({ profile }: { profile: HostProfile }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { mutate } = useSWRConfig();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, reset, errors, isSubmitting, formState, watch } = useSchemaForm<HostValues, HostProfileUpdate>(hostProfileUpdateSchema, {
    defaultValues: valuesOf(profile),
  });

  const languageOptions = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'language' });
    } catch {
      // an old browser without DisplayNames: the codes
    }
    return HOST_LANGUAGES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.resolvedLanguage));
  }, [i18n.resolvedLanguage]);

  async function submit(values: HostProfileUpdate) {
    setProblem(null);
    try {
      const saved = await updateHostProfile(values, mutate);
      toast.success(t('profile.host.saved'));
      reset(valuesOf(saved));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          const field = detail.path.split('.')[0] ?? '';
          if (isField(field)) setError(field, asFieldError(detail));
        }
      }
      const reason = refusalFor(error, t, { scope: 'staff' });
      setProblem(reason ? `${t('profile.host.saveFailed')} ${reason}` : t('profile.host.saveFailed'));
    }
  }

  const error = (name: keyof HostValues) => fieldMessageFor(errors[name], t, { scope: 'staff', field: name });
  const bioLength = watch('bio').length;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {t('profile.host.title')}
      </h2>
      <p className={styles.hostNote}>{t('profile.host.note')}</p>
      <form className={form.form} onSubmit={handleSubmit(submit)} noValidate>
        <InlineAlert message={problem} className={form.alert} iconSize={18} />
        <FormField id={`${id}-name`} label={t('profile.host.displayName')} error={error('displayName')} hint={t('profile.host.displayNameHint', { name: profile.defaultDisplayName })}>
          <input
            className={form.input}
            maxLength={HOST_NAME_MAX}
            placeholder={profile.defaultDisplayName}
            {...fieldA11y(`${id}-name`, error('displayName'), `${id}-name-hint`)}
            {...register('displayName')}
          />
        </FormField>
        <Controller
          control={control}
          name="languages"
          render={({ field }) => (
            <fieldset className={styles.hostFieldset} aria-describedby={errors.languages ? `${id}-languages-error` : undefined}>
              <legend className={form.label}>{t('profile.host.languages')}</legend>
              <div className={styles.languageGrid}>
                {languageOptions.map(({ code, name }) => (
                  <label key={code} className={styles.check} lang={code}>
                    <input
                      type="checkbox"
                      checked={field.value.includes(code)}
                      onChange={(event) => field.onChange(event.target.checked ? [...field.value, code] : field.value.filter((c) => c !== code))}
                      onBlur={field.onBlur}
                    />
                    {name}
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-languages-error`} message={error('languages')} />
            </fieldset>
          )}
        />
        <FormField id={`${id}-bio`} label={t('profile.host.bio')} error={error('bio')} hint={t('profile.host.bioHint', { used: bioLength, max: HOST_BIO_MAX })}>
          <textarea className={form.input} rows={4} maxLength={HOST_BIO_MAX} {...fieldA11y(`${id}-bio`, error('bio'), `${id}-bio-hint`)} {...register('bio')} />
        </FormField>
        <label className={styles.check}>
          <input type="checkbox" {...register('showPhoto')} />
          {t('profile.host.showPhoto')}
        </label>
        <div>
          <Button type="submit" variant="primary" disabled={isSubmitting || !formState.isDirty}>
            {isSubmitting ? t('profile.saving') : t('profile.host.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The host profile panel of an owner's profile page: loaded on its own, so the rest never waits for it. */
export function HostProfileSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useHostProfile();
  if (error && !data) {
    return (
      <section className={styles.panel} aria-label={t('profile.host.title')}>
        <InlineAlert message={t('profile.host.loadError')} className={form.alert} iconSize={18} />
        <div>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
        </div>
      </section>
    );
  }
  if (!data) return <p role="status">{t('profile.host.loading')}</p>;
  return <HostProfileForm profile={data} />;
}
