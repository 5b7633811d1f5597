import { useTranslation } from 'react-i18next';
import { CalendarRange } from 'lucide-react';
import { LONG_STAY_MIN_NIGHTS } from '@islandstay/shared/villas/short-stay-licence';
import styles from './long-stay-notice.module.css';

/**
 * Thailand's short-stay rule, explained where a guest chooses dates: this villa has no hotel
 * licence or non-hotel registration, so it takes stays of 30 nights or more only.
 */
export function LongStayNotice() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="long-stay-title" className={styles.notice}>
      <CalendarRange size={22} aria-hidden="true" className={styles.icon} />
      <div>
        <h2 id="long-stay-title" className={styles.title}>
          {t('shortStayLicence.title', { count: LONG_STAY_MIN_NIGHTS })}
        </h2>
        <p className={styles.text}>{t('shortStayLicence.text', { count: LONG_STAY_MIN_NIGHTS })}</p>
      </div>
    </section>
  );
}
