import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera } from 'lucide-react';
import { PROFILE_IMAGE_UPLOAD } from '@islandstay/shared/contract/customers.contract';
import { FieldError } from '@islandstay/web-common/components/form/form-field';
import { useObjectUrl } from '@islandstay/web-common/lib/use-object-url';
import styles from './profile.module.css';

/** What the server takes (upload middleware): JPEG, PNG or WebP, at most 2 MB. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_MAX_BYTES = PROFILE_IMAGE_UPLOAD.maxBytes;

interface AvatarFieldProps {
  /** The saved photo's URL, if any. */
  current: string | null;
  name: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
}

/** The profile photo: the saved one or the initial, a chosen file previewed before it is saved. */
export function AvatarField({ current, name, file, onFile, error, onError }: AvatarFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const preview = useObjectUrl(file);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (!AVATAR_TYPES.includes(chosen.type)) {
      onError(t('profile.avatar.wrongType'));
      return;
    }
    if (chosen.size > AVATAR_MAX_BYTES) {
      onError(t('profile.avatar.tooLarge'));
      return;
    }
    onError(undefined);
    onFile(chosen);
  }

  const shown = preview ?? current;
  const initial = name.trim().charAt(0).toUpperCase() || '?';

  return (
    <div className={styles.avatarField}>
      <div className={styles.avatar}>
        {shown ? <img src={shown} alt={preview ? t('profile.avatar.previewAlt') : t('profile.avatar.alt', { name })} width={112} height={112} /> : <span aria-hidden="true">{initial}</span>}
      </div>
      <div className={styles.avatarControls}>
        <label htmlFor={`${id}-file`} className={styles.fileButton}>
          <Camera size={16} aria-hidden="true" />
          {current || preview ? t('profile.avatar.change') : t('profile.avatar.add')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className={`visually-hidden ${styles.fileInput}`}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={Boolean(error) || undefined}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {file && (
          <button type="button" className={styles.linkButton} onClick={() => onFile(null)}>
            {t('profile.avatar.undo')}
          </button>
        )}
        {error ? (
          <FieldError id={`${id}-error`} message={error} />
        ) : (
          <p id={`${id}-hint`} className={styles.hint}>
            {file ? t('profile.avatar.unsaved') : t('profile.avatar.hint')}
          </p>
        )}
      </div>
    </div>
  );
}
