import type { ReactNode } from 'react';
import { AlertCircle, type LucideIcon } from 'lucide-react';

interface InlineAlertProps {
  /** What went wrong, already in words; nothing is rendered without it. */
  message: ReactNode;
  /** The app's class for the box: a form's alert, a field's error line. */
  className: string | undefined;
  /** For an `aria-describedby` pointing at it. */
  id?: string;
  icon?: LucideIcon;
  iconSize?: 16 | 18;
  /** What follows the message in the same box: a Retry button. */
  children?: ReactNode;
}

/**
 * A message read out as it appears (role="alert"), with an icon beside it so colour is never the
 * only signal: a form's failure above its fields, a field's error under it, a step's notice.
 */
export function InlineAlert({ message, className, id, icon: Icon = AlertCircle, iconSize = 16, children }: InlineAlertProps) {
  if (!message) return null;
  return (
    <p id={id} className={className} role="alert">
      <Icon size={iconSize} aria-hidden="true" />
      <span>{message}</span>
      {children}
    </p>
  );
}
