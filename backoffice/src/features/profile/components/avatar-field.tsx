import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUp, UserRound, X } from 'lucide-react';
import { FieldError } from '@islandstay/web-common/components/form/form-field';
import { useObjectUrl } from '@islandstay/web-common/lib/use-object-url';
import styles from './profile.module.css';

/** What the server accepts (booking-service upload middleware): the same types and size, checked before the upload. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a picked file cannot be the avatar, naming the file; undefined when it can. */
export function avatarProblem(file: File, t: (key: string, options?: Record<string, unknown>) => string): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return t('profile.avatar.wrongType', { file: file.name });
  if (file.size > AVATAR_MAX_BYTES) {
    return t('profile.avatar.tooLarge', { file: file.name, size: (file.size / 1024 / 1024).toFixed(1), max: AVATAR_MAX_BYTES / 1024 / 1024 });
  }
  return undefined;
}

interface Props {
  /** The saved picture's address, if any. */
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A refusal from the server (type or size). */
  serverError?: string;
}

/** The avatar: the saved picture or a preview of the chosen file, a picker, and a way back. */
export function AvatarField({ current, file, onChange, serverError }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const preview = useObjectUrl(file);

  function pick(picked: File | undefined) {
    if (!picked) return;
    const reason = avatarProblem(picked, t);
    setProblem(reason);
    if (!reason) onChange(picked);
    // The same file can be picked again after a refusal.
    if (inputRef.current) inputRef.current.value = '';
  }

  const src = preview ?? current;
  const error = problem ?? serverError;
  return (
    <div className={styles.avatarField}>
      <div className={styles.avatar}>
        {src ? <img src={src} alt={preview ? t('profile.avatar.previewAlt') : t('profile.avatar.currentAlt')} width={96} height={96} /> : <UserRound size={40} aria-hidden="true" />}
      </div>
      <div className={styles.avatarControls}>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="visually-hidden"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <label htmlFor={id} className={styles.pickButton}>
          <ImageUp size={18} aria-hidden="true" />
          {src ? t('profile.avatar.change') : t('profile.avatar.choose')}
        </label>
        {file && (
          <button type="button" className={styles.linkButton} onClick={() => onChange(null)}>
            <X size={16} aria-hidden="true" />
            {t('profile.avatar.undo')}
          </button>
        )}
        <p id={`${id}-hint`} className={styles.hint}>
          {file ? t('profile.avatar.chosen', { file: file.name }) : t('profile.avatar.hint')}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
