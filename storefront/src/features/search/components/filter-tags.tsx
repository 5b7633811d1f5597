import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { useCurrencies } from '@islandstay/web-common/api/currencies';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import type { LocalizedText } from '@islandstay/shared/villas/villa.schemas';
import { ShownText } from '../../../components/shown-text/shown-text.tsx';
import { useAmenityLabels } from '../../../lib/api/amenities.ts';
import { useAreaLabels } from '../../../lib/api/areas.ts';
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
  // Read only when a tag names one (a phone's first search page loads no amenities otherwise).
  const areaLabel = useAreaLabels(Boolean(filters.area) || filters.areas.length > 0);
  const amenityLabel = useAmenityLabels(filters.amenities.length > 0);
  const tags = activeFilterTags(filters);
  if (tags.length === 0) return null;
  const language = i18n.resolvedLanguage ?? 'en';

  /** A tag's words; an area's or amenity's name as shown (its label, else the English key), to mark when it is not in the page's language. */
  function label(tag: FilterTag): string | LocalizedText {
    switch (tag.key) {
      case 'name':
        return t('search.tags.name', { value: filters.name });
      case 'area':
        return areaLabel(filters.area ?? '');
      case 'areas':
        return areaLabel(tag.value);
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
        return amenityLabel(tag.value);
      case 'bounds':
        return t('search.map.areaTag');
    }
  }

  return (
    <div className={styles.bar}>
      <ul className={styles.tags} aria-label={t('search.tags.active')}>
        {tags.map((tag) => {
          const shown = label(tag);
          const text = typeof shown === 'string' ? shown : shown.text;
          return (
            <li key={'value' in tag ? `${tag.key}:${tag.value}` : tag.key} className={styles.tag}>
              {typeof shown === 'string' ? shown : <ShownText text={shown} />}
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
