import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TypingWord } from './typing-word.tsx';
import styles from './hero.module.css';

/** The home hero: the headline with the typing word, and the search form given by the page. */
export function Hero({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const words = t('home.hero.words', { returnObjects: true }) as string[];
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <h1 id="hero-title" className={styles.title}>
          <span className="visually-hidden">{t('home.hero.title', { word: words[0] })}</span>
          <span aria-hidden="true">{t('home.hero.lead')}</span>
          <span className={styles.wordLine} aria-hidden="true">
            <TypingWord words={words} className={styles.word} />
            <span className={styles.caret} />
          </span>
        </h1>
        <p className={styles.subtitle}>{t('home.hero.subtitle')}</p>
        <div className={styles.form}>{children}</div>
      </div>
    </section>
  );
}
