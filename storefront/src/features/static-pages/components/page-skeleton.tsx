import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import styles from './static-page.module.css';

const LINES = ['92%', '100%', '96%', '70%'];

/** The shape of a page's text while the CMS answers: a heading and two paragraphs. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <Skeleton width="40%" height={28} />
      {LINES.map((width, i) => (
        <Skeleton key={`a${i}`} width={width} height={16} />
      ))}
      <Skeleton width="30%" height={28} style={{ marginTop: 16 }} />
      {LINES.map((width, i) => (
        <Skeleton key={`b${i}`} width={width} height={16} />
      ))}
    </div>
  );
}
