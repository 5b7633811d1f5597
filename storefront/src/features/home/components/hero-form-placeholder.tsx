import styles from './hero.module.css';

/** The search bar's box while its code loads: same height, so the page does not move. */
export function HeroFormPlaceholder() {
  return <div className={styles.formPlaceholder} aria-hidden="true" />;
}
