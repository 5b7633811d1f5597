import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages, MessageCircle } from 'lucide-react';
import type { PublicHost } from '@islandstay/shared/staff/host-profile.schemas';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { ButtonLink } from '@islandstay/web-common/components/button/button';
import styles from './villa-host.module.css';

/** The contact page, opened about this villa: its form is prefilled and the host is emailed too. */
export function contactHostHref(villaId: string): string {
  return `/contact?${new URLSearchParams({ villa: villaId }).toString()}`;
}

/** Language codes as names in the reader's language ("Thai", "ไทย"); the code where the browser has no names. */
function useLanguageNames(codes: string[]): string[] {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'language' });
    } catch {
      // an old browser without DisplayNames: the codes
    }
    return codes.map((code) => names?.of(code) ?? code);
  }, [codes, i18n.resolvedLanguage]);
}

function HostAvatar({ host }: { host: PublicHost }) {
  if (host.photoUrl) return <img className={styles.avatar} src={host.photoUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />;
  // The letter avatar is decoration: the name is said beside it.
  return (
    <span className={`${styles.avatar} ${styles.letter}`} aria-hidden="true">
      {[...host.displayName.trim()][0]?.toLocaleUpperCase() ?? '?'}
    </span>
  );
}

/** "Hosted by": who the owner chose to show, and a way to write to them (the contact page, about this villa). */
export function VillaHost({ villa }: { villa: Pick<VillaDto, 'id' | 'host'> }) {
  const { t, i18n } = useTranslation();
  const host = villa.host;
  const languages = useLanguageNames(host?.languages ?? []);
  const listFormat = useMemo(() => {
    try {
      return new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' });
    } catch {
      return null;
    }
  }, [i18n.resolvedLanguage]);
  if (!host) return null;

  return (
    <section aria-labelledby="host-title" className={styles.host}>
      <div className={styles.heading}>
        <HostAvatar host={host} />
        <div className={styles.who}>
          <h2 id="host-title" className={styles.title}>
            {t('villa.host.hostedBy', { name: host.displayName })}
          </h2>
          {host.hostingSince !== null && <p className={styles.since}>{t('villa.host.hostingSince', { year: host.hostingSince })}</p>}
        </div>
      </div>
      {languages.length > 0 && (
        <p className={styles.languages}>
          <Languages size={18} aria-hidden="true" />
          <span>{t('villa.host.languages', { languages: listFormat ? listFormat.format(languages) : languages.join(', ') })}</span>
        </p>
      )}
      {host.bio && <p className={styles.bio}>{host.bio}</p>}
      <div>
        <ButtonLink to={contactHostHref(villa.id)} variant="secondary">
          <MessageCircle size={18} aria-hidden="true" />
          {t('villa.host.contact')}
        </ButtonLink>
      </div>
    </section>
  );
}
