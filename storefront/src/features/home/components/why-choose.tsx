import { useTranslation } from 'react-i18next';
import { BadgeCheck, Headset, Lock, MapPin, type LucideIcon } from 'lucide-react';
import styles from './why-choose.module.css';

const ITEMS: ReadonlyArray<{ key: string; icon: LucideIcon }> = [
  { key: 'locations', icon: MapPin },
  { key: 'verified', icon: BadgeCheck },
  { key: 'support', icon: Headset },
  { key: 'secure', icon: Lock },
];

export function WhyChoose() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="why-title">
      <h2 id="why-title" className={styles.title}>
        {t('home.why.title')}
      </h2>
      <ul className={styles.grid}>
        {ITEMS.map(({ key, icon: Icon }) => (
          <li key={key} className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={24} strokeWidth={1.75} />
            </span>
            <h3 className={styles.itemTitle}>{t(`home.why.${key}.title`)}</h3>
            <p className={styles.text}>{t(`home.why.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
