import { useEffect } from 'react';

/** The tab title per page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · IslandStay` : 'IslandStay';
  }, [title]);
}
