import styles from './select.module.css';

/** The trigger's classes, shared by the Radix trigger and its stand-in so both look the same. */
export function triggerClass(compact: boolean | undefined, className: string | undefined): string {
  return [styles.trigger, compact ? styles.compact : '', className ?? ''].join(' ');
}
