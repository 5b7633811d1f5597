import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Banknote, CalendarRange, EllipsisVertical, Eye, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react';
import menu from '../../../components/menu/menu.module.css';
import type { AdminVilla } from '../api/admin-villas.ts';
import styles from './villas.module.css';

export interface VillaActions {
  onView: (villa: AdminVilla) => void;
  onEdit: (villa: AdminVilla) => void;
  onDelete: (villa: AdminVilla) => void;
  onSeasons: (villa: AdminVilla) => void;
  onToggleActive: (villa: AdminVilla) => void;
  /** Admin only. */
  onTogglePromoted?: (villa: AdminVilla) => void;
}

/** A row's actions at its end: view, edit, season pricing, pricing rules, payment terms, delete. */
export function VillaRowMenu({ villa, actions }: { villa: AdminVilla; actions: VillaActions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.menuButton} aria-label={t('villas.actions.menu', { name: villa.name })}>
        <EllipsisVertical size={18} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="end" sideOffset={4}>
          <DropdownMenu.Item className={menu.item} onSelect={() => actions.onView(villa)}>
            <Eye size={16} aria-hidden="true" />
            {t('villas.actions.view')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menu.item} onSelect={() => actions.onEdit(villa)}>
            <Pencil size={16} aria-hidden="true" />
            {t('villas.actions.edit')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menu.item} onSelect={() => actions.onSeasons(villa)}>
            <CalendarRange size={16} aria-hidden="true" />
            {t('villas.actions.seasons')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menu.item} onSelect={() => navigate(`/admin/villas/${encodeURIComponent(villa.id)}/pricing`)}>
            <SlidersHorizontal size={16} aria-hidden="true" />
            {t('villas.actions.pricing')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menu.item} onSelect={() => navigate(`/admin/villas/${encodeURIComponent(villa.id)}/payment-terms`)}>
            <Banknote size={16} aria-hidden="true" />
            {t('paymentTerms.villa.menuItem')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={menu.separator} />
          <DropdownMenu.Item className={`${menu.item} ${menu.danger}`} onSelect={() => actions.onDelete(villa)}>
            <Trash2 size={16} aria-hidden="true" />
            {t('villas.actions.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
