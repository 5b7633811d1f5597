import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import styles from './state-message.module.css';

interface StateMessageProps {
  icon: LucideIcon;
  title: string;
  text?: string;
  /** The next step: Retry, Explore villas, Clear all ... */
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
  headingLevel?: 1 | 2;
}

/** Empty, error and not-found screens: a short sentence, an icon and the next action. */
export function StateMessage({ icon: Icon, title, text, actions, tone = 'neutral', headingLevel = 2 }: StateMessageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.state} role={tone === 'error' ? 'alert' : undefined}>
      <span className={tone === 'error' ? `${styles.icon} ${styles.error}` : styles.icon} aria-hidden="true">
        <Icon size={28} strokeWidth={1.75} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
