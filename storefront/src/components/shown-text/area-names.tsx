import { useAreaLabels } from '../../lib/api/areas.ts';
import { ShownList } from './shown-text.tsx';

/**
 * A villa's areas from their English names (what a booking or a wishlist entry carries) as the
 * page shows them: each its name in the page's language from the areas read (useAreaLabels),
 * marked where it is English. `none` shows when there is no area (the island's name).
 */
export function AreaNames({ names, none = null }: { names: readonly string[]; none?: string | null }) {
  const labelOf = useAreaLabels(names.length > 0);
  return names.length > 0 ? <ShownList texts={names.map(labelOf)} /> : none;
}
