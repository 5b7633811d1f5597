import styles from './search-form-placeholder.module.css';

const FIELD_ROWS = 6;

/** The filter panel's box while the form's code loads: its rows at their heights, so nothing moves. */
export function SearchFormPlaceholder() {
  return (
    <div className={styles.panel} aria-hidden="true">
      {Array.from({ length: FIELD_ROWS }, (_, i) => (
        <div key={i} className={styles.field}>
          <span className={styles.label} />
          <span className={styles.input} />
        </div>
      ))}
      <span className={styles.choices} />
      <span className={styles.choices} />
    </div>
  );
}
