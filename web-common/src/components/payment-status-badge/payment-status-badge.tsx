import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleHelp, Clock, Hourglass, RotateCcw, Undo2, type LucideIcon } from 'lucide-react';
import type { PaymentStatus } from '@islandstay/shared/payments/payment-status';
import styles from './payment-status-badge.module.css';

const ICONS: Record<PaymentStatus, LucideIcon> = { unpaid: Clock, deposit_paid: Hourglass, paid: CircleCheck, partly_refunded: Undo2, refunded: RotateCcw };

// A type-only import: the statuses' module brings decimal.js, which a badge does not need.
function isPaymentStatus(status: string): status is PaymentStatus {
  return Object.hasOwn(ICONS, status);
}

/**
 * A booking's payment status (docs/product.md#payments) as a badge with its word, led by an icon
 * (the storefront) or a dot (the back office's tables): colour is never the only signal. The word
 * is the app's `paymentStatus.<status>` text; a status this app does not know is shown as the
 * server's word.
 */
export function PaymentStatusBadge({ status, marker = 'icon' }: { status: string; marker?: 'icon' | 'dot' }) {
  const { t } = useTranslation();
  const known = isPaymentStatus(status);
  const Icon = known ? ICONS[status] : CircleHelp;
  const classes = [styles.badge, marker === 'dot' ? styles.dot : '', known ? styles[status] : ''].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {marker === 'icon' && <Icon size={14} aria-hidden="true" />}
      {t(`paymentStatus.${status}`, { defaultValue: status })}
    </span>
  );
}
