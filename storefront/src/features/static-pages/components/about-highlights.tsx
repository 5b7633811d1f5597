import { useTranslation } from 'react-i18next';
import { BadgePercent, Headset, MapPinned, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { PageDto } from '@islandstay/shared/cms/content.schemas';
import { safeImageUrl } from './safe-url.ts';
import styles from './about-highlights.module.css';

// The editors write the values; the icons only decorate them, in order.
const VALUE_ICONS: LucideIcon[] = [ShieldCheck, BadgePercent, MapPinned, Headset];

/** About's counters (50+ villas ...), values and team, as the CMS gives them. */
export function AboutHighlights({ page }: { page: PageDto }) {
  const { t } = useTranslation();
  return (
    <>
      {page.counters.length > 0 && (
        <section className={styles.section} aria-labelledby="about-counters">
          <h2 id="about-counters" className="visually-hidden">
            {t('pages.about.counters')}
          </h2>
          <dl className={styles.counters}>
            {page.counters.map((counter) => (
              <div key={counter.label} className={styles.counter}>
                <dt className={styles.counterLabel}>{counter.label}</dt>
                <dd className={styles.counterValue}>{counter.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {page.values.length > 0 && (
        <section className={styles.section} aria-labelledby="about-values">
          <h2 id="about-values" className={styles.heading}>
            {t('pages.about.values')}
          </h2>
          <ul className={styles.values}>
            {page.values.map((value, index) => {
              const Icon = VALUE_ICONS[index % VALUE_ICONS.length]!;
              return (
                <li key={value.title} className={styles.card}>
                  <span className={styles.icon} aria-hidden="true">
                    <Icon size={22} strokeWidth={1.75} />
                  </span>
                  <h3 className={styles.cardTitle}>{value.title}</h3>
                  {value.text && <p className={styles.cardText}>{value.text}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {page.team.length > 0 && (
        <section className={styles.section} aria-labelledby="about-team">
          <h2 id="about-team" className={styles.heading}>
            {t('pages.about.team')}
          </h2>
          <ul className={styles.team}>
            {page.team.map((member) => {
              const photoUrl = safeImageUrl(member.photo?.url);
              return (
                <li key={member.name} className={styles.card}>
                  {member.photo && photoUrl ? (
                    <img className={styles.photo} src={photoUrl.href} alt={member.photo.alt} width={member.photo.width ?? 96} height={member.photo.height ?? 96} loading="lazy" decoding="async" />
                  ) : (
                    <span className={styles.avatar} aria-hidden="true">
                      {Array.from(member.name)[0]?.toUpperCase()}
                    </span>
                  )}
                  <h3 className={styles.cardTitle}>{member.name}</h3>
                  {member.role && <p className={styles.role}>{member.role}</p>}
                  {member.bio && <p className={styles.cardText}>{member.bio}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
