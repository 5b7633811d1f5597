import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown } from 'lucide-react';
import { CONTACT_STATUSES, type ContactDto } from '@islandstay/shared/contacts/contact.schemas';
import menu from '../../../components/menu/menu.module.css';
import { ContactStatusBadge } from '../../../components/status-badge/status-badge.tsx';
import styles from './contacts.module.css';

interface Props {
  contact: ContactDto;
  onChange: (contact: ContactDto, status: ContactDto['status']) => void;
  disabled?: boolean;
}

/** The status badge (colour and word) is the dropdown that changes it (docs/product.md#contacts: any status to any other). */
export function ContactStatusMenu({ contact, onChange, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.badgeButton} disabled={disabled} aria-label={t('contacts.actions.changeStatus', { name: contact.name, status: t(`contactStatus.${contact.status}`) })}>
        <ContactStatusBadge status={contact.status} />
        <ChevronDown size={14} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="start" sideOffset={4}>
          <DropdownMenu.Label className={menu.sublabel} style={{ padding: '4px 12px' }}>
            {t('contacts.actions.setStatus')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={contact.status} onValueChange={(value) => onChange(contact, value as ContactDto['status'])}>
            {CONTACT_STATUSES.map((status) => (
              <DropdownMenu.RadioItem key={status} value={status} className={`${menu.item} ${menu.radioItem}`}>
                <DropdownMenu.ItemIndicator className={menu.indicator}>
                  <Check size={16} aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
                {t(`contactStatus.${status}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
