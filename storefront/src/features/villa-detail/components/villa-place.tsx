import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@islandstay/shared/villas/villa.schemas';
import { ShownList } from '../../../components/shown-text/shown-text.tsx';

/** Stands for the areas in the translated sentence, which is then cut there to put the marked names in. */
const AREAS_MARK = '\u0000areas\u0000';

/**
 * Where the villa is, "Chaweng, Lamai, Koh Samui" (`villa.header.place`): its areas' names in the
 * page's language, each marked when it is an English fallback, then the island; the island
 * alone when the villa has no area.
 */
export function VillaPlace({ areas }: { areas: readonly LocalizedText[] }) {
  const { t } = useTranslation();
  const island = t('common.islandName');
  if (areas.length === 0) return island;
  const [before = '', after = ''] = t('villa.header.place', { areas: AREAS_MARK, island }).split(AREAS_MARK);
  // One span: the header's place line is a flex row, which would space the parts apart.
  return (
    <span>
      {before}
      <ShownList texts={areas} />
      {after}
    </span>
  );
}
