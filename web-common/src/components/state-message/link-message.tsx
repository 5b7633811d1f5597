import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from '../button/button.tsx';
import { StateMessage } from './state-message.tsx';

/** A way on from an empty or not-found screen: where it leads and its label, already translated. */
export interface MessageLink {
  to: string;
  label: string;
  icon?: LucideIcon;
}

interface LinkMessageProps extends Omit<ComponentProps<typeof StateMessage>, 'actions'> {
  /** The first is the primary button, any others secondary. */
  links: readonly MessageLink[];
}

/** An empty list or a page that is not there: the message with links on (Explore villas, Back to dashboard ...). */
export function LinkMessage({ links, ...message }: LinkMessageProps) {
  return (
    <StateMessage
      {...message}
      actions={links.map(({ to, label, icon: Icon }, index) => (
        <ButtonLink key={to} to={to} variant={index === 0 ? 'primary' : 'secondary'}>
          {Icon && <Icon size={18} aria-hidden="true" />}
          {label}
        </ButtonLink>
      ))}
    />
  );
}
