import { useTranslation } from 'react-i18next';
import type { OwnerStatus } from '@islandstay/shared/staff/staff.schemas';
import styles from './owners.module.css';

/** An owner's status as a coloured badge with its word (colour is never the only signal). */
export function OwnerStatusBadge({ status }: { status: OwnerStatus | null }) {
  const { t } = useTranslation();
  const value = status ?? 'pending';
  return <span className={`${styles.badge} ${styles[value]}`}>{t(`owners.status.${value}`)}</span>;
}
