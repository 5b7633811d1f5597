import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { ChevronDown, LogOut, type LucideIcon } from 'lucide-react';

/** A page of the account: where it leads and its label, already translated. */
export interface AccountLink {
  to: string;
  label: string;
  icon?: LucideIcon;
  /** Another app at this origin (the storefront from the back office, and back): a full page load. */
  reloadDocument?: boolean;
}

interface AccountMenuProps {
  /** The trigger's accessible name ("Account menu for Anna"). */
  triggerLabel: string;
  /** The avatar's letter (or an icon where the account has no name yet). */
  initial: ReactNode;
  /** The name beside the avatar, where the app shows it. */
  name?: string;
  /** The menu's heading (the name, a role under it); none where there is nothing to say. */
  heading?: ReactNode;
  links: readonly AccountLink[];
  signOutLabel: string;
  onSignOut: () => void;
  /** Open when it mounts (a stand-in of the trigger was pressed before the menu's code loaded). */
  defaultOpen?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
  /** The app's classes for the menu's parts. */
  classes: Partial<Record<'trigger' | 'avatar' | 'name' | 'content' | 'label' | 'item' | 'separator', string>>;
}

/** The signed-in account menu of both front ends: avatar trigger, the account's pages, sign-out last. */
export function AccountMenu({ triggerLabel, initial, name, heading, links, signOutLabel, onSignOut, defaultOpen, triggerRef, classes }: AccountMenuProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={classes.trigger} aria-label={triggerLabel}>
        <span className={classes.avatar} aria-hidden="true">
          {initial}
        </span>
        {name && <span className={classes.name}>{name}</span>}
        <ChevronDown size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={classes.content} align="end" sideOffset={8}>
          {heading && <DropdownMenu.Label className={classes.label}>{heading}</DropdownMenu.Label>}
          {links.map(({ to, label, icon: Icon, reloadDocument }) => (
            <DropdownMenu.Item key={to} asChild className={classes.item}>
              <Link to={to} reloadDocument={reloadDocument}>
                {Icon && <Icon size={16} aria-hidden="true" />}
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={classes.separator} />
          <DropdownMenu.Item className={classes.item} onSelect={onSignOut}>
            <LogOut size={16} aria-hidden="true" />
            {signOutLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
