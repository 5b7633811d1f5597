import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { useCurrencies } from '@islandstay/web-common/api/currencies';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import { activeFilterTags, clearFilters, removeFilterTag, type FilterTag, type SearchFilters } from '../search-params.ts';
import styles from './filter-tags.module.css';

interface FilterTagsProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

/** The active filters as removable tags, plus Clear All. Each removal rewrites the URL. */
export function FilterTags({ filters, onChange }: FilterTagsProps) {
  const { t, i18n } = useTranslation();
  const { formatFrom, currency } = useFormatPrice();
  // The search filters by nightly prices in the admin (base) currency: the tag shows that bound in
  // the visitor's currency, as the villa cards show prices.
  const { data: rates } = useCurrencies();
  const priceCode = rates?.adminCurrencyCode ?? currency.code;
  const tags = activeFilterTags(filters);
  if (tags.length === 0) return null;
  const language = i18n.resolvedLanguage ?? 'en';

  function label(tag: FilterTag): string {
    switch (tag.key) {
      case 'name':
        return t('search.tags.name', { value: filters.name });
      case 'area':
        return filters.area ?? '';
      case 'areas':
        return tag.value;
      case 'dates':
        return t('search.form.dateRange', { from: formatDate(filters.checkIn!, language), to: formatDate(filters.checkOut!, language) });
      case 'guests':
        return t('search.tags.guests', { count: filters.guests });
      case 'bedrooms':
        return t('search.tags.bedrooms', { count: filters.bedrooms });
      case 'bathrooms':
        return t('search.tags.bathrooms', { count: filters.bathrooms });
      case 'minPrice':
        return t('search.tags.minPrice', { value: formatFrom(filters.minPrice!, priceCode) });
      case 'maxPrice':
        return t('search.tags.maxPrice', { value: formatFrom(filters.maxPrice!, priceCode) });
      case 'villatype':
        return t(`search.types.${tag.value}`);
      case 'amenities':
        return tag.value;
      case 'bounds':
        return t('search.map.areaTag');
    }
  }

  return (
    <div className={styles.bar}>
      <ul className={styles.tags} aria-label={t('search.tags.active')}>
        {tags.map((tag) => {
          const text = label(tag);
          return (
            <li key={'value' in tag ? `${tag.key}:${tag.value}` : tag.key} className={styles.tag}>
              {text}
              <button type="button" className={styles.remove} aria-label={t('search.tags.remove', { filter: text })} onClick={() => onChange(removeFilterTag(filters, tag))}>
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.clearAll} onClick={() => onChange(clearFilters(filters))}>
        {t('search.tags.clearAll')}
      </button>
    </div>
  );
}
